"""Kittys' exit ticket, judged by ``against_boss`` and ``boss_sign`` (as the guide asks)."""

from ...engine.quiz import either
from .state import against_boss, boss_sign

SIGNS = ("good", "bad")

TICKETS = (
    either("The boss has 6. Is a 4 good or bad?", against_boss(4, 6), *SIGNS),
    either("The boss has 6. Is a 9 good or bad?", against_boss(9, 6), *SIGNS),
    either("Boss 3, others 7 and 4. The boss's card is...?", boss_sign(3, [7, 4]), *SIGNS),
)
