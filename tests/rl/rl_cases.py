"""The modes tests/rl runs each game in: every player count, and the variants below."""

import mathcats
from mathcats.engine import get_game

# Options that change how a game is played, each tried at the fewest players.
VARIANTS = {
    "feed-the-kitten": [{"pairs": "no"}],
    "kittens-in-space": [{"hops": 1}],  # our small hops variant
    "kittens-in-space-solo": [{"difficulty": "easy"}, {"difficulty": "difficult"}],
    "kittys": [{"highest": 9}],
    "kombat-kittens": [{"ranks": 5}],
    "meow-10": [{"end_at": 10}],
}
MODES = [
    *(
        (game_id, players, {})
        for game_id in mathcats.GAMES
        for players in range(get_game(game_id).min_players, get_game(game_id).max_players + 1)
    ),
    *(
        (game_id, get_game(game_id).min_players, options)
        for game_id, variants in VARIANTS.items()
        for options in variants
    ),
]


def mode_id(mode) -> str:
    game_id, players, options = mode
    return "-".join([game_id, str(players), *(f"{k}={v}" for k, v in options.items())])
