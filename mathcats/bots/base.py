"""The bot interface, the random bot, and the greedy bot's per-game strategies.

Every bot is called the same way: ``bot.choose(view, legal, sampler)``, or
``bot.move(match, seat)`` which builds those three. ``sampler(rng)`` deals one
state consistent with what the seat knows (see :func:`sampler`); bots that do
not search ignore it.

Each game's record names its bot module (``games/<game>/bot.py``): its greedy
strategy ``choose(view, legal, rng)``, and ``reason(view, move, legal)``:
why a move is good, in kid words, judged from the seat's view alone (the
"Show me" hint asks it about whatever move the tiger chose).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from importlib import import_module
from types import ModuleType

from ..engine import GameState, Move, View, get_game
from ..engine.strategy import Reason

Strategy = Callable[[View, Sequence[Move], random.Random], Move]
Sampler = Callable[[random.Random], GameState]


# (view, move, legal) -> Reason | None (None: the rule says enough)
ReasonFinder = Callable[[View, Move, Sequence[Move]], Reason | None]


class Bot:
    """Chooses a move from a view and the legal moves, with its own random generator."""

    def __init__(self, name: str, strategy: Strategy, seed: int | None = None):
        self.name = name
        self.strategy = strategy
        self.rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Move], sampler: Sampler | None = None) -> Move:
        if not legal:
            raise ValueError("This seat has no move to make now.")
        return self.strategy(view, legal, self.rng)

    def move(self, match, seat: int) -> Move:
        """This bot's move for ``seat`` of ``match``, from that seat's knowledge only."""
        return self.choose(match.view(seat), match.legal_moves(seat), sampler(match.state, seat))

    def __repr__(self) -> str:
        return f"<{self.name} bot>"


def sampler(state: GameState, seat: int) -> Sampler:
    """Deals of ``state`` as ``seat`` knows it: all it cannot see is dealt again.

    This is how a search bot imagines the hidden cards without seeing them:
    the result depends only on what ``seat`` may see and on ``rng``.
    """
    return lambda rng: state.determinize(seat, rng)


def random_strategy(view: View, legal: Sequence[Move], rng: random.Random) -> Move:
    return rng.choice(legal)


def bot_module(game_id: str) -> ModuleType:
    """The bot module the game's record names (imported the first time it is asked for)."""
    return import_module(get_game(game_id).bot)


def _greedy_for(game_id: str) -> Strategy:
    return bot_module(game_id).choose


def reason_for(game_id: str) -> ReasonFinder:
    return bot_module(game_id).reason


# name -> factory(game_id, seed, **settings) -> Bot; levels.py adds kitten, cat and tiger.
BOTS: dict[str, Callable[..., Bot]] = {
    "random": lambda game_id, seed: Bot("random", random_strategy, seed),
    "greedy": lambda game_id, seed: Bot("greedy", _greedy_for(game_id), seed),
}


def make_bot(name: str, game_id: str, seed: int | None = None, **settings) -> Bot:
    """A bot called ``name`` (see ``BOTS``) for ``game_id``.

    ``"tiger:200"`` is the tiger searching 200 iterations (``iterations=200``).
    """
    get_game(game_id)
    name, _, iterations = name.partition(":")
    if name not in BOTS:
        raise ValueError(f"Unknown bot {name!r}. The bots are: {', '.join(BOTS)}.")
    if iterations:
        if not iterations.isdigit() or int(iterations) < 1:
            raise ValueError(f"{name}:{iterations}: iterations must be a whole number above 0.")
        settings["iterations"] = int(iterations)
    try:
        return BOTS[name](game_id, seed, **settings)
    except TypeError:
        raise ValueError(f"The {name} bot has no setting {sorted(settings)}.") from None


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
                move = bots[seat].move(match, seat)
                events.extend(match.play(move, seat))
    raise RuntimeError(f"The bots made {max_moves} moves without stopping.")
