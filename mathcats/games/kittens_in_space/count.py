"""Kittens in Space's Count it, asked before the card: "Stack 2 shows 7. What is 2 more?".

A rescue round the ring (9 + 2) counts on past 9 to 11, and says both:
"9 + 2 = 11: the ones digit is 1" (the card is 1). An adoption round the
ring (1 - 2) is not counted: it would go below 0. A stack is asked about
when a card may go on it now (``open_stacks``: uncovered, not played on this
turn, and after a first card on that card's side of Save 'Em); the hop, 1 or 2
(1 in the small hops variant), up on rescue and down on adopt.
"""

from __future__ import annotations

from ...engine.count import Count
from ..ring import hop, hop_count
from .rules import SIGNS, open_stacks, value
from .state import StackCard

COUNTED = ("rescue", "adopt", "rescue-loop")  # the allowed hops' rules that are counted
LINE = 12  # the line runs 0-12: past 9 to 11


def predict(view, moves) -> list[Count]:
    """Every hop the rules allow on each open stack, from the stacks' tops only."""
    if view.choosing is not None:
        return []
    questions = []
    played = tuple(view.played_stacks)
    for stack, sign in open_stacks(view.save_em, view.rescue_side == "right", played):
        side, top = view.sides[stack], value(view.tops[stack])
        for step in range(1, view.hops + 1):
            steps = step * sign
            if top + steps >= 0:
                rule = side if top + steps <= 9 else f"{side}-loop"
                questions.append(hop_count(top, stack, steps, rule, LINE))
    return questions


def count(view, move, verdict) -> Count | None:
    """The hop from the stack's top to the card: the question the card answers."""
    if not isinstance(move, StackCard) or verdict.rule not in COUNTED:
        return None
    top, side = value(view.tops[move.stack]), view.sides[move.stack]
    steps = hop(value(move.card), top, SIGNS[side])
    return hop_count(top, move.stack, steps, None, LINE)
