"""Feed the Kitten's table: the play pile, the draw pile, the hand, and tens rods."""

from __future__ import annotations

from ...engine.text import counted
from ...games.feed_the_kitten import TEXT, Draw, Pass, Play, picture
from .base import OKABE_ITO, Adapter, button, card, number, zone


def colour(value: int) -> str:
    """A colour by tens (the numeral is always shown too)."""
    return OKABE_ITO[value // 10 % len(OKABE_ITO)]


class FeedTheKittenAdapter(Adapter):
    game_id = "feed-the-kitten"

    def path(self, move):
        if isinstance(move, Play):
            return (f"play-{move.card}",)
        return (move.kind,)

    def move(self, path, view):
        tap = path[-1]
        if len(path) != 1:
            return None
        if tap == "draw":
            return Draw()
        if tap == "pass":
            return Pass()
        if number(tap, "play-") is not None:
            return Play(number(tap, "play-"))
        return None

    def zones(self, view, teacher):
        draw_note = counted(view.draw_pile_size, TEXT["noun-card"])
        return [
            zone("draw-pile", TEXT["draw-pile"], [], draw_note, back=True),
            zone("play-pile", TEXT["play-pile"], [card(None, view.top, colour=colour(view.top))]),
        ]

    def hand(self, view):
        return [card(f"play-{c}", c, colour=colour(c)) for c in view.hand]

    def actions(self, view):
        return [button("draw", TEXT["table-draw"]), button("pass", TEXT["table-pass"])]

    def played(self, move):
        return {"play": f"play-{move.card}", "to": "play-pile"} if isinstance(move, Play) else None

    def drawn(self, card):
        return f"play-{card}"

    def score(self, view, seat):
        return TEXT["cans"].format(cans=view.cans[seat], goal=view.cans_to_win)

    def picture(self, view, move, verdict):
        return picture(view, move, verdict)


ADAPTER = FeedTheKittenAdapter
