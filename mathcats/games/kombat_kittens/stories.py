"""Kombat Kittens' story cards: three treasures added up on a 0-20 line (1.OA.A.2).

Each card's worth is its ``value`` (a Dog is 5) and ``sum_words`` says the sum.
"""

from ...engine.quiz import Story
from .rules import DOG, sum_words, value
from .words import TEXT


def treasure_story(cards: tuple[int, int, int]) -> Story:
    """Mia has the first two treasures, then wins the third: how much now?"""
    a, b, c = map(value, cards)
    text = TEXT["story-treasure"].format(a=a, b=b, c=c)
    return Story(text, a + b + c, sum_words(cards), a, (b, c))


STORIES = (treasure_story((13, 22, DOG)), treasure_story((34, 32, 12)))  # lesson's, printed
