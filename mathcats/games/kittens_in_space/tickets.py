"""Kittens in Space's exit ticket, judged by ``can_stack`` (the teacher's guide asks the same)."""

from ...engine.quiz import Question, either
from .rules import can_stack

TICKETS = (
    Question(
        "A Rescue stack shows 8. Which cards can go on it?",
        range(10),
        lambda card: can_stack(card, 8, "rescue"),
    ),
    Question(
        "An Adopt stack shows 1. Which cards can go on it?",
        range(10),
        lambda card: can_stack(card, 1, "adopt"),
    ),
    either("Can a 5 go on a 5 on a Rescue stack?", can_stack(5, 5, "rescue")),
)
