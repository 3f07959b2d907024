"""One registration record per game: a toy sixth game, a package named nowhere but
in its record (tests/toy_game/), gets a table, bots, a hint, a rules page, a
place on the home page with its own cover, its own picture kind, a printout
and an exit ticket, and is gone again after each test. tests/test_conformance.py
runs it through every invariant too."""

from __future__ import annotations

import ast
import re
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from dataclasses import fields
from importlib import import_module
from pathlib import Path
from types import SimpleNamespace

import pytest
import toy_game
from pypdf import PdfReader
from toy_game import bot as toy_bot
from toy_game import state as toy_state
from toy_game.state import Add

import mathcats
from mathcats import cli, pictures
from mathcats.app import pages
from mathcats.bots import make_bot, play_bots
from mathcats.bots.hints import hint
from mathcats.engine import (
    Event,
    Game,
    Move,
    game_ids,
    get_game,
    new_match,
    register,
    rules_text,
    unregister,
)
from mathcats.engine.events import Drew, GameWon, Reshuffled, RoundWon
from mathcats.lessons import exit_ticket
from mathcats.pages.covers import cover
from mathcats.widgets import Table

ID = toy_game.ID
RULES = toy_game.RULES.read_text(encoding="utf-8")


@pytest.fixture
def toy():
    with toy_game.registered() as game:
        yield game


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


def test_the_toy_asks_its_own_count_it_question_and_its_rule_gives_the_answer(toy):
    table = Table(new_match(ID, players=2, seed=1), humans=[0], bots="cat", delay=0)
    table.session.set("lights", "count")
    start = table.match.state.count
    table.click("add-2")
    count = table.scene["count"]
    assert count["question"] == f"{start} + 2 = ?" and not table.match.history
    total = toy_state.can_add(start, 2, 10).maths.split(" = ")[1]  # the rule's own sum
    assert [c["label"] for c in count["buttons"]].count(total) == 1
    table.click(next(c["id"] for c in count["buttons"] if c["label"] == total))
    assert table.match.history[0].move == Add(by=2)


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
    assert tiger.settings["policy"] is toy_bot.playout and tiger.strategy is toy_bot.choose
    assert make_bot("tiger:7", ID).settings["iterations"] == 7


def test_show_me_says_why_with_the_toys_own_reasons(toy):
    match = new_match(ID, players=2, seed=3)
    for by in (2, 2, 2, 2):
        match.play({"kind": "add", "by": by})
    shown = hint(match)
    assert shown.move == Add(2) and shown.why.maths == "8 + 2 = 10"
    assert shown.reason.key == "reach" and "10" in shown.reason.words
    match = new_match(ID, players=2, seed=3)
    match.play({"kind": "add", "by": 2})  # 2: adding 2 leaves 6, a multiple of 3
    shown = hint(match, bot="greedy")
    assert shown.move == Add(2) and shown.reason.key == "leave"


def test_the_toy_has_a_rules_page_and_a_place_on_the_home_page(toy, monkeypatch, capsys):
    assert rules_text(ID) == RULES
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


def test_the_toy_brings_its_own_picture_kind_and_the_table_draws_it(toy):
    match = new_match(ID, players=2, seed=1)
    for by in (2, 2, 1):
        match.play({"kind": "add", "by": by})
    table = Table(match, humans=[0], delay=0)
    picture = table.scene["picture"]
    assert picture["kind"] == "count" and "count" not in pictures.SHARED
    drawn = ET.fromstring(f"<figure>{picture['html']}</figure>")
    cells = [e for e in drawn.iter() if "mc-cell" in e.get("class", "").split()]
    assert len(cells) == 10 and sum("mc-on" in e.get("class") for e in cells) == match.state.count
    items = {i["id"]: i for i in scene_items(table.scene) if "lit" in i}
    preview = ET.fromstring(f"<figure>{items['add-2']['pic']['html']}</figure>")
    on = [e for e in preview.iter() if "mc-on" in e.get("class", "").split()]
    assert len(on) == match.state.count + 2  # the count after the step, as the rule adds it
    unregister(ID)
    assert pictures.draw(picture) == ""  # gone with its record: nobody draws the kind
    register(toy)


def test_the_toy_brings_its_own_home_page_cover(toy):
    home = cover(ID)
    assert toy.cover.label in home and toy.cover.body in home
    assert all(cover(g) != home for g in mathcats.GAMES)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_each_games_record_names_a_bot_and_a_table_that_are_its_own(game_id):
    game = get_game(game_id)
    bot = import_module(game.bot)
    assert callable(bot.choose) and callable(bot.reason)
    assert import_module(game.table).ADAPTER.game_id == game_id
    assert game.cover is not None and game.text is sys.modules[game.State.__module__].TEXT
    assert game.claims is import_module(game.bot.replace(".bot", ".claims")).CLAIMS


def test_a_record_reads_its_parts_from_its_modules_and_names_a_missing_one(tmp_path, monkeypatch):
    package = tmp_path / "lonely"
    package.mkdir()
    for name in ("__init__", "state"):
        (package / f"{name}.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    state = type("LonelyState", (toy_state.ToyState,), {"__module__": "lonely.state"})
    record = dict(id="lonely", title="Lonely", maths="", ages="4-6", min_players=2, max_players=2)
    record.update(Options=toy_state.ToyOptions, State=state, moves=(Add,))
    with pytest.raises(ValueError, match=r"'lonely' has no narrate: put it in lonely\.state or"):
        Game(**record)
    given = dict(narrate=toy_state.narrate, text={}, tickets=(), stories=(), sprint=(), claims={})
    with pytest.raises(ValueError, match=r"'lonely' has no GUIDE: put it in lonely\.guide or"):
        Game(**record, **given)
    (package / "guide.py").write_text("GUIDE = 'a plan'\n")
    game = Game(**record, **given)
    assert game.guide == "a plan" and game.pictures == {}  # read from guide.py; no drawing.py


def test_the_shared_events_are_declared_once_in_the_engine(toy):
    shared = {cls.kind: cls for cls in (Drew, Reshuffled, RoundWon, GameWon)}
    for game_id in (*mathcats.GAMES, ID):
        module = sys.modules[get_game(game_id).State.__module__]
        own = [v for v in vars(module).values() if isinstance(v, type) and issubclass(v, Event)]
        kinds = {cls.kind: cls for cls in own}
        assert all(kinds.get(kind, cls) is cls for kind, cls in shared.items()), game_id
    assert GameWon in vars(toy_state).values()


def named_games(source: str, names: set[str]) -> list[str]:
    """The strings and imports in ``source`` (docstrings left out) that name a game."""
    tree = ast.parse(source)
    docs = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    said = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]
    said += [
        f"{getattr(node, 'module', None) or ''}.{alias.name}"
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in node.names
    ]
    return [s for s in said if any(re.search(rf"\b{re.escape(n)}\b", s) for n in names)]


def shared_files() -> list[Path]:
    """Every file of the package outside the games' own packages."""
    root = Path(mathcats.__file__).parent
    games = root / "games"
    return [
        path
        for path in sorted(root.rglob("*"))
        if path.is_file()
        and path.suffix in (".py", ".js", ".css", ".html", ".json", ".ipynb")
        and not (path.is_relative_to(games) and path.parent != games)
    ]


def test_no_shared_file_names_a_game(toy):
    """A game is named only in its own package: no id and no module name anywhere else."""
    ids = set(game_ids())
    packages = {get_game(g).State.__module__.split(".")[-2] for g in ids}
    named = {}
    for path in shared_files():
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".py":
            found = named_games(text, ids | packages)
        else:
            found = [n for n in ids | packages if re.search(rf"\b{re.escape(n)}\b", text)]
        if found:
            named[path.name] = found
    assert len(shared_files()) > 40 and named == {}


def test_the_check_for_named_games_finds_a_name():
    source = '"""Play "kittys"."""\nfrom .games import kittys\nGAME = "meow-10"\n'
    assert sorted(named_games(source, {"kittys", "meow-10"})) == ["games.kittys", "meow-10"]


def test_the_toy_prints_its_pieces_and_a_player_aid(toy, tmp_path):
    out = tmp_path / "toy.pdf"
    assert cli.main(["print", ID, "--out", str(out)]) == 0
    text = " ".join(page.extract_text() for page in PdfReader(out).pages)
    assert "The count" in text and "Count to Ten: player aid" in text and "0 cards" in text


def test_the_toy_s_exit_ticket_is_judged_by_its_own_rule(toy):
    tickets = exit_ticket(ID)
    assert [e.question for e in tickets] == [item.text for item in toy.tickets[0]]
    assert [e.answers for e in tickets] == [["1", "2"], ["1"], ["7"]]  # 8 + 2, 9 + 1, 5 + 2
    assert tickets[1].tap("2")[1] == "11 is past 10. Add less."
    assert toy.stories[0].answer == 7 and tickets[2].tap("7")[1] == "5 + 2 = 7"


def test_the_toy_s_hint_claims_hold(toy):
    match = new_match(ID, players=2, seed=3)
    for by in (2, 2, 2):
        match.play({"kind": "add", "by": by})
    shown = hint(match, bot="cat")
    after = match.state.clone()
    events = after.apply(shown.move, match.to_move[0])
    position = SimpleNamespace(after=after, kinds=lambda: {e.kind for e in events})
    assert shown.reason.key == "leave" and toy.claims["leave"](position)
    assert not toy.claims["reach"](position)


def test_no_two_games_declare_the_same_event_or_move():
    """An event or move two games share (same kind, same fields) is the engine's, declared once."""
    declared = defaultdict(list)
    for game_id in mathcats.GAMES:
        module = sys.modules[get_game(game_id).State.__module__]
        for value in vars(module).values():
            own = isinstance(value, type) and value.__module__ == module.__name__
            if own and issubclass(value, (Event, Move)):
                shape = (
                    value.kind,
                    tuple((f.name, str(f.type)) for f in fields(value)),
                    vars(value).get("private"),
                )
                declared[shape].append(game_id)
    assert len(declared) > 20
    assert {shape: games for shape, games in declared.items() if len(games) > 1} == {}
