""" "Show me": the best move for a seat, chosen by the strongest bot, with its reason."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Match, Move, Verdict
from .base import make_bot

STRONGEST = "greedy"


@dataclass(frozen=True, slots=True)
class Hint:
    move: Move
    why: Verdict
    bot: str


def hint(match: Match, seat: int | None = None, bot: str = STRONGEST) -> Hint:
    """The move ``bot`` would make for ``seat`` now, from that seat's view only."""
    seat = match.resolve_seat(seat)
    legal = match.legal_moves(seat)
    if not legal:
        raise ValueError("There is nothing to do right now.")
    chooser = make_bot(bot, match.game.id, seed=len(match.history))
    move = chooser.choose(match.view(seat), legal)
    return Hint(move, match.check(move, seat), bot)
