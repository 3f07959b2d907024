"""A sum on the number line: the data of a picture of kind "line" (``mathcats.pictures`` draws it).

A game's picture puts ``sum_line`` beside its art to show the sum its
sentence says: a hop for each number added from the first, so the last hop
ends on the total. The ticks fit the table: a sum up to 10 sits on 0 to 10
in ones; a longer one on a window round it, ticked 1, 2, 5, 10, 20... apart,
never more than ``STEPS`` steps, so their numbers never touch. A mark between
ticks says its own number, below the line.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate, pairwise

STEPS = 12  # steps between ticks at most: the numbers stay big enough to read at the table
LEAST = 10  # a line is at least 0 to 10
WINDOW = 6  # a window off 0 shows at least six steps


def _steps():
    """Tick steps from small to big: 1, 2, 5, 10, 20, 50, 100..."""
    size = 1
    while True:
        yield from (size, 2 * size, 5 * size)
        size *= 10


def ticks(low: int, high: int) -> tuple[int, int, int]:
    """The ``start``, ``stop`` and ``step`` of a line that holds every number from ``low`` to
    ``high``: 0 to ``LEAST`` in ones, else a window of at least ``WINDOW`` steps from ``low``
    to ``high``, as few ticks apart as fit."""
    if high <= LEAST:
        return 0, LEAST, 1
    low = min(low, high - WINDOW)
    for step in _steps():
        first, last = max(0, low) // step * step, -(-high // step) * step
        if (last - first) // step <= STEPS:
            return first, last, step
    raise AssertionError("unreachable: a step as big as the line fits")


def mark(at: int, tone: str, start: int, step: int) -> dict:
    """A mark on the line, with its number only where no numbered tick says it already."""
    return (
        {"at": at, "tone": tone}
        if (at - start) % step == 0
        else {"at": at, "tone": tone, "label": str(at)}
    )


def sum_line(first: int, terms: Sequence[int]) -> dict:
    """``first`` and then each of ``terms`` added (a term below 0 hops back), on a line.

    A "from" mark on ``first``, a hop for each term that is not 0, and a "to"
    mark on the total (where the hops end).
    """
    ends = list(accumulate(terms, initial=first))
    start, stop, step = ticks(min(ends) - 1, max(ends) + 1)  # a number's room either side
    marks = [mark(first, "from", start, step)]
    if ends[-1] != first:
        marks.append(mark(ends[-1], "to", start, step))
    hops = [[a, b] for a, b in pairwise(ends) if a != b]
    return line_data(start, stop, step, marks, hops)


def line_data(
    start: int, stop: int, step: int, marks: list[dict], hops: list[list[int]], **more
) -> dict:
    """A number line picture's data: ticks from ``start`` to ``stop`` by ``step``, its marks and
    hops (and ``more``: its alt, its note)."""
    return {
        "kind": "line",
        "start": start,
        "stop": stop,
        "step": step,
        "marks": marks,
        "hops": hops,
        **more,
    }
