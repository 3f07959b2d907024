"""One registration record per game: a toy sixth game, named nowhere but in its
record (tests/toy_game.py), gets a table, bots, a hint, a rules page and a
place on the home page, and is gone again after each test."""

from __future__ import annotations

import sys
from importlib import import_module

import pytest
import toy_game

import mathcats
from mathcats import cli
from mathcats.app import pages
from mathcats.app.pictures import PICTURES
from mathcats.bots import make_bot, play_bots
from mathcats.bots.hints import hint
from mathcats.engine import Event, game_ids, get_game, new_match, register, unregister
from mathcats.engine.events import Drew, GameWon, Reshuffled, RoundWon
from mathcats.widgets import Table

ID = toy_game.ID
RULES = "# Count to Ten\n\nTake turns. Add 1 or 2 to the count. Who says 10 wins.\n"


@pytest.fixture
def toy(tmp_path):
    doc = tmp_path / "count-to-ten.md"
    doc.write_text(RULES, encoding="utf-8")
    game = register(toy_game.record(str(doc)))
    yield game
    unregister(ID)


def scene_items(scene: dict) -> list[dict]:
    zones = [item for zone in scene.get("zones", []) for item in zone["items"]]
    return [*zones, *scene.get("hand", []), *scene.get("actions", [])]


def test_the_toy_is_known_only_while_registered(toy):
    assert ID in game_ids() and get_game(ID) is toy
    assert ID not in mathcats.GAMES  # the package itself never names it
    unregister(ID)
    assert ID not in game_ids()
    with pytest.raises(ValueError, match="Unknown game"):
        get_game(ID)
    register(toy)  # the fixture takes it away again


def test_a_child_plays_the_toy_to_the_end_by_tapping_lit_items(toy):
    table = Table(new_match(ID, players=2, seed=1), humans=[0], bots="cat", delay=0)
    for _ in range(20):
        if table.match.over:
            break
        items = [i for i in scene_items(table.scene) if "lit" in i]
        assert items and all(i["words"] for i in items), items
        table.click(next(i["id"] for i in items if i["lit"]))
    match = table.match
    assert match.over and match.state.count == 10, table.scene
    assert {turn.seat for turn in match.history} == {0, 1}  # the computer cat moved too


def test_an_unlit_tap_on_the_toys_table_says_why_with_the_numbers(toy):
    match = new_match(ID, players=2, seed=1)
    for by in (2, 2, 2, 1, 1, 1):
        match.play({"kind": "add", "by": by})
    table = Table(match, humans=[0], delay=0)
    items = {i["id"]: i for i in scene_items(table.scene) if "lit" in i}
    assert items["add-1"]["lit"] and items["add-1"]["maths"] == "9 + 1 = 10"
    assert not items["add-2"]["lit"] and items["add-2"]["words"] == "11 is past 10. Add less."
    table.click("add-2")
    assert match.state.count == 9 and len(match.history) == 6  # refused, nothing changed


@pytest.mark.parametrize("bot", ["random", "greedy", "kitten", "cat", "tiger", "tiger:30"])
def test_every_bot_plays_the_toy(toy, bot):
    match = new_match(ID, players=2, seed=2)
    play_bots(match, {0: make_bot(bot, ID, seed=0), 1: make_bot("random", ID, seed=1)})
    assert match.over and match.state.count == 10


def test_the_tiger_takes_its_settings_and_playouts_from_the_record(toy):
    tiger = make_bot("tiger", ID)
    assert tiger.settings["iterations"] == toy.tiger["iterations"]
    assert tiger.settings["policy"] is toy_game.playout and tiger.strategy is toy_game.choose
    assert make_bot("tiger:7", ID).settings["iterations"] == 7


def test_show_me_says_why_with_the_toys_own_reasons(toy):
    match = new_match(ID, players=2, seed=3)
    for by in (2, 2, 2, 2):
        match.play({"kind": "add", "by": by})
    shown = hint(match)
    assert shown.move == toy_game.Add(2) and shown.why.maths == "8 + 2 = 10"
    assert shown.reason.key == "reach" and "10" in shown.reason.words
    match = new_match(ID, players=2, seed=3)
    match.play({"kind": "add", "by": 2})  # 2: adding 2 leaves 6, a multiple of 3
    shown = hint(match, bot="greedy")
    assert shown.move == toy_game.Add(2) and shown.reason.key == "leave"


def test_the_toy_has_a_rules_page_and_a_place_on_the_home_page(toy, monkeypatch, capsys):
    assert cli.rules_text(ID) == RULES
    assert cli.main(["rules", ID]) == 0 and RULES in capsys.readouterr().out
    shown = []
    monkeypatch.setattr(pages, "display", lambda *objs: shown.extend(objs))
    monkeypatch.setattr(pages, "_query", lambda: f"game={ID}")
    pages.rules_page()
    assert any(getattr(o, "data", None) == RULES for o in shown)
    pages.home_page()
    home = shown[-1].data
    assert toy.title in home and f"setup.ipynb?game={ID}" in home and pages.has_table(ID)
    assert pages.home_order()[0] == ID  # order 0 comes before the five games' 1 to 6


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_each_games_record_names_a_bot_and_a_table_that_are_its_own(game_id):
    game = get_game(game_id)
    bot = import_module(game.bot)
    assert callable(bot.choose) and callable(bot.reason)
    assert import_module(game.table).ADAPTER.game_id == game_id
    assert game.picture in PICTURES and game.text is sys.modules[game.State.__module__].TEXT


def test_the_shared_events_are_declared_once_in_the_engine(toy):
    shared = {cls.kind: cls for cls in (Drew, Reshuffled, RoundWon, GameWon)}
    for game_id in (*mathcats.GAMES, ID):
        module = sys.modules[get_game(game_id).State.__module__]
        own = [v for v in vars(module).values() if isinstance(v, type) and issubclass(v, Event)]
        kinds = {cls.kind: cls for cls in own}
        assert all(kinds.get(kind, cls) is cls for kind, cls in shared.items()), game_id
    assert GameWon in vars(toy_game).values()
