"""Kittens in Space solo: the shared hand, four stacks with the Closed card, Done."""

from __future__ import annotations

from ...engine.scene import Adapter, button, card, look, number, zone
from ..space_cards import kitten, pile_and_stacks
from . import state as solo
from .state import TEXT

# The move each run of taps makes, from the numbers of its slots and stacks.
MOVES = {
    ("done",): solo.Done,
    ("stack",): solo.Close,
    ("slot", "stack"): solo.Place,
    ("slot", "slot"): lambda a, b: solo.Swap(min(a, b), max(a, b)),
}


def _taps(path):
    """The taps' kinds ("slot", "stack", "done") and numbers, or None for a strange tap."""
    kinds, numbers = [], []
    for tap in path:
        kind, _, number = tap.partition("-")
        if tap != "done" and not (kind in ("slot", "stack") and number.isdigit()):
            return None
        kinds.append(kind)
        numbers += [int(number)] if number else []
    return tuple(kinds), numbers


class KittensInSpaceSoloAdapter(Adapter):
    game_id = "kittens-in-space-solo"

    def path(self, move):
        if isinstance(move, solo.Close):
            return (f"stack-{move.stack}",)
        if isinstance(move, solo.Place):
            return (f"slot-{move.slot}", f"stack-{move.stack}")
        if isinstance(move, solo.Swap):
            return (f"slot-{move.a}", f"slot-{move.b}")
        return ("done",)

    def paths(self, move):
        path = self.path(move)  # a swap taps its two cards either way round
        return (path, path[::-1]) if isinstance(move, solo.Swap) else (path,)

    def move(self, path, view):
        kinds, numbers = _taps(path) or ((), ())
        make = MOVES.get(kinds)
        return None if make is None else make(*numbers)

    def dead_end(self, path, view):
        slot = number(path[0], "slot-")
        return solo.why_not(view, slot) if slot is not None and slot < len(view.hand) else None

    def chosen(self, path, view):
        card_value = view.hand[number(path[0], "slot-")]
        key = "pick-swap" if view.step == "finish" else "pick-stack"
        return TEXT[key].format(card=card_value)

    def zones(self, view, teacher):
        closed = [TEXT["word-closed"] if s == view.closed else None for s in range(solo.STACKS)]
        score = TEXT["score"].format(
            you=view.player_points, alastair=view.alastair_points, goal=view.points_to_win
        )
        adoption = TEXT["adoption" if view.free_adoption else "table-adoption-used"]
        alastair = card(
            None,
            view.alastair_points,
            caption=TEXT["table-alastair"],
            **look(None, "alastair"),
        )
        return [
            *pile_and_stacks(view.stacks, closed, view.played, view.deck_size, "planet"),
            zone("points", TEXT["points"], [alastair], f"{score} {adoption}."),
        ]

    def cards(self, cards, seat):
        return [kitten(f"slot-{i}", value, "planet") for i, value in enumerate(cards)]

    def actions(self, view):
        return [button("done", TEXT["done"])]

    def terms(self, view):
        closed = "stacks" if view.closed is None else f"stack-{view.closed}"
        return {"closed": closed, "free": "points"}

    def score(self, view, seat):
        return TEXT["your-points"].format(points=view.player_points, goal=view.points_to_win)

    def next_step(self, view, legal):
        if view.step == "choose-closed":
            return TEXT["table-start"]
        if view.step == "play":
            return TEXT["more" if view.played else "play"]
        return TEXT["finish" if view.free_adoption else "finish-used"]

    def picture(self, view, move, verdict):
        return solo.picture(view, move, verdict)

    def preview(self, view, path):
        return solo.picture(view, picked=number(path[0], "slot-"))

    def played(self, move, seat):
        if isinstance(move, solo.Place):
            return {"play": f"slot-{move.slot}", "to": f"stack-{move.stack}"}
        return None

    def motion(self, move, events, seat):
        """The child's move, then Alastair's cards: each slides from his card under Points."""
        his = [e for e in events if isinstance(e, solo.Placed) and e.by != "player"]
        return [
            *super().motion(move, events, seat),
            *({"play": "points", "to": f"stack-{e.stack}"} for e in his),
        ]

    def hop(self, event):
        return solo.hop_numbers(event)


ADAPTER = KittensInSpaceSoloAdapter
