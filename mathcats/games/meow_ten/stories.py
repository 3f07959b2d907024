"""Meow 10's story cards: three cards' penalty points added on a 0-20 line (1.OA.A.2).

``penalties`` counts the points and ``points_words`` says the sum.
"""

from ...engine.quiz import Story
from .state import CATS, Card, penalties, points_words
from .words import TEXT


def points_story(numbers: tuple[int, int, int]) -> Story:
    """Ava ends a round holding cards of these ``numbers``: how many points?"""
    hand = [Card(cat, n) for cat, n in zip(CATS, numbers, strict=False)]
    a, b, c = numbers
    text = TEXT["story-points"].format(a=a, b=b, c=c)
    return Story(text, penalties([hand], None)[0], points_words(hand), a, (b, c))


STORIES = (points_story((2, 2, 3)), points_story((4, 4, 3)))  # the lesson's and printed
