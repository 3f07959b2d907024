"""Questions a game asks of its own rules: its exit ticket, three per game.

A game's ``tickets.py`` lists them as :class:`Question` values, judged by its
rule functions (each option gets the engine's Verdict); the lessons turn each
one into answer buttons. The teacher's guide asks the same three questions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .text import TEXT
from .verdict import Verdict, allowed, refused


@dataclass(frozen=True)
class Question:
    """One question: its ``options``, the engine's ``judge`` of each, and which are right.

    ``right`` says which options are correct (by default the allowed ones);
    ``label`` is an option's words on its button.
    """

    text: str
    options: Sequence[Any]
    judge: Callable[[Any], Verdict]
    right: Callable[[Any], bool] | None = None
    label: Callable[[Any], str] = str

    @property
    def answers(self) -> list[Any]:
        """The options that are right: ``right``'s, else those the judge allows."""
        is_right = judged_right(self.judge, self.right)
        return [option for option in self.options if is_right(option)]


def judged_right(
    judge: Callable[[Any], Verdict], right: Callable[[Any], bool] | None = None
) -> Callable[[Any], bool]:
    """Which options are right: ``right`` when given, else those ``judge`` allows."""
    return right or (lambda option: judge(option).ok)


def answer_is(
    answer: Any, words: str, maths: str | None = None, hint: str | None = None
) -> Callable[[Any], Verdict]:
    """A judge for a question with one right ``answer``, told with ``words``.

    A wrong number hears "too many" or "too few"; any other wrong choice, ``hint``.
    """

    def judge(choice: Any) -> Verdict:
        if choice == answer:
            return allowed("right", words, maths)
        if hint is None:
            rule = "too-big" if choice > answer else "too-small"
            return refused(rule, TEXT[rule])
        return refused("try-again", hint)

    return judge


def either(text: str, verdict: Verdict, yes: str = "yes", no: str = "no") -> Question:
    """A question of two answers (yes or no): the engine's ``verdict`` says which, and why."""
    answer = yes if verdict.ok else no
    return Question(text, [yes, no], answer_is(answer, verdict.words, verdict.maths, verdict.words))


def numbers(cards: Sequence[int]) -> str:
    """A set of numbers on a button: "2, 2, 2"."""
    return ", ".join(map(str, cards))
