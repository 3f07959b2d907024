"""The solo game's exit tickets: three forms, judged by ``can_place`` (the guide asks form 1).

Each form asks which cards go on two tops (one near the middle, one at an end of the 0-9
line) and a story. No two forms share a fact, and none is a fact the lesson practises.
"""

from ...engine.quiz import hopped, judged, story_item
from .state import can_place
from .stories import line_story
from .words import TEXT

MISTAKE = {  # can_place's refusals -> the mistake each shows
    "same": "same-number",
    "too-far-up": "too-far",
    "too-far-down": "too-far",
    "past-9": "other-rule",  # looping round, as the big game's ring does
    "below-0": "other-rule",
}


def goes_on(top: int, cards: list[int]):
    return judged(
        TEXT["ask-on"].format(top=top),
        cards,
        lambda card: can_place(card, top),
        lambda card: MISTAKE[can_place(card, top).rule],
    )


def story(top: int, steps: int, wrong: dict[int, str]):
    """A story; each wrong answer, by its steps from ``top``, says its hop."""
    said = {top + hops: (hopped(top, hops), tag) for hops, tag in wrong.items()}
    return story_item(line_story(top, steps), said)


TICKETS = (
    (
        goes_on(3, [0, 1, 2, 4, 5, 6]),
        goes_on(9, [0, 5, 6, 7, 8]),
        story(2, 2, {-2: "wrong-way", 1: "off-by-one", 3: "too-far"}),
    ),
    (
        goes_on(6, [3, 4, 5, 7, 8, 9]),
        goes_on(0, [1, 2, 3, 8, 9]),
        story(2, -1, {1: "wrong-way", -2: "too-far", 0: "same-number"}),
    ),
    (
        goes_on(4, [1, 2, 3, 5, 6, 7]),
        goes_on(7, [4, 5, 6, 8, 9]),
        story(2, -2, {2: "wrong-way", -1: "off-by-one", 0: "same-number"}),
    ),
)
