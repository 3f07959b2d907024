"""No observation holds another seat's hidden card: dealing them again changes none."""

from __future__ import annotations

import random

import numpy as np
import pyspiel
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rl_cases import MODES, mode_id

from mathcats import rl

seeds = st.integers(min_value=0, max_value=2**32 - 1)


@pytest.mark.parametrize("mode", MODES, ids=mode_id)
@settings(max_examples=10)
@given(seed=seeds, steps=st.integers(0, 400))
def test_no_observation_holds_a_hidden_card(mode, seed, steps):
    game_id, players, options = mode
    env = rl.env(game_id, players=players, **options)
    raw, rng = env.unwrapped, random.Random(seed)
    env.reset(seed=seed)
    for _ in range(steps):
        if raw.match.over:
            break
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(rng.choice(np.flatnonzero(mask).tolist()))
    state = raw.match.state
    for seat, agent in enumerate(raw.possible_agents):
        seen = env.observe(agent)
        twin = state.determinize(seat, rng)  # every card this seat cannot see, dealt again
        assert np.array_equal(raw.layout.encode(twin.view(seat)), seen["observation"])
        legal = twin.legal_moves(seat) if seat in twin.to_move else []
        assert np.array_equal(raw.table.mask(legal), seen["action_mask"])


def test_the_teachers_view_cannot_be_encoded():
    """Its fields show every hand: the encoding refuses it rather than leave them out quietly."""
    env = rl.env("feed-the-kitten", players=3)
    env.reset(seed=1)
    with pytest.raises(ValueError, match="teacher's field 'hands'"):
        env.unwrapped.layout.encode(env.unwrapped.match.teacher_view())


def test_a_redeal_does_change_what_the_teacher_sees():
    """So the property above compares positions whose hidden cards really differ."""
    env = rl.env("meow-10", players=3)
    env.reset(seed=8)
    state = env.unwrapped.match.state
    twin = state.determinize(0, random.Random(1))
    assert twin.view(None).hands != state.view(None).hands
    assert twin.view(0) == state.view(0)


@pytest.mark.parametrize("game_id", ["kittys", "kombat-kittens"])
def test_openspiel_sees_what_pettingzoo_sees(game_id):
    """Both read the seat's view through the same layout, seat by seat."""
    env = rl.env(game_id)
    env.reset(seed=11)
    state = pyspiel.load_game(rl.short_name(game_id)).new_initial_state()
    state.apply_action(11)
    rng = random.Random(11)
    for _ in range(40):
        if state.is_terminal():
            break
        for seat, agent in enumerate(env.unwrapped.possible_agents):
            observation = env.observe(agent)["observation"]
            assert np.array_equal(np.asarray(state.observation_tensor(seat)), observation)
        action = rng.choice(state.legal_actions())
        assert env.agent_selection == f"seat_{state.current_player()}"
        state.apply_action(action)
        env.step(action)
