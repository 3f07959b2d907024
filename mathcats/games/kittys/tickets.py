"""Kittys' exit tickets: three forms, judged by ``against_boss`` (the guide asks form 1).

Each form asks which cards are good against a boss, which sign is true, and a story. No two
forms share a fact, and none is a fact the lesson practises.
"""

from ...engine.quiz import hopped, judged, story_item
from .state import SIGNS, against_boss, comparison
from .stories import more_story
from .words import TEXT


def good(boss: int, cards: list[int]):
    """Every card that is good against the boss's (a bigger one is taken for good)."""
    return judged(
        TEXT["ask-good"].format(boss=boss),
        cards,
        lambda card: against_boss(card, boss),
        lambda card: "sign-swapped",
    )


def sign(card: int, boss: int):
    """Which of <, = and > makes ``card ___ boss`` true."""
    true = against_boss(card, boss)
    return judged(
        TEXT["ask-sign"].format(card=card, boss=boss),
        list(SIGNS.values()),
        lambda mark: true,
        lambda mark: "same-number" if mark == SIGNS["same"] else "sign-swapped",
        says=lambda mark: (
            true.maths
            if mark == SIGNS[comparison(card, boss)]
            else TEXT["sign-false"].format(card=card, sign=mark, boss=boss)
        ),
        right=lambda mark: mark == SIGNS[comparison(card, boss)],
    )


def story(boss: int, card: int):
    """A story; one hop short or over is off by one, and adding the two is another sum."""
    asked = more_story(boss, card)
    wrong = {
        asked.answer - 1: (hopped(card, asked.answer - 1), "off-by-one"),
        asked.answer + 1: (hopped(card, asked.answer + 1), "off-by-one"),
        boss + card: (hopped(boss, card), "other-rule"),
    }
    return story_item(asked, wrong)


TICKETS = (
    (good(7, [2, 6, 7, 8, 11]), sign(9, 6), story(8, 5)),
    (good(10, [3, 9, 10, 11, 12]), sign(2, 8), story(6, 2)),
    (good(3, [1, 3, 4, 9, 12]), sign(12, 5), story(12, 7)),
)
