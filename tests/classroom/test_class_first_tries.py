"""Class play: a table's lights reach its children, and the host adds up first tries."""

from __future__ import annotations

import csv
import io
import re
import sqlite3
from collections import Counter

import pytest
from classhelp import Clock, kept_host, lit
from classhelp import tap as tap_frame

from mathcats.classroom.host import ClassHost
from mathcats.classroom.journal import FILE
from mathcats.classroom.report import host_tables, report_csv
from mathcats.classroom.table import Refused
from mathcats.engine import get_game, new_match


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


def test_make_tables_starts_think_first_unless_the_teacher_lights_the_cards():
    host = ClassHost(Clock())
    (table,) = host.make("feed-the-kitten", 2, 1, "cat", {}, 1)
    table.sit(0)
    assert table.lights == table.sessions[0].lights == "after-try"
    assert not lit(table.sessions[0].scene)
    game = {g["id"]: g for g in host.games()}["feed-the-kitten"]
    assert game["lights_default"] == "after-try"  # the Make tables form starts there
    assert host.add(new_match("kittys", 3, 1), 1, "cat").lights == "after-try"


def play_first_tries(host, tables) -> list[tuple[Counter, Counter]]:
    """At each table the child makes its decisions with a wrong card first or not.

    Returns, per table, the decisions of each fact and those right first."""
    expected = []
    for n, table in enumerate(tables):
        table.sit(0)
        session, tried, right = table.sessions[0], Counter(), Counter()
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
            if fact:
                tried[fact] += 1
                right[fact] += not first_wrong
            host.clock.run(3)  # the computer cat answers
        expected.append((tried, right))
    everything = sum((t for t, _ in expected), Counter()), sum((r for _, r in expected), Counter())
    assert sum(everything[0].values()) >= 3 and len(everything[0]) >= 2, everything
    assert 0 < sum(everything[1].values()) < sum(everything[0].values())
    return expected


def by_fact(game_id: str, lines: list[str]) -> tuple[Counter, Counter]:
    """First-try lines read back as the teacher reads them: (decisions, right) by fact."""
    text = get_game(game_id).text
    facts = {text[k]: k.removeprefix("fact-") for k in text if k.startswith("fact-")}
    tried, right = Counter(), Counter()
    for line in lines:
        what, r, t = re.fullmatch(r"(.+): (\d+) of (\d+) \(.+\)\.", line).groups()
        tried[facts[what]], right[facts[what]] = int(t), int(r)
    return tried, +right


def lit_by_fact(game_id: str, lines: list[str]) -> Counter:
    """ "Ten more: 2 times (Light the cards)." lines read back: moves played lit, by fact."""
    text = get_game(game_id).text
    facts = {text[k]: k.removeprefix("fact-") for k in text if k.startswith("fact-")}
    counts = Counter()
    for line in lines:
        what, n = re.fullmatch(r"(.+): (\d+) times? \(Light the cards\)\.", line).groups()
        counts[facts[what]] += int(n)
    return counts


def added(expected: list[tuple[Counter, Counter]]) -> tuple[Counter, Counter]:
    return sum((t for t, _ in expected), Counter()), sum((r for _, r in expected), Counter())


def first_counts(summary: dict) -> tuple[Counter, Counter]:
    """The summary's first tries by fact (all its games are Feed the Kitten here)."""
    return by_fact("feed-the-kitten", [line["words"] for line in summary["first"]])


def lit_lines(summary: dict) -> Counter:
    return lit_by_fact("feed-the-kitten", [line["words"] for line in summary["lit"]])


def test_with_the_cards_lit_the_summary_adds_up_lit_plays_and_counts_no_first_tries():
    host = ClassHost(Clock())
    match = [new_match("feed-the-kitten", 2, seed, cans=1) for seed in (1, 2)]
    tables = [host.add(m, 1, "cat", lights="always") for m in match]
    expected = play_first_tries(host, tables)
    summary = host.summary()
    assert first_counts(summary) == (Counter(), Counter())
    assert lit_lines(summary) == added(expected)[0]
    assert all(line["game"] == "Feed the Kitten" for line in summary["lit"])


def test_each_table_s_card_shows_its_own_lit_plays_with_the_mode_and_no_names():
    host = ClassHost(Clock())
    match = [new_match("feed-the-kitten", 2, seed, cans=1) for seed in (1, 2)]
    tables = [host.add(m, 1, "cat", lights="always") for m in match]
    expected = play_first_tries(host, tables)
    for table, (tried, _) in zip(tables, expected, strict=True):
        card = host.card(table)
        assert card["first"] == []
        assert lit_by_fact("feed-the-kitten", card["lit"]) == tried
        names = table.match.names
        assert not any(name in line for line in card["lit"] for name in names)


def test_a_kittys_child_answers_on_their_own_device_and_the_card_counts_it():
    """After each reveal the child says if their card was good; the first answer is a try."""
    host = ClassHost(Clock())
    table = host.add(new_match("kittys", get_game("kittys").min_players, 3), 2, "cat")
    table.sit(0)
    table.sit(1)
    asked, right = Counter(), Counter()
    for turn in range(12):
        for seat in (0, 1):
            session = table.sessions[seat]
            if "count" in session.scene:  # a question on this child's own screen only
                pick = "judge-good" if seat == 0 else "judge-big"
                asked[seat] += 1
                right[seat] += session.seat.held.question.answer == pick
                tap(table, seat, pick)
            if seat in table.match.to_move:
                hand = table.sessions[seat].scene["hand"]
                tap(table, seat, hand[turn % len(hand)]["id"])
        host.clock.run(3)  # the computer cat moves
    assert asked[0] >= 2 and asked[1] >= 2, asked
    assert 0 < sum(right.values()) < sum(asked.values()), (right, asked)
    names = table.match.names
    assert host.card(table)["first"] == [
        f"{names[s]}: Compared a card with the boss: {right[s]} of {asked[s]} (After a try)."
        for s in (0, 1)
    ]
    rows = list(csv.DictReader(io.StringIO(report_csv(host_tables(host)))))
    tries = {
        (row["cat"], row["first tries right"], row["tries"])
        for row in rows
        if row["fact"] == "Compared a card with the boss" and row["tries"]
    }
    assert tries == {(names[s], str(right[s]), str(asked[s])) for s in (0, 1)}, rows


def test_after_a_restart_a_table_keeps_its_lights_and_the_summary_its_first_tries(tmp_path):
    host, journal = kept_host(tmp_path)
    match = [new_match("feed-the-kitten", 2, seed, cans=1) for seed in (1, 2)]
    tables = [host.add(m, 1, "cat", lights="always") for m in match]
    (counting,) = host.make("feed-the-kitten", 2, 1, "cat", {}, 1, "count")
    expected = added(play_first_tries(host, tables))[0]
    before = host.summary()["lit"]
    journal.flush()
    again, _ = kept_host(tmp_path)
    assert again.summary()["lit"] == before
    assert lit_lines(again.summary()) == expected
    assert [again.tables[t.code].lights for t in tables] == ["always", "always"]
    back = again.tables[counting.code]
    assert back.lights == "count"
    back.sit(0)
    assert back.sessions[0].lights == "count"
    again.tables[tables[0].code].end()  # a later change writes the kept counts again
    journal.flush()
    third, _ = kept_host(tmp_path)
    assert lit_lines(third.summary()) == expected


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
