"""Kittens in Space's story cards: 1 or 2 more or less round the 0-9 ring.

The ring's own ``counted_on`` lands each hop and ``sentence`` tells it; ``can_stack``
allows the card it lands on (tests/test_tickets.py checks).
"""

from ...engine.quiz import Story
from ..ring import counted_on, sentence
from .words import TEXT


def hop_story(top: int, steps: int) -> Story:
    """The stack shows ``top``; rescue (``steps`` > 0) or adopt that many round the ring."""
    key = "story-rescue" if steps > 0 else "story-adopt"
    text = TEXT[key].format(top=top, step=abs(steps))
    return Story(text, counted_on(top, steps)[-1], sentence(top, steps), top, (steps,), "ring")


STORIES = (hop_story(9, 2), hop_story(0, -1), hop_story(7, 1))  # the lesson's and printed
