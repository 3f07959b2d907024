"""The games mathcats knows, by id: each one's registration record."""

from __future__ import annotations

from .game import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    if game.id in _GAMES:
        raise ValueError(f"Game {game.id!r} is registered twice.")
    _GAMES[game.id] = game
    return game


def unregister(game_id: str) -> Game:
    """Forget a game (tests register a toy game and take it away again)."""
    return _GAMES.pop(get_game(game_id).id)


def game_ids() -> tuple[str, ...]:
    return tuple(_GAMES)


def get_game(game_id: str) -> Game:
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        raise ValueError(f"Unknown game {game_id!r}. The games are: {', '.join(_GAMES)}.") from None
