"""Feed the Kitten's Count it: ten more (40 + 10 = ?) and making 100 (30 + 70 = ?), on a 0-100 line.

Same and zero are not counted: they make no new number.
"""

from __future__ import annotations

from ...engine.count import Count, adding
from .state import Play

LINE = (0, 100, 10)  # the line: 0 to 100 in tens


def count(view, move, verdict) -> Count | None:
    """Ten more and making 100 count on from the top in tens."""
    if not isinstance(move, Play) or verdict.rule not in ("ten-more", "makes-100"):
        return None
    more = move.card - view.top if verdict.rule == "ten-more" else move.card
    return adding(view.top, more, *LINE, by=10)
