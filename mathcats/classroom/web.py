"""The class host on the web: its pages, the table's module, and the two websockets.

``routes(host, base_url, join_url)`` builds the tornado handlers for any
tornado app (the app's Voila server, or a hub service: ``hub.py``, which
passes its own ``teacher_ok``, a hub login, instead of the teacher key).
Every page and socket answers only this server's host names, and pages of this server
(``pages/guard.py``; the app's settings name the hosts). A child's page opens
no kernel: its socket reaches only the seat its key names.

Under a whole class (issue 38): no search runs on the loop (``thinking.py``);
a frame is counted the moment it is read; the server pings every socket
(a silent one is closed, its seat shows "away"); the teacher's page gets
each table's QR code once, then only what changed on the cards
(``card_change``), in frames of at most ``DASHBOARD_BYTES``, at most
``1 / DASHBOARD_SOON`` times a second and never before its last frame left.
"""

from __future__ import annotations

import hmac
import json
import logging
from asyncio import Future
from collections.abc import Awaitable, Callable
from contextlib import suppress
from functools import cache
from pathlib import Path
from string import Template
from typing import Any

from jupyter_server.utils import url_path_join
from tornado.ioloop import IOLoop, PeriodicCallback
from tornado.web import HTTPError, RequestHandler, StaticFileHandler
from tornado.websocket import WebSocketClosedError, WebSocketHandler

from ..pages.guard import guarded
from . import messages as msg
from .host import ClassHost
from .lag import LoopLag, freeze_lasting
from .table import TEXT as TABLE_TEXT
from .table import ClassTable, Refused, hashed

STATIC = Path(__file__).parent / "static"
DASHBOARD_SOON = 0.25  # changes within this many seconds are sent in one frame
DASHBOARD_BYTES = 20 * 1024  # a "changes" frame's most JSON: more waits for the next frame
PING_SECONDS = 3.0  # the server pings each socket this often
SILENT_SECONDS = 10.0  # a socket with no frame and no pong this long is closed: "away"
PROXIES = "mathcats_class_proxies"  # the setting: peers whose X-Forwarded-For is believed
TEACHER_DENIED = 4403  # the teacher socket's close code for a wrong key
DEFLATE_LEVEL = 3  # a scene of 13 KB: 1.9 KB in 0.03 ms (level 6: 1.7 KB in 0.08 ms)
CLIENT_WINDOW_BITS = 9  # a tab's own frames are small: a small window, little memory here
log = logging.getLogger(__name__)
TeacherOk = Callable[[RequestHandler], Awaitable[bool]]  # may the teacher's page or socket open?

TEXT = {
    "no-key": "This page needs the teacher's address. Look where you started the class.",
    "no-page": "This page is not here yet.",
    "seat-gone": "Your seat was given up. Join again.",
    "not-seated": "Pick a seat first.",
    "free": "A child may sit here.",
}


@cache
def qr_svg(text: str) -> str:
    """``text`` as a QR code in SVG (segno): no picture from the network."""
    import segno

    return segno.make(text, error="m").svg_inline(scale=4, border=2)


def card_change(old: dict, new: dict) -> dict | None:
    """What turns the page's card ``old`` into ``new``: ``code``, ``since_move`` and the fields
    that differ, a list's as its changed lines (``changed_lines``); None if only time passed."""
    fields = {
        name: changed_lines(old.get(name), value)
        for name, value in new.items()
        if name not in ("code", "since_move") and old.get(name) != value
    }
    return {"code": new["code"], "since_move": new["since_move"], **fields} if fields else None


def changed_lines(old: Any, new: Any) -> Any:
    """A list that grew or changed in place as its new lines by index (``{"3": line}``);
    any other value (a shorter list, every line new) as itself."""
    if not isinstance(old, list) or not isinstance(new, list) or len(new) < len(old):
        return new
    lines = {str(i): line for i, line in enumerate(new) if i >= len(old) or old[i] != line}
    return new if len(lines) == len(new) else lines


def clock(seconds: float, callback) -> Any:
    """The server's clock for the computer cats: asyncio's ``call_later`` on tornado's loop."""
    return IOLoop.current().asyncio_loop.call_later(seconds, callback)


class Room:
    """Who is connected to the host: children by table, teachers; sends what changed."""

    def __init__(self, host: ClassHost, join_url: str):
        self.host, self.join_url = host, join_url
        self.children: dict[str, set[ChildSocket]] = {}
        self.teachers: set[TeacherSocket] = set()
        self._soon = None
        self._silence: PeriodicCallback | None = None
        host.listeners.append(self.changed)

    def hear_silence(self) -> None:
        """Look for silent sockets every second (from the first socket on)."""
        if self._silence is None:
            self._silence = PeriodicCallback(self.close_silent, 1000)
            self._silence.start()

    def close_silent(self) -> None:
        """Close each socket that sent no frame and no pong for SILENT_SECONDS: away at once."""
        now = IOLoop.current().time()
        for socket in [*(s for group in self.children.values() for s in group), *self.teachers]:
            if now - socket.heard > SILENT_SECONDS:
                socket.on_close()  # its seat is away now, not after a closing handshake
                socket.close()

    def changed(self, table: ClassTable) -> None:
        for socket in list(self.children.get(table.code, ())):
            socket.table_changed(table)
        for teacher in self.teachers:
            if teacher.watching == table.code:
                teacher.send_watched()
        self.card_changed(table.code)

    def card_changed(self, code: str) -> None:
        """Table ``code``'s card is to be sent again to every teacher's page."""
        for teacher in self.teachers:
            teacher.stale[code] = None
        self.dashboard_soon()

    def dashboard_soon(self) -> None:
        if self.teachers and self._soon is None:
            self._soon = IOLoop.current().call_later(DASHBOARD_SOON, self.send_changes)

    def send_changes(self) -> None:
        """Each teacher's page whose last frame has left gets what changed since."""
        self._soon = None
        cards: dict[str, dict] = {}  # each card built once for all the pages

        def card(code: str) -> dict:
            if code not in cards:
                cards[code] = self.card(code)
            return cards[code]

        for teacher in list(self.teachers):
            if not teacher.sending:
                teacher.send_changes(card)

    def card(self, code: str) -> dict:
        """Table ``code``'s card, with who is here (no QR code: ``TeacherSocket`` adds it once)."""
        table, here = self.host.tables[code], self.here(code)
        card = self.host.card(table)
        for seat in card["seats"]:
            seat["here"] = seat["seat"] in here
        return card

    def qr(self, code: str) -> str:
        return qr_svg(f"{self.join_url}?code={code}")

    def dashboard(self) -> dict:
        """The whole dashboard: the join address, Make tables' choices, every card."""
        return {
            "type": "dashboard",
            "join": self.join_url,
            "join_svg": qr_svg(self.join_url),
            "games": self.host.games(),
            "paused": self.host.paused,
            "tables": [self.card(code) for code in self.host.tables],
        }

    def teacher_here(self, teacher: TeacherSocket, here: bool) -> None:
        (self.teachers.add if here else self.teachers.discard)(teacher)

    def here(self, code: str) -> set[int]:
        """The seats of table ``code`` whose child is connected now."""
        return {s.seat for s in self.children.get(code, ()) if s.seat is not None}

    def sits(self, socket: ChildSocket, was: str | None, code: str | None) -> None:
        """``socket`` leaves table ``was`` (if any) for table ``code`` (if any)."""
        self.children.get(was, set()).discard(socket)
        if code is not None:
            self.children.setdefault(code, set()).add(socket)
        for changed in {was, code} & self.host.tables.keys():
            self.card_changed(changed)  # who is here


class Socket(WebSocketHandler):
    """A class websocket: frames parsed by ``adapter``, rate-limited, refusals said kindly."""

    adapter = msg.CHILD

    def initialize(self, room: Room, guesses: dict[str, msg.Guesses]):
        self.room, self.host, self.guesses = room, room.host, guesses
        self.rate = msg.Rate(msg.FRAMES_PER_SECOND, 1.0)
        self.too_fast = False

    @property
    def ping_interval(self) -> float:
        """Every socket is pinged; the room closes one silent too long (``Room.close_silent``)."""
        return PING_SECONDS

    @property
    def ping_timeout(self) -> float:
        return 0  # a late pong alone closes nothing: a busy device gets SILENT_SECONDS

    def on_pong(self, data: bytes) -> None:
        self.heard = IOLoop.current().time()

    def address(self) -> str:
        """Where the frames come from: the peer, or what a trusted proxy says it forwards."""
        peer = self.request.remote_ip or ""
        if peer not in self.settings.get(PROXIES, ()):
            return peer
        forwarded = self.request.headers.get("X-Forwarded-For", "").split(",")[-1].strip()
        return forwarded or peer

    def check_origin(self, origin: str) -> bool:
        return True  # pages/guard.py checked Origin against this server already

    def prepare(self):
        """Frames go deflated if the browser offers it; the tab's own (small) in a small window."""
        offer = self.request.headers.get("Sec-WebSocket-Extensions", "")
        if "permessage-deflate" in offer and "client_max_window_bits" in offer:
            lean = f"permessage-deflate; client_max_window_bits={CLIENT_WINDOW_BITS}"
            self.request.headers["Sec-WebSocket-Extensions"] = lean
        return super().prepare()

    def get_compression_options(self) -> dict:
        return {"compression_level": DEFLATE_LEVEL}  # permessage-deflate

    def open(self, *args, **kwargs) -> None:
        """Each frame deflated on its own: no compressor kept a connection (about 300 KB).

        A tab's inflater reads such frames as any others (tornado has no
        setting for it: its per-message compressor is made when none is kept).
        """
        deflater = getattr(self.ws_connection, "_compressor", None)
        if deflater is not None:
            deflater._compressor = None
        self.heard = IOLoop.current().time()
        self.room.hear_silence()

    def send(self, frame: dict | str) -> Future | None:
        """Send ``frame``; the future is done once it has left (None: the tab went away)."""
        with suppress(WebSocketClosedError):  # the tab went away meanwhile
            return self.write_message(frame if isinstance(frame, str) else json.dumps(frame))
        return None

    def refuse(self, refusal: Refused) -> None:
        self.send({"type": "refused", "why": refusal.why, "words": refusal.words})

    def on_message(self, message: str | bytes) -> None:
        """Counted as soon as it is read: no handler holds the loop (searches run elsewhere)."""
        self.heard = IOLoop.current().time()
        if not self.rate.allow():
            if not self.too_fast:  # said once; dropped while over
                self.refuse(Refused("fast", msg.TEXT["fast"]))
            self.too_fast = True
            return
        self.too_fast = False
        try:
            self.act(msg.parse(self.adapter, message))
        except Refused as refusal:
            self.refuse(refusal)
        except Exception:  # never a traceback to a page: the log has it
            log.exception("A class frame could not be handled")
            self.refuse(Refused("bad", msg.TEXT["bad"]))

    def act(self, frame: msg.Frame) -> None:
        raise NotImplementedError


class ChildSocket(Socket):
    """A child's tab: join a table, sit or come back with a seat key, tap."""

    def open(self, *args, **kwargs) -> None:
        super().open()
        self.code: str | None = None
        self.seat: int | None = None
        self.seq = 0
        self.sent: dict | None = None  # the last scene sent
        self.held: str | None = None  # the seat key this tab holds, as kept

    def on_close(self) -> None:
        self.room.sits(self, self.code, None)

    def _table(self, code: str) -> ClassTable:
        """The table with ``code``; wrong codes slow down this address (``msg.Guesses``)."""
        guesses = self.guesses.setdefault(self.address(), msg.Guesses())
        if not guesses.allow():
            raise Refused("fast", msg.TEXT["fast"])
        try:
            return self.host.table(code.upper())
        except Refused:
            guesses.wrong()
            raise

    def act(self, frame: msg.Frame) -> None:
        if isinstance(frame, msg.Ping):
            self.send({"type": "pong"})
        elif isinstance(frame, msg.Join):
            table = self._table(frame.code)
            self._watch(table.code, None)
            self.send(self.table_frame(table))
        elif isinstance(frame, msg.Sit):
            table = self._table(frame.code)
            key = table.sit(frame.seat)
            self._seated(table, frame.seat, key)
        elif isinstance(frame, msg.Back):  # a seat key: never slowed by codes, tells no code
            table = self.host.tables.get(frame.code.upper())
            seat = None if table is None else table.seat_of(frame.key)
            if seat is None:
                raise Refused("key", TEXT["seat-gone"])
            self._seated(table, seat, frame.key)
        else:  # Send: a tap for this seat's session
            if self.seat is None or self.code not in self.host.tables:
                raise Refused("state", TEXT["not-seated"])
            self.host.tables[self.code].handle(self.seat, frame.content)

    def _watch(self, code: str, seat: int | None, key: str = "") -> None:
        self.room.sits(self, self.code, code)
        self.code, self.seat, self.sent, self.state_sent = code, seat, None, None
        self.held = hashed(key) if key else None

    def _seated(self, table: ClassTable, seat: int, key: str) -> None:
        self._watch(table.code, seat, key)
        name = table.match.names[seat]
        self.send({"type": "seated", "code": table.code, "seat": seat, "name": name, "key": key})
        self.table_changed(table)

    def table_changed(self, table: ClassTable) -> None:
        """Send this tab what changed: its seat's scene, or the table's lobby."""
        if self.seat is not None and table.keys.get(self.seat) != self.held:
            self._watch(table.code, None)  # the teacher freed this seat
            self.refuse(Refused("key", TEXT["seat-gone"]))
        session = table.sessions.get(self.seat) if self.seat is not None else None
        if table.state != "playing" or session is None or self.state_sent != table.state:
            self.state_sent = table.state  # the page learns every change of state
            self.send(self.table_frame(table))
        if session is not None:
            scene = session.scene
            if scene is not self.sent:
                self.sent = scene
                self.seq += 1
                self.send({"type": "scene", "seq": self.seq, "scene": scene})

    def table_frame(self, table: ClassTable) -> dict:
        m, free, here = table.match, table.free_seats(), self.room.here(table.code)
        seats = [
            {
                "seat": s,
                "name": m.names[s],
                "art": None,
                "free": s in free,
                "child": s < table.children,
                "here": s in here,
            }
            for s in range(m.players)
        ]
        if table.state == "waiting":
            words = TABLE_TEXT["pick" if free else "waiting"]
        elif table.state == "playing":
            words = TABLE_TEXT["late" if free else "playing"]
        else:
            words = TABLE_TEXT[table.state]
        return {
            "type": "table",
            "code": table.code,
            "title": m.game.title,
            "state": table.state,
            "seats": seats,
            "words": words,
        }


class TeacherSocket(Socket):
    """The teacher's page: make tables, start, pause, free a seat, end, watch one big."""

    adapter = msg.TEACHER

    def initialize(self, teacher_ok: TeacherOk, **options):
        super().initialize(**options)
        self.teacher_ok = teacher_ok

    async def open(self, *args, **kwargs) -> None:
        super().open()
        self.watching: str | None = None
        self.seq = 0
        self.stale: dict[str, None] = {}  # tables whose cards changed, the longest waiting first
        self.shown: dict[str, dict] = {}  # each table's card as this page has it
        self.sending = False  # the last dashboard frame has not left yet
        self.paused = self.host.paused  # as this page last heard
        if not await self.teacher_ok(self):
            self.close(TEACHER_DENIED)
            return
        if self.ws_connection is None:  # gone while it was checked
            return
        self.room.teacher_here(self, True)
        whole = self.room.dashboard()
        self.shown = {card["code"]: card for card in whole["tables"]}
        tables = [{**card, "svg": self.room.qr(card["code"])} for card in whole["tables"]]
        self.send_dashboard(json.dumps({**whole, "tables": tables}))

    def send_changes(self, card: Callable[[str], dict]) -> None:
        """What changed on the cards (``card(code)``: one now), the longest waiting first, as
        fits in DASHBOARD_BYTES; the rest in the next frame. A new table's card whole, QR too."""
        paused = self.host.paused
        head = f'{{"type": "changes", "paused": {json.dumps(paused)}, "tables": ['
        room = DASHBOARD_BYTES - len(head) - 2
        tables: list[str] = []
        for code in list(self.stale):
            new = card(code)
            old = self.shown.get(code)
            change = card_change(old, new) if old else {**new, "svg": self.room.qr(code)}
            text = "" if change is None else json.dumps(change)
            if tables and len(text) + 2 > room:
                break  # a frame holds one card at least, whatever its size
            del self.stale[code]
            self.shown[code] = new
            if text:
                tables.append(text)
                room -= len(text) + 2
        if tables or paused != self.paused:
            self.paused = paused
            self.send_dashboard(head + ", ".join(tables) + "]}")

    def send_dashboard(self, text: str) -> None:
        """Send a dashboard frame; the next waits until it has left."""
        sent = self.send(text)
        if sent is not None:
            self.sending = True
            sent.add_done_callback(self._sent)

    def _sent(self, sent: Future) -> None:
        """The last frame left (the page is taking them): changes may follow."""
        self.sending = False
        if sent.exception() is None and (self.stale or self.paused != self.host.paused):
            self.room.dashboard_soon()

    def on_close(self) -> None:
        self.room.teacher_here(self, False)

    def on_message(self, message: str | bytes) -> None:
        if self in self.room.teachers:
            super().on_message(message)

    def act(self, frame: msg.Frame) -> None:
        host = self.host
        if isinstance(frame, msg.Ping):
            self.send({"type": "pong"})
        elif isinstance(frame, msg.Make):
            host.make(
                frame.game,
                frame.players,
                frame.children,
                frame.level,
                frame.options,
                frame.tables,
                frame.lights,
            )
            freeze_lasting()  # the tables live as long as the server
        elif isinstance(frame, msg.Start):
            host.start(frame.code)
        elif isinstance(frame, msg.Pause | msg.Resume):
            host.pause(isinstance(frame, msg.Pause))
        elif isinstance(frame, msg.Free):
            host.table(frame.code).free(frame.seat)
        elif isinstance(frame, msg.End):
            host.table(frame.code).end()
        elif isinstance(frame, msg.Ticket):
            host.ticket(frame.code, frame.form, frame.on)
        elif isinstance(frame, msg.Watch):
            self.watching = None if frame.code is None else host.table(frame.code).code
            self.send_watched()
        elif isinstance(frame, msg.Reveal):
            host.table(frame.code).watch().set("reveal", frame.on)
            if self.watching == frame.code:
                self.send_watched()
        else:  # Summary
            self.send({"type": "summary", **host.summary()})
        self.room.dashboard_soon()

    def send_watched(self) -> None:
        """The watched table's spectator scene (no hand shown unless revealed)."""
        if self.watching in self.host.tables:
            self.seq += 1
            scene = self.host.tables[self.watching].watch().scene
            self.send({"type": "scene", "code": self.watching, "seq": self.seq, "scene": scene})


def teacher_key_ok(handler: RequestHandler, host: ClassHost) -> bool:
    key = handler.get_query_argument("key", "")
    return hmac.compare_digest(key.encode(), host.key.encode())


# The class's two pages, one file (``static/page.html``): each its title, the way up to
# /class/ from its address, its script (``static/<page>.js``) and its body's class.
PAGES = {
    "child": {"title": "Math Cats", "up": "class/", "body": "mc-child"},
    "teacher": {"title": "Math Cats: Class", "up": "", "body": "mc-teacher-page"},
}


@cache
def page_html(page: str) -> bytes:
    """The class page ``page`` ("child" or "teacher"), filled in from ``static/page.html``."""
    html = Template((STATIC / "page.html").read_text(encoding="utf-8"))
    return html.substitute(PAGES[page], page=page).encode()


class Page(RequestHandler):
    """One of the class's two pages (``PAGES``): the script draws the rest."""

    def initialize(self, page: str, teacher_ok: TeacherOk | None = None):
        self.page, self.teacher_ok = page, teacher_ok

    async def get(self) -> None:
        if self.teacher_ok and not await self.teacher_ok(self):
            raise HTTPError(403, TEXT["no-key"])
        self.set_header("Cache-Control", "no-store")
        self.set_header("Referrer-Policy", "no-referrer")  # the teacher's key stays here
        self.finish(page_html(self.page))

    def write_error(self, status_code: int, **kwargs) -> None:
        error = kwargs.get("exc_info", (None, None))[1]
        words = getattr(error, "log_message", None) or self._reason
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(f"<!doctype html><title>Math Cats</title><p>{words}</p>")


class TeacherOnly(RequestHandler):
    """A download for the teacher only (the key, or ``teacher_ok``'s login), never cached."""

    def initialize(self, teacher_ok: TeacherOk, **what):
        self.teacher_ok, self.what = teacher_ok, what

    async def prepare(self) -> None:
        if not await self.teacher_ok(self):
            raise HTTPError(403, TEXT["no-key"])
        self.set_header("Cache-Control", "no-store")
        self.set_header("Referrer-Policy", "no-referrer")


class Report(TeacherOnly):
    """The class report's CSV (``report.py``)."""

    def get(self) -> None:
        from .report import host_tables, report_csv

        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", 'attachment; filename="mathcats-class.csv"')
        self.finish(report_csv(host_tables(self.what["host"])))


class Loop(TeacherOnly):
    """How late the server's loop has run (``lag.LoopLag``), as JSON."""

    def get(self) -> None:
        self.finish(self.what["lag"].snapshot())


class Module(RequestHandler):
    """The table's renderer (the widget's bundle, ``widgets/bundle.py``) or its style sheet."""

    def initialize(self, part: str):
        self.part = part

    def get(self) -> None:
        from ..widgets.table import Table

        kind = "text/javascript" if self.part == "_esm" else "text/css"
        self.set_header("Content-Type", f"{kind}; charset=utf-8")
        self.finish(getattr(Table, self.part))


def routes(
    host: ClassHost, base_url: str, join_url: str, teacher_ok: TeacherOk | None = None
) -> list[tuple]:
    """The class host's tornado routes under ``base_url``, each guarded (``pages/guard.py``).

    The app's settings must name the hosts answered (``guard.HOSTS``). ``teacher_ok``
    says whether a request may open the teacher's page or socket (default: the key).
    """

    async def key_ok(handler: RequestHandler) -> bool:
        return teacher_key_ok(handler, host)

    teacher_ok = teacher_ok or key_ok
    room = Room(host, join_url)
    lag = LoopLag()
    lag.start(IOLoop.current().asyncio_loop)
    sockets = {"room": room, "guesses": {}}

    def at(path: str) -> str:
        return url_path_join(base_url, path)

    found = [
        (at("/class"), Page, {"page": "child"}),
        (at("/class/teacher"), Page, {"page": "teacher", "teacher_ok": teacher_ok}),
        (at("/class/static/(.*)"), StaticFileHandler, {"path": str(STATIC)}),
        (at("/class/table.js"), Module, {"part": "_esm"}),
        (at("/class/table.css"), Module, {"part": "_css"}),
        (at("/class/ws"), ChildSocket, sockets),
        (at("/class/teacher/report.csv"), Report, {"host": host, "teacher_ok": teacher_ok}),
        (at("/class/teacher/loop.json"), Loop, {"lag": lag, "teacher_ok": teacher_ok}),
        (at("/class/teacher/ws"), TeacherSocket, {**sockets, "teacher_ok": teacher_ok}),
    ]
    return [(pattern, guarded(handler), options) for pattern, handler, options in found]
