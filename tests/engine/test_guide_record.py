"""Every game's record carries its teaching plan (engine/guide.py), the toy game's too."""

from __future__ import annotations

import pytest
import toy_game

import mathcats
from mathcats import reading
from mathcats.engine import Guide, get_game

RECORDS = [*map(get_game, mathcats.GAMES), toy_game.RECORD]


@pytest.mark.parametrize("game", RECORDS, ids=lambda game: game.id)
def test_each_record_has_a_whole_guide(game):
    guide = game.guide
    assert isinstance(guide, Guide)
    assert all(sentence.startswith("I can ") for sentence in guide.objective)
    assert [s for s in guide.objective if reading.too_long(s)] == []  # a lesson shows it a child
    assert guide.standards and all(covers for _, covers in guide.standards)
    assert guide.vocabulary and guide.warm_up and len(guide.home_questions) == 3
    assert guide.home_learning and guide.home_game  # the note for home, for a parent
    assert set(game.mistakes.values()) <= set(guide.reteach), "a reteach move per mistake type"
    assert set(guide.misconceptions) <= set(guide.reteach), "a reteach move per misconception"


PLAN = dict(
    objective=("I can count.",),
    standards=(("K.CC.A.1", "counting to 100 by tens"),),
    vocabulary={"ten": "10"},
    warm_up="Count.",
    reteach={},
    home_questions=("One?", "Two?", "Three?"),
    home_learning="Your child is learning to count.",
    home_game="Count the cards.",
)


@pytest.mark.parametrize(
    "wrong",
    [
        {"objective": ("Children count.",)},
        {"standards": (("1.NBT.5", "no cluster letter"),)},
        {"standards": ()},
        {"home_questions": ("Only one?",)},
        {"misconceptions": {"Counting down": "A child plays 20 on 30."}},  # no reteach move
    ],
)
def test_a_plan_that_is_not_whole_is_refused_with_its_reason(wrong):
    with pytest.raises(ValueError):
        Guide(**{**PLAN, **wrong})
    assert Guide(**PLAN).standards[0].code == "K.CC.A.1"
