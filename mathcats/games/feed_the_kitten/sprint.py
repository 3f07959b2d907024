"""Feed the Kitten's fact sprint: ten more, and two tens that make 100, as ``can_play`` says."""

from ...engine.sprint import Fact
from .state import DECK, can_play

TENS = sorted(set(DECK))
CARD = 2  # in "30 + 70 = 100" the child writes the card, 70

SPRINT = tuple(
    Fact(verdict.maths, -1 if verdict.rule == "ten-more" else CARD)
    for top in TENS
    for card in TENS
    if (verdict := can_play(card, top)).rule in ("ten-more", "makes-100")
)
