"""Computer cats. A bot sees one seat's view and that seat's legal moves, nothing else.

bot = make_bot("tiger", "feed-the-kitten", seed=1)
move = bot.move(match, seat)  # = bot.choose(view, legal, sampler) for that seat

Levels: ``kitten`` (easy), ``cat`` (greedy), ``tiger`` (ISMCTS); also ``random``
and ``greedy``. Search bots imagine hidden cards through a sampler that deals
only what the seat cannot see (see ``base.sampler``).
"""

from . import levels
from .base import BOTS, Bot, make_bot, play_bots, sampler

LEVELS = levels.LEVELS

__all__ = ["BOTS", "LEVELS", "Bot", "make_bot", "play_bots", "sampler"]
