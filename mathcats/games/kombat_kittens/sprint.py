"""Kombat Kittens' fact sprint: adding up a treasure pile of two or three, as ``sum_words`` does."""

from itertools import combinations_with_replacement

from ...engine.sprint import Fact
from .rules import DOG, KITTENS, sum_words, value

WORTHS = {value(card): card for card in (*KITTENS, DOG)}  # a card of each worth, 1 to 5

SPRINT = tuple(
    Fact(sum_words(pile))
    for size in (2, 3)
    for pile in combinations_with_replacement(WORTHS.values(), size)
)
