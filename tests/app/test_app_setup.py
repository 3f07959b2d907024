"""A table's setup travels in the page address and comes back unchanged."""

from __future__ import annotations

import pytest
from every_game import GAMES

from mathcats.engine import get_game
from mathcats.table.setup import CHILD, TableSetup, hidden_option, levels

pytestmark = pytest.mark.usefixtures("toy_registered")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_default_setup_of_every_game_round_trips_through_the_address(game_id):
    setup = TableSetup.default(game_id)
    assert setup.seats[0] == CHILD
    assert len(setup.seats) == get_game(game_id).min_players
    assert TableSetup.from_query(setup.query()) == setup
    assert setup.new_match(seed=1).players == len(setup.seats)


def test_seats_options_and_teacher_are_read_from_the_address():
    setup = TableSetup.from_query(
        "game=feed-the-kitten&players=3&seat0=child&seat1=kitten&seat2=child&seat3=tiger"
        "&cans=2&teacher=yes"
    )
    assert setup.seats == ("child", "kitten", "child")  # seat3 is beyond 3 players
    assert setup.humans == [0, 2]
    assert setup.bots == {1: "kitten"}
    assert setup.options["cans"] == 2
    assert setup.teacher
    assert setup.new_match(seed=3).options.cans == 2


@pytest.mark.parametrize(
    "query",
    [
        "",
        "game=nope&players=2&seat0=child&seat1=cat",
        "game=feed-the-kitten&players=two&seat0=child",
        "game=feed-the-kitten&players=1&seat0=child",
        "game=feed-the-kitten&players=2&seat0=child&seat1=dragon",
        "game=feed-the-kitten&players=2&seat0=child&seat1=cat&cans=9",
        "game=feed-the-kitten&players=2&seat0=child&seat1=cat&colour=red",
    ],
)
def test_a_broken_address_is_refused_with_a_value_error(query):
    with pytest.raises(ValueError):
        TableSetup.from_query(query)


def test_a_broken_address_falls_back_to_the_default_on_the_setup_page():
    broken = "game=feed-the-kitten&players=2&seat0=child&seat1=dragon"
    setup = TableSetup.from_query_or_default(broken, "feed-the-kitten")
    assert setup == TableSetup.default("feed-the-kitten")


def test_who_starts_is_left_to_the_game():
    setup = TableSetup.from_query(
        "game=feed-the-kitten&players=2&seat0=child&seat1=cat&first_seat=1"
    )
    assert setup.options["first_seat"] == 0
    assert "first_seat" not in setup.query()
    assert hidden_option("first_boss") and not hidden_option("cans")


def test_levels_are_bots_the_engine_knows():
    from mathcats.bots import BOTS

    assert levels() and all(level in BOTS for level in levels())


def test_read_aloud_is_off_unless_the_address_says_yes():
    base = "game=feed-the-kitten&players=2&seat0=child&seat1=cat"
    assert not TableSetup.from_query(base).read_aloud
    assert not TableSetup.from_query(base + "&read_aloud=no").read_aloud
    setup = TableSetup.from_query(base + "&read_aloud=yes")
    assert setup.read_aloud and "read_aloud" not in setup.options
    assert TableSetup.from_query(setup.query()) == setup
