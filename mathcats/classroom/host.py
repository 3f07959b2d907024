"""The class host: every class table of one server, the teacher's key, and what the teacher reads.

A plain object: the tornado handlers (``web.py``) and the journal
(``journal.py``) listen to it; any tornado app can mount it.
"""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable
from typing import Any

from ..engine import get_game, load_match
from ..engine.match import Match
from ..engine.text import listed
from ..pages.parts import home_order
from ..table.lights import LIGHTS, THINK_FIRST, lights_value
from ..table.practised import Practised
from ..table.session import LABELS, SPEEDS
from ..table.settings import FORMS
from ..table.setup import LEVEL_WORDS, TableSetup, hidden_option, levels, option_values
from ..table.ticket import tally
from .table import ClassTable, Clock, Refused
from .thinking import Inline, Thinking

ALPHABET = "ACDEFHJKMNPRTWXY"  # no look-alike letters (the contract's)
CODE_LENGTH = 4
MAX_TABLES = 1200  # tables one server holds
MAX_MAKE = 100  # tables one "make" may add

TEXT = {
    "bad-game": "This game cannot be played at a class table.",
    "bad-setup": "These choices do not fit this game.",
    "too-many": "That is too many tables.",
    "no-table": "There is no table with that code.",
}


def game_ids_for_class() -> list[str]:
    """Games with a table and seats for more than one player."""
    return [g for g in home_order() if get_game(g).table and get_game(g).max_players > 1]


class ClassHost:
    """All the tables of a class; ``listeners`` hear of every change to a table."""

    def __init__(
        self,
        clock: Clock,
        key: str | None = None,
        delay: float = SPEEDS["medium"],
        thinking: Thinking | Inline | None = None,
        seed: int | None = None,
    ):
        """``delay``: seconds between computer cats' moves; ``thinking``: where searches run;
        ``seed`` (tests): each table made deals from a seed drawn from it, else at random."""
        self.clock, self.delay = clock, delay
        self.seeds = None if seed is None else random.Random(seed)
        self.thinking = thinking or Inline()
        self.key = key or secrets.token_urlsafe(24)
        self.tables: dict[str, ClassTable] = {}
        self.listeners: list[Callable[[ClassTable], None]] = []
        self.paused = False

    def _changed(self, table: ClassTable) -> None:
        for listener in self.listeners:
            listener(table)

    def _code(self) -> str:
        while True:
            code = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.tables:
                return code

    def _seed(self) -> int | None:
        """The next table's deal: from ``seed`` if the host was given one, else None (random)."""
        return None if self.seeds is None else self.seeds.randrange(2**32)

    def table(self, code: Any) -> ClassTable:
        table = self.tables.get(code) if isinstance(code, str) else None
        if table is None:
            raise Refused("code", TEXT["no-table"])
        return table

    # --- the teacher's actions ---------------------------------------------------

    def make(
        self,
        game: str,
        players: int,
        children: int,
        level: str,
        options: dict[str, Any],
        tables: int = 1,
        lights: str = THINK_FIRST,
    ) -> list[ClassTable]:
        """Make ``tables`` tables from the setup page's own choices (``TableSetup`` checks them)."""
        if game not in game_ids_for_class():
            raise Refused("bad", TEXT["bad-game"])
        if not 1 <= tables <= MAX_MAKE or len(self.tables) + tables > MAX_TABLES:
            raise Refused("bad", TEXT["too-many"])
        if not 0 <= children <= players or level not in levels():
            raise Refused("bad", TEXT["bad-setup"])
        try:
            setup = TableSetup.seated(
                game, players, children, level, options=options, lights=lights
            )
        except (ValueError, TypeError):
            raise Refused("bad", TEXT["bad-setup"]) from None
        made = [
            self.add(setup.new_match(self._seed()), children, level, lights=lights)
            for _ in range(tables)
        ]
        for table in made:
            if self.paused:
                table.pause(True)
            else:
                self._changed(table)
        return made

    def add(
        self,
        match: Match,
        children: int,
        level: str,
        code: str | None = None,
        lights: str = THINK_FIRST,
    ) -> ClassTable:
        code = code or self._code()
        table = ClassTable(
            code,
            match,
            children,
            level,
            self.clock,
            self._changed,
            self.delay,
            self.thinking,
            lights,
        )
        self.tables[code] = table
        return table

    def restore(self, row: dict) -> ClassTable:
        """A table again from its journal row (``journal.py``), at the same move."""
        lights = lights_value(row["lights"])  # a damaged row changes nothing
        match = load_match(row["save"])
        table = self.add(match, row["children"], row["level"], row["code"], lights)
        table.keys = {int(seat): key for seat, key in row["keys"].items()}
        table.started, table.paused, table.ended = row["started"], row["paused"], row["ended"]
        table.past.append(Practised.from_data(table.match.game, row["records"]))  # counts so far
        table.ticketing = row["ticket"] if row["ticket"] in FORMS else None
        table.last_move = row["updated"]
        table.resume(row["late"])
        return table

    def start(self, code: str | None = None) -> None:
        for table in self._some(code):
            table.start()

    def ticket(self, code: str | None, form: int = 1, on: bool = True) -> None:
        """Teacher: exit ticket ``form`` on every child's device at table ``code`` (None: all);
        ``on`` False: back to the game."""
        for table in self._some(code):
            if table.state != "ended":
                table.ticket(form) if on else table.ticket_done()

    def pause(self, on: bool) -> None:
        self.paused = on
        for table in self.tables.values():
            if table.state != "ended":
                table.pause(on)

    def _some(self, code: str | None) -> list[ClassTable]:
        return list(self.tables.values()) if code is None else [self.table(code)]

    # --- what the teacher reads -------------------------------------------------------

    def games(self) -> list[dict]:
        """The setup page's own choices, for the teacher's "Make tables"."""
        found = []
        for game_id in game_ids_for_class():
            game = get_game(game_id)
            options = [
                {
                    "name": name,
                    "label": field.description or name,
                    "choices": [{"value": v, "words": v} for v in option_values(field)],
                    "default": str(field.default),
                }
                for name, field in game.Options.model_fields.items()
                if not hidden_option(name)
            ]
            found.append(
                {
                    "id": game.id,
                    "title": game.title,
                    "players": list(range(max(2, game.min_players), game.max_players + 1)),
                    "levels": [{"id": lv, "words": LEVEL_WORDS.get(lv, lv)} for lv in levels()],
                    "lights": [{"id": key, "words": words} for key, words in LIGHTS.items()],
                    "lights_default": THINK_FIRST,
                    "options": options,
                }
            )
        return found

    def card(self, table: ClassTable) -> dict:
        """One table as the teacher's dashboard shows it."""
        m = table.match
        seats = [
            {
                "seat": s,
                "name": m.names[s],
                "child": s < table.children,
                "taken": s in table.keys,
                "late": s in table.late,
                "waiting": s in table.pacing.kept,  # a child's seat, before the start
            }
            for s in range(m.players)
        ]
        return {
            "code": table.code,
            "title": m.game.title,
            "state": table.state,
            "seats": seats,
            "turn": listed([m.names[s] for s in m.to_move]),
            "moves": len(m.history),
            "scores": ", ".join(f"{m.names[s]} {score}" for s, score in enumerate(m.scores)),
            "since_move": round(time.time() - table.last_move, 1),
            **table.record().lines(m.names, LIGHTS),  # every figure with its mode
            "ticket": table.ticket_counts(),  # per item: how many right, the wrong picks
        }

    def summary(self) -> dict:
        """Every figure across all tables, game by game, each with its mode; mistakes' notes."""
        records: dict[str, Practised] = {}
        for table in self.tables.values():
            game = table.match.game
            records[game.id] = records.get(game.id, Practised(game)) + table.record().whole()
        found: dict[str, list] = {key: [] for key in ("facts", "first", "lit", "hints", "missed")}
        mistakes, notes = [], []
        for record in records.values():
            game = record.game
            lines = record.lines([], LIGHTS)
            for key, rows in found.items():
                rows.extend({"game": game.title, "words": line} for line in lines[key])
            for row in lines["mistakes"]:
                mistakes.append({"game": game.title, **row})
                note = {"game": game.title, "words": row["note"]}
                if note not in notes:  # a rule tried in two modes: one note
                    notes.append(note)
        tickets = [
            {"game": record.game.title, **row}
            for record in records.values()
            for row in tally(record.game, [a for _, a in record.answers()])
        ]
        return {
            "title": LABELS["t-summary"],
            **found,
            "mistakes": mistakes,
            "notes": notes,
            "ticket": tickets,
        }
