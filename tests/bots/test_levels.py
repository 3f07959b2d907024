"""The levels: every game has kitten, cat and tiger, called the same way."""

from __future__ import annotations

import random
import time

import pytest
from every_game import GAMES

import mathcats
from mathcats.bots import BOTS, LEVELS, make_bot, play_bots, sampler
from mathcats.bots.ismcts import Node, _better, rewards, search
from mathcats.engine import get_game

pytestmark = pytest.mark.usefixtures("toy_registered")


def test_the_registry_has_the_three_levels_and_the_old_bots():
    assert set(LEVELS) == {"kitten", "cat", "tiger"}
    assert {"random", "greedy", *LEVELS} <= set(BOTS)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_plays_a_whole_game_of_every_game(game_id):
    game = get_game(game_id)
    match = mathcats.new_match(game_id, players=game.min_players, seed=2)
    levels = ["kitten", "cat", "tiger:8", "random", "greedy"]
    bots = {seat: make_bot(levels[seat % 5], game_id, seed=seat) for seat in range(match.players)}
    play_bots(match, bots)
    assert match.over


def test_bot_names_and_settings_are_checked():
    assert make_bot("tiger:50", "feed-the-kitten").settings["iterations"] == 50
    assert make_bot("tiger", "feed-the-kitten", seconds=0.1).settings["seconds"] == 0.1
    for bad in ("wizard", "tiger:0", "tiger:lots"):
        with pytest.raises(ValueError):
            make_bot(bad, "feed-the-kitten")
    with pytest.raises(ValueError, match="no setting"):
        make_bot("cat", "feed-the-kitten", iterations=3)


def test_the_tiger_needs_its_sampler_but_not_for_a_forced_move():
    match = mathcats.new_match("feed-the-kitten", players=2, seed=1)
    tiger = make_bot("tiger:10", "feed-the-kitten")
    legal = match.legal_moves()
    with pytest.raises(ValueError, match="sampler"):
        tiger.choose(match.view(0), legal)
    assert tiger.choose(match.view(0), legal[:1]) == legal[0]
    assert tiger.move(match, 0) in legal


def feed_the_kitten_position(hand, top, seed=1):
    """A 2-player Feed the Kitten match where seat 0 holds ``hand`` on ``top``."""
    match = mathcats.new_match("feed-the-kitten", players=2, seed=seed)
    state = match.state
    pool = state.hands[0] + state.hands[1] + state.draw_pile + state.play_pile
    for card in [*hand, top]:
        pool.remove(card)
    state.hands[0] = list(hand)
    state.hands[1], state.draw_pile = pool[:5], pool[5:]
    state.play_pile = [top]
    return match


def test_the_tiger_takes_a_win():
    match = feed_the_kitten_position([20, 30, 100, 40], top=90)
    assert make_bot("tiger:200", "feed-the-kitten", seed=3).move(match, 0).to_json()["card"] == 100


def test_search_counts_visits_for_the_legal_root_moves_only():
    match = feed_the_kitten_position([0, 20, 50, 60, 70], top=10)
    legal = match.legal_moves(0)
    stats = search(0, legal, sampler(match.state, 0), random.Random(1), iterations=60)
    assert set(stats) == set(legal)
    assert sum(node.visits for node in stats.values()) == 60


def test_rewards_share_wins_and_judge_cut_playouts_by_score_gains():
    match = feed_the_kitten_position([100], top=90)
    state = match.state.clone()
    assert rewards(state, [0, 0]) == [0.5, 0.5]  # not over, nobody ahead
    assert rewards(state, [0, 1]) == [0.0, 1.0]
    state.apply(match.legal_moves(0)[0], 0)  # plays 100: a can, not yet the game
    state.winner = 0
    assert rewards(state, [0, 0]) == [1.0, 0.0]


def test_the_same_seed_gives_the_same_choices():
    match = mathcats.new_match("meow-10" if "meow-10" in mathcats.GAMES else "feed-the-kitten")
    seat = match.to_move[0]
    first = [make_bot("tiger:40", match.game.id, seed=9).move(match, seat) for _ in range(2)]
    assert first[0] == first[1]


def test_the_time_guard_stops_a_long_search():
    match = mathcats.new_match("feed-the-kitten", players=2, seed=5)
    legal = match.legal_moves(0)
    start = time.perf_counter()
    stats = search(0, legal, sampler(match.state, 0), random.Random(1), 10**6, seconds=0.05)
    assert time.perf_counter() - start < 2.0  # generous: the machine may be busy
    assert 0 < sum(node.visits for node in stats.values()) < 10**6


def _node(visits: int, reward: float) -> Node:
    node = Node()
    node.visits, node.reward = visits, reward
    return node


def test_the_tiger_leaves_the_cats_move_only_when_sure():
    cats_move = _node(6, 0)  # lost its 6 playouts: maybe bad luck with 4 players
    favourite = _node(20, 8)  # won 8 of 20
    assert _better(favourite, cats_move, sure=2.0)  # 0 of 6 counts as surely worse
    assert not _better(favourite, cats_move, sure=2.0, prior=1)  # with doubt it does not
    for prior in (0, 1):
        assert _better(_node(200, 120), _node(100, 20), 2.0, prior)  # 60% against 20%
        assert not _better(_node(100, 20), _node(200, 120), 2.0, prior)
        assert _better(favourite, None, 2.0, prior)  # the cat's move was never tried


def test_only_kombat_kittens_tiger_doubts_its_search():
    priors = {game_id: make_bot("tiger", game_id).prior for game_id in mathcats.GAMES}
    assert priors.pop("kombat-kittens") == 1
    assert set(priors.values()) == {0}
