"""A seat's view as a fixed row of numbers, read from the view's own field types.

Each field of the game's ``View`` model becomes slots in declaration order: a
number or yes/no one slot, words their place in ``WORDS``, a card or a part made
of fields its fields, a list ``SIZES`` slots per level (seats, or every card of
the game at most) padded with -1, and -1 for nothing. The encoding reads only
the seat's view, which never holds another seat's hidden card; the teacher's
fields (``TEACHER``) are left out, and a value in one of them is an error. The
game's id is left out too: it is the same in every row.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from typing import Any, Union, get_args, get_origin, get_type_hints

import numpy as np
from pydantic import BaseModel

from ..engine import Match

ABSENT = -1.0
# Fields only the teacher's view fills (None in every seat's view).
TEACHER = frozenset({"hands", "down_cards", "deck", "battle.cards"})
LEFT_OUT = TEACHER | {"game"}
# How long each level of a list field may be: "seats" (one per player), or else
# every card of the game (``cards``). Fields not named here are lists of cards.
SIZES = {
    **dict.fromkeys(
        ("to_move", "scores", "winners", "hand_sizes", "cans", "free_adoption_used", "points"),
        ("seats",),
    ),
    **dict.fromkeys(("committed", "chips", "treasure_values", "captured", "penalties"), ("seats",)),
    **dict.fromkeys(("last_reveal.cards", "last_reveal.positive"), ("seats",)),
    **dict.fromkeys(("battle.fighters", "battle.committed"), ("seats",)),
    **dict.fromkeys(("remaining", "positive", "negative", "treasure"), ("seats", "cards")),
    "battle.played": ("seats", "cards"),
    **dict.fromkeys(("tops", "stack_sizes", "sides", "stacks"), (4,)),  # the four stacks
}
# The words a view may hold, by field: each becomes its place in the list. The words
# on cards (a Meow 10 card's cat) are read from the game's own cards (``Layout.of``).
WORDS = {
    "rescue_side": ("left", "right"),
    "sides": ("rescue", "adopt"),
    "difficulty": ("easy", "normal", "difficult"),
    "step": ("choose-closed", "play", "finish", "over"),
    "phase": ("turn", "battle", "capture", "over"),
}


# Puts one value's slots into a row (preset to ABSENT) from a place in it.
Writer = Callable[[Any, np.ndarray, int], None]


class Layout:
    """Where each field of a game's view goes in the row, for one table size.

    The field types are read once, into one writer per field; each writes at
    its own place, a list of numbers in one slice.
    """

    def __init__(
        self, view_type: type[BaseModel], players: int, cards: int, words: dict | None = None
    ):
        self._bounds = {"seats": players, "cards": cards}
        self._words = {**WORDS, **(words or {})}
        self.size, self._write = self._model(view_type, "")
        self._teacher = [name for name in view_type.model_fields if name in TEACHER]

    @classmethod
    def of(cls, match: Match) -> Layout:
        """The layout of ``match``'s views: its players, every card its game holds, their words."""
        cards = [card for zone in match.state.zones().values() for card in zone]
        return cls(type(match.view(0)), match.players, len(cards), _card_words(cards))

    def encode(self, view: BaseModel) -> np.ndarray:
        for name in self._teacher:
            if getattr(view, name) is not None:
                raise ValueError(f"A seat's view holds the teacher's field {name!r}.")
        row = np.full(self.size, ABSENT, dtype=np.float32)
        self._write(view, row, 0)
        return row

    def _model(self, model: type, prefix: str) -> tuple[int, Writer]:
        """The slots of a view, or of a part of it made of fields."""
        fields, size = [], 0
        for name, kind in _field_types(model):
            path = prefix + name
            if path not in LEFT_OUT:
                lengths = tuple(self._bounds.get(n, n) for n in SIZES.get(path, ()))
                width, put = self._value(kind, path, lengths)
                fields.append((name, size, put))
                size += width

        def write(value, row, at):
            if value is not None:
                for name, offset, put in fields:
                    put(getattr(value, name), row, at + offset)

        return size, write

    def _value(self, kind: Any, path: str, lengths: tuple) -> tuple[int, Writer]:
        kind = _unwrap(kind)
        if get_origin(kind) is list:
            return self._list(get_args(kind)[0], path, lengths)
        if _has_fields(kind):
            return self._model(kind, path + ".")
        words = self._words.get(path.rpartition(".")[2])
        if words is None:

            def write(value, row, at):
                if value is not None:
                    row[at] = value

            return 1, write
        places = {word: place for place, word in enumerate(words)}

        def write(value, row, at):
            if value is None:
                return
            if not isinstance(value, str):
                row[at] = value
            elif value in places:
                row[at] = places[value]
            else:
                raise ValueError(f"{path} says {value!r}, a word the encoding does not know.")

        return 1, write

    def _list(self, item: Any, path: str, lengths: tuple) -> tuple[int, Writer]:
        """A list: its own length (a level of ``SIZES``, else every card), then its items."""
        most = lengths[0] if lengths else self._bounds["cards"]
        width, put = self._value(item, path, lengths[1:])
        numbers = item in (int, bool) and path.rpartition(".")[2] not in self._words

        def write(value, row, at):
            if not value:
                return
            if len(value) > most:
                raise ValueError(f"{path} holds {len(value)} items, more than {most}.")
            if numbers:  # one by one: quicker than NumPy reading a short list
                for number in value:
                    row[at] = number
                    at += 1
            else:
                for entry in value:
                    put(entry, row, at)
                    at += width

        return most * width, write


def _card_words(cards: list) -> dict[str, tuple[str, ...]]:
    """The words on a game's cards made of fields, by field, in sorted order."""
    words: dict[str, set[str]] = {}
    for card in cards:
        if dataclasses.is_dataclass(card):
            for field in dataclasses.fields(card):
                value = getattr(card, field.name)
                if isinstance(value, str):
                    words.setdefault(field.name, set()).add(value)
    return {name: tuple(sorted(found)) for name, found in words.items()}


def _field_types(model: type) -> list[tuple[str, Any]]:
    if isinstance(model, type) and issubclass(model, BaseModel):
        return [(name, f.annotation) for name, f in model.model_fields.items()]
    hints = get_type_hints(model)  # a dataclass's field types, read from their strings
    return [(f.name, hints[f.name]) for f in dataclasses.fields(model)]


def _has_fields(kind: Any) -> bool:
    return isinstance(kind, type) and (
        issubclass(kind, BaseModel) or dataclasses.is_dataclass(kind)
    )


def _unwrap(kind: Any) -> Any:
    """``X | None`` -> X; anything else -> itself."""
    if get_origin(kind) in (Union, types.UnionType):
        rest = [arg for arg in get_args(kind) if arg is not type(None)]
        if len(rest) == 1:
            return rest[0]
    return kind
