""" "Show me": the best move for a seat, chosen by the strongest bot, with its reason.

The hint sees only what the seat sees: the tiger searches from the seat's
view and imagined deals, within ``HINT_SECONDS``. Besides the rule that
allows the move (``why``), ``tip`` says what it does when that is sure
("It wins the round!"), else that it is the best move found.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import Match, Move, Verdict
from .base import make_bot, sampler

STRONGEST = "tiger"
HINT_SECONDS = 0.25  # the search stops by then; the whole hint stays under 300 ms
SURE_DEALS = 8  # a tip about what a move does must hold in this many imagined deals

# Every sentence a child reads in a hint.
TEXT = {
    "game-won": "It wins the game!",
    "round-won": "It wins the round!",
    "battle-won": "It wins the battle!",
    "best": "This is the best move I can find.",
}


@dataclass(frozen=True, slots=True)
class Hint:
    move: Move
    why: Verdict
    bot: str
    tip: str = TEXT["best"]


def hint(
    match: Match, seat: int | None = None, bot: str = STRONGEST, seconds: float = HINT_SECONDS
) -> Hint:
    """The move ``bot`` would make for ``seat`` now, from that seat's knowledge only."""
    seat = match.resolve_seat(seat)
    if not match.legal_moves(seat):
        raise ValueError("There is nothing to do right now.")
    settings = {"seconds": seconds} if bot.partition(":")[0] == "tiger" else {}
    chooser = make_bot(bot, match.game.id, seed=len(match.history), **settings)
    move = chooser.move(match, seat)
    return Hint(move, match.check(move, seat), bot, tip(match, seat, move))


def tip(match: Match, seat: int, move: Move) -> str:
    """What ``move`` surely does for ``seat``: the same in every imagined deal."""
    deal = sampler(match.state, seat)
    rng = random.Random(len(match.history))
    outcomes = set()
    for _ in range(SURE_DEALS):
        kinds = {e.kind for e in deal(rng).apply(move, seat) if getattr(e, "seat", None) == seat}
        outcomes.add(next((kind for kind in TEXT if kind in kinds), "best"))
    return TEXT[outcomes.pop()] if len(outcomes) == 1 else TEXT["best"]
