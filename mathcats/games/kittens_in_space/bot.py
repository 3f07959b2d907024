"""Greedy Kittens in Space: stack as many cards as it can, save Free Adoption for when stuck.

Every choice is scored by the longest run of cards this seat could stack on
one side (at most one per stack), now or on its next turn.
"""

from __future__ import annotations

from ...engine.strategy import because, by_kind, shed, without
from . import state as kis
from .rules import (
    FITS,
    flipped,
    game_won,
    has_bell,
    open_stacks,
    points_after_win,
    round_won,
    value,
)
from .state import TEXT, bells_rung


def longest_run(hand: list[int], tops: list[int], stacks, hops: int) -> int:
    """Most cards of ``hand`` that fit on distinct ``stacks``, (index, side's sign) pairs."""
    if not stacks:
        return 0
    (first, sign), rest = stacks[0], stacks[1:]
    best = longest_run(hand, tops, rest, hops)
    for card in set(hand):
        if value(card) in FITS[hops, sign][value(tops[first])]:
            best = max(best, 1 + longest_run(without(hand, card), tops, rest, hops))
    return best


def next_turn(hand: list[int], tops: list[int], save_em: int, rescue_right: bool, hops: int) -> int:
    """The most cards ``hand`` could stack in one turn on this table."""
    stacks = open_stacks(save_em, rescue_right, ())
    return max(longest_run(hand, tops, [s for s in stacks if s[1] == w], hops) for w in (1, -1))


def _after(hand: list[int], tops: list[int], move: kis.StackCard | kis.Adopt):
    """The hand and the stack tops once ``move`` has put its card down."""
    left, after = without(hand, move.card), list(tops)
    after[move.stack] = move.card
    return left, after


def _of(legal, *kinds) -> list:
    """The legal moves of these kinds, by stack then card (whatever order ``legal`` is in)."""
    moves = [m for m in legal if isinstance(m, kinds)]
    return sorted(moves, key=lambda m: (m.stack, getattr(m, "card", 0)))


def _way_after(view, move) -> bool:
    """Is Rescue on the right once ``move`` is made (and its bells, if any, have rung)?"""
    return flipped(view.rescue_side == "right", bells_rung(move, view.bells_this_turn))


def choose(view, legal, rng):
    hand, tops, hops = list(view.hand), list(view.tops), view.hops
    rescue_right = view.rescue_side == "right"
    stacks, covers = _of(legal, kis.StackCard), _of(legal, kis.ChooseStart, kis.Place)
    if covers and not stacks:  # Save 'Em's stack: nothing left to stack
        way = _way_after(view, covers[0])
        return max(covers, key=lambda m: next_turn(hand, tops, m.stack, way, hops) + rng.random())
    if stacks:

        def run(move: kis.StackCard) -> float:
            left, after = _after(hand, tops, move)
            same_side = open_stacks(view.save_em, rescue_right, (*view.played_stacks, move.stack))
            return 1 + longest_run(left, after, same_side, hops) + rng.random() / 10

        return max(stacks, key=run)
    adopts = _of(legal, kis.Adopt)
    if adopts:

        def after_adoption(move: kis.Adopt) -> float:
            way = _way_after(view, move)
            return next_turn(*_after(hand, tops, move), move.stack, way, hops) + rng.random() / 10

        return max(adopts, key=after_adoption)
    return legal[0]  # draw, or pass when nothing else is allowed


def reason(view, move, legal):
    """The strongest true reason for ``move``, from this seat's view."""
    stacking = any(isinstance(m, kis.StackCard) for m in legal)
    if isinstance(move, kis.Pass):
        return because(TEXT, "pass")
    if isinstance(move, kis.Draw):
        adopting = any(isinstance(m, kis.Adopt) for m in legal)
        return None if stacking else because(TEXT, "draw-save" if adopting else "draw-stuck")
    hand, tops, rescue_right = list(view.hand), list(view.tops), view.rescue_side == "right"
    if isinstance(move, (kis.Place, kis.ChooseStart)):
        near = _fitting(hand, tops, open_stacks(move.stack, _way_after(view, move), ()), view.hops)
        return because(TEXT, "cover-fits", n=move.stack + 1, card=max(near)) if near else None
    card, top = value(move.card), value(tops[move.stack])
    if isinstance(move, kis.Adopt):
        return because(TEXT, "adopt-stuck", card=card, top=top) if not stacking else None
    hand.remove(move.card)
    if round_won(len(hand)):
        won = game_won(points_after_win(view.points[view.seat]), view.points_to_win)
        return because(TEXT, "wins-game" if won else "wins-round", card=card, top=top)
    played = (*view.played_stacks, move.stack)
    follow = _fitting(hand, tops, open_stacks(view.save_em, rescue_right, played), view.hops)
    if follow:
        return because(TEXT, "fits-next", card=card, top=top, next=max(follow))
    if has_bell(move.card):
        return because(TEXT, "bell", card=card, top=top)
    if all(value(m.card) == card for m in legal if isinstance(m, kis.StackCard)):
        return because(TEXT, "only-fit", card=card, top=top)
    return None


def _fitting(hand: list[int], tops: list[int], stacks, hops: int) -> list[int]:
    """The numbers of ``hand`` that fit on one of ``stacks``, (index, side's sign) pairs."""
    return [value(c) for c in hand for i, s in stacks if value(c) in FITS[hops, s][value(tops[i])]]


# Stack as many cards as you can, then end the turn; adopt or draw only when stuck.
playout = by_kind(("stack", "place", "start", "adopt", "draw", "pass"))
evaluate = shed
