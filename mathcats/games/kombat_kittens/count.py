"""Kombat Kittens' Count it: the treasure a capture adds, 7 + 3 = ?, asked before the capture.

The winner's treasure and a capturable card (both on the table) make the
sum; the table asks one of them before any card is tapped. Recruits,
battles and battle cards are not counted: they make no sum.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.count import Count, adding
from .rules import value
from .state import Capture


def count(view, move, verdict) -> Count | None:
    """The winner's treasure and the captured card's treasure, added on a line."""
    if not isinstance(move, Capture) or verdict.rule != "capture":
        return None
    battle = view.battle
    loser = battle.loser
    pile = (
        battle.played[battle.fighters.index(loser)]
        if move.source == "played"
        else view.treasure[loser]
    )
    before = view.scores[battle.winner]
    total = before + value(pile[move.card])
    asked = adding(before, value(pile[move.card]), 0, max(10, total + 2))
    return replace(asked, about="capture")


def predict(view, moves) -> list[Count]:
    """The sums of the captures on the table now (none outside a battle's capture)."""
    sums = {}
    for move, verdict in moves:
        asked = count(view, move, verdict)
        if asked is not None:
            sums.setdefault(asked.question, asked)
    return list(sums.values())
