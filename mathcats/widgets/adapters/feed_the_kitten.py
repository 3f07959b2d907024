"""Feed the Kitten's table: the play pile, the draw pile, the hand, and tens rods."""

from __future__ import annotations

from ...games.feed_the_kitten import DRAW, PASS, PLAYS, TEXT, Play, count, picture
from ..art import look
from .base import OneTapAdapter, button, card, colour, zone

# Every move a tap makes, by the tap's id.
TAPS = {**{f"play-{c}": move for c, move in PLAYS.items()}, "draw": DRAW, "pass": PASS}


class FeedTheKittenAdapter(OneTapAdapter):
    game_id = "feed-the-kitten"
    taps = TAPS

    def zones(self, view, teacher):
        draw_note = count(view.draw_pile_size, "card")
        return [
            zone("draw-pile", TEXT["draw-pile"], [], draw_note, back=True),
            zone(
                "play-pile",
                TEXT["play-pile"],
                [
                    card(
                        None,
                        view.top,
                        **look(colour(view.top // 10), "can", mark="fish", pile=True),
                    )
                ],
            ),
        ]

    def hand(self, view):
        return [
            card(f"play-{c}", c, **look(colour(c // 10), "kitten", mark="fish")) for c in view.hand
        ]

    def actions(self, view):
        return [button("draw", TEXT["table-draw"]), button("pass", TEXT["table-pass"])]

    def terms(self, view):
        return {"cans": ""}

    def played(self, move, seat):
        return {"play": f"play-{move.card}", "to": "play-pile"} if isinstance(move, Play) else None

    def drawn(self, card):
        return f"play-{card}"

    def score(self, view, seat):
        return TEXT["cans"].format(cans=view.cans[seat], goal=view.cans_to_win)

    def picture(self, view, move, verdict):
        return picture(view, move, verdict)


ADAPTER = FeedTheKittenAdapter
