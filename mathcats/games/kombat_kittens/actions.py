"""Kombat Kittens's moves, numbered for mathcats.rl (docs/rl.md).

Action ``i`` is ``ACTIONS[i]``: every move the game can ever list, in a fixed
order. Appending keeps the old numbers; inserting renumbers them (a trained
agent would need training again).
"""

from ...engine.actions import Commit, Draw
from .rules import DRAW_LIMIT, KITTENS, SET_SIZE
from .state import Battle, Capture, Forfeit, Recruit

HAND = range(DRAW_LIMIT)  # a hand never grows past the draw limit
ROW = range(3)  # the most Recruit cards face up
SEATS = range(5)  # the most players
ACTIONS = (
    Draw(),
    *(Recruit(card, row) for card in HAND for row in ROW),
    *(Battle(seat) for seat in SEATS),
    *(Commit(card) for card in HAND),
    Forfeit(),
    *(Capture("played", card) for card in range(SET_SIZE)),
    *(Capture("treasure", card) for card in range(len(KITTENS))),
)
