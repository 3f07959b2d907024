"""Kittys: what each "Show me" reason claims, checked on the state (Game.claims)."""

from __future__ import annotations


def _unrevealed(state, seat) -> list[int]:
    down = state.down[seat]
    return [*state.decks[seat], *([] if down is None else [down])]


def _others(p):
    return [s for s in range(p.state.players) if s != p.seat]


def _boss_cards(p):
    return _unrevealed(p.state, p.state.boss)


CLAIMS = {
    "boss-safe": lambda p: (
        p.state.boss == p.seat
        and all(p.move.card not in _unrevealed(p.state, s) for s in _others(p))
    ),
    "boss-big": lambda p: p.state.boss == p.seat and p.move.card == max(p.state.decks[p.seat]),
    "boss-one": lambda p: sum(p.move.card in _unrevealed(p.state, s) for s in _others(p)) == 1,
    "boss": lambda p: p.state.boss == p.seat,
    "safe": lambda p: p.state.down[p.state.boss] >= p.move.card,  # the boss's real card
    "over-all": lambda p: (
        p.state.down[p.state.boss] < p.move.card and max(_boss_cards(p)) < p.move.card
    ),
    "good-chance": lambda p: (
        2 * sum(c >= p.move.card for c in _boss_cards(p)) > len(_boss_cards(p))
    ),
    "keep-small": lambda p: (
        p.facts["small"] < p.move.card and p.facts["small"] in p.after.decks[p.seat]
    ),
    "chance": lambda p: any(c >= p.move.card for c in _boss_cards(p)),
}
