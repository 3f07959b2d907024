"""Kittens in Space's fact sprint: 1 or 2 more or less round the ring, as ``can_stack`` says."""

from ...engine.sprint import Fact
from .rules import SIGNS, can_stack

SPRINT = tuple(
    Fact(verdict.maths)
    for side in SIGNS
    for top in range(10)
    for card in range(10)
    if (verdict := can_stack(card, top, side))
)
