"""Meow 10: the top card, your cats, N for this turn, and the penalty picture."""

from __future__ import annotations

from ...engine.text import counted
from ...games.meow_ten import (
    CATS,
    COLOURS,
    MARKS,
    PALETTE,
    RAINBOW,
    RAINBOW_MARK,
    TEXT,
    Card,
    Choose,
    Done,
    Draw,
    Play,
    name,
    picture,
)
from .base import Adapter, button, card, zone


def tap_for(c: Card) -> str:
    return "play-rainbow" if c.cat is None else f"play-{c.cat}-{c.number}"


def face(c: Card, tap: str | None) -> dict:
    """A cat card: its number, its cat's mark and name, and its colour."""
    if c.cat is None:
        return card(tap, RAINBOW_MARK, caption=TEXT["rainbow"], colour="rainbow", name=name(c))
    colour = PALETTE[COLOURS[c.cat]]
    return card(tap, c.number, mark=MARKS[c.cat], caption=c.cat, colour=colour, name=name(c))


def short(c: Card) -> str:
    return RAINBOW_MARK if c.cat is None else f"{MARKS[c.cat]}{c.number}"


class MeowTenAdapter(Adapter):
    game_id = "meow-10"

    def path(self, move):
        if isinstance(move, Play):
            return (tap_for(move.card),)
        if isinstance(move, Choose):
            return (f"pick-{move.number}",)
        return (move.kind,)

    def move(self, path, view):
        if len(path) != 1:
            return None
        tap = path[0]
        if tap in ("draw", "done"):
            return Draw() if tap == "draw" else Done()
        kind, _, rest = tap.partition("-")
        if kind == "pick" and rest.isdigit():
            return Choose(int(rest))
        if tap == "play-rainbow":
            return Play(RAINBOW)
        cat, _, number = rest.partition("-")
        if kind == "play" and cat in CATS and number.isdigit() and 1 <= int(number) <= 4:
            return Play(Card(cat, int(number)))
        return None

    def zones(self, view, teacher):
        draw_note = counted(view.draw_pile_size, TEXT["noun-card"])
        return [
            zone("draw-pile", TEXT["draw-pile"], [], draw_note, back=True),
            zone("top", TEXT["top"], [face(view.top, None)]),
        ]

    def hand(self, view):
        return [face(c, tap_for(c)) for c in view.hand]

    def actions(self, view):
        buttons = []
        if view.limit is None:
            buttons = [button(f"pick-{n}", TEXT["pick"].format(n=n)) for n in range(1, 5)]
        draw = TEXT["table-draw"].format(n=view.limit) if view.limit else TEXT["draw-some"]
        return [*buttons, button("draw", draw), button("done", TEXT["table-done"])]

    def played(self, move):
        return {"play": tap_for(move.card), "to": "top"} if isinstance(move, Play) else None

    def drawn(self, card):
        return tap_for(card)

    def score(self, view, seat):
        return TEXT["ends"].format(points=view.penalties[seat], end=view.end_at)

    def name(self, card):
        return short(card)

    def next_step(self, view, legal):
        if view.limit is None:
            return TEXT["choose"]
        if view.played:
            return TEXT["more"].format(n=view.limit - len(view.played))
        return TEXT["first"].format(cards=counted(view.limit, TEXT["noun-card"]), n=view.limit)

    def picture(self, view, move, verdict):
        return picture(view, move, verdict)


ADAPTER = MeowTenAdapter
