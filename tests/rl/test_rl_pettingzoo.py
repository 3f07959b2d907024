"""PettingZoo's own tests, imported from the installed package, on every game and mode."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test
from rl_cases import MODES, mode_id

import mathcats
from mathcats import rl
from mathcats.engine import IllegalMove
from mathcats.rl import aec

pytestmark = pytest.mark.filterwarnings(
    # api_test warns of any dict observation, PettingZoo's own card games' too.
    "ignore:Observation space for each agent probably should be:UserWarning",
    "ignore:Observation is not a NumPy array:UserWarning",
)


@pytest.mark.parametrize("mode", MODES, ids=mode_id)
def test_pettingzoo_api_test(mode):
    game_id, players, options = mode
    assert api_test_warnings(rl.env(game_id, players=players, **options)) == []


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_unwrapped_environment_passes_pettingzoos_api_test(game_id):
    """rl.MathcatsEnv is rl.env without PettingZoo's order-enforcing wrapper (its raw_env)."""
    env = rl.MathcatsEnv(game_id)
    assert not hasattr(env, "env")  # no wrapper around it
    assert api_test_warnings(env) == []


def api_test_warnings(env) -> list[str]:
    """PettingZoo's api_test (1,000 cycles) on ``env``: the warnings beyond dict observations'."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env, num_cycles=1000)
    known = ("Observation space for each agent", "Observation is not a NumPy array")
    return [str(w.message) for w in caught if not str(w.message).startswith(known)]


@pytest.mark.parametrize("mode", MODES, ids=mode_id)
def test_pettingzoo_seed_test(mode):
    game_id, players, options = mode
    seed_test(lambda: rl.env(game_id, players=players, **options))


def random_steps(env, seed: int, steps: int):
    """Play ``steps`` random legal actions (fewer if the game ends); yield before each."""
    rng = random.Random(seed)
    env.reset(seed=seed)
    for _ in range(steps):
        observation, _reward, termination, truncation, _info = env.last()
        if termination or truncation:
            return
        yield observation
        env.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_every_action_is_explained_in_a_childs_words(game_id):
    """Masked actions say why not (the rule's words); unmasked ones why they are allowed."""
    env = rl.env(game_id)
    for observation in random_steps(env, seed=5, steps=60):
        for action, legal in enumerate(observation["action_mask"]):
            verdict = env.explain(action)
            assert verdict.ok == bool(legal), (action, verdict)
            assert verdict.words.strip() and len(verdict.words.split()) <= 30


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_a_masked_action_is_refused_and_changes_nothing(game_id):
    env = rl.env(game_id)
    for observation in random_steps(env, seed=2, steps=20):
        refused = np.flatnonzero(observation["action_mask"] == 0)
        before = env.unwrapped.match.to_json()
        with pytest.raises(IllegalMove) as error:
            env.step(int(refused[0]))
        assert str(error.value) == env.explain(int(refused[0])).words
        assert env.unwrapped.match.to_json() == before


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_info_tells_the_move_in_words_and_rewards_add_up_to_the_scores(game_id):
    env = rl.env(game_id)
    raw, rng = env.unwrapped, random.Random(4)
    env.reset(seed=4)
    totals = dict.fromkeys(raw.possible_agents, 0.0)
    while not raw.match.over:
        mover = env.agent_selection
        action = rng.choice(np.flatnonzero(env.observe(mover)["action_mask"]).tolist())
        allowed = env.explain(action)
        env.step(action)
        turn = raw.match.history[-1]
        assert env.infos[mover]["move"] == turn.move.to_json() == raw.actions[action].to_json()
        assert env.infos[mover]["verdict"] == allowed.words
        for seat, agent in enumerate(raw.possible_agents):
            assert env.infos[agent]["words"] == [raw.match.narrate(e, seat) for e in turn.events]
            assert ("move" in env.infos[agent]) == (agent == mover)
            totals[agent] += env.rewards[agent]
    assert all(env.terminations.values()) and not any(env.truncations.values())
    sign = -1 if game_id == "meow-10" else 1  # fewer points win Meow 10
    assert list(totals.values()) == [sign * score for score in raw.match.scores]


def test_kept_words_are_the_words_the_engine_tells_and_their_number_is_bounded(monkeypatch):
    """Words told in an earlier game or step are kept (aec.TOLD_KEPT at most) and reused."""
    monkeypatch.setattr(aec, "TOLD_KEPT", 8)
    env = rl.env("kittys", players=3)  # face-down cards: seats hear some events differently
    raw = env.unwrapped
    for seed in (1, 2):  # the second game hears words kept from the first
        env.reset(seed=seed)
        rng = random.Random(seed)
        while not raw.match.over:
            action = rng.choice(np.flatnonzero(env.last()[0]["action_mask"]).tolist())
            env.step(action)
            events = raw.match.history[-1].events
            for seat, agent in enumerate(raw.possible_agents):
                assert env.infos[agent]["words"] == [raw.match.narrate(e, seat) for e in events]
            assert len(raw._told) <= 8 + len(events)


def test_max_cycles_truncates_every_seat_and_the_seats_then_leave():
    env = rl.env("feed-the-kitten", players=3, max_cycles=4)
    env.reset(seed=1)
    for _ in range(4):
        assert not any(env.truncations.values())
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert all(env.truncations.values()) and not any(env.terminations.values())
    for _ in range(3):
        env.step(None)
    assert env.agents == []


def test_bad_players_or_options_are_refused_in_the_engines_words():
    with pytest.raises(ValueError, match="2 to 5 players"):
        rl.env("feed-the-kitten", players=9)
    with pytest.raises(ValueError, match="Bad option"):
        rl.env("meow-10", colour="red")
    env = rl.env("meow-10")
    env.reset(seed=1)
    with pytest.raises(ValueError, match="not one of 0 to 46"):
        env.step(47)


def test_a_mask_of_a_move_without_a_number_is_refused_by_name():
    kittys, meow = rl.env("kittys").unwrapped.table, rl.env("meow-10").unwrapped.table
    stranger = next(move for move in kittys.actions if move not in meow.numbers)
    with pytest.raises(ValueError, match="has no action number in meow-10"):
        meow.mask([meow.actions[0], stranger])


@pytest.mark.parametrize("game_id", ["feed-the-kitten", "kittys"])
def test_a_seats_observation_is_built_once_per_position_and_anew_after_a_move(game_id):
    env = rl.env(game_id)
    raw = env.unwrapped
    env.reset(seed=3)
    views, view = [], raw.match.view
    raw.match.view = lambda seat: views.append(seat) or view(seat)  # counts the views built
    mover = env.agent_selection
    first = env.last()[0]
    again = env.observe(mover)
    assert views == [raw._seats[mover]], "last() then observe() built the view once"
    assert np.array_equal(first["observation"], again["observation"])
    with pytest.raises(ValueError, match="read-only"):
        again["observation"][0] = 99.0  # shared between calls: nobody may change it
    with pytest.raises(ValueError, match="read-only"):
        again["action_mask"][0] = 1
    env.step(int(np.flatnonzero(first["action_mask"])[0]))
    seat, after = raw._seats[mover], env.observe(mover)
    assert len(views) == 2, "a move makes a new observation"
    assert np.array_equal(after["observation"], raw.layout.encode(view(seat)))
    assert np.array_equal(after["action_mask"], raw.table.mask(raw.match.legal_moves(seat)))
    assert not np.array_equal(after["observation"], first["observation"])
    env.reset(seed=3)  # the same deal again: the first observation, not the last one kept
    assert np.array_equal(env.observe(mover)["observation"], first["observation"])
