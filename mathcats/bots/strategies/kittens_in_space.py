"""Greedy Kittens in Space: stack as many cards as it can, save Free Adoption for when stuck.

Every choice is scored by the longest run of cards this seat could stack on
one side (at most one per stack), now or on its next turn.
"""

from __future__ import annotations

from ...games.kittens_in_space import (
    TEXT,
    Adopt,
    ChooseStart,
    Draw,
    Pass,
    Place,
    StackCard,
    fits,
    has_bell,
    sides,
    value,
)
from ..base import because
from ..playouts import by_kind, shed


def longest_run(hand: list[int], tops: list[int], stacks: list[int], signs) -> int:
    """Most cards of ``hand`` that fit on distinct ``stacks`` (each stack's sign in ``signs``)."""
    if not stacks:
        return 0
    first, rest = stacks[0], stacks[1:]
    best = longest_run(hand, tops, rest, signs)
    for card in set(hand):
        if fits(value(card), value(tops[first]), signs[first]):
            left = list(hand)
            left.remove(card)
            best = max(best, 1 + longest_run(left, tops, rest, signs))
    return best


def next_turn(hand: list[int], tops: list[int], save_em: int, rescue_right: bool) -> int:
    """The most cards ``hand`` could stack in one turn on this table."""
    signs = sides(save_em, rescue_right)
    return max(
        longest_run(hand, tops, [i for i, s in enumerate(signs) if s == side], signs)
        for side in (1, -1)
    )


def choose(view, legal, rng):
    hand, tops = list(view.hand), list(view.tops)
    rescue_right = view.rescue_side == "right"
    if isinstance(legal[0], ChooseStart):
        return max(legal, key=lambda m: next_turn(hand, tops, m.stack, rescue_right) + rng.random())
    stacks = [m for m in legal if isinstance(m, StackCard)]
    if stacks:
        signs = sides(view.save_em, rescue_right)

        def run(move: StackCard) -> float:
            left = list(hand)
            left.remove(move.card)
            after = list(tops)
            after[move.stack] = move.card
            same_side = [
                i
                for i in range(len(tops))
                if signs[i] == signs[move.stack] and i != move.stack and i not in view.played_stacks
            ]
            return 1 + longest_run(left, after, same_side, signs) + rng.random() / 10

        return max(stacks, key=run)
    places = [m for m in legal if isinstance(m, Place)]
    if places:
        flipped = rescue_right ^ (view.bells_this_turn % 2 == 1)
        return max(places, key=lambda m: next_turn(hand, tops, m.stack, flipped) + rng.random())
    adopts = [m for m in legal if isinstance(m, Adopt)]
    if adopts:

        def after_adoption(move: Adopt) -> float:
            left = list(hand)
            left.remove(move.card)
            after = list(tops)
            after[move.stack] = move.card
            way = rescue_right ^ has_bell(move.card)
            return next_turn(left, after, move.stack, way) + rng.random() / 10

        return max(adopts, key=after_adoption)
    return legal[0]  # draw, or pass when nothing else is allowed


def reason(view, move, legal):
    """The strongest true reason for ``move``, from this seat's view."""
    stacking = any(isinstance(m, StackCard) for m in legal)
    if isinstance(move, Pass):
        return because(TEXT, "pass")
    if isinstance(move, Draw):
        if stacking:
            return None
        adopting = any(isinstance(m, Adopt) for m in legal)
        return because(TEXT, "draw-save" if adopting else "draw-stuck")
    hand, tops = list(view.hand), list(view.tops)
    if isinstance(move, (Place, ChooseStart)):
        rescue_right = view.rescue_side == "right"
        if isinstance(move, Place):
            rescue_right ^= view.bells_this_turn % 2 == 1
        signs = sides(move.stack, rescue_right)
        near = _fitting(hand, tops, range(len(tops)), signs)
        return because(TEXT, "cover-fits", n=move.stack + 1, card=max(near)) if near else None
    card, top = value(move.card), value(tops[move.stack])
    if isinstance(move, Adopt):
        return because(TEXT, "adopt-stuck", card=card, top=top) if not stacking else None
    hand.remove(move.card)
    if not hand:
        won = view.points[view.seat] + 1 >= view.points_to_win
        return because(TEXT, "wins-game" if won else "wins-round", card=card, top=top)
    played = [*view.played_stacks, move.stack]
    right = played[0] > view.save_em
    free = [
        i
        for i in range(len(tops))
        if i not in played and i != view.save_em and (i > view.save_em) == right
    ]
    follow = _fitting(hand, tops, free, sides(view.save_em, view.rescue_side == "right"))
    if follow:
        return because(TEXT, "fits-next", card=card, top=top, next=max(follow))
    if has_bell(move.card):
        return because(TEXT, "bell", card=card, top=top)
    if all(value(m.card) == card for m in legal if isinstance(m, StackCard)):
        return because(TEXT, "only-fit", card=card, top=top)
    return None


def _fitting(hand, tops, stacks, signs) -> list[int]:
    """The numbers of ``hand`` that fit on one of ``stacks``."""
    return [
        value(card)
        for card in hand
        for i in stacks
        if signs[i] and fits(value(card), value(tops[i]), signs[i])
    ]


# Stack as many cards as you can, then end the turn; adopt or draw only when stuck.
playout = by_kind(("stack", "place", "start", "adopt", "draw", "pass"))
evaluate = shed
