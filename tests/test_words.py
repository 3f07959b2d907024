"""Every sentence a child reads is short, and the whole pool is easy to read (UX.md)."""

from __future__ import annotations

import random
import string
import sys

import pytest

import mathcats
from mathcats import reading
from mathcats.engine import get_game


def text_pool(game_id: str) -> dict[str, str]:
    return sys.modules[get_game(game_id).State.__module__].TEXT


def filled(template: str) -> str:
    """A template with a short name or number in every {slot}, as a child would see it."""
    names = [name for _, name, _, _ in string.Formatter().parse(template) if name]
    return template.format(**{name: "Mia" if "name" in name else "40" for name in names})


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_every_message_is_at_most_12_words_and_2_sentences(game_id):
    problems = [reading.too_long(filled(text)) for text in text_pool(game_id).values()]
    assert [p for p in problems if p] == []


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_narrated_events_fit_the_limits_too(game_id):
    game = get_game(game_id)
    match = mathcats.new_match(game_id, players=game.min_players, seed=5)
    rng = random.Random(5)
    told = set()
    while not match.over and len(match.history) < 400:
        seat = rng.choice(match.to_move)
        for event in match.play(rng.choice(match.legal_moves(seat)), seat):
            told.add(match.narrate(event, seat))
    long_ones = [reading.too_long(line) for line in told if reading.too_long(line)]
    # A narration may join two short messages (e.g. a win and the score): 2 x the limit.
    assert all(len(reading.words(line)) <= 2 * reading.MAX_WORDS for line in told), long_ones


def test_the_whole_pool_reads_at_second_grade():
    pool = [filled(t) for game_id in mathcats.GAMES for t in text_pool(game_id).values()]
    assert reading.grade_level(pool) <= reading.MAX_GRADE


def test_the_reading_check_can_fail():
    hard = [
        "Consequently, the administration's comprehensive reorganization necessitated deliberation."
    ]
    assert reading.grade_level(hard) > 10
    assert reading.too_long(
        "one two three four five six seven eight nine ten eleven twelve thirteen"
    )
    assert reading.too_long("One. Two. Three.")
    assert reading.too_long("Zero can go on anything.") is None
