"""The bot interface, the random bot, and the greedy bot's per-game strategies."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..engine import Move, View, get_game

Strategy = Callable[[View, Sequence[Move], random.Random], Move]
GREEDY: dict[str, Strategy] = {}


def greedy_strategy(game_id: str) -> Callable[[Strategy], Strategy]:
    """Register a game's greedy strategy: ``(view, legal, rng) -> move``."""

    def register(strategy: Strategy) -> Strategy:
        GREEDY[game_id] = strategy
        return strategy

    return register


class Bot:
    """Chooses a move from a view and the legal moves, with its own random generator."""

    def __init__(self, name: str, strategy: Strategy, seed: int | None = None):
        self.name = name
        self.strategy = strategy
        self.rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if not legal:
            raise ValueError("This seat has no move to make now.")
        return self.strategy(view, legal, self.rng)

    def __repr__(self) -> str:
        return f"<{self.name} bot>"


def random_strategy(view: View, legal: Sequence[Move], rng: random.Random) -> Move:
    return rng.choice(legal)


def _greedy_for(game_id: str) -> Strategy:
    from . import strategies  # noqa: F401  (registers every game's greedy strategy)

    return GREEDY[game_id]


BOTS: dict[str, Callable[[str], Strategy]] = {
    "random": lambda game_id: random_strategy,
    "greedy": _greedy_for,
}


def make_bot(name: str, game_id: str, seed: int | None = None) -> Bot:
    """A bot called ``name`` (see ``BOTS``) for ``game_id``."""
    get_game(game_id)
    if name not in BOTS:
        raise ValueError(f"Unknown bot {name!r}. The bots are: {', '.join(BOTS)}.")
    return Bot(name, BOTS[name](game_id), seed)


def play_bots(match, bots: dict[int, Bot], max_moves: int = 100_000) -> list:
    """Let the bots move until a seat without a bot must act (or the game ends).

    With several seats to move at once (face-down choices) the bots commit
    without waiting for the humans. Returns the events. Each bot sees only
    its own view and legal moves.
    """
    events = []
    for _ in range(max_moves):
        seats = [s for s in match.to_move if s in bots]
        if not seats:
            return events
        for seat in seats:
            if seat in match.to_move:
                move = bots[seat].choose(match.view(seat), match.legal_moves(seat))
                events.extend(match.play(move, seat))
    raise RuntimeError(f"The bots made {max_moves} moves without stopping.")
