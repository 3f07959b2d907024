"""Greedy Kittens in Space solo: push stacks down toward 0, give Alastair no 9s.

Every card but the draw pile's order is face up, so the strategy plans the
whole turn (which cards go where, then where the Closed card goes) and
scores each plan by Alastair's known reply: his rules are fixed, and the
cards he will get from the draw pile are simply left out. Free Adoption is
used only when a swap clearly changes that reply (it comes back after a 0).
"""

from __future__ import annotations

from ...engine.strategy import because
from . import state as solo
from .state import (
    ALASTAIR_SCORES,
    FITS,
    START_STACKS,
    TEXT,
    game_won,
    open_stacks,
    points_after_win,
    scorer,
    top_after,
    turn_end,
)

POINT = 10  # one point is worth this much stack height
WIN = 1000
SWAP_GAIN = 5  # spend Free Adoption only for at least half a point


def _score(card: int, mine: int, his: int, view) -> tuple[int, int, float]:
    """Points after ``card`` lands, and what they are worth (a win ends the search)."""
    who = scorer(card)
    if who == "player":
        mine = points_after_win(mine)
        return mine, his, WIN if game_won(mine, view.points_to_win) else POINT
    if who == "alastair":
        his = points_after_win(his)
        return mine, his, -WIN if game_won(his, view.points_to_win) else -POINT
    return mine, his, 0


def _outlook(hand, tops, closed, mine, his, view) -> float:
    """How the table looks once our turn ends: Alastair's known reply, then the stack heights."""
    tops = list(tops)
    value = 0.0
    for card, stack in solo.alastair_plays(turn_end(hand)[0], tops, closed, view.base):
        mine, his, worth = _score(card, mine, his, view)
        value += worth
        if abs(worth) == WIN:
            return value
        tops[stack] = top_after(card, view.base)
    return value - sum(tops)


def _plans(hand, tops, stacks, used=()):
    """Every way to play at most one card on each of ``stacks``: lists of (slot, stack)."""
    if not stacks:
        yield []
        return
    stack, rest = stacks[0], stacks[1:]
    yield from _plans(hand, tops, rest, used)
    for slot, card in enumerate(hand):
        if slot not in used and card in FITS[tops[stack]]:
            for plan in _plans(hand, tops, rest, (*used, slot)):
                yield [(slot, stack), *plan]


def _best_plan(view):
    """The best (value, plan, closed stack) for the rest of the playing step."""
    hand, tops = view.hand, list(view.stacks)
    best = None
    for plan in _plans(hand, tops, open_stacks(view.closed, tuple(view.played))):
        if not plan and not view.played:
            continue  # a card fits, so at least one must be played
        value, mine, his = 0.0, view.player_points, view.alastair_points
        after = list(tops)
        for slot, stack in plan:
            card = hand[slot]
            mine, his, worth = _score(card, mine, his, view)
            value += worth
            after[stack] = top_after(card, view.base)
        used = {slot for slot, _ in plan}
        rest = [card for slot, card in enumerate(hand) if slot not in used]
        for closed in [*view.played, *(stack for _, stack in plan)]:
            later = 0 if abs(value) >= WIN else _outlook(rest, after, closed, mine, his, view)
            if best is None or value + later > best[0]:  # a win ends the search
                best = (value + later, plan, closed)
    return best


def choose(view, legal, rng):
    if view.step == solo.SETUP:
        return solo.Close(START_STACKS[0])
    if any(isinstance(move, (solo.Place, solo.Close)) for move in legal):
        _, plan, closed = _best_plan(view)
        if not plan:
            return solo.Close(closed)
        # Score a 0 first (it may win the game), hand Alastair a 9 last.
        slot, stack = min(plan, key=lambda step: (view.hand[step[0]] != 0, view.hand[step[0]] == 9))
        return solo.Place(slot, stack)
    table = (view.stacks, view.closed, view.player_points, view.alastair_points, view)
    keep, best, gain = _outlook(view.hand, *table), solo.Done(), SWAP_GAIN
    for move in sorted((m for m in legal if isinstance(m, solo.Swap)), key=lambda m: (m.a, m.b)):
        hand = list(view.hand)
        hand[move.a], hand[move.b] = hand[move.b], hand[move.a]
        if _outlook(hand, *table) - keep >= gain:
            best, gain = move, _outlook(hand, *table) - keep
    return best


def reason(view, move, legal):
    """The strongest true reason for ``move``: the table is all face up."""
    hand, tops = view.hand, view.stacks
    if isinstance(move, solo.Swap):
        after = list(hand)
        after[move.a], after[move.b] = after[move.b], after[move.a]
        thrown = turn_end(after)[1]
        if thrown != turn_end(hand)[1]:
            return because(TEXT, "swap-away", card=thrown)
        return None
    if isinstance(move, solo.Done):
        if turn_end(hand)[1] == ALASTAIR_SCORES:
            return because(TEXT, "done-9")
        return because(TEXT, "done-keep") if any(isinstance(m, solo.Swap) for m in legal) else None
    if isinstance(move, solo.Close):
        if view.step == solo.SETUP:
            return None
        top = tops[move.stack]
        if ALASTAIR_SCORES in hand and ALASTAIR_SCORES in FITS[top]:
            return because(TEXT, "close-9", n=move.stack + 1, top=top)
        if top < view.base and top == min(tops):
            return because(TEXT, "close-low", n=move.stack + 1, top=top)
        return None
    card, top = hand[move.slot], tops[move.stack]
    if scorer(card) == "player":
        won = game_won(points_after_win(view.player_points), view.points_to_win)
        return because(TEXT, "wins-game" if won else "scores", top=top)
    rest = [c for slot, c in enumerate(hand) if slot != move.slot]
    free = open_stacks(view.closed, (*view.played, move.stack))
    follow = [c for c in rest if c != ALASTAIR_SCORES for s in free if c in FITS[tops[s]]]
    if follow:
        return because(TEXT, "fits-next", card=card, top=top, next=min(follow))
    if card < top:
        return because(TEXT, "hint-down", card=card, top=top)
    return None
