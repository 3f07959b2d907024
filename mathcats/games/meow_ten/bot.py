"""Greedy Meow 10: get rid of big numbers, keep rainbows for when stuck, watch for Ten!"""

from __future__ import annotations

from ...engine.strategy import NOISE, because, without
from .state import (
    CARD_ORDER,
    TEXT,
    Card,
    Choose,
    Draw,
    Play,
    match_rule,
    name,
    plays_left,
    types_collected,
)

CHASE_TEN = 8  # with this many cat types in hand, aim for Ten! and keep one of each
OUT = 100.0  # worth of playing the last card: the round ends and others pay


def choose(view, legal, rng):
    if any(isinstance(move, Choose) for move in legal):
        return Choose(4)  # "up to": the most freedom to play
    plays = sorted((m for m in legal if isinstance(m, Play)), key=lambda m: CARD_ORDER[m.card])
    stop = next(m for m in legal if not isinstance(m, Play))  # draw before any play, done after
    chasing = types_collected(view.hand) >= CHASE_TEN
    left = plays_left(view.limit, len(view.played) + 1)  # after this card

    def score(move: Play) -> float:
        return _worth(view.hand, move.card, left, chasing) + rng.random() / 100

    if not plays:
        return stop
    best = max(plays, key=score)
    if score(best) > 0 or (isinstance(stop, Draw) and not chasing):
        return best  # rather a rainbow now than draw a pile of cards
    return stop


def _worth(hand: list[Card], card: Card, left: int, chasing: bool) -> float:
    """Points dumped by playing ``card`` then the best run of up to ``left`` more."""
    rest = without(hand, card)
    if not rest:
        return OUT
    worth = card.number if card.cat is not None else -1.0  # keep rainbows
    if chasing and types_collected(rest) < types_collected(hand):
        worth -= 5  # that card was needed for Ten!
    if left > 0:
        nexts = [c for c in dict.fromkeys(rest) if match_rule(c, card)]
        worth += max([0.0, *(_worth(rest, c, left - 1, chasing) for c in nexts)])
    return worth


def reason(view, move, legal):
    """The strongest true reason for ``move``, from this seat's hand and the top card."""
    plays = [m.card for m in legal if isinstance(m, Play)]
    rainbow = any(card.cat is None for card in view.hand)
    if isinstance(move, Choose):
        return because(TEXT, "pick-4") if move.number == 4 else None
    if not isinstance(move, Play):
        draw = isinstance(move, Draw)
        if draw and not plays:
            return because(TEXT, "draw-stuck", top=view.top, shown={"top": name(view.top)})
        if view.types >= CHASE_TEN:
            return because(TEXT, "draw-ten" if draw else "done-ten", kinds=view.types)
        return because(TEXT, "done-rainbow") if rainbow and not draw else None
    card, shown = move.card, {"card": name(move.card)}
    rest = without(view.hand, card)
    if not rest:
        return because(TEXT, "hint-last-card", card=card, shown=shown)
    if plays_left(view.limit, len(view.played) + 1) > 0:
        follow = [c for c in rest if c.cat is not None and match_rule(c, card)]
        if follow:
            nxt = max(follow, key=lambda c: c.number)
            shown["next"] = name(nxt, "")
            return because(TEXT, "fits-next", card=card, next=nxt, shown=shown)
    if card.cat is None:
        return because(TEXT, "rainbow-stuck") if all(c.cat is None for c in plays) else None
    if view.types >= CHASE_TEN and types_collected(rest) == view.types:
        return because(TEXT, "keep-kinds", card=card, kinds=view.types, shown=shown)
    if rainbow:
        return because(TEXT, "keep-rainbow")
    if card.number > 1:
        return because(TEXT, "points", card=card, points=card.number, shown=shown)
    if plays == [card]:
        return because(TEXT, "only-fit", card=card, shown={**shown, "top": name(view.top)})
    return None


def playout(state, seat, moves, rng):
    """Pick N = 4; play the biggest matching number (rainbows last); else stop."""
    if rng.random() < NOISE:
        return rng.choice(moves)
    choices = [m for m in moves if m.kind == "choose"]
    if choices:
        return max(choices, key=lambda m: m.number)
    plays = [m for m in moves if m.kind == "play"]
    stop = next(m for m in moves if m.kind != "play")
    # Of equal numbers, the card first in the deck's order: the same whatever order moves come in.
    return max(plays, key=lambda m: (m.card.number, -CARD_ORDER[m.card]), default=stop)
