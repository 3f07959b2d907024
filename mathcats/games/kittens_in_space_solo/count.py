"""Kittens in Space (solo)'s Count it, asked before the card: "Stack 2 shows 7. What is 2 more?".

A card goes 1 or 2 up or down the 0-9 strip (no ring): each open stack's
hops that stay on the strip are asked.
"""

from __future__ import annotations

from ...engine.count import Count
from ..ring import hop_count
from .state import PLAY, Place, open_stacks

STRIP = 9  # the strip runs 0-9
HOPS = (1, 2, -1, -2)


def predict(view, moves) -> list[Count]:
    """Every hop the rules allow on each open stack, from the stacks' tops only."""
    if view.step != PLAY:
        return []
    return [
        hop_count(top, stack, steps, "up" if steps > 0 else "down", STRIP)
        for stack in open_stacks(view.closed, tuple(view.played))
        for steps in HOPS
        if 0 <= (top := view.stacks[stack]) + steps <= STRIP
    ]


def count(view, move, verdict) -> Count | None:
    """The step from the stack's top to the card: the question the card answers."""
    if not isinstance(move, Place) or verdict.rule not in ("up", "down"):
        return None
    top = view.stacks[move.stack]
    return hop_count(top, move.stack, view.hand[move.slot] - top, None, STRIP)
