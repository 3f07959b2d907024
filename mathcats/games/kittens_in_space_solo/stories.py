"""The solo game's story cards: 1 or 2 more or less on the straight 0-9 line.

``can_place`` allows the card each story lands on, and says its number sentence.
"""

from ...engine.quiz import Story
from .state import can_place
from .words import TEXT


def line_story(top: int, steps: int) -> Story:
    """Alastair's stack shows ``top``; he plays the card ``steps`` away (+ more, - less)."""
    card = next(c for c in range(10) if c - top == steps and can_place(c, top))
    text = TEXT["story-up" if steps > 0 else "story-down"].format(top=top, step=abs(steps))
    return Story(text, card, can_place(card, top).maths, top, (steps,), "0-9")


STORIES = (line_story(5, 2), line_story(8, -1), line_story(1, 2))  # the lesson's and printed
