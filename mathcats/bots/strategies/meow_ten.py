"""Greedy Meow 10: get rid of big numbers, keep rainbows for when stuck, watch for Ten!"""

from __future__ import annotations

from ...games.meow_ten import Card, Choose, Draw, Play, match_rule, types_collected
from ..base import greedy_strategy

CHASE_TEN = 8  # with this many cat types in hand, aim for Ten! and keep one of each
OUT = 100.0  # worth of playing the last card: the round ends and others pay


@greedy_strategy("meow-10")
def choose(view, legal, rng):
    if isinstance(legal[0], Choose):
        return Choose(4)  # "up to": the most freedom to play
    plays = [m for m in legal if isinstance(m, Play)]
    stop = legal[-1]  # draw before any card is played, done after
    chasing = types_collected(view.hand) >= CHASE_TEN
    left = view.limit - len(view.played) - 1

    def score(move: Play) -> float:
        return _worth(view.hand, move.card, left, chasing) + rng.random() / 100

    if not plays:
        return stop
    best = max(plays, key=score)
    if score(best) > 0 or (isinstance(stop, Draw) and not chasing):
        return best  # rather a rainbow now than draw a pile of cards
    return stop


def _worth(hand: list[Card], card: Card, left: int, chasing: bool) -> float:
    """Points dumped by playing ``card`` then the best run of up to ``left`` more."""
    rest = list(hand)
    rest.remove(card)
    if not rest:
        return OUT
    worth = card.number if card.cat is not None else -1.0  # keep rainbows
    if chasing and types_collected(rest) < types_collected(hand):
        worth -= 5  # that card was needed for Ten!
    if left > 0:
        nexts = [c for c in dict.fromkeys(rest) if match_rule(c, card)]
        worth += max([0.0, *(_worth(rest, c, left - 1, chasing) for c in nexts)])
    return worth
