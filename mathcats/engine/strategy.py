"""Helpers for the cheap playout policies of the tiger's search ("greedy-lite").

A game's bot module may define ``playout(state, seat, moves, rng)``, run
millions of times, so it looks at the imagined state's plain fields and the
move objects only: no views, no words. Each one is a little less random than
random, which makes playouts end sooner and look more like real games. A
game without one is played out uniformly at random. ``evaluate(state)``
judges a playout cut short: per seat, higher is better.
"""

from __future__ import annotations

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
