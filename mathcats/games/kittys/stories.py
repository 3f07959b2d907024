"""Kittys' story cards: how many more the boss's card is, counted up on a 0-20 line.

``counted_up`` (the game's counting from the smaller card to the bigger) finds each answer.
"""

from ...engine.quiz import Story, hopped
from .state import counted_up
from .words import TEXT


def more_story(boss: int, card: int) -> Story:
    """The boss has ``boss`` and Leo ``card``, less: how many more has the boss?"""
    more = len(counted_up(card, boss)) - 1  # the hops from the card up to the boss's
    text = TEXT["story-more"].format(boss=boss, card=card)
    return Story(text, more, hopped(card, more), card, (more,))


STORIES = (more_story(9, 4), more_story(10, 7))  # the lesson's and printed
