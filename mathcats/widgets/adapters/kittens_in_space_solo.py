"""Kittens in Space solo: the shared hand, four stacks with the Closed card, Done."""

from __future__ import annotations

from ...engine.text import counted
from ...games.kittens_in_space_solo import (
    TEXT,
    Close,
    Done,
    Place,
    Swap,
    hop_numbers,
    picture,
    why_not,
)
from .base import OKABE_ITO, Adapter, button, card, number, zone


def _taps(path):
    """("slot", 2), ("stack", 1), ("done", 0) for each tap, or None for a strange tap."""
    parsed = []
    for tap in path:
        kind, _, number = tap.partition("-")
        if tap == "done":
            parsed.append(("done", 0))
        elif kind in ("slot", "stack") and number.isdigit():
            parsed.append((kind, int(number)))
        else:
            return None
    return parsed


class KittensInSpaceSoloAdapter(Adapter):
    game_id = "kittens-in-space-solo"

    def path(self, move):
        if isinstance(move, Close):
            return (f"stack-{move.stack}",)
        if isinstance(move, Place):
            return (f"slot-{move.slot}", f"stack-{move.stack}")
        if isinstance(move, Swap):
            return (f"slot-{move.a}", f"slot-{move.b}")
        return ("done",)

    def paths(self, move):
        if isinstance(move, Swap):
            return (self.path(move), (f"slot-{move.b}", f"slot-{move.a}"))
        return (self.path(move),)

    def move(self, path, view):
        taps = _taps(path)
        if taps is None:
            return None
        kinds = tuple(kind for kind, _ in taps)
        numbers = [n for _, n in taps]
        if kinds == ("done",):
            return Done()
        if kinds == ("stack",):
            return Close(numbers[0])
        if kinds == ("slot", "stack"):
            return Place(*numbers)
        if kinds == ("slot", "slot"):
            return Swap(min(numbers), max(numbers))
        return None

    def dead_end(self, path, view):
        taps = _taps(path)
        if not taps or taps[0][0] != "slot" or taps[0][1] >= len(view.hand):
            return None
        return why_not(view, taps[0][1])

    def chosen(self, path, view):
        card_value = view.hand[number(path[0], "slot-")]
        key = "pick-swap" if view.step == "finish" else "pick-stack"
        return TEXT[key].format(card=card_value)

    def zones(self, view, teacher):
        stacks = []
        for s, top in enumerate(view.stacks):
            badge = TEXT["closed"] if s == view.closed else None
            if s in view.played:
                badge = TEXT["played"] if badge is None else f"{badge}, {TEXT['played']}"
            stacks.append(
                card(
                    f"stack-{s}",
                    top,
                    caption=TEXT["stack"].format(n=s + 1),
                    name=TEXT["stack-name"].format(n=s + 1),
                    badge=badge,
                    colour=OKABE_ITO[top % len(OKABE_ITO)],
                )
            )
        score = TEXT["score"].format(
            you=view.player_points, alastair=view.alastair_points, goal=view.points_to_win
        )
        adoption = TEXT["adoption" if view.free_adoption else "table-adoption-used"]
        draw_note = counted(view.deck_size, TEXT["noun-card"])
        return [
            zone("draw-pile", TEXT["draw-pile"], [], draw_note, back=True),
            zone("stacks", TEXT["stacks"], stacks),
            zone("points", TEXT["points"], [], f"{score} {adoption}."),
        ]

    def hand(self, view):
        return [
            card(f"slot-{i}", value, colour=OKABE_ITO[value % len(OKABE_ITO)])
            for i, value in enumerate(view.hand)
        ]

    def actions(self, view):
        return [button("done", TEXT["done"])]

    def score(self, view, seat):
        return TEXT["your-points"].format(points=view.player_points, goal=view.points_to_win)

    def next_step(self, view, legal):
        if view.step == "choose-closed":
            return TEXT["table-start"]
        if view.step == "play":
            return TEXT["more" if view.played else "play"]
        return TEXT["finish" if view.free_adoption else "finish-used"]

    def picture(self, view, move, verdict):
        return picture(view, move, verdict)

    def preview(self, view, path):
        return picture(view, picked=number(path[0], "slot-"))

    def played(self, move):
        if isinstance(move, Place):
            return {"play": f"slot-{move.slot}", "to": f"stack-{move.stack}"}
        return None

    def hop(self, event):
        return hop_numbers(event)


ADAPTER = KittensInSpaceSoloAdapter
