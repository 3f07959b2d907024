"""The games mathcats knows, by id: each one's registration record."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

from .game import Game

_GAMES: dict[str, Game] = {}

# The marks a rules doc gives the printout, HTML comments that Markdown draws as nothing:
# on the line under a heading, a part not for the table or our variant; after a sentence,
# a sentence not for the table (docs/print.md). Only the printout reads them.
MARKS = re.compile(r"\n?<!-- (?:not for the table|our variant) -->")


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


def rules_text(game_id: str, marked: bool = False) -> str:
    """The rules in our own words: the doc the game's record names (docs/rules/, in the package).

    ``marked`` keeps the printout's ``MARKS``; else they are taken out.
    """
    doc = get_game(game_id).rules  # a full path stays itself when joined
    packaged = resources.files("mathcats").joinpath("rules", doc)
    if packaged.is_file():
        text = packaged.read_text(encoding="utf-8")
    else:
        text = (Path(__file__).parents[2] / "docs" / "rules" / doc).read_text("utf-8")
    return text if marked else MARKS.sub("", text)
