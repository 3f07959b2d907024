"""One table adapter per game, named by the game's record, imported when a table is made."""

from __future__ import annotations

from importlib import import_module

from ...engine import Match
from .base import Adapter


def adapter_for(match: Match) -> Adapter:
    """The adapter that draws ``match``'s game."""
    if not match.game.table:
        raise ValueError(f"There is no table for {match.game.title} yet.")
    adapter: type[Adapter] = import_module(match.game.table).ADAPTER
    return adapter(match)
