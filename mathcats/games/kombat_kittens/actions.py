"""Kombat Kittens's moves, numbered for mathcats.rl (docs/rl.md).

Action ``i`` is ``ACTIONS[i]``: every move the game can ever list, in a fixed
order. Appending keeps the old numbers; inserting renumbers them (a trained
agent would need training again).
"""

from .rules import DRAW_LIMIT, KITTENS, SET_SIZE
from .state import DRAW, FORFEIT, battle_move, capture_move, commit_move, recruit_move

HAND = range(DRAW_LIMIT)  # a hand never grows past the draw limit
ROW = range(3)  # the most Recruit cards face up
SEATS = range(5)  # the most players
ACTIONS = (  # the moves legal_moves hands out, the same objects
    DRAW,
    *(recruit_move(card, row) for card in HAND for row in ROW),
    *map(battle_move, SEATS),
    *map(commit_move, HAND),
    FORFEIT,
    *(capture_move("played", card) for card in range(SET_SIZE)),
    *(capture_move("treasure", card) for card in range(len(KITTENS))),
)
