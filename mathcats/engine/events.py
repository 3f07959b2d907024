"""Events several games share, declared once: a seat drew, the draw pile was made
again, a round or the game was won. Each game tells them in its own words, and
:func:`told` fills a game's sentence for any event from the event's own fields."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
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


def told(
    text: Mapping[str, str], event: Event, names: Sequence[str], key: str = "", /, **words: Any
) -> str:
    """``event`` in a game's words: ``text[key]`` (by default ``text[event.kind]``) filled in.

    The sentence may name any field of the event, and ``{name}``, the name of its
    ``seat``; ``words`` add to those or replace them (a card told in words, a count
    with its noun).
    """
    line = text.get(key or event.kind)
    if line is None:
        raise ValueError(f"There are no words for the event {event!r}.")
    facts = {f.name: getattr(event, f.name) for f in fields(event)}
    if "seat" in facts:
        facts["name"] = names[event.seat]
    return line.format(**{**facts, **words})
