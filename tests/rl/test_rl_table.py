"""The numbering's lookups: a game's own move objects, moves built anew, shared masks, copies."""

from __future__ import annotations

import dataclasses
import pickle
import random

import numpy as np
import pyspiel
import pytest

import mathcats
from mathcats import rl
from mathcats.rl import table as table_module
from mathcats.rl.table import Table


def _legal_lists(game_id: str, games: int = 3):
    """Every list of legal moves met in a few random games."""
    for seed in range(games):
        match = mathcats.new_match(game_id, seed=seed)
        rng = random.Random(seed)
        while not match.over:
            seat = match.to_move[0]
            legal = match.legal_moves(seat)
            yield legal
            match.play(rng.choice(legal), seat)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_every_move_a_game_lists_is_the_numbered_move_itself(game_id):
    """A game hands out the very objects its numbering holds, so none is hashed to be numbered."""
    table = Table(mathcats.get_game(game_id), mathcats.get_game(game_id).min_players)
    for legal in _legal_lists(game_id):
        for move in legal:
            assert table.actions[table.numbers[move]] is move, f"{move} is built anew"


@pytest.mark.parametrize("game_id", ["kombat-kittens", "meow-10"])
def test_a_move_built_anew_has_the_same_number_as_the_games_own(game_id):
    table = Table(mathcats.get_game(game_id), 2)
    for legal in _legal_lists(game_id, games=1):
        anew = [dataclasses.replace(move) for move in legal]
        assert all(a is not m and a == m for a, m in zip(anew, legal, strict=True))
        assert table.numbers_of(anew) == table.numbers_of(legal)
        assert table.numbers_of(legal) == sorted(table.numbers[move] for move in legal)


def test_one_set_of_legal_moves_shares_one_read_only_mask_and_the_masks_kept_are_bounded(
    monkeypatch,
):
    monkeypatch.setattr(table_module, "MASKS_KEPT", 2)
    table = Table(mathcats.get_game("feed-the-kitten"), 2)
    sets = [[table.actions[0]], [table.actions[1], table.actions[11]], [table.actions[12]]]
    masks = [table.mask(legal) for legal in sets]
    for legal, mask in zip(sets, masks, strict=True):
        assert np.flatnonzero(mask).tolist() == table.numbers_of(legal)
        assert not mask.flags.writeable
    assert len(table._masks) <= 2
    assert table.mask(list(sets[2])) is masks[2]


def test_a_states_clone_shares_its_table_and_a_pickle_makes_it_again():
    game = pyspiel.load_game(rl.short_name("kombat-kittens"))
    state = game.new_initial_state()
    state.apply_action(5)
    state.apply_action(state.legal_actions()[0])
    assert state.clone().table is state.table
    again = pickle.loads(pickle.dumps(state))
    assert again.table == state.table and again.table is not state.table
    assert again.legal_actions() == state.legal_actions()
    assert again.serialize() == state.serialize()
