"""Events several games share, declared once: a seat drew, passed or put a card
face down, the draw pile was made again, a round or the game was won. Each game
tells them in its own words (or in the engine's, where every game says them
alike), and :func:`told` fills a game's sentence for any event from the event's
own fields."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Event
from .text import TEXT, counted, listed


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
    """``count`` played cards were shuffled into a new draw pile.

    A game without a ``"reshuffled"`` sentence of its own is told the engine's.
    """

    kind = "reshuffled"
    count: int

    @property
    def cards(self) -> str:
        """The count with its noun, as the sentence says it: "1 card", "3 cards"."""
        return counted(self.count, TEXT["noun-card"])


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` passed: it had nothing else to do."""

    kind = "passed"
    seat: int


@dataclass(frozen=True, slots=True)
class Committed(Event):
    """``seat`` put a card face down; only that seat sees which (``card``)."""

    kind = "committed"
    private = ("card",)
    seat: int
    card: int | None


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

    The sentence may name any field or property of the event, ``{name}``, the
    name of its ``seat`` (or of its first of ``seats``), and ``{names}``, all of
    its ``seats`` by name ("Mia and Leo"); ``words`` add to those or replace
    them (a card told in words, a count with its noun). An event seen without
    its ``private`` fields is told by ``"<kind>-hidden"`` where the game has that
    sentence ("Leo drew a card."); a shared event the game has no sentence for,
    by the engine's ``TEXT``.
    """
    if not key:
        hidden = event.private and getattr(event, event.private[0]) is None
        key = f"{event.kind}-hidden" if hidden and f"{event.kind}-hidden" in text else event.kind
    line = text.get(key) or TEXT.get(key)
    if line is None:
        raise ValueError(f"There are no words for the event {event!r}.")
    return line.format_map(_Facts(event, names, words))


class _Facts(dict):
    """The words a sentence names: those given, else its seats' names, else the event's own."""

    def __init__(self, event: Event, names: Sequence[str], words: Mapping[str, Any]):
        super().__init__(words)
        self.event, self.names = event, names

    def __missing__(self, word: str) -> Any:
        event = self.event
        if word == "name":
            return self.names[event.seat if hasattr(event, "seat") else event.seats[0]]
        if word == "names":
            return listed([self.names[seat] for seat in event.seats])
        return getattr(event, word)
