"""Kittens in Space's Count it: a hop on a stack, 8 + 2 = ? or 5 - 1 = ?.

A rescue round the ring (8 + 2) counts on past 9 to 10, the card's ones
digit. An adoption round the ring (1 - 2) is not counted: it would go below 0.
"""

from __future__ import annotations

from ...engine.count import Count, adding
from ..ring import hop
from .rules import SIGNS, value
from .state import StackCard

COUNTED = ("rescue", "adopt", "rescue-loop")  # the allowed hops' rules that are counted


def count(view, move, verdict) -> Count | None:
    """The hop from the stack's top to the card, as a sum on a 0-11 line."""
    if not isinstance(move, StackCard) or verdict.rule not in COUNTED:
        return None
    top, side = value(view.tops[move.stack]), view.sides[move.stack]
    steps = hop(value(move.card), top, SIGNS[side])
    ring = [(top + steps - 10, "no-loop")] if top + steps >= 10 else []  # 1 for 11, 0 for 10
    return adding(top, steps, 0, 12, mistakes=ring)
