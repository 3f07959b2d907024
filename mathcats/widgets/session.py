"""The table session: one match at a table, in plain Python (no widget).

It holds what a table knows between taps (what is picked, the "Show me"
move, whose screen it is), paces the computer cats (``pacing.py``), carries
out the teacher's controls and builds the JSON ``scene`` the browser draws.
A class table (``mathcats.classroom``) seats one session per child at one
match: it shares the ``Pacing``, moves the computer cats on the server's
clock and tells each session what moved (``follow``, ``start_over``). A
widget only syncs that scene and hands on what the browser sends:
``{"type": "click", "id": ..., "scene": n}``, ``{"type": "tick", ...}`` and,
for a table made with ``keep=True``, ``{"type": "restore", "save": text}``.
Those messages are untrusted: ``handle`` checks them (see docs/widgets.md).

``TableSession`` is this facade (the messages, whose screen it is, the
status) made of its parts, one job a module: ``taps.py`` (what a tap does),
``news.py`` (headlines, "What happened", motion, celebrations),
``controls.py`` (the teacher's), ``scene.py`` (the scene builder) and
``words.py`` (every word the table says). The parts share the session's
state, which ``__init__`` sets up.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..engine import Match, Move, Turn, load_match
from ..engine.scene import Path as TapPath
from ..engine.text import listed
from .adapters import adapter_for
from .controls import SETTINGS, SPEEDS, Controls, seconds
from .lights import Decision
from .news import News
from .pacing import Pacing
from .practised import Practised
from .scene import Scene
from .taps import Taps
from .words import LABELS, TEXT

STATUS_LINES = 3  # lines of words in the status; a number sentence rides with its line
MAX_SAVE = 200_000  # characters: the longest games save about 50,000
NOBODY = -1  # a seat no player has: it sees no one's private cards (a spectator's log)
log = logging.getLogger(__name__)
__all__ = ["LABELS", "MAX_SAVE", "SETTINGS", "SPEEDS", "STATUS_LINES", "TEXT", "TableSession"]


Line = str | tuple[str, str | None] | None  # words, or words with their number sentence


class TableSession(Taps, News, Controls, Scene):
    """A match at the table: ``humans`` tap, the other seats are ``bots``.

    ``bots`` is one bot name for every other seat or a {seat: name} dict
    (a seat it leaves out gets the greedy bot).
    ``teacher`` shows the teacher's controls. ``delay`` is the seconds
    between computer moves (0: they answer at once). ``keep`` puts the
    match's save in the scene, for the page to keep and send back.
    The teacher's settings (``SETTINGS``) change through ``set``.
    ``pacing``: the computer cats of a class table, shared by its seats'
    sessions and moved by the table (this session then never moves them).
    ``spectator`` (with no ``humans``): a watcher's scene, no hand shown
    unless ``reveal`` is on.
    """

    def __init__(
        self,
        match: Match,
        humans: Iterable[int] = (0,),
        bots: str | dict[int, str] = "greedy",
        teacher: bool = False,
        delay: float = 1.2,
        keep: bool = False,
        pacing: Pacing | None = None,
        spectator: bool = False,
    ):
        self.keep = keep
        self.spectator = spectator
        self.match = match
        self.adapter = adapter_for(match.game, match.names)
        self.humans = sorted(set(humans))
        if any(not 0 <= s < match.players for s in self.humans):
            raise ValueError(f"humans must be seats from 0 to {match.players - 1}.")
        self.paces = pacing is None  # this session moves the computer cats itself
        self.pacing = Pacing(match, self.humans, bots) if pacing is None else pacing
        self.teacher = teacher
        self.reveal = self.wait = self.projector = self.read_aloud = False
        self.lights = "always"  # when the cards that fit light up (lights.py)
        self.decision = Decision()  # the viewer's decision now: its first try, a question
        self.delay = seconds(delay)
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.passing: int | None = None  # the human the screen goes to next
        self._selection: TapPath = ()
        self._picked: tuple[str, ...] = ()  # their items (of equal cards, the one tapped)
        self._hint: TapPath = ()  # the taps of the "Show me" move
        self._hint_move: Move | None = None
        self._status: list[tuple[str, str | None]] = []
        self._tone = "info"
        self._said = 0
        self._n = 0
        self._body: dict = {}
        self._scene: dict = {}
        self._dirty = True  # the scene needs building again
        self._actions: dict[str, Callable[[], None]] = {}
        self._paths: dict[TapPath, Move] = {}
        self._next_focus: str | None = None
        self._fresh: list[Turn] = []  # the moves since the last scene: its motion
        self._motion: list[dict] = []
        self._party: dict | None = None  # the round just ended, summed up until Next round
        self.practised = Practised(match.game)  # this match's facts and mistakes, kept here only
        self.summary_open = False  # teacher: the Class summary is shown
        self._advance([])
        self._status = self._status or [(self._turn_line(), None)]

    @property
    def bots(self) -> dict:
        """The computer seats' bots, by seat."""
        return self.pacing.bots

    # --- what the browser sends -------------------------------------------------

    @property
    def scene(self) -> dict:
        """The scene to draw now (built again only after a change)."""
        if self._dirty:
            self._publish()
        return self._scene

    def handle(self, content: Any) -> None:
        """Act on one message from the browser; nothing it holds can raise from here."""
        try:
            self.scene  # noqa: B018  (the ids and the scene number a message names)
            self._handle(content)
        except Exception:
            log.exception("The table could not handle %r", content)
            self._say([TEXT["oops"]], "no")
        self._dirty = True

    def click(self, target: str) -> None:
        """Tap the thing with id ``target`` in the current scene, as the browser would."""
        self.handle({"type": "click", "id": target, "scene": self.scene["n"]})

    def _handle(self, content: Any) -> None:
        kinds = ("click", "tick", "restore") if self.keep else ("click", "tick")
        if not isinstance(content, dict) or content.get("type") not in kinds:
            self._say([TEXT["garbled"]], "no")
            return
        if content["type"] == "restore":
            self._restore(content.get("save"))
            return
        scene = content.get("scene")
        if content["type"] == "tick":
            if type(scene) is int and scene == self._n and self._bots_due():
                self._say([self._headline([self._bot_step()])], "info")
                self._advance(self._status)
            return
        target = content.get("id")
        if type(scene) is not int or not isinstance(target, str):
            self._say([TEXT["garbled"]], "no")
        elif scene != self._n:
            self._say([TEXT["stale"]], "no")
        elif target not in self._actions:
            self._say([TEXT["unknown"]], "no")
        else:
            if not target.startswith("count-"):
                self.decision.asked = None  # any other tap leaves the Count it question
            self._actions[target]()

    def _restore(self, text: Any) -> None:
        """Go on with the match the page kept, if it is a good save of this table's setup."""
        match = None
        if isinstance(text, str) and len(text) <= MAX_SAVE:
            try:
                match = load_match(text)
            except Exception:  # a damaged or tampered save: this table goes on
                log.info("The page's save could not be loaded", exc_info=True)
        m = self.match
        setup = (m.game.id, m.players, m.names, m.options)
        if match is None or (match.game.id, match.players, match.names, match.options) != setup:
            self._say([TEXT["not-restored"], self._turn_line()], "info")
            return
        self._use(match)
        self.practised = Practised(match.game)  # the record is not in the save: it starts again
        self._advance([])
        self._say([TEXT["restored"], *(self._status or [self._turn_line()])], "ok")

    # --- computer seats, turns --------------------------------------------------

    def _bots_due(self) -> bool:
        return self.paces and self.pacing.due(self.match)

    def _bot_step(self) -> Turn:
        """One computer move, as the history has it."""
        turn = self.pacing.step(self.match)
        self._moved()
        self._made(turn)
        return turn

    def follow(self, turns: Sequence[Turn]) -> None:
        """``turns`` were played at this match by others (a class table): show them and the news."""
        self._moved()
        for turn in turns:
            self._made(turn)
        self._say([self._headline(turns)], "info")
        self._advance(self._status)

    def _moved(self) -> None:
        """After any move: nothing is picked or hinted any more; a new decision starts."""
        self._selection = self._picked = ()
        self._hint = ()
        self.decision = Decision()

    def _advance(self, lines: list[Line]) -> None:
        """Let the computer seats answer at once (delay 0), then find whose screen it is."""
        if not self.wait and self.delay == 0 and self._bots_due():
            turns = []
            while self._bots_due():
                turns.append(self._bot_step())
            lines = [*lines, self._headline(turns)]  # the log has every computer move
        if self.humans and self.passing is None:
            waiting = [s for s in self.humans if s in self.match.to_move]
            if waiting and self.viewer not in waiting:
                after = [s for s in waiting if s > self.viewer] or waiting
                self.passing = after[0]
                if len(self.humans) == 1:
                    self.viewer, self.passing = self.passing, None
        if self.passing is not None:
            name = self.match.names[self.passing]
            lines = [TEXT["pass-to"].format(name=name), TEXT["pass-ready"].format(name=name)]
        elif self.viewer in self.match.to_move and self._more_happened():
            lines = [*lines, self._turn_line()]
        self._say(lines, self._tone)

    def _more_happened(self) -> bool:
        """Did more than the viewer's own last move happen (so: say whose turn it is)?"""
        history = self.match.history
        return bool(history) and (history[-1].seat != self.viewer or len(history[-1].events) > 1)

    def _ready(self) -> None:
        self.viewer, self.passing = self.passing, None
        self._say([self._turn_line()], "info")

    def _log_seat(self) -> int | None:
        if self.reveal:
            return None
        return NOBODY if self.viewer is None and self.spectator else self.viewer

    def _use(self, match: Match) -> None:
        """Seat this table at ``match`` (same setup), from its first screen."""
        self.match = match
        self.adapter = adapter_for(match.game, match.names)
        self._moved()
        self._fresh, self._party = [], None
        self.passing = None
        self.viewer = self.humans[0] if self.humans else None

    def _say(self, lines: Iterable[Line], tone: str = "info") -> None:
        """Say the first of ``lines`` and the latest ones (at most STATUS_LINES)."""
        said = [(line, None) if isinstance(line, str) else line for line in lines if line]
        said = [(words, maths) for words, maths in said if words]
        self._status = said[:1] + said[1:][1 - STATUS_LINES :]
        self._tone = tone
        self._said += 1
        self._dirty = True

    def _turn_line(self) -> str:
        m = self.match
        if m.over:
            winners = listed([m.names[s] for s in m.winners])
            return TEXT["won"].format(names=winners) if winners else TEXT["over"]
        if self.passing is not None:
            return TEXT["pass-to"].format(name=m.names[self.passing])
        if self.viewer in m.to_move:
            return TEXT["your-turn"].format(name=m.names[self.viewer])
        return TEXT["wait-for"].format(names=listed([m.names[s] for s in m.to_move]))
