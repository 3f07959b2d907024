"""A table's setup (game, who sits where, options, settings), its address, and its table.

``TableSetup.session`` is the one way every host builds a table from a
setup: the Jupyter app's table page (``app/pages.py``), the static site's
page (``site/page.py``) and each child's seat at a class table
(``classroom/table.py``).

The setup form on ``setup.ipynb`` sends exactly these fields to
``table.ipynb``: ``game``, ``players``, ``seat0``..``seatN`` (``child`` or a
computer cat's level), the game's options by name, ``speed`` (how fast
computer cats play), ``lights`` (when the cards that fit light up: a key
of ``lights.LIGHTS``), ``teacher`` (``yes``: the table shows the teacher's
buttons), ``read_aloud`` (``yes``: the table can read aloud, with a voice
of this machine only), ``ticket_form`` (which form of the exit ticket the
table offers after a game: 1, 2 or 3) and ``sprint_seconds`` (the fact
sprint's timer: 0 for none, 60 or 120). The same address
prefills the form again ("New game"), so a teacher can bookmark a setup.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, get_args, get_origin
from urllib.parse import parse_qs, urlencode

from ..bots import BOTS
from ..engine import get_game, new_match
from ..engine.game import Game
from ..engine.match import Match
from .lights import THINK_FIRST, lights_value
from .session import TableSession
from .settings import SPEEDS, form, timer

CHILD = "child"
# Computer cats a child can choose, easiest first, with the words on the form.
LEVEL_WORDS = {
    "kitten": "Computer cat: easy",
    "cat": "Computer cat: medium",
    "tiger": "Computer cat: hard",
    "random": "Computer cat: easy",
    "greedy": "Computer cat: clever",
}


def levels() -> tuple[str, ...]:
    """The computer-cat levels offered: kitten, cat and tiger where they exist."""
    named = tuple(name for name in ("kitten", "cat", "tiger") if name in BOTS)
    return named or ("random", "greedy")


def hidden_option(name: str) -> bool:
    """Options the form leaves at their default (who starts: the game decides)."""
    return name.startswith("first_")


def option_values(field) -> list[str]:
    """The values a game option may take, for the form (numbers in range or words)."""
    if get_origin(field.annotation) is Literal:
        return [str(v) for v in get_args(field.annotation)]
    low = next((m.ge for m in field.metadata if hasattr(m, "ge")), 0)
    high = next((m.le for m in field.metadata if hasattr(m, "le")), low + 5)
    step = 10 if high - low > 12 else 1
    return [str(v) for v in range(low, high + 1) if v % step == 0 or step == 1]


def _number(value: str) -> int | None:
    """A whole number from the address (checked by the setting), or None when left out."""
    if value == "":
        return None
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"{value!r} is not a whole number.") from None


def check_players(game: Game, count: int) -> None:
    """Refuse a number of players the game is not for."""
    if not game.min_players <= count <= game.max_players:
        raise ValueError(f"{game.title} needs {game.min_players} to {game.max_players} seats.")


@dataclass(frozen=True)
class TableSetup:
    """Who plays which game: one entry per seat (``child`` or a level), and the options."""

    game: str
    seats: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)
    teacher: bool = False
    speed: str = "medium"
    read_aloud: bool = False
    lights: str = THINK_FIRST
    ticket_form: int = 1
    sprint_seconds: int = 0

    def __post_init__(self):
        game = get_game(self.game)
        lights_value(self.lights)
        form(self.ticket_form)
        timer(self.sprint_seconds)
        check_players(game, len(self.seats))
        if self.speed not in SPEEDS:
            raise ValueError(f"Unknown speed {self.speed!r}.")
        unknown = [seat for seat in self.seats if seat != CHILD and seat not in BOTS]
        if unknown:
            raise ValueError(f"Unknown player {unknown[0]!r}.")
        shown = {k: v for k, v in self.options.items() if not hidden_option(k)}
        # The game's own options model checks names, types and ranges.
        object.__setattr__(self, "options", game.Options(**shown).model_dump())

    @classmethod
    def seated(cls, game_id: str, players: int, children: int, level: str, **rest) -> TableSetup:
        """Children at the first ``children`` seats, computer cats of ``level`` at the others."""
        return cls(game_id, (CHILD,) * children + (level,) * (players - children), **rest)

    @classmethod
    def default(cls, game_id: str) -> TableSetup:
        game = get_game(game_id)
        return cls.seated(game_id, game.min_players, 1, levels()[len(levels()) // 2])

    @classmethod
    def from_query(cls, query: str) -> TableSetup:
        """Read a page address's query; anything wrong raises ``ValueError``."""
        fields = {k: v[-1] for k, v in parse_qs(query or "", keep_blank_values=True).items()}
        game_id = fields.pop("game", "")
        game = get_game(game_id)
        try:
            players = int(fields.pop("players", "0"))
        except ValueError:
            raise ValueError("players must be a whole number.") from None
        check_players(game, players)  # before a seat is read: players=30000000 costs nothing
        seats = tuple(fields.pop(f"seat{n}", "") for n in range(players))
        for name in list(fields):
            if name.startswith("seat"):
                del fields[name]  # seats beyond the number of players
        teacher = fields.pop("teacher", "no") == "yes"
        read_aloud = fields.pop("read_aloud", "no") == "yes"
        speed, lights = fields.pop("speed", "medium"), fields.pop("lights", THINK_FIRST)
        after = {name: _number(fields.pop(name, "")) for name in ("ticket_form", "sprint_seconds")}
        after = {name: value for name, value in after.items() if value is not None}
        return cls(game_id, seats, fields, teacher, speed, read_aloud, lights, **after)

    @classmethod
    def from_query_or_default(cls, query: str, game_id: str) -> TableSetup:
        try:
            setup = cls.from_query(query)
        except ValueError:
            return cls.default(game_id)
        return setup if setup.game == game_id else cls.default(game_id)

    @property
    def humans(self) -> list[int]:
        return [seat for seat, who in enumerate(self.seats) if who == CHILD]

    @property
    def bots(self) -> dict[int, str]:
        return {seat: who for seat, who in enumerate(self.seats) if who != CHILD}

    def query(self) -> str:
        fields = {"game": self.game, "players": len(self.seats)}
        fields.update({f"seat{n}": who for n, who in enumerate(self.seats)})
        fields.update({k: v for k, v in self.options.items() if not hidden_option(k)})
        fields["teacher"] = "yes" if self.teacher else "no"
        fields["speed"] = self.speed
        fields["read_aloud"] = "yes" if self.read_aloud else "no"
        fields["lights"] = self.lights
        fields["ticket_form"] = self.ticket_form
        fields["sprint_seconds"] = self.sprint_seconds
        return urlencode(fields)

    def new_match(self, seed: int | None = None) -> Match:
        return new_match(self.game, players=len(self.seats), seed=seed, **self.options)

    def session(self, match: Match | None = None, **seating: Any) -> TableSession:
        """The table of this setup, every setting given at once: at ``match``, else a new one.

        ``seating`` overrides what the setup says (``humans``, ``delay``...) or
        adds the host's own (``keep``, ``pacing``, ``spectator``: see ``TableSession``).
        """
        table = {
            "humans": self.humans,
            "bots": self.bots,
            "teacher": self.teacher,
            "delay": SPEEDS[self.speed],
            "read_aloud": self.read_aloud,
            "lights": self.lights,
            "ticket_form": self.ticket_form,
            "sprint_seconds": self.sprint_seconds,
        }
        match = self.new_match() if match is None else match
        return TableSession(match, **{**table, **seating})
