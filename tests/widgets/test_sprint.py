"""The fact sprint at the table (table/sprint.py): after a game, the game's own sprint facts,
none twice, three answers to tap as plain ids, untimed unless the teacher sets a timer, and a
score at the end kept in the table's record."""

from __future__ import annotations

import pytest
from test_session import send
from test_ticket import finished

import mathcats
from mathcats.engine import get_game
from mathcats.table.sprint import SIZE


def sprint(table) -> dict:
    return table.scene["sprint"]


def right_id(table) -> str:
    fact = table.sprint.facts[table.sprint.at]
    return next(o["id"] for o in sprint(table)["options"] if o["label"] == fact.answer)


def wrong_id(table) -> str:
    fact = table.sprint.facts[table.sprint.at]
    return next(o["id"] for o in sprint(table)["options"] if o["label"] != fact.answer)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_sprint_asks_the_games_facts_none_twice_and_scores_them(game_id):
    table = finished(game_id)
    assert "sprint" in [b["id"] for b in table.scene["celebrate"]["more"]]
    table.click("sprint")
    facts = {f.prompt: f for f in get_game(game_id).sprint}
    asked = []
    for n in range(SIZE):
        shown = sprint(table)
        assert shown["step"] == f"{n + 1} of {SIZE}" and "tick" not in table.scene["sprint"]
        assert table.scene["tick"] is None, "untimed by default"
        fact = facts[shown["question"]]
        labels = [o["label"] for o in shown["options"]]
        assert fact.answer in labels and len(labels) == 3
        plain = [
            {k: v for k, v in o.items() if k not in ("label", "id", "tap")}
            for o in shown["options"]
        ]
        assert all(p == plain[0] for p in plain)  # nothing tells the right one
        asked.append(shown["question"])
        table.click(right_id(table) if n % 2 else wrong_id(table))
        said = table.scene["status"]["lines"][0]
        assert fact.sentence in said and said.startswith("Yes!" if n % 2 else "It is")
    assert len(set(asked)) == SIZE, "no item repeats"
    half = SIZE // 2
    assert sprint(table)["score"] == f"You got {half} of {SIZE}."
    assert table.practised.sprints() == [(0, f"{half} of {SIZE}")]


def test_the_teacher_s_timer_ends_the_sprint_and_a_late_answer_counts_nothing():
    now = [0.0]
    table = finished("feed-the-kitten")
    table.set("sprint_seconds", 60)
    assert table.sprint_seconds == 60
    table.sprint.clock = lambda: now[0]
    table.click("sprint")
    assert 59_000 < table.scene["tick"] <= 60_100 and "60 seconds" in sprint(table)["ask"]
    table.click(right_id(table))
    now[0] = 61.0
    send(table, {"type": "tick", "scene": table.scene["n"]})
    assert sprint(table)["score"] == f"You got 1 of {SIZE}."
    send(table, {"type": "click", "id": "answer-1", "scene": table.scene["n"]})
    assert table.practised.sprints() == [(0, f"1 of {SIZE}")], "kept once"
    with pytest.raises(ValueError):
        table.set("sprint_seconds", 30)
    assert table.sprint_seconds == 60


def test_a_forged_answer_changes_nothing():
    table = finished("meow-10")
    table.click("sprint")
    n, at = table.scene["n"], table.sprint.at
    for forged in ("answer-9", "answer-", "sprint-answer"):
        send(table, {"type": "click", "id": forged, "scene": n})
    send(table, {"type": "click", "id": "answer-1", "scene": n - 1})
    assert table.sprint.at == at and table.sprint.right == 0
