"""The table session: one match at a table, in plain Python (no host, no widget).

A host (the Jupyter widget, class play, the static site) draws the session's
``scene`` and hands on what the browser sends: ``{"type": "click", "id": ...,
"scene": n}``, ``{"type": "tick", ...}`` and, for a table made with
``keep=True``, ``{"type": "restore", "save": text}``. Those messages are
untrusted: ``handle`` checks them (see docs/widgets.md) and returns what
happened (an ``Outcome``: the moves made, a new match). A class table
(``mathcats.classroom``) seats one session per child at one match: it shares
the ``Pacing``, moves the computer cats on the server's clock and tells each
session what moved (``follow``, ``start_over``).

``TableSession`` is a small facade: it checks the messages and wires its
parts, each an object that owns its state and is given the others it needs.
A tap runs one way through them (docs/architecture.md):

- ``seat.py`` ``Seat``: the match, its adapter, the children's seats, whose
  screen it is, the viewer's choice, what they practised (shared by all);
- ``settings.py`` ``Settings``: the teacher's settings, read by all;
- ``taps.py`` ``Taps``: what each item does, and a tap's intent (a ``Play``);
- ``turns.py`` ``Turns``: moves made (a ``Play``, the computer cats',
  ``pacing.py``), passing the screen, Next move, Undo, Replay, a new game;
- ``news.py`` ``News``: the status, headlines, "What happened", motion,
  celebrations;
- ``controls.py`` ``Controls``: the Teacher panel (``set``);
- ``ticket.py`` ``Ticket``: the game's exit ticket after a game, its first answers;
- ``sprint.py`` ``Sprint``: the game's fact sprint after a game, its score;
- ``scene.py`` ``Scene``: the JSON scene, built again only after a change,
  and what each of its ids does, as data (``actions.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from typing import Any

from ..bots.hints import Hint
from ..engine import Match, Turn, Verdict, load_match
from .actions import Action
from .controls import PANEL_VIEW, Controls
from .lights import Decision
from .news import STATUS_LINES, News
from .pacing import Pacing
from .practised import Practised
from .scene import Scene
from .seat import Seat
from .settings import SETTINGS, SPEEDS, Settings
from .sprint import Sprint
from .taps import Taps
from .ticket import Ticket
from .turns import Outcome, Turns
from .words import LABELS, TEXT

MAX_SAVE = 200_000  # characters: the longest games save about 50,000
log = logging.getLogger(__name__)
__all__ = [
    "LABELS",
    "MAX_SAVE",
    "SETTINGS",
    "SPEEDS",
    "STATUS_LINES",
    "TEXT",
    "Outcome",
    "TableSession",
]


def _setting(name: str) -> property:
    """The session's teacher's setting ``name``, read-only (``set`` changes it)."""
    return property(lambda self: getattr(self.settings, name), doc=f"The ``{name}`` setting.")


class TableSession:
    """A match at the table: ``humans`` tap, the other seats are ``bots``.

    ``bots`` is one bot name for every other seat or a {seat: name} dict
    (a seat it leaves out gets the greedy bot).
    ``teacher`` shows the teacher's controls. ``keep`` puts the match's
    save in the scene, for the page to keep and send back.
    ``pacing``: the computer cats of a class table, shared by its seats'
    sessions and moved by the table (this session then never moves them).
    ``spectator`` (with no ``humans``): a watcher's scene, no hand shown
    unless ``reveal`` is on.
    ``settings``: the teacher's ``SETTINGS`` to start with, by name
    (``delay`` seconds between computer moves, ``lights``, ``read_aloud``...,
    see ``settings.py``); only the Teacher panel changes them later (``set``).
    """

    reveal, wait, projector = _setting("reveal"), _setting("wait"), _setting("projector")
    read_aloud, delay, lights = _setting("read_aloud"), _setting("delay"), _setting("lights")
    ticket_form, sprint_seconds = _setting("ticket_form"), _setting("sprint_seconds")

    def __init__(
        self,
        match: Match,
        humans: Iterable[int] = (0,),
        bots: str | dict[int, str] = "greedy",
        teacher: bool = False,
        keep: bool = False,
        pacing: Pacing | None = None,
        spectator: bool = False,
        **settings: Any,
    ):
        self.keep, self.teacher = keep, teacher
        self.settings = Settings(**settings)
        self.seat = Seat(match, humans, spectator)
        self.news = News(self.seat, self.settings)
        self.turns = Turns(self.seat, self.settings, self.news, pacing, bots)
        self.taps = Taps(self.seat, self.settings, self.news)
        self.controls = Controls(self.settings, self.turns, self.news)
        self.ticket = Ticket(self.seat, self.settings, self.news)
        self.sprint = Sprint(self.seat, self.settings, self.news)
        parts = (self.taps, self.news, self.turns, self.controls, self.ticket, self.sprint)
        self.builder = Scene(self.seat, self.settings, parts, teacher, keep)
        self.turns.advance([])
        self.turns.outcome()  # what a first screen did is no message's
        self.news.unless_said(self.seat.turn_line())

    # --- what the parts hold, read-only ---------------------------------------------

    @property
    def match(self) -> Match:
        return self.seat.match

    @property
    def adapter(self):
        """The game's table adapter."""
        return self.seat.adapter

    @property
    def humans(self) -> list[int]:
        return self.seat.humans

    @property
    def spectator(self) -> bool:
        return self.seat.spectator

    @property
    def viewer(self) -> int | None:
        """Whose screen it is (None: nobody's, a demonstration or a spectator's)."""
        return self.seat.viewer

    @property
    def passing(self) -> int | None:
        """The child the screen goes to next, if it is being passed."""
        return self.seat.passing

    @property
    def practised(self) -> Practised:
        """What this match's children practised (a new game starts a new record)."""
        return self.seat.practised

    @property
    def decision(self) -> Decision:
        """The viewer's decision now: its first try, a Show me, a Count it question."""
        return self.taps.decision

    @property
    def bots(self) -> dict:
        """The computer seats' bots, by seat."""
        return self.turns.pacing.bots

    @property
    def summary_open(self) -> bool:
        """Teacher: the Class summary is shown."""
        return self.controls.summary_open

    # --- what the browser sends -------------------------------------------------

    @property
    def scene(self) -> dict:
        """The scene to draw now (built again only after a change)."""
        return self.builder.now()

    @property
    def targets(self) -> list[str]:
        """The ids a click may name in the scene now."""
        self.scene  # noqa: B018  (built: its ids are the ones it shows)
        return list(self.builder.actions)

    def handle(self, content: Any) -> Outcome:
        """Act on one message from the browser; nothing it holds can raise from here.

        What it did: the moves made, the new match if one started.
        """
        try:
            self.scene  # noqa: B018  (the ids and the scene number a message names)
            self._handle(content)
        except Exception:
            log.exception("The table could not handle %r", content)
            self.news.say([TEXT["oops"]], "no")
        self.builder.changed()
        return self.turns.outcome()

    def click(self, target: str) -> Outcome:
        """Tap the thing with id ``target`` in the current scene, as the browser would."""
        return self.handle({"type": "click", "id": target, "scene": self.scene["n"]})

    def _handle(self, content: Any) -> None:
        kinds = ("click", "tick", "restore") if self.keep else ("click", "tick")
        if not isinstance(content, dict) or content.get("type") not in kinds:
            self.news.say([TEXT["garbled"]], "no")
            return
        if content["type"] == "restore":
            self._restore(content.get("save"))
            return
        scene = content.get("scene")
        if content["type"] == "tick":
            if type(scene) is int and scene == self.builder.n and self.sprint.open:
                self.sprint.tick()
            elif type(scene) is int and scene == self.builder.n and self.turns.due():
                self.turns.tick()
            return
        target = content.get("id")
        actions = self.builder.actions
        if type(scene) is not int or not isinstance(target, str):
            self.news.say([TEXT["garbled"]], "no")
        elif scene != self.builder.n and not self.builder.again(scene, target):
            self.news.say([TEXT["stale"]], "no")
        elif target not in actions:
            self.news.say([TEXT["unknown"]], "no")
        else:
            self._do(actions[target])

    def _do(self, action: Action) -> None:
        """Do what the scene said its id does: a tap's intent goes from taps to turns."""
        taps, turns = self.taps, self.turns
        if action.do in PANEL_VIEW:  # the child's question stays while the teacher does this
            self.controls.do(action)
            return
        if action.do != "count":
            taps.leave_question()
        if action.do != "judge":
            self.seat.held = None  # a question about a result, left unanswered: it goes
        match action.do:
            case "try" | "count":
                intent = taps.tried(action.arg) if action.do == "try" else taps.counted(action.arg)
                if intent is not None:
                    turns.play(intent)
            case "refused":
                taps.refused(Verdict(*action.arg))
            case "judge":
                taps.judged(action.arg)
            case "pick" | "unpick":
                taps.pick(action.arg)
            case "show-me":
                taps.show_me()
            case "ready":
                turns.ready()
            case "again":
                self.ticket.close()
                self.sprint.close()
                turns.new_game()
            case "sprint":
                self.sprint.begin()
            case "sprint-answer":
                self.sprint.answer(action.arg)
            case "ticket":
                self.ticket.begin()
            case "ticket-pick":
                self.ticket.answer((action.arg,))
            case "ticket-mark":
                self.ticket.mark(action.arg)
            case "ticket-done":
                self.ticket.answer(self.ticket.marked)
            case "ticket-kept":
                self.ticket.answer(())
            case "ticket-next":
                self.ticket.go_on()
            case "ticket-close":
                self.ticket.close()
            case "step":
                turns.step()
            case "undo":
                turns.undo()
            case "replay":
                turns.replay()
            case "what":
                self.news.meaning(action.arg)
            case "next-round":
                self.news.go_on()
            case _:
                self.controls.do(action)  # the Teacher panel's settings

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
            self.news.say([TEXT["not-restored"], self.seat.turn_line()], "info")
            return
        self.turns.restore(match)

    # --- the teacher, and a class table -------------------------------------------

    def set(self, name: str, value: Any) -> None:
        """Change a teacher's setting (``SETTINGS``); the computer cats go on if they may."""
        self.controls.set(name, value)
        self.builder.changed()

    def show(self, best: Hint) -> None:
        """Show me's answer, worked out by the host (a class host's worker), for the viewer now."""
        self.taps.show(best)
        self.builder.changed()

    def say(self, line: str) -> None:
        """A line of the host's own in the status (a class table: "Leo is thinking.")."""
        self.news.say([line], "info")
        self.builder.changed()

    def step(self) -> None:
        """Teacher: make the next move (one that undo took back, else a computer seat's)."""
        self.turns.step()

    def undo(self) -> None:
        """Teacher: take back moves up to and with the last human move (redo: Next move)."""
        self.turns.undo()

    def replay(self) -> None:
        """Teacher: back to the first deal; Next move replays the game move by move."""
        self.turns.replay()

    def new_game(self) -> None:
        """The same game and seats, new cards."""
        self.turns.new_game()

    def start_over(self, match: Match) -> None:
        """Go on with ``match``, a new game of the same setup (a class table's next game)."""
        self.ticket.close()
        self.sprint.close()
        self.turns.start_over(match)

    def follow(self, turns: Sequence[Turn]) -> None:
        """``turns`` were played at this match by others (a class table): show them and the news."""
        self.turns.follow(turns)
