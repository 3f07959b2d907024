"""Greedy Feed the Kitten: win when it can, keep zeros and 100s, avoid gifts."""

from __future__ import annotations

from ...engine.strategy import NOISE, because, without
from .state import (
    DRAW,
    HUNDRED_ON,
    PLAYABLE_ON,
    TEXT,
    Draw,
    Pass,
    Play,
    cans_after_win,
    game_won,
    round_won_by,
)


def choose(view, legal, rng):
    plays = sorted((m for m in legal if isinstance(m, Play)), key=lambda m: m.card)
    if not plays:
        return legal[0]  # draw, or pass when nothing else is allowed
    left = len(view.hand) - 1
    winning = [m for m in plays if round_won_by(m.card, left)]  # a 100, or the last card
    if winning:
        return winning[0]
    gifts = HUNDRED_ON[view.pairs]  # a 100 goes on these: do not leave them for the next cat

    def score(move: Play) -> float:
        rest = without(view.hand, move.card)
        value = sum(card in PLAYABLE_ON[move.card, view.pairs] for card in rest)  # my follow-ups
        if move.card in gifts:
            value -= 4 if 100 not in rest else 1
        return value + rng.random() / 10

    best = max(plays, key=score)
    if best.card in gifts and DRAW in legal and len(view.hand) < 7:
        return DRAW  # rather draw than leave the next cat a 0 or a 90
    return best


def reason(view, move, legal):
    """The strongest true reason for ``move``, in the order the greedy cat thinks."""
    top, plays = view.top, [m.card for m in legal if isinstance(m, Play)]
    if isinstance(move, Pass):
        return because(TEXT, "pass")
    if isinstance(move, Draw):
        if not plays:
            return because(TEXT, "draw-stuck", top=top)
        gift = all(card in HUNDRED_ON[view.pairs] for card in plays)
        return because(TEXT, "draw-gift" if gift else "draw-keep", card=max(plays))
    rest = without(view.hand, move.card)
    if round_won_by(move.card, len(rest)):
        won = game_won(cans_after_win(view.cans[view.seat]), view.cans_to_win)
        return because(TEXT, "wins-game" if won else "wins-round", card=move.card, top=top)
    follow = [card for card in rest if card and card in PLAYABLE_ON[move.card, view.pairs]]
    if follow:
        return because(TEXT, "fits-next", card=move.card, top=top, next=max(follow))
    for card, key in ((100, "keep-100"), (0, "keep-zero")):
        if card in rest:
            return because(TEXT, key)
    if 90 in rest and 90 in plays:
        return because(TEXT, "keep-90")
    return because(TEXT, "only-fit", card=move.card, top=top) if plays == [move.card] else None


def playout(state, seat, moves, rng):
    """The cat's habits, cheaply: a 100 or a last card at once; avoid 0 and 90 (gifts)."""
    plays = [m for m in moves if m.kind == "play"]
    if not plays or rng.random() < NOISE:
        return rng.choice(moves)
    hand = state.hands[seat]
    for move in plays:
        if round_won_by(move.card, len(hand) - 1):
            return move
    safe = [m for m in plays if m.card not in HUNDRED_ON[state.pairs]]
    if safe:
        return rng.choice(safe)
    draw = next((m for m in moves if m.kind == "draw"), None)
    return draw if draw and len(hand) < 7 else rng.choice(plays)
