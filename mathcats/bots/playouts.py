"""Cheap playout policies for the tiger's search, one per game ("greedy-lite").

They run millions of times, so they look at the imagined state's plain
fields and the move objects only: no views, no words. Each one is a little
less random than random, which makes playouts end sooner and look more like
real games. A game without one is played out uniformly at random.
"""

from __future__ import annotations

PLAYOUTS = {}


def playout(game_id: str):
    def register(policy):
        PLAYOUTS[game_id] = policy
        return policy

    return register


@playout("feed-the-kitten")
def feed_the_kitten(state, seat, moves, rng):
    """Play a 100 when you can; otherwise mostly play a card rather than draw."""
    plays = [m for m in moves if m.kind == "play"]
    if not plays:
        return moves[0]
    for move in plays:
        if move.card == 100:
            return move
    return rng.choice(plays) if rng.random() < 0.85 else rng.choice(moves)
