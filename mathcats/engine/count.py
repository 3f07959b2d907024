"""Count it: the number a move makes, asked before the move lands.

A game's count module (``Game.count``, usually the ``count.py`` beside its
``state.py``) has ``count(view, move, verdict) -> Count | None``: it says
which of the game's allowed moves are counted, and builds the question
from the game's own rules ("40 + 10 = ?"). None: the move is not counted.
The table offers the three ``choices``; after a wrong pick it counts on
with the child along ``steps``, one at a time, then plays the move.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True)
class Count:
    """One question: ``question`` ("8 + 2 = ?"), its ``answer``, three ``choices`` in order.

    ``steps`` count on from the first number to the answer (40, 50); the
    number line runs from ``start`` to ``stop``, labelled every ``tick``. ``about``: the
    rule or event kind (a key of ``Game.facts``) the number is about, when it is not
    the move's own rule (Meow 10 plays a card that matches, and asks its penalty points).
    """

    question: str
    answer: int
    choices: tuple[int, int, int]
    steps: tuple[int, ...]
    start: int
    stop: int
    tick: int
    about: str | None = None

    def line(self, counted: int = 0, wrong: int | None = None, choices: bool = True) -> dict:
        """The number line picture: the first number, the choices, and ``counted`` hops on.

        ``wrong`` is a choice picked that is not the answer; ``choices``: False draws none.
        """
        marks = [self._mark(self.steps[0], "from")]
        shown = self.choices if choices else ()
        marks += [self._mark(c, "wrong" if c == wrong else "choice") for c in shown]
        if counted:
            marks.append({"at": self.steps[counted], "tone": "to"})
        hops = [list(pair) for pair in zip(self.steps, self.steps[1 : counted + 1], strict=False)]
        return {
            "kind": "line",
            "start": self.start,
            "stop": self.stop,
            "step": self.tick,
            "marks": marks,
            "hops": hops,
            "alt": self.question,  # the question is said above the line: no note under it
        }

    def _mark(self, at: int, tone: str) -> dict:
        """A mark, with its number only where no labelled tick says it already."""
        on_tick = (at - self.start) % self.tick == 0
        return {"at": at, "tone": tone} if on_tick else {"at": at, "tone": tone, "label": str(at)}


def counting(
    question: str, steps: Sequence[int], start: int, stop: int, tick: int = 1, gap: int = 0
) -> Count:
    """The Count whose ``steps`` end on its answer, with two near numbers as the other choices.

    The choices are ``gap`` apart (0: the last step's size); where the answer
    sits among the three changes with the numbers.
    """
    steps = tuple(steps)
    answer = steps[-1]
    gap = gap or (abs(steps[-1] - steps[-2]) if len(steps) > 1 else 0) or tick
    place = sum(steps) // gap % 3  # the answer's place among its choices: 0, 1 or 2
    low = min(max(answer - place * gap, start), stop - 2 * gap)
    low = max(low, start)
    choices = (low, low + gap, low + 2 * gap)
    if answer not in choices:
        raise ValueError(f"{question} has no room for three choices from {start} to {stop}.")
    return Count(question, answer, choices, steps, start, stop, tick)


def adding(first: int, more: int, start: int, stop: int, tick: int = 1, by: int = 1) -> Count:
    """``first + more = ?`` (``first - more`` for ``more`` below 0), counted on ``by`` at a time."""
    sign = "+" if more >= 0 else "-"
    way = by if more >= 0 else -by
    steps = range(first, first + more + way, way)
    return counting(f"{first} {sign} {abs(more)} = ?", steps, start, stop, tick)


@cache
def counter(game) -> Callable | None:
    """The ``count`` function of ``game``'s count module; None for a game that counts no move."""
    return importlib.import_module(game.count).count if game.count else None
