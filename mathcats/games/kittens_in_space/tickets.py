"""Kittens in Space's exit tickets: three forms, judged by ``can_stack`` (the guide asks form 1).

Each form asks which cards go on a Rescue stack, which on an Adopt stack, and a story round
the ring. No two forms share a fact, and none is a fact the lesson practises.
"""

from ...engine.quiz import judged, story_item
from ..ring import counted_on, sentence
from .rules import can_stack
from .stories import hop_story
from .words import TEXT

MISTAKE = {"wrong-way": "wrong-way", "too-far": "too-far", "same-number": "same-number"}


def stack(side: str, top: int, cards: list[int]):
    """Every card that can go on a ``side`` stack showing ``top``."""
    return judged(
        TEXT[f"ask-{side}"].format(top=top),
        cards,
        lambda card: can_stack(card, top, side),
        lambda card: MISTAKE[can_stack(card, top, side).rule],
    )


def ring_story(top: int, steps: int, wrong: dict[int, str]):
    """A story of ``steps`` from ``top``; each wrong hop (by its steps) lands elsewhere.

    ``"no-loop"`` is the right hop counted on past 9 off the ring (10 for 0).
    """
    said = {
        counted_on(top, hops)[-1]: (sentence(top, hops), tag)
        for hops, tag in wrong.items()
        if tag != "no-loop"
    }
    if "no-loop" in wrong.values():
        said[top + steps] = (TEXT["not-on-ring"].format(number=top + steps), "no-loop")
    return story_item(hop_story(top, steps), said)


TICKETS = (
    (
        stack("rescue", 5, [3, 4, 6, 7, 8]),
        stack("adopt", 4, [1, 2, 3, 5, 6]),
        ring_story(9, 1, {0: "no-loop", -1: "wrong-way", 2: "too-far"}),
    ),
    (
        stack("rescue", 3, [1, 2, 4, 5, 6]),
        stack("adopt", 2, [0, 1, 3, 4, 9]),
        ring_story(8, 2, {0: "no-loop", -2: "wrong-way", 1: "off-by-one"}),
    ),
    (
        stack("rescue", 1, [0, 2, 3, 4, 9]),
        stack("adopt", 7, [4, 5, 6, 8, 9]),
        ring_story(4, 2, {-2: "wrong-way", 1: "off-by-one", 3: "too-far"}),
    ),
)
