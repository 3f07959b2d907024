"""Kittens in Space: four stacks, the Save 'Em card and its sides, the looping 0-9 ring."""

from __future__ import annotations

from ...engine.text import counted
from ...games.kittens_in_space import (
    TEXT,
    Adopt,
    ChooseStart,
    Draw,
    Pass,
    Place,
    StackCard,
    card_words,
    has_bell,
    hop_numbers,
    picture,
    value,
    why_not,
    why_not_adopt,
)
from ..art import look
from .base import Adapter, button, card, colour, number, zone


def pile_and_stacks(text, tops: list[int], badges: list[list[str]], pile: int, mark: str):
    """The draw pile and the four stacks of either Kittens in Space game, in ``text``'s words.

    ``badges`` holds each stack's small words; ``pile`` is how many cards are left to draw;
    ``mark`` is the game's mark on its rockets.
    """
    stacks = [
        card(
            f"stack-{i}",
            top,
            caption=text["stack"].format(n=i + 1),
            name=text["stack-name"].format(n=i + 1),
            badge=", ".join(badges[i]) or None,
            **look(colour(top), "rocket", backdrop="space", mark=mark),
        )
        for i, top in enumerate(tops)
    ]
    return [
        zone("draw-pile", text["draw-pile"], [], counted(pile, text["noun-card"]), back=True),
        zone("stacks", text["stacks"], stacks),
    ]


class KittensInSpaceAdapter(Adapter):
    game_id = "kittens-in-space"

    def path(self, move):
        if isinstance(move, StackCard):
            return (f"card-{move.card}", f"stack-{move.stack}")
        if isinstance(move, Adopt):
            return ("adopt", f"card-{move.card}", f"stack-{move.stack}")
        if isinstance(move, (Place, ChooseStart)):
            return (f"stack-{move.stack}",)
        return (move.kind,)

    def paths(self, move):
        if isinstance(move, Place):  # a played stack alone, or Done then that stack
            return (self.path(move), ("done", f"stack-{move.stack}"))
        return (self.path(move),)

    def shortcuts(self, view, legal):
        places = [m for m in legal if isinstance(m, Place)]
        return {("done",): places[0]} if len(places) == 1 else {}

    def move(self, path, view):
        if path in (("draw",), ("pass",)):
            return Draw() if path == ("draw",) else Pass()
        if path == ("done",):  # before a play, the engine says why Done cannot end the turn
            played = view.played_stacks
            return None if len(played) > 1 else Place(played[0] if played else 0)
        stack = number(path[-1], "stack-")
        if stack is not None and len(path) == 1:
            return ChooseStart(stack) if view.choosing is not None else Place(stack)
        if path[0] == "done":
            return Place(stack) if len(path) == 2 and stack is not None else None
        adopting = path[0] == "adopt"  # then a card, then a stack
        code = number(path[-2], "card-") if len(path) == 2 + adopting else None
        if stack is None or code is None:
            return None
        return Adopt(code, stack) if adopting else StackCard(code, stack)

    def dead_end(self, path, view):
        if path[0] == "adopt":
            return why_not_adopt(view)
        code = number(path[0], "card-")
        return None if code is None or code not in view.hand else why_not(view, code)

    def chosen(self, path, view):
        if path == ("adopt",):
            return TEXT["pick-card"]
        if path == ("done",):
            return TEXT["pick-save-em"]
        code = number(path[-1], "card-")
        key = "pick-any" if path[0] == "adopt" else "pick-stack"
        return TEXT[key].format(card=value(code))

    def zones(self, view, teacher):
        covered = TEXT["word-save-em"]
        badges = [[covered] if i == view.save_em else [] for i in range(len(view.tops))]
        for i, side in enumerate(view.sides):
            if side is not None:  # None under Save 'Em, and while the chooser picks its stack
                badges[i].append(TEXT[f"table-{side}"])
        for i in view.played_stacks:
            badges[i].append(TEXT["played"])
        return pile_and_stacks(
            TEXT, [value(top) for top in view.tops], badges, view.draw_pile_size, "star"
        )

    def hand(self, view):
        return [
            card(
                f"card-{code}",
                value(code),
                badge=TEXT["word-bell"] if has_bell(code) else None,
                **look(colour(value(code)), "astro", backdrop="space", mark="star"),
            )
            for code in view.hand
        ]

    def actions(self, view):
        return [
            button("adopt", TEXT["word-free"]),
            button("draw", TEXT["draw"]),
            button("pass", TEXT["table-pass"]),
            button("done", TEXT["table-done"]),
        ]

    def terms(self, view):
        shown = {"save-em": "stacks" if view.save_em is None else f"stack-{view.save_em}"}
        shown["free"] = "adopt"
        shown["bell"] = next((f"card-{code}" for code in view.hand if has_bell(code)), "")
        return shown

    def seat(self, view, seat, teacher):
        facts = super().seat(view, seat, teacher)
        if view.free_adoption_used[seat]:
            facts["flag"] = TEXT["used"]
        return facts

    def score(self, view, seat):
        return TEXT["points"].format(points=view.points[seat], goal=view.points_to_win)

    name = staticmethod(card_words)  # a card as the teacher reads it: "7 with a bell"

    def picture(self, view, move, verdict):
        return picture(view, move, verdict)

    def next_step(self, view, legal):
        return TEXT[
            "choose" if view.choosing is not None else "more" if view.played_stacks else "play"
        ]

    def preview(self, view, path):
        return picture(view, picked=number(path[-1], "card-"))

    def played(self, move, seat):
        if isinstance(move, (StackCard, Adopt)):
            return {"play": f"card-{move.card}", "to": f"stack-{move.stack}"}
        return None

    def drawn(self, card):
        return f"card-{card}"

    def hop(self, event):
        return hop_numbers(event)


ADAPTER = KittensInSpaceAdapter
