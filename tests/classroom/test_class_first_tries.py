"""Class play: a table's lights reach its children, and the host adds up first tries."""

from __future__ import annotations

import sqlite3

import pytest
from classhelp import Clock, kept_host, lit
from classhelp import tap as tap_frame

from mathcats.classroom.host import ClassHost
from mathcats.classroom.journal import FILE
from mathcats.classroom.table import Refused
from mathcats.engine import new_match


def tap(table, seat: int, target: str) -> None:
    table.handle(seat, tap_frame(table.sessions[seat].scene, target)["content"])


def unlit_hand(scene: dict) -> list[str]:
    return [i["id"] for i in scene["hand"] if i.get("tap") and not i["lit"]]


def test_make_tables_takes_the_lights_and_a_wrong_one_is_refused():
    host = ClassHost(Clock())
    (table,) = host.make("feed-the-kitten", 2, 1, "cat", {}, 1, "after-try")
    table.sit(0)
    assert table.sessions[0].lights == "after-try"
    assert not lit(table.sessions[0].scene)
    lights = {g["id"]: g["lights"] for g in host.games()}["feed-the-kitten"]
    assert {"id": "count", "words": "Count it"} in lights and len(lights) == 3
    with pytest.raises(Refused):
        host.make("feed-the-kitten", 2, 1, "cat", {}, 1, "sometimes")
    assert len(host.tables) == 1


def play_first_tries(host, tables) -> tuple[int, int]:
    """At each table the child makes its decisions with a wrong card first or not.

    Returns how many decisions had a fact, and how many of those were right first."""
    expected_tried, expected_right = 0, 0
    for n, table in enumerate(tables):
        table.sit(0)
        session = table.sessions[0]
        for turn in range(6):
            if table.match.over or 0 not in table.match.to_move:
                break
            wrong = unlit_hand(session.scene)
            first_wrong = bool(wrong) and (turn + n) % 2 == 0
            if first_wrong:
                tap(table, 0, wrong[0])
            plays = [i for i in session.scene["hand"] if i["lit"]]
            if not plays:
                break
            move = session.adapter.move((plays[0]["tap"],), table.match.view(0))
            fact = table.match.game.facts.get(table.match.check(move, 0).rule)
            tap(table, 0, plays[0]["id"])
            expected_tried += fact is not None
            expected_right += fact is not None and not first_wrong
            host.clock.run(3)  # the computer cat answers
    assert expected_tried >= 3 and 0 < expected_right < expected_tried
    return expected_tried, expected_right


def first_counts(summary: dict) -> tuple[int, int]:
    """The summary's first tries added up: (decisions, right first)."""
    counts = [
        line["words"].rpartition(": ")[2].rstrip(".").split(" of ") for line in summary["first"]
    ]
    return sum(int(t) for _, t in counts), sum(int(r) for r, _ in counts)


def test_the_summary_adds_up_the_tables_first_tries_per_fact():
    host = ClassHost(Clock())
    tables = [host.add(new_match("feed-the-kitten", 2, seed, cans=1), 1, "cat") for seed in (1, 2)]
    tried, right = play_first_tries(host, tables)
    summary = host.summary()
    assert first_counts(summary) == (tried, right)
    assert all(line["game"] == "Feed the Kitten" for line in summary["first"])


def test_after_a_restart_a_table_keeps_its_lights_and_the_summary_its_first_tries(tmp_path):
    host, journal = kept_host(tmp_path)
    tables = [host.add(new_match("feed-the-kitten", 2, seed, cans=1), 1, "cat") for seed in (1, 2)]
    (counting,) = host.make("feed-the-kitten", 2, 1, "cat", {}, 1, "count")
    tried, right = play_first_tries(host, tables)
    before = host.summary()["first"]
    journal.flush()
    again, _ = kept_host(tmp_path)
    assert again.summary()["first"] == before
    assert first_counts(again.summary()) == (tried, right)
    assert [again.tables[t.code].lights for t in tables] == ["always", "always"]
    back = again.tables[counting.code]
    assert back.lights == "count"
    back.sit(0)
    assert back.sessions[0].lights == "count"
    again.tables[tables[0].code].end()  # a later change writes the kept counts again
    journal.flush()
    third, _ = kept_host(tmp_path)
    assert first_counts(third.summary()) == (tried, right)


def test_an_old_journal_without_lights_or_first_tries_still_loads(tmp_path):
    host, journal = kept_host(tmp_path)
    (table,) = host.make("feed-the-kitten", 2, 1, "cat", {}, 1, "after-try")
    table.sit(0)
    journal.flush()
    db = sqlite3.connect(tmp_path / FILE)
    for column in ("lights", "first_tried", "first_right"):  # the journal as it was before
        db.execute(f"ALTER TABLE tables DROP COLUMN {column}")
    db.commit()
    db.close()
    again, journal = kept_host(tmp_path)
    back = again.tables[table.code]
    assert (back.lights, back.keys, back.first_tries()) == ("always", table.keys, ({}, {}))
    assert back.sessions[0].lights == "always"
    back.end()
    journal.flush()
    third, _ = kept_host(tmp_path)
    assert third.tables[table.code].state == "ended"
