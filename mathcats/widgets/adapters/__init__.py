"""One table adapter per game, imported when a table for that game is made."""

from __future__ import annotations

from importlib import import_module

from ...engine import Match
from .base import Adapter

MODULES = {
    "feed-the-kitten": "feed_the_kitten",
    "kittens-in-space": "kittens_in_space",
    "kittens-in-space-solo": "kittens_in_space_solo",
    "kittys": "kittys",
    "kombat-kittens": "kombat_kittens",
    "meow-10": "meow_ten",
}


def adapter_for(match: Match) -> Adapter:
    """The adapter that draws ``match``'s game."""
    name = MODULES.get(match.game.id)
    if name is None:
        raise ValueError(f"There is no table for {match.game.title} yet.")
    adapter: type[Adapter] = import_module(f"{__name__}.{name}").ADAPTER
    return adapter(match)
