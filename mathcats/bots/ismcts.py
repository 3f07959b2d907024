"""Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse 2012).

The search never sees the real game. It gets its seat's view, its legal moves
and a sampler: ``sampler(rng)`` deals one state that agrees with everything
the seat can see (``state.determinize(seat, rng)``). Each iteration:

1. **determinize**: sample one such state;
2. **select**: walk down the trees while every move tried there has a child,
   picking by UCB among the moves legal in this sample (availability counts);
3. **expand**: add one untried move;
4. **simulate**: play on at random or by a cheap policy, at most ``playout``
   moves, or (with ``until_score``) until someone's score changes;
5. **backpropagate**: each seat's reward (win 1, shared win split, loss 0)
   goes to the moves that seat chose.

Every seat has its own tree (multiple-observer ISMCTS): a seat's tree follows
another seat's move only as far as it could see it. A face-down choice (an
event of the mover that hides fields) shows only its kind, so no seat, in
the tree, reacts to a card it could not have seen. That is also how the
face-down simultaneous choices of Kittys and Kombat Kittens are handled.

:class:`SearchBot` (the tiger) plays the cat's move unless the search is sure
of a better one.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from ..engine import GameState, Move, View
from .base import Bot, Sampler

Policy = Callable[[GameState, int, Sequence[Move], random.Random], Move]


class Node:
    """One edge of a seat's tree: the move that led here and its statistics."""

    __slots__ = ("available", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0

    def ucb(self, explore: float) -> float:
        return self.reward / self.visits + explore * math.sqrt(
            math.log(self.available) / self.visits
        )


def rewards(state: GameState, gains: Sequence[float]) -> list[float]:
    """Each seat's reward: its share of the win; before the end, its share of
    the best score ``gains`` (ties share; nobody ahead: an even split)."""
    players = state.players
    if state.over:
        leaders = state.winners
    elif len(gains) < players or len(set(gains)) == 1:
        return [1 / max(players, 2)] * players
    else:
        best = max(gains)
        leaders = [seat for seat, gain in enumerate(gains) if gain == best]
    if not leaders:
        return [0.0] * players
    share = 1 / len(leaders)
    return [share if seat in leaders else 0.0 for seat in range(players)]


def _seen_as(move: Move, mover: int, events: Sequence) -> object:
    """How other seats see ``move``: whole, or only its kind when it was face down."""
    for event in events:
        if event.private and getattr(event, "seat", None) == mover:
            return move.kind
    return move


def search(
    seat: int,
    legal: Sequence[Move],
    sampler: Sampler,
    rng: random.Random,
    iterations: int = 1000,
    seconds: float | None = None,
    playout: int = 200,
    explore: float = 0.7,
    score_sign: int = 1,
    until_score: bool = False,
    policy: Policy | None = None,
    evaluate: Callable[[GameState], Sequence[float]] | None = None,
) -> dict[Move, Node]:
    """Search from ``seat``'s information set; return its root moves' statistics.

    Stops after ``iterations``, or after ``seconds`` if that comes first.
    A playout cut short is judged by the score gains times ``score_sign``
    (-1 when lower scores win). ``policy(state, seat, moves, rng)`` picks the
    playout moves (default: uniformly at random). ``evaluate(state)`` judges a
    playout cut short before any score changed (higher is better, per seat).
    """
    deadline = None if seconds is None else time.perf_counter() + seconds
    trees: dict[int, Node] = {}
    for done in range(iterations):
        if deadline is not None and done % 8 == 0 and done and time.perf_counter() > deadline:
            break
        state = sampler(rng)
        before = state.scores
        here = {s: trees.setdefault(s, Node()) for s in range(state.players)}
        chosen: list[tuple[int, Node]] = []
        growing = True
        steps = 0
        while not state.over and steps < playout:
            to_move = state.to_move
            mover = seat if seat in to_move else to_move[0]
            moves = state.legal_moves(mover)
            if growing:
                move, edge, growing = _select(here[mover], moves, explore, rng)
                chosen.append((mover, edge))
                events = state.apply(move, mover)
                seen = (mover, _seen_as(move, mover, events))
                for other, node in here.items():
                    if other != mover:
                        here[other] = node.children.setdefault(seen, Node())
                here[mover] = edge
            else:
                move = policy(state, mover, moves, rng) if policy else rng.choice(moves)
                state.apply(move, mover)
            steps += 1
            if until_score and state.scores != before:
                break
        gains = [score_sign * (a - b) for a, b in zip(state.scores, before, strict=True)]
        if evaluate and not state.over and not any(gains):
            gains = evaluate(state)
        reward = rewards(state, gains)
        for mover, edge in chosen:
            edge.visits += 1
            edge.reward += reward[mover]
    root = trees.get(seat, Node()).children
    return {move: root[move] for move in legal if move in root}


def _select(node: Node, moves: Sequence[Move], explore: float, rng: random.Random):
    """(move, its edge, still in the tree?): an untried move if any, else the best by UCB."""
    children = node.children
    untried = [move for move in moves if move not in children]
    for move in moves:
        if move in children:
            children[move].available += 1
    if untried:
        move = rng.choice(untried)
        edge = children[move] = Node()
        edge.available = 1
        return move, edge, False
    best = max(moves, key=lambda move: children[move].ucb(explore))
    return best, children[best], True


class SearchBot(Bot):
    """The ``tiger``: an ISMCTS bot, called like every other bot.

    With a ``strategy`` (the game's greedy one) the bot plays that move
    unless the search finds another one better by more than ``sure``
    standard errors: few iterations give a careful cat, more give a tiger.
    ``prior`` adds that many imagined wins and losses to both means (see
    :func:`_better`).
    """

    def __init__(
        self, name: str, seed: int | None = None, strategy=None, sure=2.0, prior=0.0, **settings
    ):
        super().__init__(name, strategy, seed)
        self.sure, self.prior = sure, prior
        self.settings = settings  # search()'s keywords: iterations, seconds, playout...

    def choose(self, view: View, legal: Sequence[Move], sampler: Sampler | None = None) -> Move:
        if not legal:
            raise ValueError("This seat has no move to make now.")
        if len(legal) == 1:
            return legal[0]
        if sampler is None:
            raise ValueError(f"The {self.name} bot needs a sampler: call bot.move(match, seat).")
        stats = search(view.seat, legal, sampler, self.rng, **self.settings)
        best = max(stats, key=lambda m: (stats[m].visits, stats[m].reward))
        if self.strategy is None:
            return best
        usual = self.strategy(view, legal, self.rng)
        better = _better(stats.get(best), stats.get(usual), self.sure, self.prior)
        return best if better else usual


def _better(a: Node | None, b: Node | None, sure: float, prior: float = 0.0) -> bool:
    """Is ``a``'s mean reward above ``b``'s by more than ``sure`` standard errors?

    Each mean counts ``prior`` extra wins and as many losses. Without them a
    move whose few playouts all lost has a mean of 0 and no spread, so it
    looks surely worse. With 4 players, where a seat wins about 1 game in 4,
    that often happens by chance.
    """
    if a is None or b is None or a is b:
        return b is None and a is not None
    mean_a = (a.reward + prior) / (a.visits + 2 * prior)
    mean_b = (b.reward + prior) / (b.visits + 2 * prior)
    spread = mean_a * (1 - mean_a) / a.visits + mean_b * (1 - mean_b) / b.visits
    return mean_a - mean_b > sure * math.sqrt(max(spread, 1e-9))
