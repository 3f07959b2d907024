"""Kittys' fact sprint: less, the same or more (<, =, >), as ``against_boss`` compares."""

from ...engine.sprint import Fact
from .state import against_boss, deck_top

SIGN = 1  # in "4 < 6" the child writes the sign
CARDS = range(1, deck_top(players=6) + 1)

SPRINT = tuple(Fact(against_boss(card, boss).maths, SIGN) for boss in CARDS for card in CARDS)
