"""The table driven as the browser drives it: by the messages it sends.

Every game with a table adapter gets the same checks: what is lit is exactly
what the engine allows, a legal tap plays, any other tap explains with the
engine's words and changes nothing, computer seats answer, undo and replay
work, garbage is harmless, and the scene leaks nothing the seat may not see.
"""

from __future__ import annotations

import json
import random
import string
from importlib import import_module

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mathcats
from mathcats import reading
from mathcats.engine import get_game
from mathcats.widgets import Table
from mathcats.widgets.adapters import pictures
from mathcats.widgets.table import LABELS, TEXT

GAMES = [g for g in mathcats.GAMES if get_game(g).table]


def filled(template: str) -> str:
    """A template as a child reads it: a name or a number in every {slot}."""
    slots = [name for _, name, _, _ in string.Formatter().parse(template) if name]
    return template.format(**{n: "Mia" if "name" in n else "40" for n in slots})


def table_for(game_id: str, seed: int = 3, players: int | None = None, **kwargs) -> Table:
    game = get_game(game_id)
    match = mathcats.new_match(game_id, players=players or game.min_players, seed=seed)
    kwargs.setdefault("delay", 0)
    return Table(match, **kwargs)


def items(table: Table) -> list[dict]:
    scene = table.scene
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return [i for i in zones + scene.get("hand", []) + scene.get("actions", []) if i.get("tap")]


def lit_taps(table: Table) -> set[str]:
    return {i["tap"] for i in items(table) if i["lit"]}


def check_lights(table: Table) -> None:
    """Lit is what the engine allows: every first tap of a legal move, or its next taps."""
    lit = lit_taps(table)
    seat = table.viewer
    if seat not in table.match.to_move or table.passing is not None:
        assert lit == set()
        return
    paths = [p for m in table.match.legal_moves(seat) for p in table.adapter.paths(m)]
    starts = {p[0] for p in paths}
    picked = table._selection
    if not picked:
        assert lit == starts
        return
    n = len(picked)
    following = {p[n] for p in paths if p[:n] == picked and len(p) > n}
    assert following and following <= lit <= following | starts | {picked[-1]}


def snapshot(table: Table) -> tuple:
    return table.match.to_json(), table.match.teacher_view().model_dump_json()


def send(table: Table, message) -> None:
    table._handle_custom_msg(message, [])


def status(table: Table) -> list[str]:
    return table.scene["status"]["lines"]


def play_by_taps(table: Table, rng: random.Random, limit: int) -> int:
    """Tap random lit things (as a child would) until the game ends; check each scene."""
    taps = 0
    while not table.match.over and taps < limit:
        check_lights(table)
        json.dumps(table.scene)  # what the browser gets is plain JSON
        lit = [i for i in items(table) if i["lit"]]
        table.click(rng.choice(lit)["id"])
        taps += 1
    return taps


def make_move(table: Table, rng: random.Random) -> None:
    """Tap lit things until one move is made."""
    moves = len(table.match.history)
    while len(table.match.history) == moves and not table.match.over:
        play_by_taps(table, rng, limit=1)


@pytest.mark.parametrize("game_id", GAMES)
def test_lit_items_are_the_legal_moves_through_a_whole_game(game_id):
    table = table_for(game_id, seed=11)
    taps = play_by_taps(table, random.Random(11), limit=3000)
    assert table.match.over, f"{game_id}: not over after {taps} taps"
    assert table.scene["help"][0]["id"] == "again"
    json.dumps(table.scene)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_legal_tap_plays_and_the_computer_cats_answer(game_id):
    table = table_for(game_id)
    before = len(table.match.history)
    seat = table.viewer
    path = table.adapter.path(table.match.legal_moves(seat)[0])
    for tap in path:
        table.click(next(i["id"] for i in items(table) if i["tap"] == tap and i["lit"]))
    assert table.match.history[before].seat == seat
    assert table.match.over or seat in table.match.to_move  # the bots answered at once
    assert table.scene["status"]["tone"] == "ok"


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unlit_tap_explains_with_the_engine_words_and_changes_nothing(game_id):
    rng = random.Random(5)
    table = table_for(game_id, seed=5)
    table.wait = True  # so a tap while the computer cats are to move is explained too
    explained = 0
    while not table.match.over and explained < 8:
        for item in [i for i in items(table) if not i["lit"]]:
            before = snapshot(table)
            table.click(item["id"])
            assert snapshot(table) == before
            assert status(table)[0] == item["words"]
            assert table.scene["status"]["tone"] == "no"
            move = table.adapter.move((item["tap"],))
            if move is not None:
                assert item["words"] == table.match.check(move, table.viewer).words
            explained += 1
        if table._bots_due():
            table.step()
        else:
            make_move(table, rng)
    assert explained


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=60)
@given(
    message=st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
        max_leaves=8,
    )
    | st.fixed_dictionaries(
        {"type": st.sampled_from(["click", "tick", "hint"]), "id": st.text(max_size=10)},
        optional={"scene": st.integers() | st.text(max_size=3) | st.none()},
    )
)
def test_garbage_messages_are_harmless(game_id, message):
    table = table_for(game_id)
    before = snapshot(table)
    send(table, message)
    assert snapshot(table) == before
    assert status(table)


@pytest.mark.parametrize("game_id", GAMES)
def test_stale_and_unknown_ids_and_double_clicks_are_ignored_kindly(game_id):
    table = table_for(game_id)
    n = table.scene["n"]
    before = snapshot(table)
    send(table, {"type": "click", "id": "no-such-thing", "scene": n})
    assert status(table) == [TEXT["unknown"]] and snapshot(table) == before
    send(table, {"type": "click", "id": items(table)[0]["id"], "scene": n - 1})
    assert status(table) == [TEXT["stale"]] and snapshot(table) == before
    send(table, {"type": "click", "id": items(table)[0]["id"], "scene": True})
    assert status(table) == [TEXT["garbled"]] and snapshot(table) == before
    one_tap = [i for i in items(table) if i["lit"] and (i["tap"],) in table._paths]
    moves = len(table.match.history)
    if one_tap:
        click = {"type": "click", "id": one_tap[0]["id"], "scene": n}
        send(table, click)
        assert len(table.match.history) > moves
        after = snapshot(table)
        send(table, click)  # the second click of a double click
        assert snapshot(table) == after and status(table) == [TEXT["stale"]]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scene_shows_nothing_the_seat_cannot_see(game_id):
    """Re-dealing every card the seat cannot see leaves its scene exactly the same."""
    rng = random.Random(8)
    table = table_for(game_id, seed=8)
    for _ in range(6):
        if table.match.over:
            break
        seen = table._build()
        twin = table.match.state.determinize(table.viewer, random.Random(1))
        real, table.match._state = table.match._state, twin
        try:
            assert table._build() == seen
        finally:
            table.match._state = real
        make_move(table, rng)


@pytest.mark.parametrize("game_id", GAMES)
def test_show_me_marks_the_hint_and_says_why(game_id):
    table = table_for(game_id)
    table.click("show-me")
    marked = [i for i in items(table) if i["hint"]]
    assert marked and all(i["lit"] for i in marked)
    assert status(table)[0].startswith("Show me picks")


@pytest.mark.parametrize("game_id", GAMES)
def test_teacher_steps_undoes_and_replays(game_id):
    table = table_for(game_id, teacher=True)
    table.click("t-wait")
    assert table.wait
    make_move(table, random.Random(2))
    if table._bots_due():
        moves = len(table.match.history)
        table.click("t-step")  # the computer cats waited for this
        assert len(table.match.history) == moves + 1
    recorded = list(table.match.history)
    table.click("t-undo")
    mine = max(i for i, t in enumerate(recorded) if t.seat == table.viewer)
    assert list(table.match.history) == recorded[:mine]
    assert table.viewer in table.match.to_move
    table.click("t-replay")
    assert table.match.history == ()
    while table._tape:
        table.click("t-step")
    assert list(table.match.history) == recorded


@pytest.mark.parametrize("game_id", GAMES)
def test_reveal_shows_every_hand_to_the_teacher_only(game_id):
    table = table_for(game_id, teacher=True)
    hidden = table.scene["seats"]
    table.click("t-reveal")
    shown = table.scene["seats"]
    assert all("hand" in s for s in shown if not s["you"])
    assert not any("hand" in s for s in hidden if not s["you"])
    table.click("t-big")
    assert table.scene["projector"] is True


@pytest.mark.parametrize("game_id", [g for g in GAMES if get_game(g).max_players > 1])
def test_two_humans_pass_the_screen(game_id):
    players = max(2, get_game(game_id).min_players)
    table = table_for(game_id, players=players, humans=range(players))
    rng = random.Random(4)
    passes = 0
    while not table.match.over and passes < 3:
        if table.passing is not None:
            scene = table.scene
            assert "hand" not in scene and "log" not in scene
            assert scene["status"]["lines"][0].startswith("Pass the screen")
            nxt = table.passing
            table.click("ready")
            assert table.viewer == nxt and table.passing is None
            passes += 1
        else:
            make_move(table, rng)
    assert passes == 3


def test_a_broken_adapter_never_raises_into_the_kernel(monkeypatch):
    table = table_for("feed-the-kitten")
    scene = table.scene

    def broken(*args):
        raise RuntimeError("a bug")

    monkeypatch.setattr(table.adapter, "hand", broken)
    table.click(next(i["id"] for i in items(table) if i["lit"]))
    assert table.scene["status"]["lines"] == [TEXT["oops"]]
    assert table.scene["hand"] == scene["hand"]  # the last good scene stays


def test_bots_wait_for_ticks_when_there_is_a_delay():
    table = table_for("feed-the-kitten", delay=0.5)
    table.click(next(i["id"] for i in items(table) if i["lit"]))
    assert table.scene["tick"] == 500
    moves = len(table.match.history)
    send(table, {"type": "tick", "scene": table.scene["n"] - 1})
    assert len(table.match.history) == moves  # a stale tick does nothing
    while table.scene["tick"]:
        send(table, {"type": "tick", "scene": table.scene["n"]})
    assert len(table.match.history) > moves
    assert table.viewer in table.match.to_move or table.match.over


def test_undo_goes_back_to_the_humans_last_decision():
    table = table_for("feed-the-kitten", teacher=True, players=3)
    start = table.scene["hand"]
    table.click(next(i["id"] for i in items(table) if i["lit"]))
    assert len(table.match.history) == 3  # Mia, then the two computer cats
    table.click("t-undo")
    assert table.match.history == () and table.scene["hand"] == start
    assert status(table)[0] == TEXT["undone"]
    table.click("t-undo")
    assert status(table) == [TEXT["no-undo"]]


def test_play_makes_a_table_in_one_line():
    table = mathcats.play("feed-the-kitten", players=3, seed=1, delay=0)
    assert isinstance(table, Table)
    assert table.match.players == 3 and table.humans == [0]
    assert [s["who"] for s in table.scene["seats"]][1:] == ["computer: greedy"] * 2


def test_no_humans_is_a_demo_the_teacher_can_step():
    table = table_for("feed-the-kitten", humans=[], teacher=True)
    assert table.match.over  # with no delay the computer cats play it all at once
    table = table_for("feed-the-kitten", humans=[], teacher=True, delay=1)
    table.click("t-step")
    assert len(table.match.history) == 1


def adapter_words() -> list[str]:
    modules = [import_module(get_game(g).table) for g in GAMES]
    return [w for m in [*modules, pictures] for w in m.WORDS.values()]


def test_the_table_words_are_short_and_easy():
    pool = [filled(text) for text in [*TEXT.values(), *adapter_words()]]
    assert [reading.too_long(t) for t in pool if reading.too_long(t)] == []
    assert reading.grade_level(pool) <= reading.MAX_GRADE
    assert all(len(reading.words(label)) <= 5 for label in LABELS.values())


def test_static_files_ship_inside_the_package():
    table = table_for("feed-the-kitten")
    assert "export default" in table._esm and ".mc-table" in table._css
    code = table._esm.replace('"http://www.w3.org/2000/svg"', "")  # a name, not a request
    for text in (code, table._css):
        assert "http" not in text and "import " not in text and "url(" not in text
    # the one request: a lost table asks its own server whether its kernel still runs
    ask = "fetch(\n  `${kernel.serverSettings.baseUrl}api/kernels/"
    assert code.count("fetch(") == 1 and ask in code
    assert "XMLHttpRequest" not in code
