"""mathcats: five cat card games that teach children arithmetic.

>>> import mathcats
>>> match = mathcats.new_match("feed-the-kitten", players=3, seed=7)
>>> match.legal_moves()  # doctest: +SKIP
"""

from . import games as _games  # noqa: F401  (registers every game)
from .engine import IllegalMove, Match, Verdict, game_ids, get_game, load_match, new_match

GAMES: tuple[str, ...] = game_ids()


def play(game_id: str, players: int | None = None, humans=(0,), bots="greedy", seed=None, **kw):
    """A game table for a notebook: ``mathcats.play("feed-the-kitten", players=3)``.

    The other keywords go to :class:`mathcats.widgets.Table` (``teacher``,
    ``delay``, ``read_aloud``, ``lights``: "always", "after-try" or "count")
    or are the game's options.
    """
    from .widgets import play as table  # the widget loads only when a table is wanted

    return table(game_id, players=players, humans=humans, bots=bots, seed=seed, **kw)


__all__ = [
    "GAMES",
    "IllegalMove",
    "Match",
    "Verdict",
    "get_game",
    "load_match",
    "new_match",
    "play",
]
