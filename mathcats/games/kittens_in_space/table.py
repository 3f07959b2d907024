"""Kittens in Space: four stacks, the Save 'Em card and its sides, the looping 0-9 ring."""

from __future__ import annotations

from ...engine.scene import Adapter, button, number
from ..space_cards import kitten, pile_and_stacks
from . import state as kis
from .state import TEXT


class KittensInSpaceAdapter(Adapter):
    game_id = "kittens-in-space"

    def path(self, move):
        if isinstance(move, kis.StackCard):
            return (f"card-{move.card}", f"stack-{move.stack}")
        if isinstance(move, kis.Adopt):
            return ("adopt", f"card-{move.card}", f"stack-{move.stack}")
        if isinstance(move, (kis.Place, kis.ChooseStart)):
            return (f"stack-{move.stack}",)
        return (move.kind,)

    def paths(self, move):
        path = self.path(move)  # Save 'Em's stack: a played stack alone, or Done then that stack
        return (path, ("done", *path)) if isinstance(move, kis.Place) else (path,)

    def shortcuts(self, view, legal):
        places = [m for m in legal if isinstance(m, kis.Place)]
        return {("done",): places[0]} if len(places) == 1 else {}

    def move(self, path, view):
        if path in (("draw",), ("pass",)):
            return kis.Draw() if path == ("draw",) else kis.Pass()
        if path == ("done",):  # before a play, the engine says why Done cannot end the turn
            played = view.played_stacks
            return None if len(played) > 1 else kis.Place(played[0] if played else 0)
        stack = number(path[-1], "stack-")
        if stack is not None and len(path) == 1:
            return kis.ChooseStart(stack) if view.choosing is not None else kis.Place(stack)
        if path[0] == "done":
            return kis.Place(stack) if len(path) == 2 and stack is not None else None
        adopting = path[0] == "adopt"  # then a card, then a stack
        code = number(path[-2], "card-") if len(path) == 2 + adopting else None
        if stack is None or code is None:
            return None
        return kis.Adopt(code, stack) if adopting else kis.StackCard(code, stack)

    def dead_end(self, path, view):
        if path[0] == "adopt":
            return kis.why_not_adopt(view)
        code = number(path[0], "card-")
        return None if code is None or code not in view.hand else kis.why_not(view, code)

    def chosen(self, path, view):
        if len(path) == 1 and path[0] in ("adopt", "done"):
            return TEXT["pick-card" if path[0] == "adopt" else "pick-save-em"]
        key = "pick-any" if path[0] == "adopt" else "pick-stack"
        return TEXT[key].format(card=kis.value(number(path[-1], "card-")))

    def zones(self, view, teacher):
        save_em = TEXT["word-save-em"]  # its stack has no side (none has, while choosing)
        words = [
            TEXT[f"table-{side}"] if side else save_em if i == view.save_em else None
            for i, side in enumerate(view.sides)
        ]
        tops = [kis.value(top) for top in view.tops]
        return pile_and_stacks(tops, words, view.played_stacks, view.draw_pile_size, "star")

    def cards(self, cards, seat):
        bell = TEXT["word-bell"]
        return [
            kitten(f"card-{c}", kis.value(c), "star", badge=bell if kis.has_bell(c) else None)
            for c in cards
        ]

    def actions(self, view):
        words = {"adopt": "word-free", "draw": "draw", "pass": "table-pass", "done": "table-done"}
        return [button(tap, TEXT[key]) for tap, key in words.items()]

    def terms(self, view):
        save_em = "stacks" if view.save_em is None else f"stack-{view.save_em}"
        bell = next((f"card-{code}" for code in view.hand if kis.has_bell(code)), "")
        return {"save-em": save_em, "free": "adopt", "bell": bell}

    def seat(self, view, seat, teacher):
        facts = super().seat(view, seat, teacher)
        if view.free_adoption_used[seat]:
            facts["flag"] = TEXT["used"]
        return facts

    def score(self, view, seat):
        return TEXT["points"].format(points=view.points[seat], goal=view.points_to_win)

    name = staticmethod(kis.card_words)  # a card as the teacher reads it: "7 with a bell"

    def picture(self, view, move, verdict):
        return kis.picture(view, move, verdict)

    def next_step(self, view, legal):
        return TEXT[
            "choose" if view.choosing is not None else "more" if view.played_stacks else "play"
        ]

    def preview(self, view, path):
        return kis.picture(view, picked=number(path[-1], "card-"))

    def played(self, move, seat):
        if isinstance(move, (kis.StackCard, kis.Adopt)):
            return {"play": f"card-{move.card}", "to": f"stack-{move.stack}"}
        return None

    def drawn_tap(self, card):
        return f"card-{card}"

    def hop(self, event):
        return kis.hop_numbers(event)


ADAPTER = KittensInSpaceAdapter
