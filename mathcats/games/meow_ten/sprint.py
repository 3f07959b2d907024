"""Meow 10's fact sprint: a hand's penalty points (a rainbow is 0), as ``points_words`` adds."""

from itertools import combinations_with_replacement

from ...engine.sprint import Fact
from .state import DECK, points_words

NUMBERS = {card.number: card for card in DECK}  # a card of each number, 0 (rainbow) to 4

SPRINT = tuple(
    Fact(points_words(hand))
    for size in (2, 3, 4)
    for hand in combinations_with_replacement(NUMBERS.values(), size)
)
