"""Kombat Kittens' Count it: the treasure a capture makes, asked before the capture.

The winner's treasure and a capturable card's worth (both on the table) make
the sum, asked in the words the table shows them with (the seat's "Treasure 7",
a card's "worth 3"): "Treasure 7 + worth 3 = ?" (every card worth 3 makes it); found,
it says "7 + 3 = 10". Short, so its choices share its row on an upright tablet. The table asks
one of them before any card is tapped. Recruits,
battles and battle cards are not counted: they make no sum. The line is a
window round the sum, ticked in ones (late in a game, 0 to 40 in ones would
not fit the table), that holds every choice a mistake gives.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.count import Count, adding
from ...engine.numline import ticks
from .state import Capture, capture_gain
from .words import TEXT


def count(view, move, verdict) -> Count | None:
    """The winner's treasure and the captured card's worth, added on a line."""
    if not isinstance(move, Capture) or verdict.rule != "capture":
        return None
    before, gain = view.scores[view.battle.winner], capture_gain(view, move)
    start, stop, _ = ticks(before - gain, before + gain + 2)  # counting down .. two too far
    sum_ = adding(before, gain, start, stop)
    question = TEXT["count-capture"].format(treasure=before, worth=gain)
    return replace(sum_, question=question, told=sum_.found)


def predict(view, moves) -> list[Count]:
    """The sums of the captures on the table now (none outside a battle's capture)."""
    sums = {}
    for move, verdict in moves:
        asked = count(view, move, verdict)
        if asked is not None:  # asked first: the number is the capture's try
            sums.setdefault(asked.question, replace(asked, about="capture"))
    return list(sums.values())
