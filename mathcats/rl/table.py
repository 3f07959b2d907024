"""One game at one table size: its action numbering, mask, reward sign and matches."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..engine import Game, Match, Move, get_game, new_match
from .actions import actions_of

MASKS_KEPT = 10_000  # action masks a table keeps, each for a set of legal moves


@dataclass
class Table:
    """``game`` for ``players`` with ``options``: what both environments share."""

    game: Game
    players: int
    options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.actions: tuple[Move, ...] = actions_of(self.game.id)
        self.numbers = {move: number for number, move in enumerate(self.actions)}
        # A game lists the very move objects its numbering holds, and an object's id is
        # unique while it lives (``actions`` keeps them): found so, no move is hashed.
        self._held = {id(move): number for number, move in enumerate(self.actions)}
        self._masks: dict[tuple[int, ...], np.ndarray] = {}
        # Fewer points win where the tiger's search counts scores the other way round.
        self.sign = self.game.tiger.get("score_sign", 1)
        self.new_match(0)  # bad players or options fail here, with the engine's words

    def new_match(self, seed: int) -> Match:
        return new_match(self.game.id, players=self.players, seed=seed, **self.options)

    def move(self, action: int) -> Move:
        number = int(action)
        if not 0 <= number < len(self.actions):
            raise ValueError(f"Action {action} is not one of 0 to {len(self.actions) - 1}.")
        return self.actions[number]

    def number(self, move: Move) -> int:
        return self.numbers_of([move])[0]

    def numbers_of(self, moves: list[Move]) -> list[int]:
        """The action numbers of ``moves``, smallest first."""
        held = self._held
        try:
            numbers = [held[id(move)] for move in moves]
        except KeyError:  # a move built anew: found by its value
            numbers = [self._by_value(move) for move in moves]
        numbers.sort()
        return numbers

    def _by_value(self, move: Move) -> int:
        try:
            return self.numbers[move]
        except KeyError:
            raise ValueError(f"{move} has no action number in {self.game.id}.") from None

    def mask(self, legal: list[Move]) -> np.ndarray:
        """1 for each of ``legal``'s actions, read-only: the same moves share one array."""
        numbers = tuple(self.numbers_of(legal))
        mask = self._masks.get(numbers)
        if mask is None:
            if len(self._masks) >= MASKS_KEPT:
                self._masks.clear()
            mask = self._masks[numbers] = np.zeros(len(self.actions), dtype=np.int8)
            mask[list(numbers)] = 1
            mask.flags.writeable = False
        return mask

    def __deepcopy__(self, memo: dict) -> Table:
        return self  # fixed once made: every copy of a state shares its table

    def __reduce__(self):
        return _table, (self.game.id, self.players, self.options)


def _table(game_id: str, players: int, options: dict[str, Any]) -> Table:
    """A pickled table made again: its game is found by id."""
    return Table(get_game(game_id), players, options)
