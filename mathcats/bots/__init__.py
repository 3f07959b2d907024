"""Computer cats. A bot sees one seat's view and that seat's legal moves, nothing else.

bot = make_bot("greedy", "feed-the-kitten", seed=1)
move = bot.choose(match.view(seat), match.legal_moves(seat))
"""

from .base import BOTS, Bot, make_bot, play_bots

__all__ = ["BOTS", "Bot", "make_bot", "play_bots"]
