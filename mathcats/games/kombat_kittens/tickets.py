"""Kombat Kittens' exit ticket, judged by its set rules (the teacher's guide asks the same)."""

from ...engine.quiz import Question, answer_is, either, numbers
from .rules import is_kind, sum_words, value, wins
from .words import TEXT

LOW, HIGH = (2, 2, 2), (5, 6, 7)
TREASURE = (22, 14, 5)  # a card is 10 x its number + its treasure; 5 is a Dog

TICKETS = (
    either("Is 3, 4, 5 three in a row?", is_kind((3, 4, 5), "straight")),
    Question(
        "Which set wins: 2, 2, 2 or 5, 6, 7?",
        [LOW, HIGH],
        lambda three: wins(three, HIGH if three == LOW else LOW),
        label=numbers,
    ),
    Question(
        "Treasure worth 2 and 4, and a Dog (5). How much?",
        range(9, 15),
        answer_is(sum(map(value, TREASURE)), TEXT["ticket-dog"], sum_words(TREASURE)),
    ),
)
