"""Cheap playout policies for the tiger's search, one per game ("greedy-lite").

They run millions of times, so they look at the imagined state's plain
fields and the move objects only: no views, no words. Each one is a little
less random than random, which makes playouts end sooner and look more like
real games. A game without one is played out uniformly at random.
"""

from __future__ import annotations

PLAYOUTS = {}
EVALUATIONS = {}  # game id -> evaluate(state): per seat, higher is better
NOISE = 0.1  # how often a playout move is plain random


def playout(game_id: str):
    def register(policy):
        PLAYOUTS[game_id] = policy
        return policy

    return register


@playout("feed-the-kitten")
def feed_the_kitten(state, seat, moves, rng):
    """The cat's habits, cheaply: a 100 or a last card at once; avoid 0 and 90 (gifts)."""
    plays = [m for m in moves if m.kind == "play"]
    if not plays or rng.random() < NOISE:
        return rng.choice(moves)
    hand = state.hands[seat]
    for move in plays:
        if move.card == 100 or len(hand) == 1:
            return move
    safe = [m for m in plays if m.card not in (0, 90)]
    if safe:
        return rng.choice(safe)
    return moves[-1] if moves[-1].kind == "draw" and len(hand) < 7 else rng.choice(plays)


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


# Stack as many cards as you can, then end the turn; adopt or draw only when stuck.
playout("kittens-in-space")(by_kind(("stack", "place", "start", "adopt", "draw", "pass")))
# Fight with the cards you hold, never give up; fill the hand before battling.
playout("kombat-kittens")(by_kind(("commit", "capture", "draw", "battle", "recruit")))


@playout("meow-10")
def meow_ten(state, seat, moves, rng):
    """Pick N = 4; play the biggest matching number (rainbows last); else stop."""
    if rng.random() < NOISE:
        return rng.choice(moves)
    if moves[0].kind == "choose":
        return moves[-1]
    plays = [m for m in moves if m.kind == "play"]
    return max(plays, key=lambda m: m.card.number) if plays else moves[-1]


def shed(state) -> list[int]:
    """In a game won by emptying your hand: fewer cards is better."""
    return [-len(hand) for hand in state.hands]


EVALUATIONS["kittens-in-space"] = shed
