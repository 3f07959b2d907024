"""Feed the Kitten's story cards: ten more, and the ten that makes 100, on a tens line.

``can_play`` finds each answer: the card its rule ``ten-more`` or ``makes-100`` allows.
"""

from ...engine.quiz import Story
from .state import DECK, can_play
from .words import TEXT

TENS = sorted(set(DECK))


def played(top: int, rule: str) -> int:
    """The card ``can_play`` allows on ``top`` by ``rule``."""
    return next(card for card in TENS if can_play(card, top).rule == rule)


def ten_more(top: int) -> Story:
    card = played(top, "ten-more")
    text = TEXT["story-ten-more"].format(top=top)
    return Story(text, card, can_play(card, top).maths, top, (card - top,), "tens")


def makes_100(top: int) -> Story:
    card = played(top, "makes-100")
    text = TEXT["story-makes-100"].format(top=top)
    return Story(text, card, can_play(card, top).maths, top, (card,), "tens")


STORIES = (ten_more(90), makes_100(70))  # the lesson's and the printed cards (not on a ticket)
