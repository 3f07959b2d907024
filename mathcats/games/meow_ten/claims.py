"""Meow 10: what each "Show me" reason claims, checked on the state (Game.claims)."""

from __future__ import annotations

from . import state as m10


def _kinds(hand) -> int:
    cats = {c.cat for c in hand if c.cat is not None}
    return min(10, len(cats) + sum(c.cat is None for c in hand))


CLAIMS = {
    "hint-last-card": lambda p: (
        any(e.kind == "round-ended" and e.seat == p.seat and e.how == "last-card" for e in p.events)
        and any(e.kind == "penalty" and e.seat == p.seat and e.points == 0 for e in p.events)
    ),
    "fits-next": lambda p: (
        p.after.turn == p.seat and m10.Play(p.facts["next"]) in p.after.legal_moves(p.seat)
    ),
    "keep-kinds": lambda p: (
        _kinds(p.after.hands[p.seat]) == _kinds(p.state.hands[p.seat]) == p.facts["kinds"]
    ),
    "keep-rainbow": lambda p: m10.RAINBOW in p.after.hands[p.seat] and p.move.card != m10.RAINBOW,
    "points": lambda p: (
        p.facts["points"] >= 2
        and sum(c.number for c in p.state.hands[p.seat])
        - sum(c.number for c in p.after.hands[p.seat])
        == p.facts["points"]
    ),
    "only-fit": lambda p: all(m.card == p.move.card for m in p.plays(m10.Play)),
    "rainbow-stuck": lambda p: (
        p.move.card == m10.RAINBOW and all(m.card == m10.RAINBOW for m in p.plays(m10.Play))
    ),
    "pick-4": lambda p: p.move == m10.Choose(4),
    "draw-stuck": lambda p: not p.plays(m10.Play),
    "draw-ten": lambda p: _kinds(p.state.hands[p.seat]) == p.facts["kinds"] >= 8,
    "done-rainbow": lambda p: m10.RAINBOW in p.state.hands[p.seat],
    "done-ten": lambda p: _kinds(p.state.hands[p.seat]) == p.facts["kinds"] >= 8,
}
