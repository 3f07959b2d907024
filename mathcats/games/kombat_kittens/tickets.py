"""Kombat Kittens' exit tickets: three forms, judged by its set rules (the guide asks form 1).

Each form asks which sets are of a kind, which set beats the others, and a treasure story.
No two forms share a fact, and none is a fact the lesson practises.
"""

from ...engine.quiz import judged, numbers, story_item
from .rules import DOG, beats_words, compare, is_kind, sum_words, wins
from .stories import treasure_story
from .words import TEXT


def kind(name: str, sets: list[tuple[int, ...]], mistakes: dict[tuple[int, ...], str]):
    """Every set of the kind ``name`` ("straight")."""
    return judged(
        TEXT["ask-kind"].format(kind=TEXT[f"name-{name}"]),
        sets,
        lambda three: is_kind(three, name),
        mistakes.get,
        label=numbers,
    )


def best(sets: list[tuple[int, ...]]):
    """The set that beats every other; the others are taken to win by their big numbers."""
    top = max(sets, key=lambda three: sum(compare(three, other) for other in sets))
    runner = max((s for s in sets if s != top), key=lambda s: sum(compare(s, o) for o in sets))
    return judged(
        TEXT["ask-best"],
        sets,
        lambda three: wins(three, runner if three == top else top),
        lambda three: "other-rule",
        says=lambda three: TEXT["set-says"].format(
            cards=numbers(three), why=beats_words(top, runner if three == top else three)
        ),
        right=lambda three: all(compare(three, other) > 0 for other in sets if other != three),
        label=numbers,
    )


def story(cards: tuple[int, int, int]):
    """A story; leaving the last treasure out, or one off the sum, are its wrong answers."""
    asked = treasure_story(cards)
    said = {n: TEXT["sum-not"].format(sum=asked.sentence, number=n) for n in range(21)}
    wrong = {
        asked.answer - 1: (said[asked.answer - 1], "off-by-one"),
        asked.answer + 1: (said[asked.answer + 1], "off-by-one"),
        asked.start + asked.hops[0]: (sum_words(cards[:2]), "left-one-out"),
    }
    return story_item(asked, wrong)


TICKETS = (
    (
        kind(
            "straight",
            [(2, 3, 4), (6, 7, 9), (3, 5, 4), (1, 1, 2), (2, 4, 6)],
            {(6, 7, 9): "off-by-one", (1, 1, 2): "same-number", (2, 4, 6): "too-far"},
        ),
        best([(2, 2, 2), (5, 6, 7), (9, 9, 1), (9, 7, 4)]),
        story((12, 14, DOG)),
    ),
    (
        kind(
            "pair",
            [(3, 3, 5), (2, 2, 2), (4, 6, 4), (1, 2, 3), (9, 7, 5)],
            {(2, 2, 2): "same-number", (1, 2, 3): "other-rule", (9, 7, 5): "other-rule"},
        ),
        best([(4, 4, 1), (3, 3, 9), (2, 3, 4), (9, 7, 5)]),
        story((11, 13, DOG)),
    ),
    (
        kind(
            "three-of-a-kind",
            [(6, 6, 6), (1, 1, 1), (6, 6, 7), (5, 6, 7), (9, 9, 2)],
            {(6, 6, 7): "off-by-one", (5, 6, 7): "other-rule", (9, 9, 2): "other-rule"},
        ),
        best([(9, 9, 4), (9, 9, 6), (2, 2, 7), (9, 7, 6)]),
        story((24, 24, 13)),
    ),
)
