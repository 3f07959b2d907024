"""A class table without the web: seats, the server's clock, the teacher's actions, hidden hands."""

from __future__ import annotations

import json

from classhelp import Clock, kept_host, lit
from classhelp import tap as tap_frame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mathcats.classroom.host import ClassHost
from mathcats.classroom.table import Refused
from mathcats.engine import Match


def tap(table, seat: int, target: str) -> None:
    """``seat``'s child taps ``target`` (what the page's frame hands on)."""
    table.handle(seat, tap_frame(table.sessions[seat].scene, target)["content"])


def test_computer_cats_move_on_the_servers_clock_not_on_a_pages_ticks():
    clock = Clock()
    host = ClassHost(clock, seed=1)
    (table,) = host.make("feed-the-kitten", 3, 1, "cat", {}, 1, "always")
    table.sit(0)
    assert table.state == "playing"
    for _ in range(50):
        if table.match.to_move != (0,):
            break
        tap(table, 0, lit(table.sessions[0].scene)[0])
    assert table.match.to_move != (0,), f"still the child's turn: {table.match.history}"
    moved = len(table.match.history)
    scene = table.sessions[0].scene
    assert scene["tick"] is None  # the page is not asked to tick
    table.handle(0, {"type": "tick", "scene": scene["n"]})
    assert len(table.match.history) == moved  # a tick moves nothing
    assert clock.run(1) == 1
    assert len(table.match.history) == moved + 1
    assert table.match.history[-1].seat != 0


def test_pause_stops_the_clock_and_moves_resume_takes_them_again():
    clock = Clock()
    host = ClassHost(clock)
    (table,) = host.make("feed-the-kitten", 2, 0, "cat", {}, 1, "always")
    host.start()
    host.pause(True)
    assert clock.run() == 0 and not table.match.history
    seat_scene = table.watch().scene
    assert seat_scene["seats"]
    host.pause(False)
    assert clock.run(3) == 3 and len(table.match.history) == 3


def test_a_late_child_takes_a_computer_cats_seat_at_the_next_round():
    """Seed 10 deals a round the computer cat ends at the second move: the child sits after it."""
    clock = Clock()
    host = ClassHost(clock, seed=10)
    (table,) = host.make("feed-the-kitten", 2, 2, "cat", {}, 1, "always")
    table.sit(0)
    table.start()  # seat 1 is a computer cat's
    rounds = lambda: sum(e.ends_round for t in table.match.history for e in t.events)  # noqa: E731
    for _ in range(200):
        if table.match.history:
            break
        if 0 in table.match.to_move:
            tap(table, 0, lit(table.sessions[0].scene)[0])
        clock.run(1)
    key = table.sit(1)
    assert table.seat_of(key) == 1 and 1 not in table.sessions and 1 in table.late
    sat_at = rounds()  # the round the child sat in may have just begun
    for _ in range(400):
        if rounds() > sat_at or table.match.over:
            break
        if 0 in table.match.to_move:
            tap(table, 0, lit(table.sessions[0].scene)[0])
        clock.run(1)
    stuck = f"rounds {sat_at} -> {rounds()}, moves {len(table.match.history)}, late {table.late}"
    assert rounds() == sat_at + 1, stuck
    assert 1 in table.sessions and 1 not in table.pacing.bots and not table.late, stuck


def test_the_spectator_sees_no_hand_unless_the_teacher_reveals_them():
    host = ClassHost(Clock())
    (table,) = host.make("feed-the-kitten", 3, 3, "cat", {}, 1, "always")
    watcher = table.watch()
    assert not watcher.scene["hand"]
    assert all("hand" not in seat for seat in watcher.scene["seats"])
    watcher.set("reveal", True)
    hands = [seat.get("hand") for seat in watcher.scene["seats"]]
    assert [len(h) for h in hands] == [len(h) for h in table.match.teacher_view().hands]


def test_kombat_battles_stay_hidden_until_both_have_chosen():
    """Two tables dealt alike: whichever card one seat lays, the other seat's scene is the same."""
    seen = []
    for pick in (0, -1):
        host = ClassHost(Clock())
        table = host.add(Match("kombat-kittens", 2, seed=3), 2, "cat", lights="always")
        table.sit(0), table.sit(1)
        for _ in range(40):  # to a battle: both seats choose at once
            if len(table.match.to_move) == 2:
                break
            seat = table.match.to_move[0]
            ids = lit(table.sessions[seat].scene)
            tap(table, seat, ([i for i in ids if i.startswith("battle")] or ids)[0])
        assert len(table.match.to_move) == 2, "a battle came"
        tap(table, 0, lit(table.sessions[0].scene)[pick])
        assert table.match.to_move == (1,)
        seen.append(json.dumps(table.sessions[1].scene, sort_keys=True))
    assert seen[0] == seen[1]


def test_a_freed_seat_key_stops_working_and_the_seat_is_free_again():
    host = ClassHost(Clock())
    (table,) = host.make("feed-the-kitten", 3, 3, "cat", {}, 1, "always")
    key = table.sit(2)
    table.free(2)
    assert table.seat_of(key) is None and 2 in table.free_seats()
    try:
        table.free(2)
    except Refused as refusal:
        assert refusal.why == "state"
    else:
        raise AssertionError("freeing a free seat is refused")


def hidden_cards_seen(table, seat: int) -> list:
    """Other seats' cards that ``seat``'s scene shows: in its hand, or as another's hand."""
    session = table.sessions[seat]
    scene = session.scene
    mine = sorted(item["label"] for item in session.adapter.hand(table.match.view(seat)))
    shown = sorted(item["label"] for item in scene["hand"])
    others = [s.get("hand") for s in scene["seats"] if "hand" in s]
    return ([] if shown == mine else shown) + others


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(["feed-the-kitten", "kittens-in-space", "meow-10"]),
    seed=st.integers(0, 2**16),
    taps=st.lists(st.integers(0, 50), max_size=40),
)
def test_no_scene_for_a_seat_ever_holds_another_seats_hidden_card(game, seed, taps):
    clock = Clock()
    host = ClassHost(clock)
    table = host.add(Match(game, 3, seed=seed), 2, "cat", lights="always")
    table.sit(0), table.sit(1)
    table.start()
    for n in taps:
        seats = [s for s in table.match.to_move if s in table.sessions]
        if table.match.over:
            break
        if seats:
            choices = lit(table.sessions[seats[0]].scene)
            if choices:
                tap(table, seats[0], choices[n % len(choices)])
        else:
            clock.run(1)
        for seat in table.sessions:
            assert hidden_cards_seen(table, seat) == []


def test_play_again_starts_the_next_game_for_every_seat_and_keeps_the_counts():
    clock = Clock()
    host = ClassHost(clock)
    table = host.add(Match("kittys", 3, seed=5), 3, "cat", lights="always")
    table.sit(0), table.sit(1), table.sit(2)
    first = table.match
    for _ in range(300):
        if first.over:
            break
        seat = next(s for s in first.to_move if s in table.sessions)
        tap(table, seat, lit(table.sessions[seat].scene)[0])
    assert first.over and table.state == "over"
    table.sessions[1].practised.rows[(1, "mistakes", "seeded", "always")] += 2  # first game
    assert "again" in lit(table.sessions[0].scene)
    tap(table, 0, "again")
    assert table.match is not first and not table.match.history
    assert all(s.match is table.match for s in table.sessions.values())
    assert table.state == "playing" and table.mistakes()["seeded"] == 2


def test_a_free_childs_seat_waits_for_a_child_on_both_pages_until_the_start():
    host = ClassHost(Clock(), seed=1)
    (table,) = host.make("feed-the-kitten", 3, 2, "tiger", {}, 1, "always")
    table.sit(0)

    def words() -> tuple[list[str], list[bool]]:
        scene = table.sessions[0].scene
        return [s["who"] for s in scene["seats"]], [s["waiting"] for s in host.card(table)["seats"]]

    assert words() == (["you", "waiting for a child", "computer: tiger"], [False, True, False])
    table.free(0)  # the teacher frees seat 0: it waits for a child too
    assert host.card(table)["seats"][0]["waiting"]
    table.sit(0)
    table.sit(1)  # the last child's seat: the game starts
    assert table.state == "playing" and not table.match.history
    assert words() == (["you", "player", "computer: tiger"], [False, False, False])


def test_after_a_restart_a_free_childs_seat_still_waits_for_a_child(tmp_path):
    host, journal = kept_host(tmp_path)
    (table,) = host.make("feed-the-kitten", 3, 2, "cat", {}, 1, "always")
    table.sit(0)
    journal.flush()
    again, _ = kept_host(tmp_path)
    back = again.tables[table.code]
    assert [s["waiting"] for s in again.card(back)["seats"]] == [False, True, False]
    assert [s["who"] for s in back.sessions[0].scene["seats"]][1:] == [
        "waiting for a child",
        "computer: cat",
    ]
