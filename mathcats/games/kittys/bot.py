"""Greedy Kittys: read the cards each seat has left (they are public).

As the boss, play the card nobody is likely to match, highest first: a
boss's card is judged by matching alone, so the boss's turn is the time to
get rid of a big card. Otherwise, play the card whose chance of being at or
under the boss's card is best now compared with a later play.
"""

from __future__ import annotations

from math import prod

from ...engine.strategy import because
from .state import TEXT, Commit, positive


def _share_positive(card: int, bosses: list[int]) -> float:
    """The share of the boss cards ``bosses`` against which ``card`` would be positive."""
    return sum(positive(card, boss) for boss in bosses) / len(bosses) if bosses else 0.0


def choose(view, legal, rng):
    cards = [move.card for move in legal]
    others = [s for s in range(view.players) if s != view.seat]
    if view.seat == view.boss:  # the best chance that nobody matches it, highest first
        left = [view.remaining[s] for s in others]
        return Commit(max(cards, key=lambda c: (prod(1 - 1 / len(x) for x in left if c in x), c)))
    boss_left = view.remaining[view.boss]
    later = [c for s in others for c in view.remaining[s]]
    gain = {c: _share_positive(c, boss_left) - _share_positive(c, later) for c in cards}
    return Commit(max(cards, key=lambda card: (gain[card], card)))


def reason(view, move, legal):
    """Why this card now: every seat's cards left are public, so each claim is sure."""
    card = move.card
    others = [s for s in range(view.players) if s != view.seat]
    if view.seat == view.boss:
        holders = sum(card in view.remaining[s] for s in others)
        if not holders:
            return because(TEXT, "boss-safe", card=card)
        if card == max(view.hand):
            return because(TEXT, "boss-big", card=card)
        return because(TEXT, "boss-one", card=card) if holders == 1 else because(TEXT, "boss")
    boss_left = view.remaining[view.boss]
    if all(positive(card, boss) for boss in boss_left):
        return because(TEXT, "safe", f"{card} ≤ {min(boss_left)}", card=card)
    if not any(positive(card, boss) for boss in boss_left):
        return because(TEXT, "over-all", f"{max(boss_left)} < {card}", card=card)
    if _share_positive(card, boss_left) > 1 / 2:
        return because(TEXT, "good-chance", card=card)
    smaller = [c for c in view.hand if c < card]
    if smaller:
        return because(TEXT, "keep-small", small=min(smaller))
    return because(TEXT, "chance", card=card)
