"""Where a table session sits: the state its parts share, passed to each explicitly.

``Seat`` holds the match and its adapter, the seats the children play here
(``humans``), whose screen it is (``viewer``, ``passing``), what they
practised, and the viewer's ``Choice`` in progress (what is picked, the
"Show me" taps, the decision). The session's parts (``taps.py``,
``news.py``, ``turns.py``, ``controls.py``, ``scene.py``) read it; only
``turns.py`` seats it at a new match, passes the screen or starts a new
choice, and ``taps.py`` changes the choice and counts into ``practised``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..engine import Match, Move
from ..engine.scene import Path as TapPath
from ..engine.text import listed
from .adapters import adapter_for
from .lights import Decision, Held
from .practised import Practised
from .words import TEXT


@dataclass
class Choice:
    """The viewer's choice until a move is made: the taps picked, Show me, the decision."""

    selection: TapPath = ()  # the taps picked so far
    picked: tuple[str, ...] = ()  # the selection's items (of equal cards, the one tapped)
    hint: TapPath = ()  # the taps of the "Show me" move
    hint_move: Move | None = None  # the "Show me" move
    decision: Decision = field(default_factory=Decision)  # its first try, a question asked


class Seat:
    """``humans`` tap at ``match``; ``spectator`` (with no humans): a watcher's seat."""

    def __init__(self, match: Match, humans: Iterable[int], spectator: bool = False):
        self.humans = sorted(set(humans))
        if any(not 0 <= s < match.players for s in self.humans):
            raise ValueError(f"humans must be seats from 0 to {match.players - 1}.")
        self.spectator = spectator
        self.practised = Practised(match.game)  # this match's facts and mistakes, kept here only
        self.use(match)

    def use(self, match: Match) -> None:
        """Sit at ``match`` (same setup), the first human's screen shown."""
        self.match = match
        self.adapter = adapter_for(match.game, match.names)
        self.passing: int | None = None  # the human the screen goes to next
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.held: Held | None = None  # a question about a result, until answered (lights.py)
        self.new_choice()

    def new_choice(self) -> None:
        """After any move: nothing is picked or hinted any more; a new decision starts."""
        self.choice = Choice()

    @property
    def mine(self) -> bool:
        """Is it the viewer's move, on their own screen?"""
        return (
            self.viewer is not None and self.viewer in self.match.to_move and self.passing is None
        )

    def turn_line(self) -> str:
        """Whose turn it is, or who won, in the status's words."""
        m = self.match
        if m.over:
            winners = listed([m.names[s] for s in m.winners])
            return TEXT["won"].format(names=winners) if winners else TEXT["over"]
        if self.passing is not None:
            return TEXT["pass-to"].format(name=m.names[self.passing])
        if self.viewer in m.to_move:
            return TEXT["your-turn"].format(name=m.names[self.viewer])
        return TEXT["wait-for"].format(names=listed([m.names[s] for s in m.to_move]))
