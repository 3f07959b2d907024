"""Kombat Kittens' Count it: the treasure a capture adds, 7 + 3 = ?.

Recruits, battles and battle cards are not counted: they make no sum.
"""

from __future__ import annotations

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
    return adding(before, value(pile[move.card]), 0, max(10, total + 2))
