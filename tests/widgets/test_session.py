"""The table session driven as the browser drives it, with no widget: by messages.

Every game gets the same checks: what is lit is exactly what the engine
allows, a legal tap plays (its move checked once), any other tap explains
with the engine's words and changes nothing, computer seats answer, undo
and replay work on the match's own history, garbage is harmless, and the
scene leaks nothing the seat may not see.
"""

from __future__ import annotations

import json
import random
import string

import pytest
from every_game import GAMES, RECORDS  # every game has a table, the toy too
from hypothesis import given, settings
from hypothesis import strategies as st

import mathcats
from mathcats import reading
from mathcats.engine import get_game
from mathcats.table.session import LABELS, TEXT, TableSession
from mathcats.table.turns import Play

pytestmark = pytest.mark.usefixtures("toy_registered")


def filled(template: str) -> str:
    """A template as a child reads it: a name or a number in every {slot}."""
    slots = [name for _, name, _, _ in string.Formatter().parse(template) if name]
    return template.format(**{n: "Mia" if "name" in n else "40" for n in slots})


def table_for(game_id: str, seed: int = 3, players: int | None = None, **kwargs) -> TableSession:
    game = get_game(game_id)
    match = mathcats.new_match(game_id, players=players or game.min_players, seed=seed)
    kwargs.setdefault("delay", 0)
    return TableSession(match, **kwargs)


def items(table: TableSession) -> list[dict]:
    scene = table.scene
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return [i for i in zones + scene.get("hand", []) + scene.get("actions", []) if i.get("tap")]


def lit_taps(table: TableSession) -> set[str]:
    return {i["tap"] for i in items(table) if i["lit"]}


def check_lights(table: TableSession) -> None:
    """Lit is what the engine allows: every first tap of a legal move, or its next taps."""
    lit = lit_taps(table)
    seat = table.viewer
    if seat not in table.match.to_move or table.passing is not None:
        assert lit == set()
        return
    paths = [p for m in table.match.legal_moves(seat) for p in table.adapter.paths(m)]
    starts = {p[0] for p in paths}
    picked = table.taps.selection
    if not picked:
        assert lit == starts
        return
    n = len(picked)
    following = {p[n] for p in paths if p[:n] == picked and len(p) > n}
    assert following and following <= lit <= following | starts | {picked[-1]}


def snapshot(table: TableSession) -> tuple:
    return table.match.to_json(), table.match.teacher_view().model_dump_json()


def send(table: TableSession, message) -> None:
    table.handle(message)


def status(table: TableSession) -> list[str]:
    return table.scene["status"]["lines"]


def play_by_taps(table: TableSession, rng: random.Random, limit: int) -> int:
    """Tap random lit things (as a child would) until the game ends; check each scene."""
    taps = 0
    while not table.match.over and taps < limit:
        check_lights(table)
        json.dumps(table.scene)  # what the browser gets is plain JSON
        lit = [i for i in items(table) if i["lit"]]
        table.click(rng.choice(lit)["id"])
        taps += 1
    return taps


def make_move(table: TableSession, rng: random.Random) -> None:
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


def check_waiting_card(table: TableSession, item: dict) -> None:
    """A hand card while others play: it says whom to wait for, and names the card."""
    words = item["words"]
    assert not item["lit"] and item.get("name", item["label"]) in words, words
    assert all(table.match.names[s] in words for s in table.match.to_move), words
    assert reading.too_long(words) is None, words


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unlit_tap_explains_with_the_engine_words_and_changes_nothing(game_id):
    rng = random.Random(5)
    table = table_for(game_id, seed=5)
    table.set("wait", True)  # so a tap while the computer cats are to move is explained too
    explained = 0
    while not table.match.over and explained < 8:
        for item in [i for i in items(table) if not i["lit"]]:
            before = snapshot(table)
            table.click(item["id"])
            assert snapshot(table) == before
            assert status(table)[0] == item["words"]
            assert table.scene["status"]["tone"] == "no"
            move = table.adapter.move((item["tap"],), table.match.view(table.viewer))
            if item in table.scene["hand"] and table.viewer not in table.match.to_move:
                check_waiting_card(table, item)  # its own words, naming the card
            elif move is not None:
                assert item["words"] == table.match.check(move, table.viewer).words
            explained += 1
        if table.turns.due():
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
    one_tap = [i for i in items(table) if i["lit"] and (i["tap"],) in table.taps.paths]
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
        seen = table.builder.build()
        twin = table.match.state.determinize(table.viewer, random.Random(1))
        real, table.match._state = table.match._state, twin
        try:
            assert table.builder.build() == seen
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
    if table.turns.due():
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
    while table.match.undone:
        table.click("t-step")
    assert list(table.match.history) == recorded


@pytest.mark.parametrize("game_id", mathcats.GAMES)  # the toy has no hands
def test_reveal_shows_every_hand_to_the_teacher_only(game_id):
    table = table_for(game_id, teacher=True)
    hidden = table.scene["seats"]
    table.click("t-reveal")
    shown = table.scene["seats"]
    assert all("hand" in s for s in shown if not s["you"])
    assert not any("hand" in s for s in hidden if not s["you"])
    table.click("t-big")
    assert table.scene["projector"] is True


@pytest.mark.parametrize("game_id", [g for g in GAMES if RECORDS[g].max_players > 1])
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


def test_no_humans_is_a_demo_the_teacher_can_step():
    table = table_for("feed-the-kitten", humans=[], teacher=True)
    assert table.match.over  # with no delay the computer cats play it all at once
    table = table_for("feed-the-kitten", humans=[], teacher=True, delay=1)
    table.click("t-step")
    assert len(table.match.history) == 1


def test_the_table_words_are_short_and_easy():
    pool = [filled(text) for text in TEXT.values()]  # a game's table words: tests/test_words.py
    assert [reading.too_long(t) for t in pool if reading.too_long(t)] == []
    assert reading.grade_level(pool) <= reading.MAX_GRADE
    assert all(len(reading.words(label)) <= 5 for label in LABELS.values())


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tap_checks_its_move_once(game_id, monkeypatch):
    """The scene's verdict on a lit move is the one the move is played with."""
    table = table_for(game_id, seed=7)
    table.set("wait", True)  # only the child's move, no computer cat's
    checked = []
    state = type(table.match.state)
    real = state.check
    monkeypatch.setattr(
        state, "check", lambda s, move, seat: checked.append(move) or real(s, move, seat)
    )
    table.scene  # noqa: B018  (built: every item checked)
    one_tap = [i for i in items(table) if i["lit"] and (i["tap"],) in table.taps.paths]
    item = one_tap[0]
    move = table.taps.paths[(item["tap"],)]
    table.click(item["id"])
    assert table.match.history[-1].move == move
    assert checked.count(move) == 1, checked


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_and_replay_keep_no_tape_of_their_own(game_id):
    """Undone moves live in the match (``undone``); Next move redoes them; a new move drops them."""
    table = table_for(game_id, teacher=True)
    rng = random.Random(3)
    for _ in range(3):
        make_move(table, rng)
    played = list(table.match.history)
    table.click("t-replay")
    assert table.match.history == () and list(table.match.undone) == played
    assert not [k for k in vars(table) if "tape" in k]
    table.click("t-step")
    assert table.match.history == tuple(played[:1])
    assert list(table.match.undone) == played[1:]
    if table.viewer in table.match.to_move:  # a different move than the one taken back
        other = [m for m in table.match.legal_moves(table.viewer) if m != played[1].move]
        if played[1].seat == table.viewer and other:
            table.turns.play(Play(other[0], table.match.check(other[0], table.viewer)))
            assert table.match.undone == ()


# The toy has no hand cards.
@pytest.mark.parametrize("game_id", [g for g in mathcats.GAMES if RECORDS[g].max_players > 1])
def test_hand_cards_name_their_number_while_the_computer_cats_play(game_id):
    """With a delay (or the teacher's wait), every hand card waits with its own words."""
    table = table_for(game_id, seed=2, delay=0.5, players=max(2, get_game(game_id).min_players))
    rng, waited = random.Random(2), 0
    while not table.match.over and len(table.match.history) < 40:
        if table.scene["tick"] is None:
            make_move(table, rng)
            continue
        if table.viewer not in table.match.to_move:  # (in Kittys the child may play too)
            for item in table.scene["hand"]:
                check_waiting_card(table, item)
                waited += 1
        send(table, {"type": "tick", "scene": table.scene["n"]})
    assert waited


def test_each_seat_says_its_cards_in_words():
    """ "1 card", "5 cards": the browser only draws them (no "1 cards")."""
    table = table_for("meow-10", seed=1, players=3)
    rng, told = random.Random(1), set()
    while not table.match.over:
        view = table.match.view(table.viewer)
        for seat in table.scene["seats"]:
            number, noun = seat["cards"].split()
            assert int(number) == view.hand_sizes[seat["seat"]]
            assert noun == ("card" if number == "1" else "cards"), seat["cards"]
            told.add(number)
        make_move(table, rng)
    assert "1" in told  # the singular came up


def test_settings_are_checked():
    table = table_for("feed-the-kitten")
    with pytest.raises(ValueError):
        table.set("colour", True)
    with pytest.raises(ValueError):
        table.set("delay", -1)
    with pytest.raises(ValueError):
        table_for("feed-the-kitten", delay="slow")
    table.set("delay", 2)
    assert table.delay == 2.0 and table.scene["tick"] is None  # the child is to move
