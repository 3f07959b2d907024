"""A tap is data: each id of a scene maps to an ``Action``, and ``handle`` says what happened.

- every id of a scene names a legal move (its verdict the engine's), taps
  toward one, a refusal the engine gave, or a control of the table;
- a scene's actions are plain JSON: after a round trip they drive the same
  tap (no function is kept between scenes);
- ``handle`` returns an ``Outcome``: the moves made, a new match;
- a session gets every setting at construction, and ``TableSetup.session``
  gives it all of the setup's.
"""

from __future__ import annotations

import json
import random

import pytest

import mathcats
from mathcats.engine import get_game
from mathcats.table.actions import Action
from mathcats.table.lights import ALWAYS
from mathcats.table.session import TableSession
from mathcats.table.settings import DEFAULTS, SETTINGS
from mathcats.table.setup import TableSetup
from mathcats.table.turns import Outcome

GAMES = [g for g in mathcats.GAMES if get_game(g).table]
# What a control's action may be: the table's buttons and the Teacher panel's.
CONTROLS = {"show-me", "ready", "again", "next-round", "what", "count", "step", "undo"}
CONTROLS |= {"judge"}  # Kittys asks after a reveal: was your card good?
CONTROLS |= {"replay", "toggle", "speed", "lights", "summary"}
CONTROLS |= {"ticket", "sprint"}  # after a game: its exit ticket and fact sprint


def session(game_id: str, seed: int, **settings) -> TableSession:
    match = mathcats.new_match(game_id, players=get_game(game_id).min_players, seed=seed)
    return TableSession(match, humans=(0,), bots="cat", teacher=True, delay=0, **settings)


def check_actions(table: TableSession) -> None:
    """Every id of the scene: a legal move with the engine's verdict, taps, a refusal, a control."""
    table.scene  # noqa: B018  (built: its actions are the ones it shows)
    m, seat = table.match, table.viewer
    legal = m.legal_moves(seat) if table.seat.mine else []
    paths = [p for move in legal for p in table.adapter.paths(move)]
    for item_id, action in table.builder.actions.items():
        assert isinstance(action, Action) and json.loads(json.dumps(action.to_json()))
        if action.do == "try":
            move = m.parse_move(action.arg["move"])
            assert move in legal, (item_id, move)
            assert tuple(action.arg["verdict"]) == tuple(m.check(move, seat))
            assert action.arg["item"] == item_id
        elif action.do == "refused":
            assert action.arg[0] is False and action.arg[2], (item_id, action)
        elif action.do in ("pick", "unpick"):
            taps = tuple(action.arg["taps"])
            assert any(p[: len(taps)] == taps for p in paths) or not taps, (item_id, taps)
        else:
            assert action.do in CONTROLS, (item_id, action)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_id_of_a_scene_names_a_legal_move_or_a_control(game_id):
    table, rng = session(game_id, seed=5), random.Random(5)
    dos = set()
    for _ in range(80):
        check_actions(table)
        dos |= {a.do for a in table.builder.actions.values()}
        if table.match.over:
            break
        table.click(rng.choice(sorted(table.targets)))
    assert {"try", "refused", "show-me", "toggle", "speed", "lights"} <= dos, dos


@pytest.mark.parametrize("game_id", GAMES)
def test_a_scenes_actions_survive_a_json_round_trip_and_drive_the_same_tap(game_id):
    """Two tables dealt alike: one taps with its own actions, the other with their JSON."""
    kept, sent = session(game_id, seed=9), session(game_id, seed=9)
    rng, moved = random.Random(9), 0
    for _ in range(60):
        assert json.dumps(sent.scene, sort_keys=True) == json.dumps(kept.scene, sort_keys=True)
        if kept.match.over:
            break
        text = json.dumps({i: a.to_json() for i, a in kept.builder.actions.items()})
        assert not [a for a in vars(kept.builder).values() if callable(a)]
        sent.builder.actions = {i: Action.from_json(a) for i, a in json.loads(text).items()}
        # Show me searches on a clock: two tables may be shown two moves
        target = rng.choice(sorted(set(kept.targets) - {"show-me"}))
        outcome = kept.click(target)
        assert outcome == sent.click(target)
        moved += len(outcome.turns)
    assert kept.match.to_json() == sent.match.to_json() and moved


def test_handle_returns_the_moves_made_and_the_new_match():
    table, rng = session("feed-the-kitten", seed=3), random.Random(3)
    assert table.click("show-me") == Outcome() and table.match.history == ()
    lit = [i for i in table.scene["hand"] if i["lit"] and (i["tap"],) in table.taps.paths]
    played = table.click(lit[0]["id"])
    assert played.match is None and len(played.turns) >= 2  # the child's, then the cats'
    assert played.turns == table.match.history and played.turns[0].seat == 0
    assert table.click("no-such-id") == Outcome()
    assert table.click("t-undo") == Outcome() and table.match.undone
    redone = table.click("t-step")  # the child's move again, then the cats answer
    assert redone.turns[0] == played.turns[0] and redone.match is None
    assert redone.turns == table.match.history
    first = table.match
    while not table.match.over:
        choices = [i["id"] for i in table.scene["hand"] + table.scene["actions"] if i["lit"]]
        table.click(rng.choice(choices or ["t-step"]))
    started = table.click("again")
    assert started.match is table.match and started.match is not first
    assert started.turns == () and table.match.history == ()


def test_handle_reports_a_computer_move_made_on_a_tick():
    match = mathcats.new_match("meow-10", players=2, seed=2)
    child = next(s for s in range(2) if s not in match.to_move)  # a computer cat starts
    table = TableSession(match, humans=(child,), bots="cat", delay=1)
    done = table.handle({"type": "tick", "scene": table.scene["n"]})
    assert len(done.turns) == 1 and done.turns[0].seat != child
    assert done.turns == match.history


def test_a_session_takes_every_setting_at_construction():
    match = mathcats.new_match("meow-10", players=2, seed=1)
    table = TableSession(
        match,
        delay=0.5,
        lights="count",
        read_aloud=True,
        projector=True,
        wait=True,
        reveal=True,
    )
    assert (table.delay, table.lights, table.read_aloud) == (0.5, "count", True)
    assert table.projector and table.wait and table.reveal
    assert table.scene["read_aloud"] and table.scene["projector"]
    plain = TableSession(match)
    assert {name: getattr(plain, name) for name in SETTINGS} == DEFAULTS
    assert DEFAULTS["lights"] == ALWAYS
    for bad in ({"lights": "sometimes"}, {"delay": -1}, {"colour": True}):
        with pytest.raises(ValueError):
            TableSession(match, **bad)


def test_a_setup_builds_its_table_with_every_setting():
    setup = TableSetup(
        "feed-the-kitten",
        ("child", "cat"),
        teacher=True,
        speed="fast",
        read_aloud=True,
        lights="count",
    )
    table = setup.session(seed_match := setup.new_match(4))
    assert table.match is seed_match and table.humans == [0] and set(table.bots) == {1}
    assert (table.lights, table.read_aloud, table.delay, table.teacher) == (
        "count",
        True,
        0.5,
        True,
    )
    kept = setup.session(keep=True, delay=0)
    assert kept.keep and kept.delay == 0 and "save" in kept.scene
