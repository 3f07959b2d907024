"""Hints: the tiger's move for a seat, quickly, with kid words."""

from __future__ import annotations

import pytest

import mathcats
from mathcats import reading
from mathcats.bots import hints
from mathcats.bots.hints import Hint, hint


def test_a_hint_is_a_legal_move_with_its_rule_and_a_tip():
    match = mathcats.new_match("feed-the-kitten", players=3, seed=8)
    given = hint(match, seconds=0.05)
    assert isinstance(given, Hint) and given.bot == "tiger"
    assert given.move in match.legal_moves() and given.why.ok
    assert given.tip in hints.TEXT.values()


def test_a_sure_win_is_named():
    match = mathcats.new_match("feed-the-kitten", players=2, seed=1)
    state = match.state
    state.hands[0].append(100)  # the test deals seat 0 a winning card
    state.play_pile.append(state.hands[0].pop(0) if state.hands[0][0] == 90 else 0)
    given = hint(match, 0, seconds=0.05)
    assert given.move.to_json() == {"kind": "play", "card": 100}
    assert given.tip == "It wins the round!"


def test_any_bot_can_hint_and_the_game_over_has_none():
    match = mathcats.new_match("feed-the-kitten", players=2, seed=2)
    assert hint(match, bot="cat").bot == "cat"
    match.state.winner = 0
    with pytest.raises(ValueError):
        hint(match, 0)


def test_hint_words_are_short_and_plain():
    assert all(reading.too_long(text) is None for text in hints.TEXT.values())
    assert reading.grade_level(list(hints.TEXT.values())) <= reading.MAX_GRADE
