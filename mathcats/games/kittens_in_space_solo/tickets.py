"""The solo game's exit ticket, judged by ``can_place`` (the teacher's guide asks the same)."""

from ...engine.quiz import Question, either
from .state import can_place

TICKETS = (
    Question("Which cards can go on a 9?", range(10), lambda card: can_place(card, 9)),
    Question("Which cards can go on a 0?", range(10), lambda card: can_place(card, 0)),
    either("Can a 3 go on a 6?", can_place(3, 6)),
)
