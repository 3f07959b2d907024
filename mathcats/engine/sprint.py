"""A game's one-minute fact sprint: the number sentences its rules say, one word left blank.

A game's ``sprint.py`` lists the facts its rule functions state (Feed the Kitten's
``can_play`` says "40 + 10 = 50") and its record carries them (``Game.sprint``);
``sheet`` picks a page of them by a seed, so the same seed prints the same sheet, and no
item twice. Each fact is plain data (``Fact.data``), for paper or a screen.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

BLANK = "___"
SIZE = 20  # facts on a sheet: about a minute's work


@dataclass(frozen=True)
class Fact:
    """A rule's number sentence (``"40 + 10 = 50"``) and which of its words is left blank."""

    sentence: str
    blank: int = -1  # by default the last: the number it makes

    @property
    def answer(self) -> str:
        return self.sentence.split()[self.blank]

    @property
    def prompt(self) -> str:
        words = self.sentence.split()
        words[self.blank] = BLANK
        return " ".join(words)

    def data(self) -> dict:
        """The item as plain data: what is asked, and its answer."""
        return {"prompt": self.prompt, "answer": self.answer, "sentence": self.sentence}


def sheet(facts: Sequence[Fact], seed: int, size: int = SIZE) -> list[Fact]:
    """Up to ``size`` of ``facts`` picked by ``seed``, no item twice (none asked alike)."""
    items = list({fact.prompt: fact for fact in facts}.values())
    if not items:
        raise ValueError("This game has no fact sprint.")
    return random.Random(seed).sample(items, min(len(items), size))
