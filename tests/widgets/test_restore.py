"""A table the app keeps: its scene carries the save, and a kept save brings it back.

The page sends ``{"type": "restore", "save": text}`` after a reload or a lost
kernel. A good save of this table's setup goes on at the same move; anything
else is dropped with a kind line, and the fresh game goes on unchanged.
"""

from __future__ import annotations

import json
import random

import pytest
from every_game import GAMES
from test_session import items, make_move, send, snapshot, status, table_for

import mathcats
from mathcats.engine import load_match, new_match
from mathcats.table.session import MAX_SAVE, TEXT

SHOWN = ("title", "turn", "seats", "zones", "hand", "actions", "log", "help", "pass")

pytestmark = pytest.mark.usefixtures("toy_registered")


def played(game_id: str, moves: int = 3, **kwargs):
    """A kept table after ``moves`` moves of random lit taps."""
    table = table_for(game_id, keep=True, **kwargs)
    rng = random.Random(5)
    for _ in range(moves):
        make_move(table, rng)
    return table


def restore(table, save) -> None:
    send(table, {"type": "restore", "save": save})


@pytest.mark.parametrize("game_id", mathcats.GAMES)  # the toy's short game is over by then
def test_a_kept_save_brings_back_the_same_table_at_the_same_move(game_id):
    before = played(game_id)
    assert before.match.history  # something to bring back
    again = table_for(game_id, seed=11, keep=True)  # the fresh kernel's fresh game
    assert again.match.to_json() != before.match.to_json()
    restore(again, before.scene["save"])
    assert again.match.to_json() == before.match.to_json()
    assert {k: again.scene.get(k) for k in SHOWN} == {k: before.scene.get(k) for k in SHOWN}
    assert status(again)[0] == TEXT["restored"]
    assert again.scene["status"]["tone"] == "ok"
    again.click(next(i["id"] for i in items(again) if i["lit"]))  # and it plays on


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scene_carries_the_save_after_every_move(game_id):
    table = table_for(game_id, keep=True)
    rng = random.Random(6)
    for _ in range(4):
        assert load_match(table.scene["save"]).to_json() == table.match.to_json()
        make_move(table, rng)
    assert json.loads(table.scene["save"])["moves"]


def test_a_table_that_is_not_kept_has_no_save_and_refuses_restore():
    table = table_for("feed-the-kitten")
    save = played("feed-the-kitten").scene["save"]
    before = snapshot(table)
    assert "save" not in table.scene
    restore(table, save)
    assert snapshot(table) == before
    assert status(table) == [TEXT["garbled"]]


def tampered(change) -> str:
    saved = json.loads(played("feed-the-kitten").scene["save"])
    change(saved)
    return json.dumps(saved)


def other_setup(game_id: str, players: int | None = None, **options) -> str:
    """A good save, with a move, of another setup than the default Feed the Kitten table."""
    match = new_match(game_id, players=players, seed=2, **options)
    match.play(match.legal_moves()[0])
    return match.to_json()


BAD_SAVES = {
    "not text": lambda: {"moves": []},
    "a number": lambda: 7,
    "nothing": lambda: None,
    "not json": lambda: "{",
    "too long": lambda: played("feed-the-kitten").scene["save"] + " " * MAX_SAVE,
    "an illegal move": lambda: tampered(lambda s: s["moves"][0].update(move={"kind": "nope"})),
    "a wrong seat": lambda: tampered(lambda s: s["moves"][0].update(seat=9)),
    "options naming players": lambda: tampered(lambda s: s["options"].update(players=5)),
    "another format": lambda: tampered(lambda s: s.update(version=99)),
    "other names": lambda: tampered(lambda s: s.update(names=["Ann", "Bob"])),
    "another game": lambda: other_setup("kittys"),
    "more players": lambda: other_setup("feed-the-kitten", players=3),
    "other options": lambda: other_setup("feed-the-kitten", cans=1),
}


@pytest.mark.parametrize("bad", BAD_SAVES)
def test_a_bad_save_is_dropped_kindly_and_the_fresh_game_goes_on(bad):
    table = table_for("feed-the-kitten", keep=True)  # 2 players, 3 cans: the default
    before = snapshot(table)
    restore(table, BAD_SAVES[bad]())
    assert snapshot(table) == before
    assert status(table)[0] == TEXT["not-restored"]
    assert load_match(table.scene["save"]).to_json() == table.match.to_json()
    table.click(next(i["id"] for i in items(table) if i["lit"]))
    assert table.match.history


def test_a_good_save_made_outside_the_table_is_taken_when_its_setup_matches():
    table = table_for("feed-the-kitten", keep=True)
    save = other_setup("feed-the-kitten")  # what "other options" changes, and no more
    restore(table, save)
    assert status(table)[0] == TEXT["restored"]
    assert table.match.history[:1] == load_match(save).history  # then the computer cat answered


def test_new_game_undo_and_replay_keep_the_save_equal_to_the_match():
    table = played("feed-the-kitten", moves=4, teacher=True)
    kept = lambda: load_match(table.scene["save"]).to_json()  # noqa: E731
    moves = len(table.match.history)
    table.click("t-undo")
    assert len(json.loads(table.scene["save"])["moves"]) < moves
    assert kept() == table.match.to_json()
    table.click("t-replay")
    assert json.loads(table.scene["save"])["moves"] == []
    assert kept() == table.match.to_json()
    seed = table.match.seed
    table.new_game()
    assert json.loads(table.scene["save"])["seed"] != seed
    assert json.loads(table.scene["save"])["moves"] == []
    assert kept() == table.match.to_json()


def test_a_restore_on_a_shared_screen_still_says_whom_to_pass_to():
    before = played("feed-the-kitten", moves=1, humans=(0, 1))
    if before.passing is None:
        before.click("ready")
        make_move(before, random.Random(1))
    again = table_for("feed-the-kitten", seed=11, keep=True, humans=(0, 1))
    restore(again, before.scene["save"])
    assert status(again)[0] == TEXT["restored"]
    assert status(again)[1].startswith("Pass the screen")
    assert again.match.to_json() == before.match.to_json()
