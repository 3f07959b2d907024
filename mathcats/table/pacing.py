"""The computer cats at a table: which seats they play, and their next move.

A single-device table's session makes their moves itself, on the browser's
ticks. A class table shares one ``Pacing`` between its seats' sessions and
makes the moves on the server's clock (``mathcats.classroom``).
"""

from __future__ import annotations

from ..bots import Bot, make_bot
from ..engine import Match, Turn


class Pacing:
    """The computer seats of ``match``: every seat not in ``humans`` gets a bot.

    ``bots`` is one bot name for every such seat or a {seat: name} dict
    (a seat it leaves out gets the greedy bot).
    """

    def __init__(self, match: Match, humans: list[int], bots: str | dict[int, str] = "greedy"):
        names = bots if isinstance(bots, dict) else {s: bots for s in range(match.players)}
        self.bots: dict[int, Bot] = {
            s: make_bot(names.get(s, "greedy"), match.game.id, seed=match.seed + s)
            for s in range(match.players)
            if s not in humans
        }
        self.kept: set[int] = set()  # seats kept for a child: no cat plays them yet

    def due(self, match: Match) -> bool:
        """Is it a computer seat's turn?"""
        return any(s in self.bots for s in match.to_move)

    def seat(self, match: Match) -> int:
        """The computer seat to move next (``due`` says there is one)."""
        return next(s for s in match.to_move if s in self.bots)

    def step(self, match: Match) -> Turn:
        """One computer move (or the seat's move that undo took back), as the history has it."""
        seat = self.seat(match)
        undone = match.undone
        if undone and undone[0].seat == seat:
            match.redo()
        else:
            match.play(self.bots[seat].move(match, seat), seat)
        return match.history[-1]

    def hand_over(self, seat: int) -> None:
        """A child takes the computer cat's ``seat``."""
        self.bots.pop(seat, None)
