"""The Jupyter host: the game table widget, a thin anywidget around a ``TableSession``.

The session (``mathcats/table/session.py``, plain Python) decides everything and builds the
JSON ``scene``. This widget syncs that scene to the browser, hands on what
the browser sends (taps, ticks, a kept save: untrusted, the session checks
them) and keeps the teacher's settings as traitlets (see docs/widgets.md).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..engine import Match
from ..table.lights import ALWAYS, LIGHTS, lights_value
from ..table.session import LABELS, MAX_SAVE, TEXT, TableSession
from ..table.settings import DEFAULTS, FORMS, SETTINGS, SPEEDS, TIMERS
from .bundle import BUNDLE

STATIC = Path(__file__).parent.parent / "table" / "static"
# The table's style sheets, in this order, as the widget's one ``_css``.
STYLES = (
    "theme.css",
    "table.css",
    "cards.css",
    "speech.css",
    "frames.css",
    "words.css",
    "motion.css",
    "summary.css",
    "count.css",
    "ticket.css",
)


def styles() -> str:
    """The table's style sheets (``STYLES`` of ``table/static/``), one after another."""
    return "\n".join((STATIC / name).read_text(encoding="utf-8") for name in STYLES)


class Table(anywidget.AnyWidget):
    """A match at the table: ``Table(match, humans=..., delay=...)``, or ``Table(session)``."""

    _esm = BUNDLE.read_text(encoding="utf-8")  # bundle.py: the renderer and kernel.js
    _css = styles()
    scene = traitlets.Dict().tag(sync=True)

    reveal = traitlets.Bool(False, help="Show every hand (teacher).")
    wait = traitlets.Bool(False, help="Computer seats wait for the teacher's Next move.")
    projector = traitlets.Bool(False, help="Big numerals for a projector.")
    read_aloud = traitlets.Bool(False, help="Read the status and cards aloud (local voices only).")
    delay = traitlets.Float(DEFAULTS["delay"], min=0.0, help="Seconds between computer moves.")
    lights = traitlets.Enum(tuple(LIGHTS), ALWAYS, help="When the cards that fit light up.")
    ticket_form = traitlets.Enum(FORMS, 1, help="The form of the exit ticket after a game.")
    sprint_seconds = traitlets.Enum(TIMERS, 0, help="The fact sprint's timer (0: none).")

    def __init__(self, match: Match | TableSession, **setup: Any):
        """``match`` seated by ``setup`` (``TableSession``'s keywords: ``humans``, ``bots``,
        ``teacher``, ``keep`` and the settings), or a session made already
        (``TableSetup.session``)."""
        session = match if isinstance(match, TableSession) else TableSession(match, **setup)
        super().__init__(**{name: getattr(session.settings, name) for name in SETTINGS})
        self.session = session
        self._syncing = False
        self.on_msg(
            lambda _widget, content, _buffers: self._then_sync(self.session.handle, content)
        )
        self.observe(self._setting, names=list(SETTINGS))
        self._sync()

    @property
    def match(self) -> Match:
        return self.session.match

    def click(self, target: str) -> None:
        """Tap the thing with id ``target`` in the current scene, as the browser would."""
        self._then_sync(self.session.click, target)

    def step(self) -> None:
        self._then_sync(self.session.step)

    def undo(self) -> None:
        self._then_sync(self.session.undo)

    def replay(self) -> None:
        self._then_sync(self.session.replay)

    def new_game(self) -> None:
        self._then_sync(self.session.new_game)

    def _setting(self, change: dict) -> None:
        if not self._syncing:
            self._then_sync(self.session.set, change["name"], change["new"])

    def _then_sync(self, action, *args: Any) -> None:
        action(*args)
        self._sync()

    def _sync(self) -> None:
        """The session's settings and scene, to the traitlets (and so to the browser)."""
        self._syncing = True
        try:
            for name in SETTINGS:
                setattr(self, name, getattr(self.session, name))
        finally:
            self._syncing = False
        self.scene = self.session.scene


def play(
    game_id: str,
    players: int | None = None,
    humans: Iterable[int] = (0,),
    bots: str | dict[int, str] = "greedy",
    seed: int | None = None,
    teacher: bool = False,
    delay: float = DEFAULTS["delay"],
    read_aloud: bool = False,
    lights: str = ALWAYS,
    **options: Any,
) -> Table:
    """A new match of ``game_id`` at a table: ``mathcats.play("feed-the-kitten", players=3)``.

    ``lights``: "always", "after-try" or "count" (``table/lights.py``).
    """
    lights_value(lights)  # before the match is made: a wrong value changes nothing
    match = Match(game_id, players=players, seed=seed, **options)
    return Table(
        match,
        humans=humans,
        bots=bots,
        teacher=teacher,
        delay=delay,
        read_aloud=read_aloud,
        lights=lights,
    )


__all__ = ["LABELS", "MAX_SAVE", "SPEEDS", "TEXT", "Table", "play"]
