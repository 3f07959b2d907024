""" "Show me": the best move for a seat, chosen by the strongest bot, with its reason.

The hint sees only what the seat sees: the tiger searches from the seat's
view and imagined deals, its fixed budget of iterations (so the same
position gives the same hint, in a kernel or in a class host's worker). Besides the rule that
allows the move (``why``), ``reason`` says why this move is good, in kid
words ("Play 100 on 90: you win the round!"). The game's reason finder
(beside its greedy strategy) judges the chosen move against the seat's
view, so it holds whichever bot chose the move; where no special reason
holds, the rule itself is the reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Match, Move, Verdict
from .base import Reason, make_bot, reason_for

STRONGEST = "tiger"
RULE = "rule"  # the key of a reason that is only the rule allowing the move


@dataclass(frozen=True, slots=True)
class Hint:
    move: Move
    why: Verdict
    bot: str
    reason: Reason

    @property
    def said(self) -> tuple[str, str | None]:
        """What "Show me" says of it: the reason, and its number sentence (or the rule's)."""
        return self.reason.words, self.reason.maths or self.why.maths


def hint(
    match: Match, seat: int | None = None, bot: str = STRONGEST, seconds: float | None = None
) -> Hint:
    """The move ``bot`` would make for ``seat`` now, from that seat's knowledge only.

    ``seconds``: a clock for the tiger besides its budget (quick tests only).
    """
    seat = match.resolve_seat(seat)
    legal = match.legal_moves(seat)
    if not legal:
        raise ValueError("There is nothing to do right now.")
    settings = {"seconds": seconds} if bot.partition(":")[0] == "tiger" else {}
    chooser = make_bot(bot, match.game.id, seed=len(match.history), **settings)
    move = chooser.move(match, seat)
    why = match.check(move, seat)
    found = reason_for(match.game.id)(match.view(seat), move, legal)
    return Hint(move, why, bot, found or Reason(RULE, why.words, why.maths))
