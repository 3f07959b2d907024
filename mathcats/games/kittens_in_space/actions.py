"""Kittens in Space's moves, numbered for mathcats.rl (docs/rl.md).

Action ``i`` is ``ACTIONS[i]``: every move the game can ever list, in a fixed
order. Appending keeps the old numbers; inserting renumbers them (a trained
agent would need training again).
"""

from ...engine.actions import Draw, Pass
from .rules import BELL, STACKS
from .state import Adopt, ChooseStart, Place, StackCard

CARDS = range(2 * BELL)  # 0-9, and 10-19 the bell cards
ACTIONS = (
    *(StackCard(card, stack) for card in CARDS for stack in range(STACKS)),
    *(Place(stack) for stack in range(STACKS)),
    *(Adopt(card, stack) for card in CARDS for stack in range(STACKS)),
    Draw(),
    Pass(),
    *(ChooseStart(stack) for stack in range(STACKS)),
)
