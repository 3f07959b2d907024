"""The class tests' helpers: a class host served on 127.0.0.1 in the test's own loop,
websocket clients, a clock turned by hand."""

from __future__ import annotations

import asyncio
import json
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager

from tornado.httpserver import HTTPServer
from tornado.netutil import bind_sockets
from tornado.web import Application
from tornado.websocket import websocket_connect

from mathcats.app.running import merged
from mathcats.classroom.host import ClassHost
from mathcats.classroom.journal import Journal
from mathcats.classroom.thinking import Thinking
from mathcats.classroom.web import clock, routes
from mathcats.pages.guard import HOSTS
from mathcats.table.words import LABELS

WAIT = 10.0  # seconds any one frame may take
FEED = {"game": "feed-the-kitten", "players": 3, "children": 3, "level": "cat", "options": {}}
FEED["lights"] = "always"  # the children tap lit cards (Make tables starts on After a try)


def lit(scene: dict) -> list[str]:
    """The ids of what a child may tap now that plays a move (a summary's buttons at an end)."""
    items = [i for z in scene.get("zones", []) for i in z["items"]]
    items += scene.get("hand", []) + scene.get("actions", [])
    party = scene.get("celebrate")
    buttons = [party["button"], *party.get("more", [])] if party else []  # the ticket, Play again
    return [i["id"] for i in items if i.get("lit")] + [b["id"] for b in buttons]


def tap(scene: dict, target: str) -> dict:
    """The frame a child's page sends to tap ``target`` in ``scene``."""
    return {"type": "send", "content": {"type": "click", "id": target, "scene": scene["n"]}}


def run(coroutine, seconds: float = 60.0):
    """Run a test's coroutine, bounded, on an event loop of its own thread.

    Its own thread: the browser tests' Playwright (sync API) keeps a loop
    running in the main thread for the whole session.
    """
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, asyncio.wait_for(coroutine, seconds)).result()


@asynccontextmanager
async def serving(
    delay: float = 0.05, settings: dict | None = None, seed: int | None = None, **make
):
    """A host with tables made by ``make`` (if given), served on 127.0.0.1: (host, port).

    Its searches run in worker processes, as the server's do. ``settings``: the app's more;
    ``seed``: the tables' deals (a test that needs a deal names its seed).
    """
    host = ClassHost(clock, delay=delay, thinking=Thinking(2), seed=seed)
    if make:
        host.make(**make)
    sockets = bind_sockets(0, "127.0.0.1")
    app = Application(routes(host, "/", "http://127.0.0.1/class"))
    app.settings.update({HOSTS: frozenset({"127.0.0.1", "localhost"}), **(settings or {})})
    server = HTTPServer(app)
    server.add_sockets(sockets)
    try:
        yield host, sockets[0].getsockname()[1]
    finally:
        server.stop()
        host.thinking.shutdown()


async def teacher_get(port: int, path: str, key: str):
    """GET the teacher-only ``path`` with ``key`` (the response), once a wrong key got 403."""
    from tornado.httpclient import AsyncHTTPClient, HTTPClientError

    address = f"http://127.0.0.1:{port}{path}?key="
    try:
        await AsyncHTTPClient().fetch(address + "wrong")
    except HTTPClientError as refused:
        assert refused.code == 403, refused
    else:
        raise AssertionError(f"{path} answered a wrong key")
    return await AsyncHTTPClient().fetch(address + key)


class Client:
    """A websocket to the class host, keeping every frame it received (``frames``).

    A teacher's ``board`` is the dashboard with every change since added to it.
    """

    def __init__(self, ws):
        self.ws = ws
        self.frames: list[dict] = []
        self.texts: list[str] = []
        self.times: list[float] = []  # when each frame was read
        self.board: dict | None = None

    @classmethod
    async def connect(cls, port: int, path: str = "/class/ws", **headers) -> Client:
        from tornado.httpclient import HTTPRequest

        request = HTTPRequest(f"ws://127.0.0.1:{port}{path}", headers=headers)
        return cls(await asyncio.wait_for(websocket_connect(request), WAIT))

    async def send(self, frame: dict | str) -> None:
        await self.ws.write_message(frame if isinstance(frame, str) else json.dumps(frame))

    async def recv(self) -> dict | None:
        text = await asyncio.wait_for(self.ws.read_message(), WAIT)
        if text is None:
            return None
        self.texts.append(text)
        self.times.append(time.monotonic())
        self.frames.append(json.loads(text))
        self._keep(self.frames[-1])
        return self.frames[-1]

    def _keep(self, frame: dict) -> None:
        if frame["type"] == "dashboard":
            self.board = frame
        elif frame["type"] == "changes":
            self.board = merged(self.board, frame)

    async def until_board(self, test=lambda board: True) -> dict:
        """Read frames until the teacher's dashboard, with its changes, passes ``test``."""
        while True:
            frame = await self.recv()
            assert frame is not None, "closed while waiting for the dashboard"
            if frame["type"] in ("dashboard", "changes") and test(self.board):
                return self.board

    async def until(self, kind: str, test=lambda frame: True) -> dict:
        """Read frames until one of ``kind`` passes ``test``."""
        while True:
            frame = await self.recv()
            assert frame is not None, f"closed while waiting for {kind}"
            if frame["type"] == kind and test(frame):
                return frame

    async def until_all_sat(self) -> dict:
        """The scene once every child's seat is taken: none waits for a child any more.

        Each child who sits draws the others' scenes again (that seat's name changes).
        """
        sat = lambda f: all(s["who"] != LABELS["kept"] for s in f["scene"]["seats"])  # noqa: E731
        return (await self.until("scene", sat))["scene"]

    async def quiet(self, seconds: float = 0.3) -> list[dict]:
        """Every frame that arrives within ``seconds`` of quiet."""
        got = []
        while True:
            try:
                text = await asyncio.wait_for(self.ws.read_message(), seconds)
            except asyncio.TimeoutError:
                return got
            if text is None:
                return got
            self.texts.append(text)
            self.times.append(time.monotonic())
            self.frames.append(json.loads(text))
            self._keep(self.frames[-1])
            got.append(self.frames[-1])

    def close(self) -> None:
        self.ws.close()


class Clock:
    """A server clock the test turns by hand: ``run()`` makes every move asked for, in turn."""

    def __init__(self):
        self.asked: list[Timer] = []

    def __call__(self, seconds: float, callback) -> Timer:
        timer = Timer(callback)
        self.asked.append(timer)
        return timer

    def run(self, most: int = 1000) -> int:
        ran = 0
        while self.asked and ran < most:
            timer = self.asked.pop(0)
            if not timer.cancelled:
                timer.callback()
                ran += 1
        return ran


class Timer:
    def __init__(self, callback):
        self.callback, self.cancelled = callback, False

    def cancel(self) -> None:
        self.cancelled = True


def kept_host(folder, forget=False, seed=None):
    """A host on a hand-turned clock with the tables kept in ``folder``, and its journal."""
    journal = Journal(folder, forget)
    host = ClassHost(Clock(), seed=seed)
    for row in journal.rows():
        host.restore(row)
    host.listeners.append(journal.save)
    return host, journal
