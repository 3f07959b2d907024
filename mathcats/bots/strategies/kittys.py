"""Greedy Kittys: read the cards each seat has left (they are public).

As the boss, play the card nobody is likely to match, highest first: a
boss's card is judged by matching alone, so the boss's turn is the time to
get rid of a big card. Otherwise, play the card whose chance of being at or
under the boss's card is best now compared with a later play.
"""

from __future__ import annotations

from ...games.kittys import Commit
from ..base import greedy_strategy


def _share_at_least(card: int, cards: list[int]) -> float:
    return sum(c >= card for c in cards) / len(cards) if cards else 0.0


@greedy_strategy("kittys")
def choose(view, legal, rng):
    cards = [move.card for move in legal]
    others = [s for s in range(view.players) if s != view.seat]
    if view.seat == view.boss:

        def no_match(card: int) -> float:
            chance = 1.0
            for s in others:
                left = view.remaining[s]
                if card in left:
                    chance *= 1 - 1 / len(left)
            return chance

        return Commit(max(cards, key=lambda card: (no_match(card), card)))
    boss_left = view.remaining[view.boss]
    later = [c for s in others for c in view.remaining[s]]

    def gain_now(card: int) -> float:
        return _share_at_least(card, boss_left) - _share_at_least(card, later)

    return Commit(max(cards, key=lambda card: (gain_now(card), card)))
