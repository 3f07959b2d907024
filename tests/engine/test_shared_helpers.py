"""Small helpers several games share: the first seat checked, a hand after a play,
a number's colour, and a one-tap adapter's taps."""

from __future__ import annotations

import pytest
from pydantic import Field

import mathcats
from mathcats.engine import GameOptions, first_seat
from mathcats.engine.actions import Draw, Pass
from mathcats.engine.scene import OKABE_ITO, OneTapAdapter, colour
from mathcats.engine.strategy import without


class Options(GameOptions):
    first_seat: int = Field(0, ge=0, le=5)


def test_first_seat_is_a_seat_at_the_table():
    assert first_seat(Options(first_seat=2), players=3) == 2
    with pytest.raises(ValueError, match="from 0 to 2"):
        first_seat(Options(first_seat=3), players=3)


def test_hands_seen_shows_a_seat_its_own_hand_and_the_teacher_all():
    state = mathcats.new_match("feed-the-kitten", players=3, seed=1).state
    mine = state.hands_seen(1)
    assert mine["hand"] == sorted(state.hands[1]) and mine["hands"] is None
    assert mine["hand_sizes"] == [len(h) for h in state.hands]
    teacher = state.hands_seen(None, list)
    assert teacher["hand"] == [] and teacher["hands"] == [list(h) for h in state.hands]


def test_without_takes_out_one_card_and_leaves_the_hand_alone():
    hand = [40, 10, 40]
    assert without(hand, 40) == [10, 40] and hand == [40, 10, 40]
    with pytest.raises(ValueError):
        without(hand, 70)


def test_colour_goes_round_the_eight_colours():
    assert [colour(n) for n in range(len(OKABE_ITO))] == list(OKABE_ITO)
    assert colour(len(OKABE_ITO) + 3) == colour(3) != colour(4)


def test_a_one_tap_adapter_makes_paths_and_moves_from_its_table():
    class Taps(OneTapAdapter):
        taps = {"draw": Draw(), "pass": Pass()}

    table = Taps(["Mia"])
    assert table.path(Pass()) == ("pass",) and table.path(Draw()) == ("draw",)
    assert table.move(("pass",), None) == Pass()
    assert table.move(("pass", "draw"), None) is None and table.move(("nap",), None) is None
