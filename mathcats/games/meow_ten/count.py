"""Meow 10's Count it: the penalty points left in hand after a card is played, 3 + 4 + 1 = ?.

Counted while two to four numbers are left (more make a long sum); a
rainbow's 0 adds nothing, so it is left out of the sum. The number is about the
penalty points (``about``): the first tries count a miss there, not against the match.
It is asked after the card is chosen (the sum is of the cards left), never
when its total is the number on the card chosen: the answer would be on it.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import accumulate

from ...engine.count import Count, counting
from .state import Play, penalties

MOST = 4  # the longest sum asked


def count(view, move, verdict) -> Count | None:
    """The numbers of the cards left in hand, counted on one card at a time."""
    if not isinstance(move, Play) or not verdict:
        return None
    left = list(view.hand)
    left.remove(move.card)
    numbers = [card.number for card in left if card.number]
    total = penalties([left], None)[0]
    if not 2 <= len(numbers) <= MOST or total == move.card.number:
        return None
    question = " + ".join(map(str, numbers)) + " = ?"
    steps = list(accumulate(numbers))
    some = [(total - numbers[-1], "left-one-out")]  # added all but the last
    asked = counting(question, steps, 0, max(10, total + 2), gap=1, mistakes=some)
    return replace(asked, about="penalty")  # a miss is about the points, not the match
