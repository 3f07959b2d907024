"""Greedy Kombat Kittens: build a strong set, battle with it, give up hopeless battles."""

from __future__ import annotations

from itertools import product

from ...engine.quiz import numbers
from ...engine.strategy import because, by_kind, without
from .rules import RANKS, SET_SIZE, best_set, classify, rank, strength, value
from .state import DRAW, FORFEIT, TEXT, Battle, Capture, Commit, Recruit

STRONG = (1, 5)  # battle with a pair of 5s or better (set keys compare as tuples)
PAIR = (1,)  # every pair or better set is at least this


def _sides(view) -> tuple[list[int], list[int]]:
    """The cards this seat and the other fighter have turned over in the battle."""
    me = view.battle.fighters.index(view.seat)
    return view.battle.played[me], view.battle.played[1 - me]


def _swapped(view, move: Recruit) -> list[int]:
    """This seat's hand after ``move``'s swap with a Recruit card."""
    return [*without(view.hand, view.hand[move.card]), view.recruits[move.recruit]]


def _hopeless(view) -> bool:
    """Even the weakest way the other cat can finish beats my strongest way."""
    my_played, their_played = _sides(view)
    mine = strength([*my_played, *best_set(view.hand, my_played)])
    ranks = [rank(c) for c in their_played]
    finishes = product(RANKS, repeat=SET_SIZE - len(ranks))
    return min(classify([*ranks, *more]).key for more in finishes) > mine


def _capture_value(view, move) -> tuple[int, int]:
    """A card the battle's winner may take: its treasure, then its rank."""
    pile = _sides(view)[1] if move.source == "played" else view.treasure[view.battle.loser]
    return value(pile[move.card]), rank(pile[move.card])


# Each kind of move in one order, whatever order ``legal`` comes in (ties go to the first).
ORDER = {
    Capture: lambda m: (m.source, m.card),
    Recruit: lambda m: (m.recruit, m.card),
    Battle: lambda m: m.opponent,
}


def _of(legal, cls) -> list:
    return sorted((m for m in legal if isinstance(m, cls)), key=ORDER[cls])


def choose(view, legal, rng):
    if view.phase == "capture":
        return max(_of(legal, Capture), key=lambda m: _capture_value(view, m))
    if view.phase == "battle":
        if FORFEIT in legal and _hopeless(view):
            return FORFEIT
        more = best_set(view.hand, _sides(view)[0])
        return Commit(view.hand.index(max(more, key=rank)))  # the best finish's biggest card
    now = strength(best_set(view.hand))
    recruits = _of(legal, Recruit)
    swaps = {m: strength(best_set(_swapped(view, m))) for m in recruits}
    swap = max(swaps, key=swaps.__getitem__, default=None)
    if swap is not None and swaps[swap][0] > now[0]:
        return swap  # a Recruit card makes a better kind of set
    battles = _of(legal, Battle)
    if battles and now >= STRONG:
        return max(battles, key=lambda m: (view.treasure_values[m.opponent], -m.opponent))
    if DRAW in legal:
        return DRAW
    if swap is not None and swaps[swap] > now:
        return swap
    return battles[0] if battles else recruits[0]


def _said(text_key: str, three, /, **facts):
    """The reason ``text_key``, naming the kind of set the cards ``three`` make."""
    kind = classify([rank(c) for c in three]).kind
    return because(TEXT, text_key, kind=kind, shown={"kind": TEXT[f"name-{kind}"]}, **facts)


def reason(view, move, legal):
    """The strongest true reason for ``move``, from this seat's view."""
    hand = view.hand
    if isinstance(move, Capture):
        worth, card_rank = _capture_value(view, move)
        if worth < max(_capture_value(view, m)[0] for m in legal):
            return None
        name = card_rank or TEXT["noun-dog"]
        return because(TEXT, "capture-most", worth=worth, shown={"card": name}, card=card_rank)
    if move == FORFEIT:
        return because(TEXT, "hint-forfeit") if _hopeless(view) else None
    if isinstance(move, Commit):
        played = [*_sides(view)[0], hand[move.card]]
        three = [*played, *best_set(without(hand, hand[move.card]), played)]
        if strength(three) < PAIR:
            return None  # only high card: no reason to tell
        key = "commit-makes" if len(played) == SET_SIZE else "commit-toward"
        return _said(key, three, card=rank(hand[move.card]))
    best = best_set(hand) if len(hand) >= SET_SIZE else None
    if isinstance(move, Recruit):
        recruit, better = rank(view.recruits[move.recruit]), best_set(_swapped(view, move))
        if best is None or strength(better) <= strength(best):
            return None
        if strength(better)[0] > strength(best)[0]:
            return _said("recruit-kind", better, recruit=recruit)
        return because(TEXT, "recruit-better", recruit=recruit)
    if move == DRAW:
        if best is None:
            return because(TEXT, "draw-few")
        return _said("draw-weak", best) if strength(best) < STRONG else None
    if isinstance(move, Battle):
        if strength(best) >= STRONG:
            return _said("battle-strong", best, cards=numbers([rank(c) for c in best]))
        rivals = [view.treasure_values[m.opponent] for m in legal if isinstance(m, Battle)]
        treasure = view.treasure_values[move.opponent]
        if treasure == max(rivals) and treasure > 0:
            return because(TEXT, "battle-rich", treasure=treasure)
    return None


# Fight with the cards you hold, never give up; fill the hand before battling.
playout = by_kind(("commit", "capture", "draw", "battle", "recruit"))
