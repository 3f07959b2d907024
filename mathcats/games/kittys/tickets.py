"""Kittys' exit ticket, judged by ``against_boss`` and ``boss_sign`` (as the guide asks)."""

from ...engine.quiz import either
from .state import against_boss, boss_sign

SIGNS = ("positive", "negative")

TICKETS = (
    either("The boss has 6. Is a 4 positive or negative?", against_boss(4, 6), *SIGNS),
    either("The boss has 6. Is a 9 positive or negative?", against_boss(9, 6), *SIGNS),
    either("Boss 5, others 5 and 2. The boss's card is...?", boss_sign(5, [5, 2]), *SIGNS),
)
