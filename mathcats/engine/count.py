"""Count it: the number a move makes, asked before the move lands.

A game's count module (``Game.count``, usually the ``count.py`` beside its
``state.py``) has ``count(view, move, verdict) -> Count | None``: it says
which of the game's allowed moves are counted, and builds the question
from the game's own rules ("The pile shows 40. What is ten more?"). None:
the move is not counted. A game that predicts first also has
``predict(view, moves) -> list[Count]``: the questions its rules ask at the
start of a decision, from the table only (``moves``, the legal moves and
their verdicts, may be read for what is on the table, as Kombat's captures).
The table picks one with ``predict_rng`` and asks it before any card; the
cards whose ``count`` asks the same question are the ones that match its
answer. A game with no ``predict`` (Meow 10) asks after the card is chosen.
The table offers the three ``choices``; after a wrong pick the child hops
on along the line themselves (``walk``, a tick a hop) and stops on a number;
stopped on a wrong one, the table counts on along ``steps`` to the answer.

The two wrong choices are real mistakes (``engine/quiz.py``'s ``MISTAKES``:
one step too far or short, counting down instead of up, ten less for ten
more), each tagged so the record can count it, and never a number the
answer's cards make (on the ring, 1 for 11: the card 1 fits); the
table places the answer among them with ``arranged`` and the match's own
seeded ``place_rng``, so each place is as likely and a seed replays the same.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from itertools import pairwise

from .numline import line_data, mark


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
    # Every wrong number a real mistake gives, with its tag (MISTAKES), most likely first.
    mistakes: tuple[tuple[int, str], ...] = ()
    told: str = ""  # said once the answer is found ("9 + 2 = 11: the ones digit is 1")

    @property
    def found(self) -> str:
        """What the table says once the answer is found: ``told``, else the sum ("7 + 3 = 10")."""
        return self.told or self.question.replace("?", str(self.answer))

    def mistake(self, choice: int) -> str | None:
        """The mistake a wrong ``choice`` (or a number hopped to) shows (a ``MISTAKES`` tag);
        None for the answer."""
        if choice == self.answer:
            return None
        past = (choice - self.answer) * (self.answer - self.steps[0]) > 0
        return dict(self.mistakes).get(choice) or ("hopped-past" if past else "stopped-short")

    def walk(self) -> tuple[int, ...]:
        """The numbers a child's own hops stand on: from the first number, a tick a hop
        the way the question counts (up, or down for less), to the line's end."""
        first = self.steps[0]
        if self.answer >= first:
            return tuple(range(first, self.stop + 1, self.tick))
        return tuple(range(first, self.start - 1, -self.tick))

    def arranged(self, rng: random.Random) -> Count:
        """The question with two of its mistakes as the wrong choices, the answer at a place
        ``rng`` picks (each of the three as likely)."""
        wrong = rng.sample([n for n, _ in self.mistakes], 2)
        wrong.insert(rng.randrange(3), self.answer)
        return replace(self, choices=tuple(wrong))

    def line(self, counted: int = 0, wrong: int | None = None, choices: bool = True) -> dict:
        """The number line picture: the first number, the choices, and ``counted`` hops on.

        ``wrong`` is a choice picked that is not the answer; ``choices``: False draws none.
        """
        marks = [self._mark(c, "wrong" if c == wrong else "choice") for c in self.choices]
        marks = marks if choices else [self._mark(wrong, "wrong")] if wrong is not None else []
        return self._picture(self.steps[: counted + 1], marks, "to" if counted else None)

    def walked(self, hopped: int, wrong: int | None = None) -> dict:
        """The number line while the child hops: ``hopped`` hops along ``walk``, the token
        where they end, and ``wrong``, a choice picked that is not the answer. Nothing on it
        depends on the answer but the way it counts."""
        marks = [self._mark(wrong, "wrong")] if wrong is not None else []
        return self._picture(self.walk()[: hopped + 1], marks, "token")

    def _picture(self, hopped: Sequence[int], marks: list[dict], tone: str | None) -> dict:
        """The line from ``start`` to ``stop``: the first number, ``marks``, a hop between each
        two of ``hopped``, and a mark in ``tone`` where they end (None: none)."""
        marks = [self._mark(hopped[0], "from"), *marks]
        if tone:
            marks.append({"at": hopped[-1], "tone": tone})
        hops = [list(pair) for pair in pairwise(hopped)]
        # the question is said above the line: no note under it
        return line_data(self.start, self.stop, self.tick, marks, hops, alt=self.question)

    def _mark(self, at: int, tone: str) -> dict:
        """A mark, with its number only where no labelled tick says it already."""
        return mark(at, tone, self.start, self.tick)


def counting(
    question: str,
    steps: Sequence[int],
    start: int,
    stop: int,
    tick: int = 1,
    gap: int = 0,
    mistakes: Sequence[tuple[int, str]] = (),
) -> Count:
    """The Count whose ``steps`` end on its answer, its wrong choices from real mistakes.

    ``mistakes``: the game's own wrong numbers and tags, tried first; then one
    ``gap`` (0: the last step's size) too far and one short. Only numbers on the
    line from ``start`` to ``stop``, each once, none the answer.
    """
    steps = tuple(steps)
    first, answer = steps[0], steps[-1]
    gap = gap or (abs(steps[-1] - steps[-2]) if len(steps) > 1 else 0) or tick
    way = gap if answer >= first else -gap
    near = [*mistakes, (answer + way, "too-far"), (answer - way, "off-by-one")]
    far = [(answer + 2 * way, "too-far"), (answer - 2 * way, "off-by-one")]  # only if needed
    kept: dict[int, str] = {}
    for n, (number, tag) in enumerate((*near, *far)):
        tag = "same-number" if number == first and tag in ("too-far", "off-by-one") else tag
        fresh = start <= number <= stop and number != answer and number not in kept
        if fresh and (n < len(near) or len(kept) < 2):
            kept[number] = tag
    if len(kept) < 2:
        raise ValueError(f"{question} has no room for three choices from {start} to {stop}.")
    wrong = tuple(kept.items())
    choices = (answer, wrong[0][0], wrong[1][0])  # the table arranges them (``arranged``)
    return Count(question, answer, choices, steps, start, stop, tick, mistakes=wrong)


def predict_rng(seed: int, moves: int) -> random.Random:
    """The seeded generator that picks which question is asked first after ``moves`` moves
    of the match of ``seed`` (its own: the computer cats' moves are unchanged)."""
    return random.Random(f"predict:{seed}:{moves}")


def place_rng(seed: int, moves: int) -> random.Random:
    """The seeded generator that places the answer of the question asked after ``moves``
    moves of the match of ``seed``: a seed replays the same questions."""
    return random.Random(f"count:{seed}:{moves}")


def adding(
    first: int,
    more: int,
    start: int,
    stop: int,
    tick: int = 1,
    by: int = 1,
) -> Count:
    """``first + more = ?`` (``first - more`` for ``more`` below 0), counted on ``by`` at a time.

    A wrong choice counts the other way: ten less for ten more, down for up, up for down.
    """
    sign = "+" if more >= 0 else "-"
    way = by if more >= 0 else -by
    steps = range(first, first + more + way, way)
    other = "ten-less" if more == by == 10 else "counting-down" if more > 0 else "wrong-way"
    mistakes = [(first - more, other)]
    return counting(f"{first} {sign} {abs(more)} = ?", steps, start, stop, tick, mistakes=mistakes)


@cache
def counter(game) -> Callable | None:
    """The ``count`` function of ``game``'s count module; None for a game that counts no move."""
    return importlib.import_module(game.count).count if game.count else None


@cache
def predictor(game) -> Callable | None:
    """The ``predict`` function of ``game``'s count module; None: it asks after the card."""
    return getattr(importlib.import_module(game.count), "predict", None) if game.count else None
