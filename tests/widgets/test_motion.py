"""What the scene tells the browser to animate, and the summaries of a round and a game.

``scene.motion`` names things by their scene ids (a hand card, a zone, a
seat's ``seat-N``): every "from" is on the screen before the move and every
"to" after it. A computer's card comes from its seat, the child's from the
card it tapped, and the hop counts on the numbers the engine's event went
through. ``scene.celebrate`` says who won the round or the game.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

import mathcats
from mathcats.engine import get_game
from mathcats.engine.events import Drew, RoundWon
from mathcats.table.session import LABELS, TEXT, TableSession

GAMES = list(mathcats.GAMES)


def session(game_id: str, seed: int, delay: float = 0.5, **options) -> TableSession:
    game = get_game(game_id)
    players = max(2, game.min_players) if game.max_players >= 2 else 1
    match = mathcats.new_match(game_id, players=players, seed=seed, **options)
    return TableSession(match, delay=delay)


def ids(scene: dict) -> set[str]:
    """Every place a motion may name: items, zones, seats."""
    zones = scene.get("zones", [])
    found = {i["id"] for z in zones for i in z["items"]} | {z["id"] for z in zones}
    found |= {i["id"] for i in scene.get("hand", [])}
    return found | {f"seat-{s['seat']}" for s in scene["seats"]}


def step(table: TableSession, rng: random.Random) -> None:
    """What the browser would do next: a tick, Next round, or a lit tap."""
    scene = table.scene
    if "celebrate" in scene:
        table.click(scene["celebrate"]["button"]["id"])
    elif scene["tick"] is not None:
        table.handle({"type": "tick", "scene": scene["n"]})
    else:
        zones = [i for z in scene["zones"] for i in z["items"]]
        lit = [i["id"] for i in zones + scene["hand"] + scene["actions"] if i.get("lit")]
        table.click(rng.choice(lit))


@pytest.mark.parametrize("game_id", GAMES)
def test_motion_names_what_was_on_screen_and_what_is_now(game_id):
    table, rng = session(game_id, seed=5), random.Random(5)
    kinds, starts, seen = set(), set(), 0
    while not table.match.over and seen < 150:
        before, moves = table.scene, len(table.match.history)
        step(table, rng)
        after = table.scene
        if after["n"] == before["n"] or "celebrate" in after or "pass" in after:
            continue
        new = table.match.history[moves:]
        assert bool(after["motion"]) <= bool(new), "motion without a move"
        for moved in after["motion"]:
            kinds.add(moved["kind"])
            if moved["kind"] == "hop":
                continue
            starts.add(moved["from"])
            assert moved["from"] in ids(before), (moved, sorted(ids(before)))
            assert moved["to"] in ids(after), (moved, sorted(ids(after)))
            if moved["from"].startswith("seat-"):  # only a computer's cards come from a seat
                mover = int(moved["from"].removeprefix("seat-"))
                assert mover != table.viewer and mover in {t.seat for t in new}
        seen += 1
    assert "slide" in kinds, kinds  # every game plays cards from a hand
    if game_id == "kittens-in-space-solo":  # Alastair's cards come from his card too
        assert "points" in starts, starts
    if game_id in ("feed-the-kitten", "kittens-in-space", "meow-10"):
        assert "draw" in kinds, kinds


def test_a_computer_card_comes_from_its_seat_and_a_drawn_card_from_the_pile():
    table, rng = session("feed-the-kitten", seed=3), random.Random(3)
    slides, draws = [], []
    while len(table.match.history) < 40:
        step(table, rng)
        last = table.match.history[-1]
        motion = table.scene["motion"]
        if last.seat == 1 and last.move.kind == "play":
            slides.append(motion)
        if last.seat == 0 and any(isinstance(e, Drew) for e in last.events):
            draws.append((motion, last.events[0].cards[0]))
    assert slides and draws
    for motion in slides:
        assert {"kind": "slide", "from": "seat-1", "to": "play-pile"} in motion
    for motion, card in draws:
        assert {"kind": "draw", "from": "draw-pile", "to": f"play-{card}"} in motion


def test_another_seats_drawn_card_is_never_named():
    """Its card flies face down to its seat; only the child's own new cards are named."""
    table, rng = session("meow-10", seed=2), random.Random(2)
    others = 0
    while len(table.match.history) < 80 and not table.match.over:
        moves = len(table.match.history)
        step(table, rng)
        drew = {
            e.seat for t in table.match.history[moves:] for e in t.events if isinstance(e, Drew)
        }
        targets = {m["to"] for m in table.scene["motion"] if m["kind"] == "draw"}
        if "celebrate" in table.scene or "pass" in table.scene:
            continue
        named = {t for t in targets if not t.startswith("seat-")}
        assert not named or table.viewer in drew, (named, drew)
        assert named <= {i["id"] for i in table.scene["hand"]}
        for seat in drew - {table.viewer}:
            assert f"seat-{seat}" in targets
            others += 1
    assert others


@pytest.mark.parametrize("game_id", ["kittens-in-space", "kittens-in-space-solo"])
def test_the_hop_counts_on_one_number_at_a_time(game_id):
    table, rng = session(game_id, seed=4), random.Random(4)
    hops = 0
    while not table.match.over and hops < 12:
        moves = len(table.match.history)
        step(table, rng)
        hop = [m for m in table.scene["motion"] if m["kind"] == "hop"]
        if not hop or len(table.match.history) == moves:
            continue
        count = hop[-1]["count"]
        placed = [
            e
            for t in table.match.history[moves:]
            for e in t.events
            if type(e).__name__ in ("Stacked", "Placed")
        ]
        top, card = placed[-1].top, placed[-1].card
        assert (count[0], count[-1]) == (top, card)
        way = {(b - a) % 10 for a, b in pairwise(count)}
        assert way in ({1}, {9}, set()), count  # one number at a time, one way round
        if game_id == "kittens-in-space-solo":  # no looping: straight along 0-9
            assert count == sorted(count) or count == sorted(count, reverse=True)
        hops += 1
    assert hops >= 3


def round_won(table: TableSession, rng: random.Random) -> RoundWon:
    for _ in range(3000):
        step(table, rng)
        if "celebrate" in table.scene:
            return next(e for t in table.match.history for e in t.events if isinstance(e, RoundWon))
    raise AssertionError("no round was won")


def test_a_round_won_is_summed_up_until_next_round():
    table, rng = session("feed-the-kitten", seed=7, cans=3), random.Random(7)
    won = round_won(table, rng)
    party = table.scene["celebrate"]
    name = table.match.names[won.seat]
    assert party["kind"] == "round" and name in party["title"]
    assert [s["name"] for s in party["scores"] if s["winner"]] == [name]
    assert [s["score"] for s in party["scores"]] == [s["score"] for s in table.scene["seats"]]
    assert table.match.narrate(won, 0) in party["facts"]
    assert party["button"] == {**party["button"], "id": "next-round", "label": LABELS["next-round"]}
    assert table.scene["focus"] == "next-round"
    moves = len(table.match.history)
    table.click("next-round")
    assert "celebrate" not in table.scene and len(table.match.history) == moves
    assert table.scene["status"]["lines"] == [table.seat.turn_line()]


def test_the_childs_own_play_also_ends_the_summary():
    table, rng = session("feed-the-kitten", seed=7, delay=0, cans=3), random.Random(7)
    round_won(table, rng)
    lit = [i["id"] for i in table.scene["hand"] + table.scene["actions"] if i["lit"]]
    if lit:  # the child moves first in the new round
        table.click(lit[0])
        assert "celebrate" not in table.scene


def test_the_game_won_is_summed_up_with_play_again():
    table, rng = session("feed-the-kitten", seed=1, delay=0, cans=1), random.Random(1)
    while not table.match.over:
        step(table, rng)
    party = table.scene["celebrate"]
    winners = [table.match.names[s] for s in table.match.winners]
    assert party["kind"] == "game" and party["cheer"] == TEXT["cheer-game"]
    assert all(w in party["title"] for w in winners)
    assert [s["name"] for s in party["scores"] if s["winner"]] == winners
    # the exit ticket first (focus there), Quick facts and Play again beside it
    assert party["button"]["id"] == "ticket" and table.scene["focus"] == "ticket"
    assert [b["id"] for b in party["more"]] == ["sprint", "again"]
    table.click("again")
    assert not table.match.over and "celebrate" not in table.scene


def test_undo_takes_the_summary_away():
    table, rng = session("feed-the-kitten", seed=7, cans=3), random.Random(7)
    round_won(table, rng)
    table.undo()
    assert "celebrate" not in table.scene
