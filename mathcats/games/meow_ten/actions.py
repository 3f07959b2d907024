"""Meow 10's moves, numbered for mathcats.rl (docs/rl.md).

Action ``i`` is ``ACTIONS[i]``: every move the game can ever list, in a fixed
order. Appending keeps the old numbers; inserting renumbers them (a trained
agent would need training again).
"""

from .state import CHOICES, DONE, DRAW, PLAYS

ACTIONS = (*CHOICES, *PLAYS.values(), DRAW, DONE)
