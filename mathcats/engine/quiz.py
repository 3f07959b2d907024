"""Questions a game asks of its own rules: practice questions, story cards and exit tickets.

A practice :class:`Question` is judged by a rule function (each option gets the engine's
Verdict); the lessons turn it into answer buttons.

An exit ticket is plain data a screen, a device or paper can show: three forms of three
:class:`Item` values each (a game's ``tickets.py``, ``TICKETS``). Every option of an item
says whether it is right, its own arithmetic in that question ("80 + 90 = 170, not 100"),
and, when wrong, the mistake it shows (a tag of ``MISTAKES``). A :class:`Story` is a word
problem solved on a number line (a game's ``STORIES``); ``story_item`` asks one on a ticket.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from .numline import line_data
from .text import TEXT, listed
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


# The mistakes a wrong ticket option can show, shared by every game: tag -> the teacher's words.
MISTAKES = {
    "counting-down": "counted down, not up",
    "ten-less": "took ten less for ten more",
    "one-for-ten": "counted ones, not tens",
    "too-far": "went one step too far",
    "off-by-one": "one step away from the answer",
    "no-loop": "did not loop round the ring: 11 for 1, or -1 for 9",
    "wrong-way": "went the wrong way: more for less, or less for more",
    "same-number": "stayed on the same number",
    "other-rule": "used another rule of the game",
    "sign-swapped": "swapped less and more (< and >)",
    "left-one-out": "added only some of the numbers",
    "stopped-short": "stopped hopping before the answer",
    "hopped-past": "hopped past the answer",
}
MIN_OPTIONS = 3  # two options are a coin toss
# What a screen says to a child's answer (``Item.feedback``).
SAID = {
    "right-it": "Right! The answer is {answer}.",
    "right-all": "Right! The answers are {answer}.",
    "not-it": "Not quite. The answer is {answer}.",
    "not-all": "Not quite. The answers are {answer}.",
    "kept": "Your first answer stays: {answer}.",
}


@dataclass(frozen=True)
class Option:
    """One answer to an item: its ``label``, whether it is ``right``, what it ``says``
    (the question's own arithmetic for it), and for a wrong one the ``mistake`` it shows."""

    label: str
    right: bool
    says: str
    mistake: str = ""

    def __post_init__(self) -> None:
        if self.right == bool(self.mistake) or (self.mistake and self.mistake not in MISTAKES):
            raise ValueError(f"Option {self.label}: a wrong one names a mistake of MISTAKES.")


@dataclass(frozen=True)
class Item:
    """An exit-ticket item: its ``text``, its ``options`` and the ``facts`` it asks (the
    number sentences of its right options, as the game's rules say them); a story item
    carries its ``story``, whose number line a screen draws.

    With one right option the child picks one; with more, the item is right only when
    all of them are picked and nothing else.
    """

    text: str
    options: tuple[Option, ...]
    facts: frozenset[str]
    story: Story | None = None

    def __post_init__(self) -> None:
        labels = [o.label for o in self.options]
        if len(set(labels)) != len(labels) or len(labels) < MIN_OPTIONS or not self.answers:
            raise ValueError(f"{self.text!r}: {MIN_OPTIONS}+ different options, one right.")

    @property
    def answers(self) -> tuple[str, ...]:
        return tuple(o.label for o in self.options if o.right)

    @property
    def pick_all(self) -> bool:
        """Pick every answer (more than one is right), not one."""
        return len(self.answers) > 1

    @property
    def chance(self) -> float:
        """The chance a guess is right: one option of all, or one set of options of all."""
        n = len(self.options)
        return 1 / (2**n - 1) if self.pick_all else 1 / n

    def option(self, label: str) -> Option:
        return next(o for o in self.options if o.label == label)

    def marked(self, picked: Collection[str]) -> bool:
        """Is the answer ``picked`` right: all the answers, and nothing else?"""
        return set(picked) == set(self.answers)

    def feedback(self, picked: Sequence[str]) -> list[str]:
        """Right or not with the answers named, then what each picked option says."""
        key = ("right" if self.marked(picked) else "not") + ("-all" if self.pick_all else "-it")
        said = SAID[key].format(answer=listed(self.answers))
        return [said, *(self.option(label).says for label in picked)]

    def kept(self, first: Sequence[str]) -> list[str]:
        """What a tap after the ``first`` answer hears: that answer stays, and what it says."""
        return [SAID["kept"].format(answer=listed(first)), *self.feedback(first)[1:]]

    def data(self) -> dict:
        """The item as plain data (JSON) for a screen or a device."""
        return {
            "text": self.text,
            "pick": "all" if self.pick_all else "one",
            "options": [asdict(o) for o in self.options],
            "facts": sorted(self.facts),
        }


def judged(
    text: str,
    options: Sequence[Any],
    judge: Callable[[Any], Verdict],
    mistake: Callable[[Any], str],
    says: Callable[[Any], str] | None = None,
    right: Callable[[Any], bool] | None = None,
    label: Callable[[Any], str] = str,
) -> Item:
    """An item whose options a rule function judges: right where ``judge`` allows (or
    ``right`` says), each option saying ``says`` (by default the rule's number sentence),
    each wrong one tagged by ``mistake``; its facts are its right options' sentences."""
    is_right = judged_right(judge, right)
    said = says or (lambda option: judge(option).maths or judge(option).words)
    made = tuple(
        Option(label(o), is_right(o), said(o), "" if is_right(o) else mistake(o)) for o in options
    )
    return Item(text, made, frozenset(said(o) for o in options if is_right(o)))


# A story's number line: its first number, its last and the step between two ticks.
LINES = {"0-20": (0, 20, 1), "tens": (0, 100, 10), "0-9": (0, 9, 1), "ring": (0, 9, 1)}


@dataclass(frozen=True)
class Story:
    """A word problem solved on a number line: its ``text``, its ``answer`` and number
    ``sentence`` (the game's rule functions make them), and the hops that solve it: from
    ``start``, each of ``hops`` (+ up, - down) on the ``line`` ("0-20", "tens": 0-100 in
    tens, "0-9", or "ring": 0-9 looping past 9 to 0)."""

    text: str
    answer: int
    sentence: str
    start: int
    hops: tuple[int, ...]
    line: str = "0-20"

    @property
    def landings(self) -> list[int]:
        """Where each hop lands, from the start (round the ring on the ring)."""
        ends = [self.start + sum(self.hops[: i + 1]) for i in range(len(self.hops))]
        return [end % 10 for end in ends] if self.line == "ring" else ends

    def picture(self, solved: bool = False) -> dict:
        """Its number line (or ring) as picture data (``mathcats.pictures``): the start
        marked; ``solved``, the hops too, landing on the answer."""
        if self.line == "ring":
            steps = sum(self.hops) if solved else 0
            marks = {str(self.start): "top"}
            if solved:
                marks[str(self.answer)] = "both" if self.answer == self.start else "card"
            hop = [self.start, self.answer] if steps else None
            label = f"{steps:+d}" if steps else ""
            return {
                "kind": "ring",
                "size": 10,
                "loop": True,
                "marks": marks,
                "hop": hop,
                "steps": steps,
                "label": label,
                "alt": self.sentence if solved else "",
            }
        start, stop, step = LINES[self.line]
        stops = [self.start, *self.landings] if solved else [self.start]
        marks = [{"at": self.start, "tone": "from"}]
        if solved:
            marks.append({"at": self.answer, "tone": "to"})
        hops = [list(pair) for pair in itertools.pairwise(stops)]
        return line_data(start, stop, step, marks, hops, alt=self.sentence if solved else "")


def story_item(story: Story, wrong: Mapping[int, tuple[str, str]]) -> Item:
    """A story asked on a ticket: its answer, and ``wrong`` answers -> (what each says, its
    mistake), in number order."""
    options = [(story.answer, story.sentence, ""), *((n, *wrong[n]) for n in wrong)]
    made = tuple(Option(str(n), not mistake, says, mistake) for n, says, mistake in sorted(options))
    return Item(story.text, made, frozenset({story.sentence}), story)


def hopped(start: int, step: int) -> str:
    """A hop of ``step`` from ``start`` as a number sentence: "60 + 20 = 80", "60 - 10 = 50"."""
    return f"{start} {'-' if step < 0 else '+'} {abs(step)} = {start + step}"


def chance(items: Sequence[Item]) -> float:
    """The chance of guessing every item of a ticket right."""
    return math.prod(item.chance for item in items)
