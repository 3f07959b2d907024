"""Meow 10's exit ticket, judged by ``matches`` and ``penalties`` (as the guide asks)."""

from ...engine.quiz import Question, answer_is, either
from .state import RAINBOW, TEXT, Card, matches, penalties, points_words

HAND = (Card("silly", 2), Card("jumpy", 4), Card("spotty", 3), RAINBOW)

TICKETS = (
    either("A happy 4 is on top. Can a sleepy 4 go?", matches(Card("sleepy", 4), Card("happy", 4))),
    either("Can a grumpy 2 go on a happy 4?", matches(Card("grumpy", 2), Card("happy", 4))),
    Question(
        "Sam holds 2, 4, 3 and a rainbow. How many points?",
        range(5, 12),
        answer_is(penalties([HAND], None)[0], TEXT["ticket-rainbow"], points_words(HAND)),
    ),
)
