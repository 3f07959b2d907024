"""One table adapter per game, named by the game's record, imported when a table is made."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module

from ...engine import Game
from ...engine.scene import Adapter


def adapter_for(game: Game, names: Sequence[str]) -> Adapter:
    """The adapter that draws ``game`` for seats called ``names``."""
    if not game.table:
        raise ValueError(f"There is no table for {game.title} yet.")
    adapter: type[Adapter] = import_module(game.table).ADAPTER
    return adapter(names)
