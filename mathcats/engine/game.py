"""What every game provides: a state machine over plain Python values.

A game module defines a ``GameState`` subclass (the rules as methods), a
pydantic ``Config`` (its options), its move and event classes, and a
``narrate`` function, and registers them as a :class:`Game`.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from functools import cache, cached_property
from importlib import import_module
from typing import Any

from pydantic import BaseModel, ConfigDict

from .actions import Event, Move
from .guide import Guide
from .quiz import Item, Story
from .sprint import Fact
from .verdict import Verdict


class GameOptions(BaseModel):
    """Base for a game's options: unknown names are refused."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class View(BaseModel):
    """What one seat may see. ``seat`` is None in the teacher's view."""

    game: str
    seat: int | None
    players: int
    to_move: list[int]
    scores: list[int]
    over: bool
    winners: list[int]


class GameState(ABC):
    """The mutable state of one game, and its rules.

    The match layer checks that the game is not over and that the seat is
    one of ``to_move`` before calling :meth:`check`; :meth:`apply` is only
    called with a move that :meth:`check` allowed.
    """

    players: int
    rng: random.Random

    @classmethod
    @abstractmethod
    def start(cls, players: int, options: GameOptions, rng: random.Random) -> GameState:
        """Set up a new game (shuffle, deal) using only ``rng`` for chance."""

    @property
    @abstractmethod
    def to_move(self) -> tuple[int, ...]:
        """Seats that must act now; empty when the game is over."""

    @abstractmethod
    def legal_moves(self, seat: int) -> list[Move]:
        """Every move ``seat`` may make now (each one passes :meth:`check`)."""

    @abstractmethod
    def check(self, move: Move, seat: int) -> Verdict:
        """Is ``move`` allowed for ``seat`` now, and why (or why not)?"""

    @abstractmethod
    def apply(self, move: Move, seat: int) -> list[Event]:
        """Make an allowed move, then anything that follows by itself."""

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """Only what ``seat`` may see; ``None`` is the teacher, who sees all."""

    @property
    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Each seat's score as the game counts it (cans, points, chips...)."""

    @property
    @abstractmethod
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over, else empty."""

    @abstractmethod
    def zones(self) -> dict[str, list]:
        """Every card, by where it lies; used to check no card is made or lost."""

    def clone(self) -> GameState:
        """An independent copy, random generator included.

        Each list field is copied, and each list in it; every other field is
        shared, so it must not change in place (a number, a tuple, a frozen event).
        """
        names = _field_names(type(self))
        return type(self)(**{name: _copied(getattr(self, name)) for name in names})

    def twin(self, rng: random.Random) -> GameState:
        """A clone with its own generator drawn from ``rng``: how a ``determinize`` starts."""
        twin = self.clone()
        twin.rng = random.Random(rng.getrandbits(64))
        return twin

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> GameState:
        """A copy in which all that ``seat`` cannot see is dealt again at random.

        Everything ``seat`` may know stays as it is (so ``view(seat)`` is
        unchanged); hidden cards are reshuffled among the hidden places and the
        copy gets a new random generator drawn from ``rng``. Search bots
        sample from this; tests use it to prove views and bots never peek.
        """

    def waiting(self, seat: int) -> Verdict | None:
        """Why ``seat`` (not in ``to_move``) must wait, in kid words; None: the engine's words."""
        return None

    @property
    def over(self) -> bool:
        return not self.to_move

    def view_header(self, game_id: str, seat: int | None) -> dict:
        """The fields every :class:`View` shares, for a game's ``view``."""
        return {
            "game": game_id,
            "seat": seat,
            "players": self.players,
            "to_move": list(self.to_move),
            "scores": list(self.scores),
            "over": self.over,
            "winners": list(self.winners),
        }

    def hands_seen(self, seat: int | None, order: Callable[[list], list] = sorted) -> dict:
        """The hand fields of a view, for a state with ``hands``, each hand in ``order``.

        ``hand`` is the seat's own, ``hand_sizes`` everyone's, and ``hands`` all
        of them in the teacher's view only (None in a seat's).
        """
        hands = self.hands  # type: ignore[attr-defined]  (only states with hands call this)
        return {
            "hand": order(hands[seat]) if seat is not None else [],
            "hand_sizes": [len(h) for h in hands],
            "hands": [order(h) for h in hands] if seat is None else None,
        }


@dataclass(frozen=True)
class Piece:
    """A piece a game's rules need besides its cards, as ``mathcats print`` makes it.

    ``name`` and ``what`` are entries of the game's TEXT (its name; what it is,
    "" for no words); ``copies`` is how many (None: one for each player);
    ``symbol`` is the sprite's symbol on it ("": the game's mark); ``score``:
    it keeps the score (else the printout adds a score card for each player).
    """

    name: str
    what: str = ""
    copies: int | None = 1
    symbol: str = ""
    score: bool = False


@dataclass(frozen=True)
class Cover:
    """The picture on a game's home page card: its SVG ``body`` and its words.

    ``body`` fills a 240x150 picture with the card art's symbols
    (``engine.markup.use`` and ``sky``); ``label`` says what it shows, for a screen reader.
    """

    label: str
    body: str


@dataclass(frozen=True, eq=False)  # one record per game: equal only to itself
class Game:
    """A game's registration record: the one place that names all of it.

    ``bot`` and ``table`` are module paths (usually the ``bot.py`` and
    ``table.py`` beside the game's ``state.py``), imported only by the layers
    that use them. The bot
    module has ``choose(view, legal, rng)`` and ``reason(view, move, legal)``,
    and may have ``playout(state, seat, moves, rng)`` and ``evaluate(state)``
    for the tiger's search; the table module has ``ADAPTER``. Left out
    (None), the rules doc, lesson, bot and table are the usual files named
    after the game (see ``__post_init__``); ``""`` means it has none yet.
    Its words, ``narrate``, tickets, stories, sprint, guide, claims and pictures left
    out are read from its modules (see ``PARTS``); a part none of them holds
    is an error. A record names only what is particular to its game.
    """

    id: str
    title: str
    maths: str
    ages: str  # suggested ages, e.g. "6-10"
    min_players: int
    max_players: int
    Options: type[GameOptions]
    State: type[GameState]
    moves: tuple[type[Move], ...]
    # Left out (None), these are read from the game's modules beside its state.py (see PARTS).
    narrate: Callable[[Event, Sequence[str]], str] = None  # type: ignore[assignment]
    text: Mapping[str, str] = None  # type: ignore[assignment]  # the game's kid words
    tiger: Mapping[str, Any] = field(default_factory=dict)  # the tiger's search settings
    # The options that make a whole game short (one round, a small deck): for a quick game.
    short: Mapping[str, Any] = field(default_factory=dict)
    cover: Cover | None = None  # the picture on its home page card (None: a plain cat)
    # The picture kinds it draws itself: kind -> a drawer (``engine.markup``'s pieces) that
    # turns the kind's data into the art's HTML parts; mathcats.pictures draws the shared kinds.
    pictures: Mapping[str, Callable[[dict], list[str]]] = None  # type: ignore[assignment]
    order: int = 0  # its place on the home page, lower first
    rules: str | None = None  # its rules doc: a file name in docs/rules, or a full path
    lesson: str | None = None  # its lesson notebook in lessons/
    bot: str | None = None  # module path of its greedy strategy and reasons
    table: str | None = None  # module path of its table adapter
    count: str | None = None  # module path of its Count it questions (engine/count.py)
    # What the Class summary counts (table/practised.py): an allowed rule id or an
    # event kind -> a fact (its words: TEXT["fact-" + fact]); a refused rule id -> a
    # mistake type (TEXT["mistake-" + type], the teacher's note TEXT["note-" + type]).
    # Every allowed rule by which a card the child chooses goes down is a fact: its
    # decision's first try is counted under it. A game where no move can be a wrong try
    # asks about the result instead (Adapter.question: Kittys), its first answer the try.
    facts: Mapping[str, str] = field(default_factory=dict)
    mistakes: Mapping[str, str] = field(default_factory=dict)
    # Lists the rest of the project reads instead of keeping one of its own:
    # Its exit tickets (engine/quiz.py): three forms of three items (the guide asks form 1).
    tickets: Sequence[Sequence[Item]] = None  # type: ignore[assignment]
    stories: Sequence[Story] = None  # type: ignore[assignment]  # its story cards (engine/quiz.py)
    # For each "Show me" reason key, whether the reason holds of the position ``p``: ``p.state``
    # before the move, ``p.after`` a copy after it with its ``p.events`` (``p.kinds()``: the
    # kinds of those about the seat), ``p.seat``, ``p.move``, ``p.legal`` (``p.plays(cls)``:
    # those of a class), ``p.facts`` the reason names, ``p.then(move)``: the events of one
    # more move. A check applies moves and asks the engine, never the reason code (tests/bots).
    claims: Mapping[str, Callable[[Any], bool]] = None  # type: ignore[assignment]
    pieces: Sequence[Piece] = ()  # printed besides the cards (mathcats print)
    seated: bool = False  # each seat has its own deck, printed in its own colour
    sprint: Sequence[Fact] = None  # type: ignore[assignment]  # the facts its rules state (engine/sprint.py), to print
    guide: Guide = None  # type: ignore[assignment]  # its teaching plan (engine/guide.py): the teacher's guide reads it

    def __post_init__(self) -> None:
        package = self.State.__module__.rpartition(".")[0]  # e.g. mathcats.games.kittys
        usual = {
            "rules": f"{self.id}.md",
            "lesson": f"{self.id}.ipynb",
            "bot": f"{package}.bot",
            "table": f"{package}.table",
            "count": f"{package}.count",
        }
        for name, value in usual.items():
            if getattr(self, name) is None:
                object.__setattr__(self, name, value)
        for name, (module, attribute) in PARTS.items():
            if getattr(self, name) is None:
                object.__setattr__(self, name, self._part(package, module, attribute))

    def _part(self, package: str, module: str, attribute: str) -> Any:
        """``attribute`` of the game's module ``module``; its drawing.py may be left out."""
        path = self.State.__module__ if module == "state" else f"{package}.{module}"
        try:
            found = import_module(path)
        except ModuleNotFoundError as missing:
            if missing.name != path:
                raise
            if module == "drawing":
                return {}  # it draws no picture kind of its own
            found = None
        if not hasattr(found, attribute):
            where = f"put it in {path} or in the record"
            raise ValueError(f"Game {self.id!r} has no {attribute}: {where}.")
        return getattr(found, attribute)

    @cached_property
    def move_kinds(self) -> dict[str, type[Move]]:
        return {cls.kind: cls for cls in self.moves}


# The record's parts read from the game's own modules when the record leaves them out:
# field -> (module beside its state.py, name in it). "state" is the State's own module.
PARTS = {
    "narrate": ("state", "narrate"),
    "text": ("words", "TEXT"),
    "tickets": ("tickets", "TICKETS"),
    "stories": ("stories", "STORIES"),
    "sprint": ("sprint", "SPRINT"),
    "guide": ("guide", "GUIDE"),
    "claims": ("claims", "CLAIMS"),
    "pictures": ("drawing", "PICTURES"),
}


def first_seat(options: GameOptions, players: int) -> int:
    """A game's ``first_seat`` option, checked against the seats at this table."""
    if options.first_seat >= players:
        raise ValueError(f"first_seat must be a seat from 0 to {players - 1}.")
    return options.first_seat


def redeal(places: list[list], rng: random.Random, key=None) -> None:
    """Shuffle the cards of ``places`` among them, keeping each place's size.

    The cards are sorted first, so the new deal depends only on which cards
    are hidden (never on where they really lie) and on ``rng``: the heart of
    every game's ``determinize``.
    """
    pool = sorted((card for place in places for card in place), key=key)
    rng.shuffle(pool)
    for place in places:
        place[:] = [pool.pop() for _ in place]


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def _copied(value: Any) -> Any:
    if type(value) is list:
        return [list(item) if type(item) is list else item for item in value]
    return copy_rng(value) if type(value) is random.Random else value


def copy_rng(rng: random.Random) -> random.Random:
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin
