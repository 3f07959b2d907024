"""What a game's bot module builds on: reasons for "Show me", and playout helpers.

A game's ``bot.py`` (its greedy strategy and reasons) sits beside its rules
and needs only the engine and these helpers; the bots layer above finds it
through the game's record.

``because`` makes a reason in the game's words; ``without`` is a hand after a
card is played. For the cheap playout policies of the tiger's search
("greedy-lite"): a game's bot module may define ``playout(state, seat, moves, rng)``, run
millions of times, so it looks at the imagined state's plain fields and the
move objects only: no views, no words. Each one is a little less random than
random, which makes playouts end sooner and look more like real games. A
game without one is played out uniformly at random. ``evaluate(state)``
judges a playout cut short: per seat, higher is better.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

NOISE = 0.1  # how often a playout move is plain random


def by_kind(order: tuple[str, ...]):
    """A policy that picks at random among the legal moves of the first kind in ``order``."""

    def policy(state, seat, moves, rng):
        if rng.random() >= NOISE:
            for kind in order:
                same = [m for m in moves if m.kind == kind]
                if same:
                    return rng.choice(same)
        return rng.choice(moves)

    policy.__doc__ = f"Moves of these kinds first: {', '.join(order)}."
    return policy


def shed(state) -> list[int]:
    """In a game won by emptying your hand: fewer cards is better."""
    return [-len(hand) for hand in state.hands]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a move is good: ``words`` for a child, ``key`` naming the claim, ``facts`` it names."""

    key: str
    words: str
    maths: str | None = None
    facts: dict[str, Any] = field(default_factory=dict)


def because(
    text: dict[str, str], key: str, maths: str | None = None, shown=None, **facts
) -> Reason:
    """The reason ``text[key]`` about ``facts`` (``shown`` words replace some facts in it)."""
    return Reason(key, text[key].format(**{**facts, **(shown or {})}), maths, facts)


def without(cards: Sequence[Any], card: Any) -> list:
    """A new list of ``cards`` with one ``card`` taken out: the hand after playing it."""
    rest = list(cards)
    rest.remove(card)
    return rest
