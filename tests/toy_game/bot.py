"""Count to Ten's computer cat: its greedy move, its reasons and the tiger's playouts."""

from __future__ import annotations

from mathcats.engine.strategy import because

from .words import TEXT


def choose(view, legal, rng):
    """Reach the goal, else leave the next cat a multiple of 3, else add 1."""
    moves = sorted(legal, key=lambda m: m.by)  # the same choice in any order of ``legal``
    best = [m for m in moves if (view.goal - view.count - m.by) % 3 == 0]
    return best[0] if best else moves[0]


def reason(view, move, legal):
    left = view.goal - view.count - move.by
    if left == 0:
        return because(TEXT, "reach", by=move.by, goal=view.goal)
    if left % 3 == 0:
        return because(TEXT, "leave", by=move.by, left=left)
    return because(TEXT, "out-of-reach", by=move.by, goal=view.goal) if left > 2 else None


def playout(state, seat, moves, rng):
    """The tiger's cheap playouts: reach the goal when it can, else add at random."""
    return next((m for m in moves if state.count + m.by == state.goal), rng.choice(moves))
