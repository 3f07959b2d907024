"""Kombat Kittens: what each "Show me" reason claims, checked on the state (Game.claims)."""

from __future__ import annotations

from itertools import combinations, product

from . import rules as kk
from .state import Battle


def _best_key(cards) -> tuple:
    return max(kk.classify([kk.rank(c) for c in three]).key for three in combinations(cards, 3))


KINDS = ("high-card", "pair", "straight", "three-of-a-kind")  # weakest first
PAIR_OF_FIVES = (1, 5)


def _fighter(p):
    return p.state.fighters.index(p.seat)


def _finishes(played, hand) -> list[str]:
    """Every kind of set ``played`` can still become with cards from ``hand``."""
    need = 3 - len(played)
    return [
        kk.classify([kk.rank(c) for c in (*played, *more)]).kind
        for more in combinations(hand, need)
    ]


def _hopeless(p) -> bool:
    me = _fighter(p)
    mine, theirs = p.state.played[me], [kk.rank(c) for c in p.state.played[1 - me]]
    my_sets = [
        [kk.rank(c) for c in (*mine, *more)]
        for more in combinations(p.state.hands[p.seat], 3 - len(mine))
    ]
    their_sets = [[*theirs, *more] for more in product(kk.RANKS, repeat=3 - len(theirs))]
    return all(kk.compare(t, m) > 0 for t in their_sets for m in my_sets)


def _recruit_keys(p):
    return _best_key(p.state.hands[p.seat]), _best_key(p.after.hands[p.seat])


CLAIMS = {
    "recruit-kind": lambda p: (
        _recruit_keys(p)[1][0] > _recruit_keys(p)[0][0]
        and KINDS[_recruit_keys(p)[1][0]] == p.facts["kind"]
    ),
    "recruit-better": lambda p: _recruit_keys(p)[1] > _recruit_keys(p)[0],
    "battle-strong": lambda p: (
        _best_key(p.state.hands[p.seat]) >= PAIR_OF_FIVES
        and KINDS[_best_key(p.state.hands[p.seat])[0]] == p.facts["kind"]
    ),
    "battle-rich": lambda p: (
        p.state.scores[p.move.opponent]
        == max(p.state.scores[m.opponent] for m in p.plays(Battle))
        > 0
    ),
    "draw-few": lambda p: len(p.state.hands[p.seat]) < 3,
    "draw-weak": lambda p: (
        KINDS[_best_key(p.state.hands[p.seat])[0]] == p.facts["kind"]
        and p.facts["kind"] in ("high-card", "pair")
    ),
    "hint-forfeit": _hopeless,
    "commit-makes": lambda p: (
        p.facts["kind"]
        == kk.classify(
            [kk.rank(c) for c in (*p.state.played[_fighter(p)], p.state.hands[p.seat][p.move.card])]
        ).kind
    ),
    "commit-toward": lambda p: (
        p.facts["kind"]
        in _finishes(
            [*p.state.played[_fighter(p)], p.state.hands[p.seat][p.move.card]],
            [c for i, c in enumerate(p.state.hands[p.seat]) if i != p.move.card],
        )
    ),
    "capture-most": lambda p: (
        kk.value(next(e.card for e in p.events if e.kind == "captured"))
        == p.facts["worth"]
        == max(kk.value(_captured(p, m)) for m in p.legal)
    ),
}


def _captured(p, move) -> int:
    return next(e.card for e in p.state.clone().apply(move, p.seat) if e.kind == "captured")
