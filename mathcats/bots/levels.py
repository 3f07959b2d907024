"""Three levels for every game, chosen per seat: ``kitten``, ``cat`` and ``tiger``.

- ``kitten`` (easy): mostly random, now and then the greedy move. It never
  throws a game on purpose; it just does not look ahead.
- ``cat``: the game's greedy strategy (its ``bot.py``, named by its record).
- ``tiger``: ISMCTS (bots/ismcts.py), with settings tuned per game so that a
  move takes well under 300 ms on a small laptop. Its budget is a number of
  iterations, not a clock: the same position and seed give the same move on
  any machine, however busy (a class host's worker process or a kernel).
"""

from __future__ import annotations

from ..engine import get_game
from .base import BOTS, Bot, _greedy_for, bot_module
from .ismcts import SearchBot

KITTEN_GREEDY = 0.3  # how often the kitten plays the greedy move

# Each game's record holds its tiger settings: iterations for about 150 ms of
# thinking on a small laptop; lower scores win (``score_sign=-1``) or higher
# ones do; the playout cap (a short one is judged by the bot module's
# ``evaluate``); whether a playout stops at the first score change
# (``until_score``: a round won or scored); and ``prior``, how much the tiger
# doubts its search before it leaves the cat's move (docs/bots.md).


def kitten(game_id: str, seed: int | None = None) -> Bot:
    greedy = _greedy_for(game_id)

    def choose(view, legal, rng):
        if rng.random() < KITTEN_GREEDY:
            return greedy(view, legal, rng)
        return rng.choice(legal)

    return Bot("kitten", choose, seed)


def cat(game_id: str, seed: int | None = None) -> Bot:
    return Bot("cat", _greedy_for(game_id), seed)


def tiger(game_id: str, seed: int | None = None, **settings) -> Bot:
    """ISMCTS; ``settings`` override the game's defaults (``iterations``, ``seconds``...)."""
    module = bot_module(game_id)
    defaults = {
        "iterations": 300,
        "seconds": None,  # a fixed budget: the record's iterations, never a clock
        "policy": getattr(module, "playout", None),
        "evaluate": getattr(module, "evaluate", None),
        "strategy": module.choose,
    }
    return SearchBot("tiger", seed, **{**defaults, **get_game(game_id).tiger, **settings})


LEVELS = ("kitten", "cat", "tiger")
BOTS.update(kitten=kitten, cat=cat, tiger=tiger)
