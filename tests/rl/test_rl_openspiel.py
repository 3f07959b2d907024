"""OpenSpiel's own random simulation test, from the installed package, on every game."""

from __future__ import annotations

import pickle
import random

import pyspiel
import pytest

import mathcats
from mathcats import rl
from mathcats.rl.spiel import SEEDS


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_openspiel_random_sim_test(game_id):
    game = pyspiel.load_game(rl.short_name(game_id))
    pyspiel.random_sim_test(game, num_sims=100, serialize=True, verbose=False)


def random_state(game, seed: int, moves: int):
    rng = random.Random(seed)
    state = game.new_initial_state()
    state.apply_action(rng.randrange(SEEDS))  # chance deals
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_a_state_serializes_as_the_engines_save_and_loads_back(game_id):
    game = pyspiel.load_game(rl.short_name(game_id))
    state = random_state(game, seed=3, moves=25)
    saved = state.serialize()
    assert mathcats.load_match(saved).to_json() == saved  # the save a child's game makes
    loaded = game.deserialize_state(saved)
    assert str(loaded) == str(state)
    assert loaded.legal_actions() == state.legal_actions()
    for seat in range(game.num_players()):
        assert loaded.observation_tensor(seat) == state.observation_tensor(seat)
    again = pickle.loads(pickle.dumps(state))
    assert str(again) == str(state) and again.history() == state.history()


def test_players_and_options_are_game_parameters():
    game = pyspiel.load_game("python_mathcats_kittens_in_space", {"players": 4, "hops": 1})
    assert game.num_players() == 4
    state = random_state(game, seed=1, moves=0)
    assert state.serialize() and '"hops": 1' in state.serialize()
    with pytest.raises(ValueError, match="2 to 6 players"):
        pyspiel.load_game("python_mathcats_kittens_in_space", {"players": 9})


def test_chance_deals_first_and_each_deal_is_equally_likely():
    game = pyspiel.load_game("python_mathcats_meow_10")
    state = game.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert [seed for seed, _ in outcomes] == list(range(SEEDS))
    assert {p for _, p in outcomes} == {1 / SEEDS}
    assert state.observation_string(0) == "no deal yet"
    state.apply_action(17)
    assert state.current_player() == 0
    assert mathcats.load_match(state.serialize()).seed == 17


def test_a_positions_legal_actions_and_observations_are_worked_out_once_and_anew_after_a_move():
    game = pyspiel.load_game(rl.short_name("kittys"))
    state = game.new_initial_state()
    state.apply_action(11)
    views, view = [], state.match.view
    state.match.view = lambda seat: views.append(seat) or view(seat)  # counts the views built
    first = [state.observation_tensor(seat) for seat in (0, 1, 0, 1)]
    assert views == [0, 1] and first[0] == first[2] and first[0] != first[1]
    legal = state.legal_actions(0)
    assert legal and state.legal_actions(0) == legal
    twin = state.clone()
    state.apply_action(legal[0])
    after = state.observation_tensor(0)
    assert views == [0, 1, 0], "a move makes a new observation"
    assert after == list(game.layout.encode(view(0))) and after != first[0]
    assert state.legal_actions(0) == []  # seat 0 has chosen its card: it waits now
    assert twin.observation_tensor(0) == first[0] and twin.legal_actions(0) == legal  # unmoved
