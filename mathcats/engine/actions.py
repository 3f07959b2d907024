"""Moves (what a seat does) and events (what happened), as small frozen values.

Both turn into plain JSON dicts with a ``kind`` key. Moves come back from
JSON through :func:`parse_move`, which checks every field; events carry the
fields some seats may not see in ``private`` and hide them with
:meth:`Event.seen_by`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from pydantic import ConfigDict, TypeAdapter, ValidationError


def _jsonable(value: Any) -> Any:
    if hasattr(value, "to_json"):
        return value.to_json()
    if isinstance(value, (tuple, list)):
        return [_jsonable(v) for v in value]
    return value


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(field.name for field in dataclasses.fields(cls))


def _fields_json(obj: Move | Event) -> dict[str, Any]:
    data = {"kind": obj.kind}
    for name in _field_names(type(obj)):
        data[name] = _jsonable(getattr(obj, name))
    return data


@dataclass(frozen=True, slots=True)
class Move:
    """One child action. Subclasses set ``kind`` and add their fields."""

    kind: ClassVar[str] = ""
    __pydantic_config__: ClassVar = ConfigDict(extra="forbid")

    def to_json(self) -> dict[str, Any]:
        return _fields_json(self)


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """Take from the draw pile (how many is the game's rule). Several games share it."""

    kind = "draw"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Do nothing this turn, when nothing else is allowed. Several games share it."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class Done(Move):
    """End the turn after playing (what follows is the game's rule). Several games share it."""

    kind = "done"


@dataclass(frozen=True, slots=True)
class Commit(Move):
    """Put a card face down: ``card`` is the card, or a hand card's number (the game's rule)."""

    kind = "commit"
    card: int


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. ``seat`` (if any) is whose event it is."""

    kind: ClassVar[str] = ""
    private: ClassVar[tuple[str, ...]] = ()
    news: ClassVar[bool] = False  # tells how a move turned out: the status may lead with it
    ends_round: ClassVar[bool] = False  # a round (a hand) is over: the table sums it up

    def to_json(self) -> dict[str, Any]:
        return _fields_json(self)

    def seen_by(self, seat: int | None) -> Event:
        """This event as ``seat`` may see it (``None``: the teacher sees all)."""
        if not self.private or seat is None or getattr(self, "seat", None) == seat:
            return self
        return dataclasses.replace(self, **{name: None for name in self.private})


@cache
def _adapter(cls: type[Move]) -> TypeAdapter:
    return TypeAdapter(cls)


def parse_move(data: Any, kinds: dict[str, type[Move]]) -> Move:
    """Build a move from a JSON dict, or raise ``ValueError`` saying what is wrong."""
    if isinstance(data, Move):
        if type(data) in kinds.values():
            return data
        raise ValueError(f"A {type(data).__name__} is not a move of this game.")
    if not isinstance(data, dict):
        raise ValueError(f"A move must be a JSON object, not {type(data).__name__}.")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise ValueError(f"Unknown move kind {kind!r}; this game knows {sorted(kinds)}.")
    fields = {k: v for k, v in data.items() if k != "kind"}
    try:
        return _adapter(kinds[kind]).validate_python(fields)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(map(str, e['loc'])) or kind}: {e['msg']}" for e in error.errors()
        )
        raise ValueError(f"Bad {kind!r} move: {problems}.") from None
