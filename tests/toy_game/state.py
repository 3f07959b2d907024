"""A toy sixth game, Count to Ten: two cats add 1 or 2 in turn; who reaches 10 wins.

Only tests/test_registration.py registers it, to show that a game's record
is the one place a game is named: this module alone is its rules, words,
bot and table, and nothing in ``mathcats`` knows its id.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import Field

from mathcats.bots.base import because
from mathcats.engine import (
    Event,
    Game,
    GameOptions,
    GameState,
    Move,
    View,
    allowed,
    copy_rng,
    refused,
)
from mathcats.engine.events import GameWon
from mathcats.widgets.adapters.base import Adapter, button, card, number, zone

ID = "count-to-ten"
STEPS = (1, 2)

TEXT = {
    "step": "{count} and {by} make {total}.",
    "too-far": "{total} is past {goal}. Add less.",
    "one-or-two": "You can add 1 or 2.",
    "added": "{name} added {by}. Now it is {count}.",
    "game-won": "{name} got to {count} and wins!",
    "count": "The count",
    "add": "Add {by}",
    "wins": "{wins} wins",
    # why a move is good, as "Show me" says it
    "reach": "Add {by}: you reach {goal}!",
    "leave": "Add {by}: then {left} is left for the next cat.",
}


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
        total = self.count + move.by
        if move.by not in STEPS:
            return refused("one-or-two", TEXT["one-or-two"])
        if total > self.goal:
            return refused("too-far", TEXT["too-far"].format(total=total, goal=self.goal))
        words = TEXT["step"].format(count=self.count, by=move.by, total=total)
        return allowed("step", words, f"{self.count} + {move.by} = {total}")

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


# --- its bot (the record's ``bot``) ------------------------------------------


def choose(view, legal, rng):
    """Reach the goal, else leave the next cat a multiple of 3, else add 1."""
    best = [m for m in legal if (view.goal - view.count - m.by) % 3 == 0]
    return best[0] if best else legal[0]


def reason(view, move, legal):
    left = view.goal - view.count - move.by
    if left == 0:
        return because(TEXT, "reach", by=move.by, goal=view.goal)
    return because(TEXT, "leave", by=move.by, left=left) if left % 3 == 0 else None


def playout(state, seat, moves, rng):
    """The tiger's cheap playouts: reach the goal when it can, else add at random."""
    return next((m for m in moves if state.count + m.by == state.goal), rng.choice(moves))


# --- its table (the record's ``table``) --------------------------------------


class ToyAdapter(Adapter):
    game_id = ID

    def path(self, move):
        return (f"add-{move.by}",)

    def move(self, path, view):
        by = number(path[-1], "add-")
        return Add(by) if len(path) == 1 and by is not None else None

    def zones(self, view, teacher):
        return [zone("count", TEXT["count"], [card(None, view.count)])]

    def actions(self, view):
        return [button(f"add-{by}", TEXT["add"].format(by=by)) for by in STEPS]

    def score(self, view, seat):
        return TEXT["wins"].format(wins=view.scores[seat])


ADAPTER = ToyAdapter


def record(rules: str) -> Game:
    """The toy's registration record, with its rules doc at the path ``rules``."""
    return Game(
        id=ID,
        title="Count to Ten",
        maths="Adding 1 or 2",
        ages="4-6",
        min_players=2,
        max_players=2,
        Options=ToyOptions,
        State=ToyState,
        moves=(Add,),
        narrate=narrate,
        text=TEXT,
        tiger=dict(iterations=60, playout=20),
        rules=rules,
        lesson="",  # none written
        bot=__name__,
        table=__name__,
    )
