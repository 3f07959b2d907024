"""Hop it yourself: counting on is the child's own taps (issue 34, item 3).

After a wrong Count it pick, or a second miss After a try, the child hops
the question's number line with Hop (one tick a tap, never past the line's
end) and stops with Here. The number the token stands on is the child's
answer: right plays the move (or lights the cards that fit); wrong starts
the table's Count on from the first number. Every game that counts is
played to such a question; the answers are worked out here from the
question's words ("40 + 10 = ?"), the hops from the line's ticks.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from every_game import GAMES, RECORDS
from test_lights import (
    a_decision_with_a_wrong_try,
    answer,
    next_decision,
    sum_of,
    table_for,
    tap_in_turn,
    tappable,
)

import mathcats.table.taps
from mathcats.bots.hints import hint
from mathcats.engine.count import counter
from mathcats.engine.quiz import MISTAKES
from mathcats.table.session import LABELS, TEXT, TableSession

pytestmark = pytest.mark.usefixtures("toy_registered")
COUNTING = [g for g in GAMES if RECORDS[g].count]


def a_question(game_id: str) -> TableSession:
    """A Count it table whose question is asked: at the start of the child's decision (a
    game that asks the number first), or once the child has tapped a counted move (Meow 10).

    Till then the child plays Show me's moves (Kombat Kittens' captures follow won battles).
    """
    table = table_for(game_id, "count", seed=5)
    count = counter(table.match.game)
    for _ in range(300):
        if not next_decision(table):
            break
        if "count" in table.scene:
            return table  # the number asked first
        m, view = table.match, table.match.view(0)
        legal = m.legal_moves(0)
        counted = [move for move in legal if count(view, move, m.check(move, 0))]
        before = len(m.history)
        tap_in_turn(table, table.adapter.path((counted or [hint(m, 0).move])[0]))
        if counted and "count" in table.scene:
            return table
        if len(m.history) == before:  # asked after the card: answered, the move lands
            answer(table, right=True)
    raise AssertionError(f"{game_id}: no counted move in 300 decisions")


def line(table: TableSession) -> tuple[int, int, int, str]:
    """The question's line as drawn: its first number, its tick, its end, the way it counts."""
    count = table.decision.asked.count
    down = sum_of(count.question) < count.steps[0]
    return count.steps[0], count.tick, count.start if down else count.stop, "-" if down else "+"


def token(table: TableSession) -> list[str]:
    """The tones of the marks on the Count it line now ("from", "token", "wrong"...)."""
    return re.findall(r"mc-tone-(\w+)", table.scene["count"]["picture"]["html"])


def buttons(table: TableSession) -> list[tuple[str, str]]:
    return [(b["id"], b["label"]) for b in table.scene["count"]["buttons"]]


def pick_wrong(table: TableSession) -> int:
    """Pick a choice that is not the answer: the number picked."""
    right = str(sum_of(table.scene["count"]["question"]))
    wrong = next(b for b in table.scene["count"]["buttons"] if b["label"] != right)
    table.click(wrong["id"])
    return int(wrong["label"])


HOPPING = [("count-hop", LABELS["count-hop"]), ("count-here", LABELS["count-here"])]


@pytest.mark.parametrize("game_id", COUNTING)
def test_each_hop_moves_the_token_one_tick_and_says_the_number(game_id):
    table = a_question(game_id)
    first, tick, _, way = line(table)
    moves = len(table.match.history)
    picked = pick_wrong(table)
    assert buttons(table) == HOPPING
    assert table.scene["status"]["lines"][-1] == TEXT["count-on"].format(n=first)
    assert token(table).count("token") == 1 and "choice" not in token(table)
    assert token(table) == ["from", "wrong", "token"], f"the pick {picked} is the child's own"
    for n in (1, 2):
        table.click("count-hop")
        at = first + n * tick if way == "+" else first - n * tick
        assert table.scene["status"]["lines"] == [str(at)]
        assert table.scene["count"]["picture"]["html"].count("mc-hop-end") == n
        assert len(table.match.history) == moves, "a hop plays nothing"
        assert buttons(table) == HOPPING, "hopping past the answer is the child's to do"
        if at == sum_of(table.scene["count"]["question"]):
            break


@pytest.mark.parametrize("game_id", COUNTING)
def test_here_on_the_answer_plays_the_move_asked(game_id):
    table = a_question(game_id)
    asked, before = table.decision.asked, len(table.match.history)
    first, tick, _, _ = line(table)
    pick_wrong(table)
    right = sum_of(table.scene["count"]["question"])
    for _ in range(abs(right - first) // tick):
        table.click("count-hop")
    assert table.scene["status"]["lines"] == [str(right)]
    assert len(table.match.history) == before, "nothing lands before Here"
    table.click("count-here")
    assert "count" not in table.scene
    found(table, asked, before)


def found(table: TableSession, asked, before: int) -> None:
    """The answer reached: a number asked first lights the cards that make it (or says no
    card does) and plays nothing; one asked of a move plays that move."""
    if asked.move is None:
        lines = table.scene["status"]["lines"]
        assert len(table.match.history) == before, "a number found first plays nothing"
        assert TEXT["count-makes"] in lines or TEXT["count-none"] in lines, lines
    else:
        assert table.match.history[before][:2] == (0, asked.move)


@pytest.mark.parametrize("game_id", COUNTING)
def test_here_on_a_wrong_number_counts_on_with_the_child_then_plays(game_id):
    table = a_question(game_id)
    asked, before = table.decision.asked, len(table.match.history)
    first = line(table)[0]
    pick_wrong(table)
    right = sum_of(table.scene["count"]["question"])
    table.click("count-here")  # on the first number: not the answer (nothing is asked of 0)
    assert table.scene["status"]["lines"] == [
        TEXT["count-not"].format(n=first),
        TEXT["count-together"],
        str(first),
    ]
    assert buttons(table) == [("count-next", LABELS["count-next"])]
    assert len(table.match.history) == before
    said = []
    while "count" in table.scene:
        assert len(said) < 12, table.scene["status"]
        said.append(table.scene["status"]["lines"][-1])
        table.click("count-next")
    found(table, asked, before)
    steps = [str(n) for n in asked.count.steps]  # the table's, to the answer: then it plays
    assert said == ["... ".join(steps[: k + 1]) for k in range(len(steps) - 1)]
    assert steps[-1] == str(right)


@pytest.mark.parametrize("game_id", COUNTING)
def test_hop_stops_at_the_lines_end_and_here_still_goes_on(game_id):
    table = a_question(game_id)
    first, tick, end, _ = line(table)
    pick_wrong(table)
    for _ in range(abs(end - first) // tick):
        table.click("count-hop")
    assert table.scene["status"]["lines"] == [str(end)]
    html = table.scene["count"]["picture"]["html"]
    table.click("count-hop")  # past the end: the token stays, the table says why
    assert table.scene["status"]["lines"] == [TEXT["count-end"]]
    assert table.scene["count"]["picture"]["html"] == html
    assert buttons(table) == HOPPING
    played, before = end == sum_of(table.scene["count"]["question"]), len(table.match.history)
    table.click("count-here")  # the end is the answer (played) or not (counted on)
    if played:
        assert "count" not in table.scene and table.match.history[before].seat == 0
    else:
        assert buttons(table) == [("count-next", LABELS["count-next"])]


@pytest.mark.parametrize("game_id", COUNTING)
def test_stale_and_forged_taps_while_hopping_change_nothing(game_id):
    table = a_question(game_id)
    choosing = table.scene["n"]  # the scene of the choices: no Hop in it
    pick_wrong(table)
    table.click("count-hop")
    kept = json.dumps(table.scene["count"], sort_keys=True)
    asked, moves = repr(table.decision.asked), len(table.match.history)
    stale = table.scene["n"] - 1
    for content, said in [
        ({"type": "click", "id": "count-hop", "scene": choosing}, TEXT["stale"]),
        ({"type": "click", "id": "count-here", "scene": stale}, TEXT["stale"]),
        ({"type": "click", "id": "count-hop", "scene": None}, TEXT["garbled"]),
        ({"type": "click", "id": "count-next", "scene": None}, TEXT["garbled"]),
    ]:
        table.handle(content)
        assert table.scene["status"]["lines"] == [said]
    for forged in ("count-next", "count-0", "count-2", "count-hop+", "here"):
        table.click(forged)
        assert table.scene["status"]["lines"] == [TEXT["unknown"]], forged
    assert json.dumps(table.scene["count"], sort_keys=True) == kept
    assert repr(table.decision.asked) == asked and len(table.match.history) == moves


@pytest.mark.parametrize("game_id", COUNTING)
def test_quick_hops_sent_from_one_scene_each_count_but_an_old_here_does_not(game_id):
    """Taps faster than the table's answers: each Hop counts (it did the same in every
    scene since); Here from an older scene is stale (the token has moved since)."""
    table = a_question(game_id)
    first, tick, end, way = line(table)
    pick_wrong(table)
    seen = table.scene["n"]  # the page still shows this scene while the taps go
    hops = min(3, abs(end - first) // tick)
    for _ in range(hops):
        table.handle({"type": "click", "id": "count-hop", "scene": seen})
    at = first + hops * tick if way == "+" else first - hops * tick
    assert table.scene["status"]["lines"] == [str(at)]
    assert table.scene["count"]["picture"]["html"].count("mc-hop-end") == hops
    table.handle({"type": "click", "id": "count-here", "scene": seen})
    assert table.scene["status"]["lines"] == [TEXT["stale"]]
    assert table.decision.asked.hopping and table.decision.asked.at == at


@pytest.mark.parametrize("game_id", COUNTING)
def test_before_a_pick_no_hop_or_here_is_taken(game_id):
    table = a_question(game_id)
    asked = repr(table.decision.asked)
    for forged in ("count-hop", "count-here", "count-next"):
        table.click(forged)
        assert table.scene["status"]["lines"] == [TEXT["unknown"]], forged
    assert repr(table.decision.asked) == asked


def second_miss(game_id: str, **kwargs) -> TableSession | None:
    """An After a try table (``kwargs``: the session's) whose child has just missed twice
    and hops (None: no counted move fits at the first decision with a miss)."""
    table, wrong = a_decision_with_a_wrong_try(game_id, "after-try", **kwargs)
    table.click(wrong["id"])
    table.click(wrong["id"])
    return table if "count" in table.scene else None


# The games whose first decision with a miss has a counted move that fits (the others
# light the cards at once: tests/widgets/test_lights.py).
AFTER_A_TRY = ["feed-the-kitten", "kittens-in-space"]


@pytest.mark.parametrize("game_id", AFTER_A_TRY)
def test_after_a_second_miss_the_first_number_stopped_on_is_the_try(game_id):
    table = second_miss(game_id)
    assert table is not None and buttons(table) == HOPPING
    first, tick, _, way = line(table)
    right = sum_of(table.scene["count"]["question"])
    end = line(table)[2]
    hops = abs(end - first) // tick  # to the line's end, past the answer
    for _ in range(hops):
        table.click("count-hop")
    table.click("count-here")
    assert table.scene["status"]["lines"][0] == TEXT["count-not"].format(n=end)
    way = 1 if end > first else -1
    tag = "too-far" if end == right + way * tick else "hopped-past"  # one step, or more
    assert table.practised.total("miscounted") == {tag: 1}
    assert table.decision.numbers == {table.decision.asked.count.about: False}
    while "count" in table.scene:
        table.click("count-next")
    assert TEXT["count-lit"] in table.scene["status"]["lines"]
    assert any(i["lit"] for i in tappable(table.scene)), "the cards that fit light up"
    assert "stopped-short" in MISTAKES and "hopped-past" in MISTAKES


@pytest.mark.parametrize("game_id", AFTER_A_TRY)
def test_after_a_second_miss_here_on_the_answer_lights_the_cards(game_id):
    table = second_miss(game_id)
    first, tick, _, _ = line(table)
    right = sum_of(table.scene["count"]["question"])
    for _ in range(abs(right - first) // tick):
        table.click("count-hop")
    table.click("count-here")
    lines = table.scene["status"]["lines"]
    assert lines == [TEXT["count-yes"].format(n=right), TEXT["count-lit"]]
    assert not table.practised.total("miscounted"), "a right number is no mistake"
    assert table.decision.numbers == {None: True}
    assert "count" not in table.scene and any(i["lit"] for i in tappable(table.scene))


@pytest.mark.parametrize("game_id", AFTER_A_TRY)
def test_the_teachers_view_buttons_leave_the_childs_count_as_it_is(game_id):
    """Big screen, Show all hands or Computer waits, tapped while the child counts on."""
    table = second_miss(game_id, teacher=True)
    question = table.scene["count"]["question"]
    table.click("count-hop")
    for control in ("t-big", "t-reveal", "t-wait"):
        table.click(control)
        assert "count" in table.scene, f"{control} took the child's count away"
        assert table.scene["count"]["question"] == question and buttons(table) == HOPPING
    assert table.settings.projector and table.settings.reveal
    first, tick, _, _ = line(table)
    for _ in range(abs(sum_of(question) - first) // tick - 1):  # one hop was made before
        table.click("count-hop")
    table.click("count-here")
    assert table.scene["status"]["lines"][0] == TEXT["count-yes"].format(n=sum_of(question))
    assert any(i["lit"] for i in tappable(table.scene)), "the cards that fit light up"


def hopping_scenes(game_id: str, lights: str, monkeypatch, further: int) -> list[str]:
    """The scene JSON as hopping starts (a second miss, or a wrong pick in Count it) and
    after each of three hops, with every counted question's answer moved ``further``
    ticks on (its steps too; the question's words and wrong choices stay)."""
    real = counter(RECORDS[game_id])

    def moved(view, move, verdict):
        asked = real(view, move, verdict)
        if asked is None or not further:
            return asked
        way = asked.tick if asked.answer >= asked.steps[0] else -asked.tick
        more = tuple(asked.answer + way * n for n in range(1, further + 1))
        return replace(asked, answer=more[-1], steps=asked.steps + more)

    monkeypatch.setattr(mathcats.table.taps, "counter", lambda game: moved)
    if lights == "after-try":
        table = second_miss(game_id)
    else:  # a wrong choice that is neither answer: the same button in both tables
        table = a_question(game_id)
        count = table.decision.asked.count
        right = sum_of(count.question)
        answers = {right, right + 2 * (count.tick if right >= count.steps[0] else -count.tick)}
        table.click(next(b["id"] for b in buttons_of(table) if int(b["label"]) not in answers))
    scenes = [json.dumps(table.scene, sort_keys=True)]
    for _ in range(3):
        table.click("count-hop")
        scenes.append(json.dumps(table.scene, sort_keys=True))
    return scenes


def buttons_of(table: TableSession) -> list[dict]:
    return table.scene["count"]["buttons"]


@pytest.mark.parametrize(
    "game_id, lights",
    [(g, "count") for g in COUNTING] + [(g, "after-try") for g in AFTER_A_TRY],
)
def test_the_scene_while_hopping_is_the_same_whatever_the_answer(game_id, lights, monkeypatch):
    """Nothing before Here tells the answer: moved two ticks on, the scenes are the same."""
    today = hopping_scenes(game_id, lights, monkeypatch, 0)
    assert len(set(today)) == 4, "each hop changes the scene (the numbers hopped)"
    assert hopping_scenes(game_id, lights, monkeypatch, 2) == today
