"""Count to Ten's rules and state: two cats add 1 or 2 in turn; who reaches the goal wins."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import Field

from mathcats.engine import (
    Event,
    GameOptions,
    GameState,
    Move,
    Verdict,
    View,
    allowed,
    copy_rng,
    refused,
)
from mathcats.engine.events import GameWon

from .words import TEXT

ID = "count-to-ten"
STEPS = (1, 2)


def can_add(count: int, by: int, goal: int) -> Verdict:
    """May a cat add ``by`` to ``count``? 1 or 2, and never past the ``goal``."""
    total = count + by
    if by not in STEPS:
        return refused("one-or-two", TEXT["one-or-two"])
    if total > goal:
        return refused("too-far", TEXT["too-far"].format(total=total, goal=goal))
    words = TEXT["step"].format(count=count, by=by, total=total)
    return allowed("step", words, f"{count} + {by} = {total}")


class ToyOptions(GameOptions):
    goal: int = Field(10, ge=5, le=20, description="The number to reach.")


@dataclass(frozen=True, slots=True)
class Add(Move):
    kind = "add"
    by: int


@dataclass(frozen=True, slots=True)
class Added(Event):
    kind = "added"
    seat: int
    by: int
    count: int


class ToyView(View):
    count: int
    goal: int


@dataclass(slots=True)
class ToyState(GameState):
    players: int
    rng: random.Random
    goal: int
    count: int = 0
    turn: int = 0
    winner: int | None = None

    @classmethod
    def start(cls, players, options, rng):
        return cls(players, rng, options.goal)

    @property
    def to_move(self):
        return () if self.winner is not None else (self.turn,)

    def legal_moves(self, seat):
        return [Add(by) for by in STEPS if self.count + by <= self.goal]

    def check(self, move, seat):
        return can_add(self.count, move.by, self.goal)

    def apply(self, move, seat):
        self.count += move.by
        events: list[Event] = [Added(seat, move.by, self.count)]
        if self.count == self.goal:
            self.winner = seat
            events.append(GameWon((seat,), self.count))
        else:
            self.turn = (seat + 1) % self.players
        return events

    def view(self, seat):
        return ToyView(**self.view_header(ID, seat), count=self.count, goal=self.goal)

    @property
    def scores(self):
        return tuple(int(seat == self.winner) for seat in range(self.players))

    @property
    def winners(self):
        return () if self.winner is None else (self.winner,)

    def zones(self):
        return {}

    def clone(self):
        return dataclasses.replace(self, rng=copy_rng(self.rng))

    def determinize(self, seat, rng):
        """Nothing is hidden in this game: only the random generator is new."""
        return dataclasses.replace(self, rng=random.Random(rng.getrandbits(64)))


def narrate(event: Event, names: Sequence[str]) -> str:
    if isinstance(event, Added):
        return TEXT["added"].format(name=names[event.seat], by=event.by, count=event.count)
    return TEXT["game-won"].format(name=names[event.seats[0]], count=event.score)
