"""Kittens in Space (solo)'s Count it: a card placed 1 or 2 up or down the 0-9 strip, 8 + 1 = ?."""

from __future__ import annotations

from ...engine.count import Count, adding
from .state import Place


def count(view, move, verdict) -> Count | None:
    """The step from the stack's top to the card, on the 0-9 strip."""
    if not isinstance(move, Place) or verdict.rule not in ("up", "down"):
        return None
    top = view.stacks[move.stack]
    return adding(top, view.hand[move.slot] - top, 0, 9)
