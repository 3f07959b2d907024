"""Invariants every registered game must keep, checked over many random games.

Each game is played by random moves from many seeds and every player count:
cards are never made or lost, only legal moves are accepted, a refused move
changes nothing, views hide what they must, save/load and seeds replay the
same game, every event can be told in words, and every game ends.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
import toy_game
from hypothesis import given, settings
from hypothesis import strategies as st

import mathcats
from mathcats.bots import make_bot
from mathcats.engine import IllegalMove, get_game

MAX_MOVES = 50_000
REFUSALS_PER_STEP = 6  # moves seen earlier, now not legal, tried at each step
RECORDS = [*map(get_game, mathcats.GAMES), toy_game.RECORD]  # the toy sixth game too
GAMES = [game.id for game in RECORDS]
CASES = [(g.id, players) for g in RECORDS for players in range(g.min_players, g.max_players + 1)]
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@pytest.fixture(autouse=True, scope="module")
def toy():
    """The toy game (tests/toy_game) is registered while these checks run."""
    with toy_game.registered():
        yield


def card_count(state) -> Counter:
    return Counter(repr(card) for zone in state.zones().values() for card in zone)


def snapshot(match) -> tuple:
    """Everything a move could change: the history, every card's place, the rng."""
    state = match.state
    return (
        len(match.history),
        match.history[-1:],
        repr(sorted((k, list(map(repr, v))) for k, v in state.zones().items())),
        match.teacher_view().model_dump_json(),
        state.rng.getstate(),
    )


def random_moves(game_id: str, players: int, seed: int):
    """Yield (match, seat, move) for a whole random game, after checking each step."""
    match = mathcats.new_match(game_id, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_MOVES):
        if match.over:
            return
        seat = rng.choice(match.to_move)
        move = rng.choice(match.legal_moves(seat))
        yield match, seat, move
        match.play(move, seat)
    pytest.fail(f"{game_id} seed {seed} did not end in {MAX_MOVES} moves")


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_many_random_games_conserve_cards_and_end(game_id, players):
    """Hundreds of games per player count: cards conserved after every move; each game ends."""
    won = 0
    for seed in range(150):
        expected = None
        match = None
        for match, _seat, _move in random_moves(game_id, players, seed):
            counted = card_count(match.state)
            expected = expected or counted
            assert counted == expected, f"seed {seed}: cards changed after {match.history[-1:]}"
        assert match is not None and match.over
        # Winners are seats; a game lost to an automaton (solo Alastair) has none.
        assert set(match.winners) <= set(range(players))
        assert card_count(match.state) == expected
        won += bool(match.winners)
    assert won > 0


@pytest.mark.parametrize(("game_id", "players"), CASES)
@settings(max_examples=15)
@given(seed=seeds)
def test_legal_moves_agree_with_check_and_refusals_change_nothing(game_id, players, seed):
    """Every listed move passes check; other moves seen in the game are refused, harmlessly."""
    seen = set()
    rng = random.Random(seed)
    for match, seat, _move in random_moves(game_id, players, seed):
        legal = match.legal_moves(seat)
        seen.update(legal)
        for move in legal:
            verdict = match.check(move, seat)
            assert verdict.ok, (move, verdict)
            assert verdict.words
            assert match.parse_move(move.to_json()) == move
        refusable = sorted(seen.difference(legal), key=repr)
        for move in rng.sample(refusable, min(len(refusable), REFUSALS_PER_STEP)):
            before = snapshot(match)
            verdict = match.check(move, seat)
            assert not verdict.ok and verdict.words and verdict.rule, move
            with pytest.raises(IllegalMove) as refused:
                match.play(move, seat)
            assert refused.value.verdict == verdict
            assert snapshot(match) == before
        others = [s for s in range(players) if s not in match.to_move]
        if others and legal:
            before = snapshot(match)
            with pytest.raises(IllegalMove):
                match.play(legal[0], others[0])
            assert snapshot(match) == before


@pytest.mark.parametrize(("game_id", "players"), CASES)
@settings(max_examples=8)
@given(seed=seeds)
def test_views_and_bots_never_peek(game_id, players, seed):
    """Dealing every hidden card again changes no seat's view and no bot's choice."""
    rng = random.Random(seed)
    bots = [make_bot("greedy", game_id, seed=seed) for _ in range(players)]
    for match, _seat, _move in random_moves(game_id, players, seed):
        state = match.state
        for seat in range(players):
            twin = state.determinize(seat, rng)
            assert twin.view(seat) == state.view(seat)
            if seat in state.to_move:
                bot_rng = bots[seat].rng.getstate()
                mine = bots[seat].choose(state.view(seat), state.legal_moves(seat))
                bots[seat].rng.setstate(bot_rng)
                again = bots[seat].choose(twin.view(seat), twin.legal_moves(seat))
                assert mine == again
        assert card_count(state.determinize(0, rng)) == card_count(state)


@pytest.mark.parametrize(("game_id", "players"), CASES)
@settings(max_examples=5)
@given(seed=seeds, cut=st.floats(0, 1))
def test_save_load_and_seed_replay_the_same_game(game_id, players, seed, cut):
    moves = [(seat, move) for _m, seat, move in random_moves(game_id, players, seed)]
    split = int(len(moves) * cut)
    first = mathcats.new_match(game_id, players=players, seed=seed)
    for seat, move in moves[:split]:
        first.play(move, seat)
    loaded = mathcats.load_match(first.to_json())
    replayed = mathcats.new_match(game_id, players=players, seed=seed)
    for seat, move in moves[:split]:
        replayed.play(move, seat)
    for seat, move in moves[split:]:
        events = loaded.play(move, seat)
        assert replayed.play(move, seat) == events
    assert loaded.to_json() == replayed.to_json()
    assert loaded.teacher_view() == replayed.teacher_view()
    assert loaded.over and loaded.winners == replayed.winners


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_every_event_is_told_in_words_without_leaking(game_id, players):
    for seed in range(5):
        for match, seat, move in random_moves(game_id, players, seed):
            for event in match.state.clone().apply(move, seat):
                teacher = match.narrate(event, None)
                assert teacher.strip()
                for viewer in range(players):
                    seen = event.seen_by(viewer)
                    assert match.narrate(event, viewer).strip()
                    if seen != event:
                        assert any(getattr(seen, name) is None for name in event.private)


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_returns_to_the_exact_earlier_position(game_id):
    game = get_game(game_id)
    match = mathcats.new_match(game_id, players=game.min_players, seed=3)
    rng = random.Random(3)
    snapshots = []
    for _ in range(60):
        if match.over:
            break
        snapshots.append(snapshot(match))
        seat = rng.choice(match.to_move)
        match.play(rng.choice(match.legal_moves(seat)), seat)
    while snapshots:
        match.undo()
        assert snapshot(match) == snapshots.pop()
    with pytest.raises(ValueError, match="nothing to undo"):
        match.undo()


@pytest.mark.parametrize("game_id", GAMES)
def test_malformed_moves_and_saves_are_refused_clearly(game_id):
    match = mathcats.new_match(game_id, seed=1)
    before = match.to_json()
    for garbage in (None, 7, "play", [], {}, {"kind": "fly"}, {"kind": 3}):
        with pytest.raises(ValueError):
            match.play(garbage)
    assert match.to_json() == before
    for text in ("", "{", "[]", '{"format": "mathcats.match"}', before.replace('"seed"', '"sed"')):
        with pytest.raises(ValueError):
            mathcats.load_match(text)
    with pytest.raises(ValueError, match="Unknown game"):
        mathcats.new_match("snap", players=2)
    with pytest.raises(ValueError, match="Bad option"):
        mathcats.new_match(game_id, no_such_option=1)
    with pytest.raises(ValueError, match="players"):
        mathcats.new_match(game_id, players=99)
