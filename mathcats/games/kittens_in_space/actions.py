"""Kittens in Space's moves, numbered for mathcats.rl (docs/rl.md).

Action ``i`` is ``ACTIONS[i]``: every move the game can ever list, in a fixed
order. Appending keeps the old numbers; inserting renumbers them (a trained
agent would need training again).
"""

from .state import ADOPT_MOVES, DRAW, PASS, PLACES, STACK_MOVES, STARTS

# cards 0-9, and 10-19 the bell cards, each on stacks 0-3
ACTIONS = (
    *(move for card in STACK_MOVES for move in card),
    *PLACES,
    *(move for card in ADOPT_MOVES for move in card),
    DRAW,
    PASS,
    *STARTS,
)
