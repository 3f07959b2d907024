"""Events several games share, declared once: a seat drew, the draw pile was made
again, a round or the game was won. Each game tells them in its own words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import Event


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """``seat`` drew ``count`` cards; only that seat sees which (``cards``)."""

    kind = "drew"
    private = ("cards",)
    seat: int
    count: int
    cards: tuple[Any, ...] | None


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """``count`` played cards were shuffled into a new draw pile."""

    kind = "reshuffled"
    count: int


@dataclass(frozen=True, slots=True)
class RoundWon(Event):
    """``seat`` won the round and has ``score`` now; ``how`` where a game wins in ways."""

    kind = "round-won"
    news = True
    ends_round = True
    seat: int
    score: int
    how: str = ""


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    """``seats`` won the game with ``score``; ``how`` where a game wins in ways."""

    kind = "game-won"
    news = True
    seats: tuple[int, ...]
    score: int
    how: str = ""
