"""Feed the Kitten's exit ticket, judged by ``can_play`` (the teacher's guide asks the same)."""

from ...engine.quiz import Question, either
from .state import can_play

TICKETS = (
    Question(
        "The kitten shows 40. Which can go: 20, 50, 60, 90?",
        [20, 50, 60, 90],
        lambda card: can_play(card, 40),
    ),
    Question(
        "Which card makes 100 with 80?",
        range(0, 101, 10),
        lambda card: can_play(card, 80),
        right=lambda card: can_play(card, 80).rule == "makes-100",
    ),
    either("Can a 100 go on a 50?", can_play(100, 50)),
)
