"""Feed the Kitten's table: the play pile, the draw pile, the hand, and tens rods."""

from __future__ import annotations

from ...engine.scene import OneTapAdapter, button, card, colour, look, zone
from .state import DRAW, PASS, PLAYS, TEXT, Play, count, picture


class FeedTheKittenAdapter(OneTapAdapter):
    game_id = "feed-the-kitten"
    taps = {**{f"play-{c}": move for c, move in PLAYS.items()}, "draw": DRAW, "pass": PASS}
    picture = staticmethod(picture)  # the game's tens rods

    def zones(self, view, teacher):
        can = look(colour(view.top // 10), "can", mark="fish", pile=True)
        return [
            zone("draw-pile", TEXT["draw-pile"], [], count(view.draw_pile_size, "card"), back=True),
            zone("play-pile", TEXT["play-pile"], [card(None, view.top, **can)]),
        ]

    def cards(self, cards, seat):
        return [card(f"play-{c}", c, **look(colour(c // 10), "kitten", mark="fish")) for c in cards]

    def actions(self, view):
        return [button("draw", TEXT["table-draw"]), button("pass", TEXT["table-pass"])]

    def terms(self, view):
        return {"cans": ""}

    def played(self, move, seat):
        return {"play": f"play-{move.card}", "to": "play-pile"} if isinstance(move, Play) else None

    def drawn_tap(self, card):
        return f"play-{card}"

    def score(self, view, seat):
        return TEXT["cans"].format(cans=view.cans[seat], goal=view.cans_to_win)


ADAPTER = FeedTheKittenAdapter
