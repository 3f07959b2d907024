"""Kittens in Space: Solo's moves, numbered for mathcats.rl (docs/rl.md).

Action ``i`` is ``ACTIONS[i]``: every move the game can ever list, in a fixed
order. Appending keeps the old numbers; inserting renumbers them (a trained
agent would need training again).
"""

from .state import CLOSES, DONE, HAND_SIZE, PLACES, SWAPS

ACTIONS = (*CLOSES, *(place for slot in PLACES for place in slot), *SWAPS[HAND_SIZE], DONE)
