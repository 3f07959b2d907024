"""Count to Ten's Count it: every step asks the number it reaches (7 + 2 = ?), on a 0-10 line."""

from __future__ import annotations

from mathcats.engine.count import Count, adding

from .state import Add


def count(view, move, verdict) -> Count | None:
    """An allowed step counts on from the count, one at a time."""
    if not isinstance(move, Add) or not verdict.ok:
        return None
    return adding(view.count, move.by, 0, view.goal)
