"""Meow 10's exit ticket, judged by ``matches`` and ``penalties`` (as the guide asks)."""

from ...engine.quiz import Question, answer_is, either
from .state import RAINBOW, TEXT, Card, matches, penalties, points_words

HAND = (Card("happy", 3), Card("tiny", 4), Card("lucky", 1), RAINBOW)

TICKETS = (
    either("A happy 4 is on top. Can a sleepy 4 go?", matches(Card("sleepy", 4), Card("happy", 4))),
    either("Can a grumpy 2 go on a happy 4?", matches(Card("grumpy", 2), Card("happy", 4))),
    Question(
        "Ava holds 3, 4, 1 and a rainbow. How many points?",
        range(5, 12),
        answer_is(penalties([HAND], None)[0], TEXT["ticket-rainbow"], points_words(HAND)),
    ),
)
