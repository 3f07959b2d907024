"""Match.copy and pickling: what OpenSpiel's clone and serialization use (mathcats.rl)."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

import mathcats


def played(game_id: str, moves: int) -> mathcats.Match:
    match, rng = mathcats.new_match(game_id, seed=5), random.Random(5)
    for _ in range(moves):
        seat = match.to_move[0]
        match.play(rng.choice(match.legal_moves(seat)), seat)
    return match


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_a_copy_plays_on_alone(game_id):
    match = played(game_id, 6)
    before = match.to_json()
    twin = copy.deepcopy(match)
    assert twin.to_json() == before and twin.teacher_view() == match.teacher_view()
    rng = random.Random(1)
    while not twin.over:
        seat = twin.to_move[0]
        twin.play(rng.choice(twin.legal_moves(seat)), seat)
    twin.undo()
    assert match.to_json() == before and not match.over


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_a_pickle_is_the_save_and_loads_the_same_game(game_id):
    match = played(game_id, 9)
    data = pickle.dumps(match)
    assert b"lambda" not in data and match.to_json().encode() in data
    loaded = pickle.loads(data)
    assert loaded.to_json() == match.to_json()
    assert loaded.teacher_view() == match.teacher_view()
    assert loaded.state.rng.getstate() == match.state.rng.getstate()
