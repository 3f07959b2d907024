"""A Match is one game being played: seats, names, history, undo, save and load.

Everything outside the engine (bots, widgets, the app, lessons, the CLI)
talks to a Match. The save format is (game, players, options, seed, moves):
loading replays the moves, so a seed always replays the same game.
"""

from __future__ import annotations

import json
import random
import secrets
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, ValidationError

from .actions import Event, Move, parse_move
from .game import Game, GameOptions, View
from .registry import get_game
from .text import TEXT, listed
from .verdict import IllegalMove, Verdict, refused

NAMES = ("Mia", "Leo", "Ava", "Sam", "Zoe", "Max")
SAVE_FORMAT = "mathcats.match"
SAVE_VERSION = 1
QUOTED = 80  # the most characters of a refused save that its error message repeats
GAME_OVER = refused("game-over", TEXT["game-over"])


class Turn(NamedTuple):
    """One entry of the history: who moved, what, and what followed."""

    seat: int
    move: Move
    events: tuple[Event, ...]


class Match:
    """One game of ``game_id`` for ``players`` seats, replayable from ``seed``."""

    def __init__(
        self,
        game_id: str,
        players: int | None = None,
        seed: int | None = None,
        names: list[str] | None = None,
        **options: Any,
    ):
        self.game = get_game(game_id)
        players = self.game.min_players if players is None else players
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(f"players must be a whole number, not {players!r}.")
        if not self.game.min_players <= players <= self.game.max_players:
            raise ValueError(
                f"{self.game.title} is for {self.game.min_players} to "
                f"{self.game.max_players} players, not {players}."
            )
        if seed is None:
            seed = secrets.randbits(32)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be a whole number, not {seed!r}.")
        self.options = _options(self.game, options)
        names = list(NAMES[:players]) if names is None else list(names)
        if len(names) != players or not all(isinstance(n, str) and n for n in names):
            raise ValueError(f"names must be {players} non-empty strings.")
        self.players = players
        self.seed = seed
        self.names = names
        self._history: list[Turn] = []
        self._redo: list[Turn] = []  # what undo took back, the next redo() last
        self._checked: dict[tuple[int, Move], Verdict] = {}  # check()'s verdicts here and now
        self._state = self._fresh_state()

    def _fresh_state(self):
        return self.game.State.start(self.players, self.options, random.Random(self.seed))

    # --- asking ------------------------------------------------------------

    @property
    def to_move(self) -> tuple[int, ...]:
        return self._state.to_move

    @property
    def over(self) -> bool:
        return self._state.over

    @property
    def winners(self) -> tuple[int, ...]:
        return self._state.winners

    @property
    def scores(self) -> tuple[int, ...]:
        return self._state.scores

    @property
    def history(self) -> tuple[Turn, ...]:
        return tuple(self._history)

    @property
    def state(self):
        """The game state itself (full knowledge): for tests and tools, not for bots."""
        return self._state

    def resolve_seat(self, seat: int | None) -> int:
        """``seat``, or the one seat to move when ``seat`` is None."""
        if seat is not None:
            return seat
        if len(self.to_move) == 1:
            return self.to_move[0]
        if not self.to_move:
            raise IllegalMove(GAME_OVER)
        raise ValueError("Several players choose now: say which seat is moving.")

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        to_move = self._state.to_move
        if seat is None:
            if not to_move:
                return []
            seat = self.resolve_seat(seat)
        return self._state.legal_moves(seat) if seat in to_move else []

    def parse_move(self, data: Any) -> Move:
        return parse_move(data, self.game.move_kinds)

    def check(self, move: Move | dict, seat: int | None = None) -> Verdict:
        if self.over:
            return GAME_OVER
        seat = self.resolve_seat(seat)
        refusal = self._seat_refusal(seat)  # a refused Verdict is falsy: test for None
        if refusal is not None:
            return refusal
        move = self.parse_move(move)
        verdict = self._checked[seat, move] = self._state.check(move, seat)
        return verdict

    def _seat_refusal(self, seat: int) -> Verdict | None:
        """Why ``seat`` may not move now (game over, no such seat, not its turn); None if it may."""
        to_move = self._state.to_move
        if not to_move:
            return GAME_OVER
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            return refused("no-such-seat", TEXT["no-such-seat"].format(seat=seat))
        if seat in to_move:
            return None
        reason = self._state.waiting(seat)
        if reason is not None:
            return reason
        waiting = listed([self.names[s] for s in to_move])
        return refused("not-your-turn", TEXT["not-your-turn"].format(waiting=waiting))

    def explain(self, move: Move | dict, seat: int | None = None) -> str:
        """The reason a move is or is not allowed, in kid words."""
        return self.check(move, seat).words

    def view(self, seat: int) -> View:
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(TEXT["no-such-seat"].format(seat=seat))
        return self._state.view(seat)

    def teacher_view(self) -> View:
        return self._state.view(None)

    def narrate(self, event: Event, seat: int | None = None) -> str:
        """``event`` in kid words, as ``seat`` may see it (None: the teacher)."""
        return self.game.narrate(event.seen_by(seat), self.names)

    # --- acting ------------------------------------------------------------

    def play(self, move: Move | dict, seat: int | None = None) -> list[Event]:
        """Make a move. A refused move raises ``IllegalMove`` and changes nothing.

        A move ``check`` allowed in this same position (a table checks every
        move it shows) is not checked again.
        """
        move = parse_move(move, self.game.move_kinds)
        seat = self.resolve_seat(seat)
        verdict = self._checked.get((seat, move)) if self._checked else None
        if verdict is None:
            verdict = self._seat_refusal(seat)  # then the rules: each check once, as in check()
            if verdict is None:
                verdict = self._state.check(move, seat)
        if not verdict:
            raise IllegalMove(verdict)
        self._checked.clear()  # the position changes: those verdicts are of the old one
        events = self._state.apply(move, seat)
        self._history.append(Turn(seat, move, tuple(events)))
        if self._redo:  # the same move as the next redo keeps the rest; another drops them
            if self._redo[-1][:2] == (seat, move):
                self._redo.pop()
            else:
                self._redo.clear()
        return events

    def undo(self) -> Turn:
        """Take back the last move (and what followed it by itself)."""
        if not self._history:
            raise ValueError("There is nothing to undo.")
        last = self._history.pop()
        self._redo.append(last)
        self._checked.clear()
        state = self._fresh_state()
        for turn in self._history:
            state.apply(turn.move, turn.seat)
        self._state = state
        return last

    def rewind(self) -> None:
        """Take back every move, back to the first deal; redo() makes them again in order."""
        self._redo.extend(reversed(self._history))
        self._history.clear()
        self._checked.clear()
        self._state = self._fresh_state()

    @property
    def undone(self) -> tuple[Turn, ...]:
        """The moves taken back and not played again since, the next redo() first."""
        return tuple(reversed(self._redo))

    def redo(self) -> Turn:
        """Make again the next move taken back (undo, rewind); another play drops them."""
        if not self._redo:
            raise ValueError("There is nothing to redo.")
        seat, move, _ = self._redo[-1]
        self.play(move, seat)
        return self._history[-1]

    def copy(self) -> Match:
        """An independent copy: the state cloned, the history and undone moves kept."""
        twin = object.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin._history, twin._redo, twin._checked = list(self._history), list(self._redo), {}
        twin._state = self._state.clone()
        return twin

    def __deepcopy__(self, memo: dict) -> Match:
        return self.copy()

    # --- saving ------------------------------------------------------------

    def __reduce__(self):
        """Pickled as its save (``to_json``): a pickle holds no code. Undone moves are dropped."""
        return load_match, (self.to_json(),)

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "game": self.game.id,
                "players": self.players,
                "seed": self.seed,
                "options": self.options.model_dump(mode="json"),
                "names": self.names,
                "moves": [{"seat": t.seat, "move": t.move.to_json()} for t in self._history],
            }
        )


def _options(game: Game, options: dict[str, Any]) -> GameOptions:
    """``options`` read by the game's own model, which refuses unknown names and bad values."""
    try:
        return game.Options.model_validate(options)
    except ValidationError as error:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in error.errors())
        raise ValueError(f"Bad option for {game.id}: {problems}.") from None


class _SavedTurn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    seat: int
    move: dict


class _SavedMatch(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    format: str
    version: int
    game: str
    players: int
    seed: int
    options: dict
    names: list[str]
    moves: list[_SavedTurn]


def new_match(
    game_id: str,
    players: int | None = None,
    seed: int | None = None,
    names: list[str] | None = None,
    **options: Any,
) -> Match:
    """Start a match. Unknown games, options or bad values raise ``ValueError``."""
    return Match(game_id, players=players, seed=seed, names=names, **options)


def _cut(text: str) -> str:
    """``text`` cut to ``QUOTED`` characters, so an error never repeats a whole tampered save."""
    return text if len(text) <= QUOTED else text[: QUOTED - 1] + "…"


def load_match(text: str | bytes) -> Match:
    """Rebuild a saved match by replaying its moves; a damaged file raises ``ValueError``.

    Its message quotes at most ``QUOTED`` characters of the file.
    """
    try:
        saved = _SavedMatch.model_validate_json(text)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(map(str, first["loc"])) or "file"
        problem = _cut(f"{where}: {first['msg']}")
        raise ValueError(f"This is not a mathcats save file ({problem}).") from None
    if saved.format != SAVE_FORMAT or saved.version != SAVE_VERSION:
        found = f"format {saved.format!r} v{saved.version}"
        raise ValueError(f"This is not a mathcats save file ({_cut(found)}).")
    try:
        game = get_game(saved.game)
        # Only the game's own options reach Match(): a saved "players" or "seed" is refused here.
        options = _options(game, saved.options).model_dump()
        match = Match(game.id, saved.players, saved.seed, saved.names, **options)
    except ValueError as error:
        raise ValueError(f"This save cannot start a game: {_cut(str(error))}") from None
    for number, turn in enumerate(saved.moves, start=1):
        try:
            match.play(turn.move, turn.seat)
        except ValueError as error:
            raise ValueError(
                f"The save file is damaged at move {number}: {_cut(str(error))}"
            ) from None
        except (LookupError, TypeError, ArithmeticError, RecursionError) as error:
            # A well-formed move no game would make met a rule unprepared for it.
            raise ValueError(f"The save file is damaged at move {number}.") from error
    return match
