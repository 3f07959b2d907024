"""Feed the Kitten's exit tickets: three forms, judged by ``can_play`` (the guide asks form 1).

Each form asks: which cards go on a top (or the one ten more), which makes 100, and a story.
No two forms share a fact, and none is a fact the lesson practises.
"""

from ...engine.quiz import hopped, judged, story_item
from .state import can_play
from .stories import ten_more
from .words import TEXT

MISTAKE = {  # can_play's refusals -> the mistake each shows
    "counting-down": "counting-down",
    "too-far-up": "too-far",
    "hundred-needs-0-or-90": "other-rule",
}


def fits(top: int, cards: list[int]):
    """Every card that can go on ``top`` (ten less is its own mistake)."""
    return judged(
        TEXT["ask-fits"].format(top=top),
        cards,
        lambda card: can_play(card, top),
        lambda card: "ten-less" if card == top - 10 else MISTAKE[can_play(card, top).rule],
    )


def more(top: int, cards: list[int]):
    """The one card ten more than ``top``."""
    return judged(
        TEXT["ask-ten-more"].format(top=top),
        cards,
        lambda card: can_play(card, top),
        lambda card: "same-number" if card == top else "ten-less" if card < top else "too-far",
        says=lambda card: hopped(top, card - top),
        right=lambda card: can_play(card, top).rule == "ten-more",
    )


def pair(top: int, cards: list[int], mistakes: dict[int, str]):
    """The one card that makes 100 with ``top``; every other says its sum, not 100."""
    return judged(
        TEXT["ask-makes-100"].format(top=top),
        cards,
        lambda card: can_play(card, top),
        mistakes.get,
        says=lambda card: (
            can_play(card, top).maths
            if can_play(card, top).rule == "makes-100"
            else TEXT["sum-not-100"].format(top=top, card=card, sum=top + card)
        ),
        right=lambda card: can_play(card, top).rule == "makes-100",
    )


def more_story(top: int):
    wrong = {-10: "ten-less", 1: "one-for-ten", 20: "too-far"}
    return story_item(ten_more(top), {top + k: (hopped(top, k), tag) for k, tag in wrong.items()})


TICKETS = (
    (
        fits(40, [20, 30, 40, 50, 90]),
        pair(80, [10, 20, 30, 90], {10: "off-by-one", 30: "off-by-one", 90: "other-rule"}),
        more_story(30),
    ),
    (
        more(60, [50, 60, 70, 80]),
        more(0, [0, 10, 20, 100]),
        more_story(10),
    ),
    (
        fits(20, [10, 20, 30, 40, 70]),
        pair(40, [40, 50, 60, 70], {40: "same-number", 50: "other-rule", 70: "off-by-one"}),
        more_story(80),
    ),
)
