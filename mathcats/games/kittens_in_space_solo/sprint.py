"""The solo game's fact sprint: 1 or 2 more or less on the 0-9 line, as ``can_place`` says."""

from ...engine.sprint import Fact
from .state import can_place

SPRINT = tuple(
    Fact(verdict.maths)
    for top in range(10)
    for card in range(10)
    if (verdict := can_place(card, top))
)
