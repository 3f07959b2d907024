"""OpenSpiel games: each registered game as ``python_mathcats_<id with underscores>``.

Chance is explicit: the first move of every game is chance's, and it picks the
seed, one of ``SEEDS`` equally likely; the seed settles the deal and every later
draw, as a shuffled deck does. OpenSpiel's checks can then list, sample, replay
and serialize chance like any move. A state serializes as the engine's save
(seed and moves), which ``deserialize_state`` loads back.
"""

from __future__ import annotations

import numpy as np
import pyspiel

from ..engine import Game, Match, game_ids, get_game, load_match
from .observe import Layout
from .table import Table

SEEDS = 2**12  # the deals chance chooses among
LONGEST = 50_000  # moves: the longest game declared (the conformance tests' bound)


DEALS = [(seed, 1.0 / SEEDS) for seed in range(SEEDS)]
CHANCE, TERMINAL = int(pyspiel.PlayerId.CHANCE), int(pyspiel.PlayerId.TERMINAL)


def short_name(game_id: str) -> str:
    return "python_mathcats_" + game_id.replace("-", "_")


def _game_type(game: Game) -> pyspiel.GameType:
    defaults = game.Options().model_dump()
    return pyspiel.GameType(
        short_name=short_name(game.id),
        long_name=f"mathcats {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": game.min_players, **defaults},
    )


class MathcatsGame(pyspiel.Game):
    """A mathcats game for OpenSpiel. A winner's return is 1, every other seat's 0.

    Each game registers a subclass of its own that names its ``record``.
    """

    record: Game

    def __init__(self, params: dict | None = None):
        game = self.record
        params = {**_game_type(game).parameter_specification, **(params or {})}
        players = int(params.pop("players"))
        self.table = Table(game, players, params)
        self.layout = Layout.of(self.table.new_match(0))
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.table.actions),
            max_chance_outcomes=SEEDS,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=LONGEST,
        )
        super().__init__(_game_type(game), info, {"players": players, **params})

    def new_initial_state(self) -> MathcatsState:
        return MathcatsState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> Observer:
        return Observer(self)

    def deserialize_state(self, text: str) -> MathcatsState:
        return MathcatsState(self, load_match(text))


class MathcatsState(pyspiel.State):
    """Before chance picks the seed there is no match yet (``match`` is None).

    OpenSpiel asks for the player to move several times a move, and a learner or
    OpenSpiel's own checks may ask for one position's legal actions and
    observations more than once: each is worked out once per position (the player
    is an attribute, as OpenSpiel's own Python games keep it), and a move starts
    them afresh.
    """

    def __init__(self, game: MathcatsGame, match: Match | None = None):
        super().__init__(game)
        self.table = game.table  # a clone shares it (``Table.__deepcopy__``)
        self.match = match  # a clone copies it, a pickle holds its save
        self._settle()

    def _settle(self) -> None:
        """Work out who moves in this position, and forget what was known of the last."""
        if self.match is None:
            self._player = CHANCE
        else:
            to_move = self.match.to_move  # empty once the game is over
            self._player = to_move[0] if to_move else TERMINAL
        self._legal: dict[int, list[int]] = {}  # this position's, by player
        self._rows: dict[int, np.ndarray] = {}

    def current_player(self) -> int:
        return self._player

    def _legal_actions(self, player: int) -> list[int]:
        legal = self._legal.get(player)
        if legal is None:
            legal = self._legal[player] = self.table.numbers_of(self.match.legal_moves(player))
        return list(legal)

    def row(self, player: int) -> np.ndarray:
        """``player``'s view as numbers (read-only: every observer of this position shares it)."""
        row = self._rows.get(player)
        if row is None:
            row = self._rows[player] = self.get_game().layout.encode(self.match.view(player))
            row.flags.writeable = False
        return row

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return DEALS

    def _apply_action(self, action: int) -> None:
        if self.match is None:
            self.match = self.table.new_match(action)
        else:
            self.match.play(self.table.move(action), self._player)
        self._settle()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == CHANCE:
            return f"deal {action}"
        move = self.table.move(action).to_json()
        return " ".join(str(value) for value in move.values())

    def is_terminal(self) -> bool:
        return self._player == TERMINAL

    def returns(self) -> list[float]:
        winners = self.match.winners if self.match is not None else ()
        return [float(seat in winners) for seat in range(self.table.players)]

    def serialize(self) -> str:
        return "" if self.match is None else self.match.to_json()

    def __str__(self) -> str:
        return "no deal yet" if self.match is None else self.match.teacher_view().model_dump_json()


class Observer:
    """A seat's view as numbers (``tensor``) or as its JSON (``string_from``)."""

    def __init__(self, game: MathcatsGame):
        self.layout = game.layout
        self.tensor = np.zeros(self.layout.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: MathcatsState, player: int) -> None:
        if state.match is None:
            self.tensor.fill(-1.0)
        else:
            self.tensor[:] = state.row(player)

    def string_from(self, state: MathcatsState, player: int) -> str:
        if state.match is None:
            return "no deal yet"
        return state.match.view(player).model_dump_json()


GAMES: dict[str, type[MathcatsGame]] = {}  # short name -> its class, kept for OpenSpiel


def register_all() -> None:
    """Register every game OpenSpiel does not know yet (a class each, as OpenSpiel's own do)."""
    known = set(pyspiel.registered_names())
    for game_id in game_ids():
        name = short_name(game_id)
        if name not in known:
            game = get_game(game_id)
            GAMES[name] = type(name, (MathcatsGame,), {"record": game})
            pyspiel.register_game(_game_type(game), GAMES[name])
