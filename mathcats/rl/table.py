"""One game at one table size: its action numbering, mask, reward sign and matches."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..engine import Game, Match, Move, new_match
from .actions import actions_of


@dataclass
class Table:
    """``game`` for ``players`` with ``options``: what both environments share."""

    game: Game
    players: int
    options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.actions: tuple[Move, ...] = actions_of(self.game.id)
        self.numbers = {move: number for number, move in enumerate(self.actions)}
        # Fewer points win where the tiger's search counts scores the other way round.
        self.sign = self.game.tiger.get("score_sign", 1)
        self.new_match(0)  # bad players or options fail here, with the engine's words

    def new_match(self, seed: int) -> Match:
        return new_match(self.game.id, players=self.players, seed=seed, **self.options)

    def move(self, action: int) -> Move:
        if not 0 <= int(action) < len(self.actions):
            raise ValueError(f"Action {action} is not one of 0 to {len(self.actions) - 1}.")
        return self.actions[int(action)]

    def number(self, move: Move) -> int:
        return self.numbers_of([move])[0]

    def numbers_of(self, moves: list[Move]) -> list[int]:
        """The action numbers of ``moves``, smallest first."""
        try:
            return sorted(map(self.numbers.__getitem__, moves))
        except KeyError as unknown:
            raise ValueError(f"{unknown.args[0]} has no action number in {self.game.id}.") from None

    def mask(self, legal: list[Move]) -> np.ndarray:
        mask = np.zeros(len(self.actions), dtype=np.int8)
        mask[self.numbers_of(legal)] = 1
        return mask
