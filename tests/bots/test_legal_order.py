"""No bot depends on the order of ``legal_moves``: shuffled, the cat makes the same choices."""

from __future__ import annotations

import random

import pytest

import mathcats
from mathcats.bots.base import bot_module
from mathcats.engine import get_game, new_match

SHUFFLES = 3


def positions(game_id: str, games: int = 4, moves: int = 150):
    """(view, legal moves, seed) for the seat to move, along seeded games."""
    game = get_game(game_id)
    for seed in range(games):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        match = new_match(game_id, players=players, seed=seed)
        cat, rng = bot_module(game_id).choose, random.Random(seed)
        while not match.over and len(match.history) < moves:
            seat = rng.choice(match.to_move)
            legal = match.legal_moves(seat)
            yield match.view(seat), legal, seed
            usual = cat(match.view(seat), legal, random.Random(seed))
            match.play(usual if rng.random() < 0.7 else rng.choice(legal), seat)


def changed_by_shuffling(choose, game_id: str) -> int:
    """How many positions' choices change when the legal moves come in another order."""
    changed, rng = 0, random.Random(7)
    for view, legal, seed in positions(game_id):
        usual = choose(view, legal, random.Random(seed))
        for _ in range(SHUFFLES):
            shuffled = rng.sample(legal, len(legal))
            changed += choose(view, shuffled, random.Random(seed)) != usual
    return changed


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_cat_chooses_the_same_from_shuffled_legal_moves(game_id):
    assert changed_by_shuffling(bot_module(game_id).choose, game_id) == 0


def test_a_strategy_that_reads_the_order_is_caught():
    assert changed_by_shuffling(lambda view, legal, rng: legal[0], mathcats.GAMES[0]) > 0
