"""mathcats: five cat card games that teach children arithmetic.

>>> import mathcats
>>> match = mathcats.new_match("feed-the-kitten", players=3, seed=7)
>>> match.legal_moves()  # doctest: +SKIP
"""

from . import games as _games  # noqa: F401  (registers every game)
from .engine import IllegalMove, Match, Verdict, game_ids, get_game, load_match, new_match

GAMES: tuple[str, ...] = game_ids()

__all__ = ["GAMES", "IllegalMove", "Match", "Verdict", "get_game", "load_match", "new_match"]
