"""Count to Ten's exit ticket, judged by ``can_add``."""

from mathcats.engine.quiz import Question, either

from .state import can_add

TICKETS = (
    Question("The count is 8. Which can you add?", [1, 2, 3], lambda by: can_add(8, by, 10)),
    Question("The count is 9. Which can you add?", [1, 2, 3], lambda by: can_add(9, by, 10)),
    either("The count is 5. Can you add 3?", can_add(5, 3, 10)),
)
