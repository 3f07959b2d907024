"""No bot depends on the order of ``legal_moves``: shuffled, the cat makes the same choices.

That holds for its choice, its reasons for "Show me" and the tiger's playout
policy. A playout picks at random among moves of one kind, so here it gets a
generator whose ``choice`` takes the same move from any order.
"""

from __future__ import annotations

import random
from importlib import import_module

import pytest
from every_game import GAMES, RECORDS

from mathcats.bots.base import bot_module
from mathcats.engine import get_game, new_match

SHUFFLES = 3
pytestmark = pytest.mark.usefixtures("toy_registered")


class OrderBlind(random.Random):
    """A seeded generator whose ``choice`` does not look at the order: the least by ``repr``."""

    def choice(self, seq):
        return min(seq, key=repr)


def positions(game_id: str, games: int = 4, moves: int = 150):
    """(match, seat, legal moves, seed) for the seat to move, along seeded games."""
    game = get_game(game_id)
    for seed in range(games):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        match = new_match(game_id, players=players, seed=seed)
        cat, rng = bot_module(game_id).choose, random.Random(seed)
        while not match.over and len(match.history) < moves:
            seat = rng.choice(match.to_move)
            legal = match.legal_moves(seat)
            yield match, seat, legal, seed
            usual = cat(match.view(seat), legal, random.Random(seed))
            match.play(usual if rng.random() < 0.7 else rng.choice(legal), seat)


def changed_by_shuffling(pick, game_id: str) -> int:
    """How many positions' picks change when the legal moves come in another order.

    ``pick(match, seat, legal, seed)`` is what the bot makes of a position.
    """
    changed, rng = 0, random.Random(7)
    for match, seat, legal, seed in positions(game_id):
        usual = pick(match, seat, legal, seed)
        for _ in range(SHUFFLES):
            changed += pick(match, seat, rng.sample(legal, len(legal)), seed) != usual
    return changed


def choice(game_id: str):
    choose = bot_module(game_id).choose
    return lambda match, seat, legal, seed: choose(match.view(seat), legal, random.Random(seed))


def reasons(game_id: str):
    reason = bot_module(game_id).reason
    return lambda match, seat, legal, seed: {m: reason(match.view(seat), m, legal) for m in legal}


def playout(policy):
    return lambda match, seat, legal, seed: policy(match.state, seat, legal, OrderBlind(seed))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_cat_chooses_the_same_from_shuffled_legal_moves(game_id):
    assert changed_by_shuffling(choice(game_id), game_id) == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_show_me_gives_the_same_reasons_from_shuffled_legal_moves(game_id):
    assert changed_by_shuffling(reasons(game_id), game_id) == 0


# The games whose tiger plays out with a policy of its own (the others play out uniformly at
# random, which reads no order).
PLAYOUTS = [g for g in GAMES if hasattr(import_module(RECORDS[g].bot), "playout")]


@pytest.mark.parametrize("game_id", PLAYOUTS)
def test_the_tigers_playout_picks_the_same_from_shuffled_legal_moves(game_id):
    assert changed_by_shuffling(playout(bot_module(game_id).playout), game_id) == 0


def test_a_strategy_that_reads_the_order_is_caught():
    assert changed_by_shuffling(lambda match, seat, legal, seed: legal[0], GAMES[0]) > 0


def test_a_playout_that_reads_the_order_is_caught():
    last = playout(lambda state, seat, moves, rng: moves[-1])
    assert changed_by_shuffling(last, GAMES[0]) > 0
