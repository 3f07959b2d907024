"""Kittens in Space: Solo's moves, numbered for mathcats.rl (docs/rl.md).

Action ``i`` is ``ACTIONS[i]``: every move the game can ever list, in a fixed
order. Appending keeps the old numbers; inserting renumbers them (a trained
agent would need training again).
"""

from itertools import combinations

from ...engine.actions import Done
from .state import HAND_SIZE, STACKS, Close, Place, Swap

ACTIONS = (
    *(Close(stack) for stack in range(STACKS)),
    *(Place(slot, stack) for slot in range(HAND_SIZE) for stack in range(STACKS)),
    *(Swap(a, b) for a, b in combinations(range(HAND_SIZE), 2)),
    Done(),
)
