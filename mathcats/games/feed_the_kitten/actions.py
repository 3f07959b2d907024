"""Feed the Kitten's moves, numbered for mathcats.rl (docs/rl.md).

Action ``i`` is ``ACTIONS[i]``: every move the game can ever list, in a fixed
order. Appending keeps the old numbers; inserting renumbers them (a trained
agent would need training again).
"""

from .state import DRAW, PASS, PLAYS

ACTIONS = (*(PLAYS[card] for card in sorted(PLAYS)), DRAW, PASS)
