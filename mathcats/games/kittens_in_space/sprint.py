"""Kittens in Space's fact sprint: 1 or 2 more or less round the ring, as ``can_stack`` says.

A hop past the 9-0 edge is written as its steps round the ring ("8 → 9 → ___"), a
blank a child fills in one minute; the table says its sum ("8 + 2 = 10: ...").
"""

from ...engine.sprint import Fact
from ..ring import hop, walk
from .rules import SIGNS, can_stack

SPRINT = tuple(
    Fact(walk(top, hop(card, top, SIGNS[side])) or verdict.maths)
    for side in SIGNS
    for top in range(10)
    for card in range(10)
    if (verdict := can_stack(card, top, side))
)
