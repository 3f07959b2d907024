"""Greedy Feed the Kitten: win when it can, keep zeros and 100s, avoid gifts."""

from __future__ import annotations

from ...games.feed_the_kitten import Draw, Play, playable
from ..base import greedy_strategy

GIFT_TOPS = (0, 90)  # a 100 goes on these: do not leave them for the next cat


@greedy_strategy("feed-the-kitten")
def choose(view, legal, rng):
    plays = [m for m in legal if isinstance(m, Play)]
    if not plays:
        return legal[0]  # draw, or pass when nothing else is allowed
    if any(m.card == 100 for m in plays):
        return Play(100)
    if len(view.hand) == 1:
        return plays[0]  # the last card wins the round

    def score(move: Play) -> float:
        rest = list(view.hand)
        rest.remove(move.card)
        value = sum(playable(card, move.card) for card in rest)  # my follow-ups
        if move.card in GIFT_TOPS:
            value -= 4 if 100 not in rest else 1
        return value + rng.random() / 10

    best = max(plays, key=score)
    safe = best.card not in GIFT_TOPS
    can_draw = any(isinstance(m, Draw) for m in legal)
    if not safe and can_draw and len(view.hand) < 7:
        return Draw()
    return best
