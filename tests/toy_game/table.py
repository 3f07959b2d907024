"""Count to Ten's table: the count, and a button for each step."""

from __future__ import annotations

from mathcats.engine.scene import Adapter, button, card, number, zone

from .state import ID, STEPS, Add
from .words import TEXT


class ToyAdapter(Adapter):
    game_id = ID

    def path(self, move):
        return (f"add-{move.by}",)

    def move(self, path, view):
        by = number(path[-1], "add-")
        return Add(by) if len(path) == 1 and by is not None else None

    def zones(self, view, teacher):
        return [zone("count", TEXT["count"], [card(None, view.count)])]

    def actions(self, view):
        return [button(f"add-{by}", TEXT["add"].format(by=by)) for by in STEPS]

    def picture(self, view, move, verdict):
        """The count in ten-frames (its own kind, "count"): after ``move``, if it fits."""
        after = view.count + move.by if move is not None and verdict else view.count
        words = TEXT["pic-count"].format(count=after)
        sentence = (verdict.maths or "") if verdict is not None else ""
        return {"kind": "count", "count": after, "label": words, "sentence": sentence}

    def score(self, view, seat):
        return TEXT["wins"].format(wins=view.scores[seat])


ADAPTER = ToyAdapter
