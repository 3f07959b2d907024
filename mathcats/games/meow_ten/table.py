"""Meow 10: the top card, your cats, N for this turn, and the penalty picture."""

from __future__ import annotations

from ...engine.scene import OneTapAdapter, button, card, look, zone
from .state import (
    CHOICES,
    COLOURS,
    DONE,
    DRAW,
    MARKS,
    PALETTE,
    PLAYS,
    RAINBOW,
    RAINBOW_MARK,
    TEXT,
    Card,
    Penalty,
    Play,
    count,
    counted_points,
    name,
    picture,
)


def tap_for(c: Card) -> str:
    return "play-rainbow" if c.cat is None else f"play-{c.cat}-{c.number}"


def face(c: Card, tap: str | None, pile: bool = False) -> dict:
    """A cat card: its number, its cat's picture, mark and name, and its colour."""
    if c.cat is None:
        art = look("rainbow", "rainbow", pile=pile)
        return card(tap, RAINBOW_MARK, caption=TEXT["word-rainbow"], name=name(c), **art)
    art = look(PALETTE[COLOURS[c.cat]], c.cat, pile=pile)
    return card(tap, c.number, mark=MARKS[c.cat], caption=c.cat, name=name(c), **art)


class MeowTenAdapter(OneTapAdapter):
    game_id = "meow-10"
    taps = {
        **{tap_for(c): move for c, move in PLAYS.items()},
        **{f"pick-{move.number}": move for move in CHOICES},
        "draw": DRAW,
        "done": DONE,
    }
    picture = staticmethod(picture)  # the game's penalty picture

    def counted(self, events, seat):
        mine = [e for e in events if isinstance(e, Penalty) and e.seat == seat]
        return counted_points(mine[0]) if mine else None

    def zones(self, view, teacher):
        return [
            zone("draw-pile", TEXT["draw-pile"], [], count(view.draw_pile_size, "card"), back=True),
            zone("top", TEXT["top"], [face(view.top, None, pile=True)]),
        ]

    def cards(self, cards, seat):
        return [face(c, tap_for(c)) for c in cards]

    def actions(self, view):
        buttons = []
        if view.limit is None:
            buttons = [button(f"pick-{n}", TEXT["pick"].format(n=n)) for n in range(1, 5)]
        draw = TEXT["table-draw"].format(n=view.limit) if view.limit else TEXT["draw-some"]
        return [*buttons, button("draw", draw), button("done", TEXT["table-done"])]

    def terms(self, view):
        rainbow = "play-rainbow" if RAINBOW in view.hand else ""
        return {"rainbow": "top" if view.top.cat is None else rainbow, "points": "", "ten": ""}

    def played(self, move, seat):
        return {"play": tap_for(move.card), "to": "top"} if isinstance(move, Play) else None

    def drawn_tap(self, card):
        return tap_for(card)

    def score(self, view, seat):
        return TEXT["ends"].format(points=view.penalties[seat], end=view.end_at)

    def name(self, card):
        return RAINBOW_MARK if card.cat is None else f"{MARKS[card.cat]}{card.number}"

    def next_step(self, view, legal):
        if view.limit is None:
            return TEXT["choose"]
        if view.played:
            return TEXT["more"].format(n=view.limit - len(view.played))
        return TEXT["first"].format(cards=count(view.limit, "card"), n=view.limit)


ADAPTER = MeowTenAdapter
