"""Honest records: Show me uses, draws or passes when a card fitted, one record per seat.

Every expected count comes from the test's own taps.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_lights import answer, follow_the_hint, next_decision, table_for, times_by_fact

import mathcats
from mathcats.table.lights import LIGHTS
from mathcats.table.session import TableSession


@pytest.mark.parametrize("lights", LIGHTS)
@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_a_show_me_every_turn_shows_under_show_me_uses(game_id, lights):
    table = table_for(game_id, lights, teacher=True)
    shown = Counter()
    for _ in range(5):
        if not next_decision(table):
            break
        table.click("show-me")
        hint = table.seat.choice.hint_move
        rule = table.match.check(hint, 0).rule
        shown[table.match.game.facts.get(rule, "other")] += 1
        follow_the_hint(table)
    assert sum(shown.values()) >= 3, shown
    table.click("t-summary")
    summary = table.scene["class_summary"]
    assert times_by_fact(table, summary["hints"], LIGHTS[lights]) == shown
    assert summary["mistakes"] == []


@pytest.mark.parametrize("lights", LIGHTS)
def test_a_draw_when_a_card_fitted_is_recorded_by_that_card_s_fact(lights):
    table = table_for("feed-the-kitten", lights, teacher=True)
    missed = Counter()
    for _ in range(40):
        if not next_decision(table):
            break
        m = table.match
        rules = {move: m.check(move, 0).rule for move in m.legal_moves(0)}
        facts = [m.game.facts[r] for r in rules.values() if r in m.game.facts]
        draw = next((mv for mv, r in rules.items() if r in ("draw", "pass")), None)
        if draw is None or not facts:
            move = next(iter(rules))
        else:
            move, missed[facts[0]] = draw, missed[facts[0]] + 1
        for tap in table.adapter.path(move):
            table.click(next(i["id"] for i in tappable_now(table) if i["tap"] == tap))
        answer(table, right=True)
        if sum(missed.values()) >= 2:
            break
    assert sum(missed.values()) >= 2, "no draw was made while a card fitted"
    table.click("t-summary")
    assert times_by_fact(table, table.scene["class_summary"]["missed"], LIGHTS[lights]) == missed


def tappable_now(table: TableSession) -> list[dict]:
    scene = table.scene
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return [i for i in scene.get("hand", []) + scene.get("actions", []) + zones if i.get("tap")]


def test_on_a_shared_screen_each_seat_has_its_own_record():
    match = mathcats.new_match("feed-the-kitten", 2, seed=3)
    table = TableSession(match, humans=(0, 1), delay=0, teacher=True)
    played, facts = Counter(), {0: Counter(), 1: Counter()}
    for _ in range(12):
        if table.seat.passing is not None:
            table.click("ready")
            continue
        viewer, before = table.seat.viewer, len(table.match.history)
        lit = [i for i in table.scene["hand"] if i["lit"]] or [
            i for i in tappable_now(table) if i["lit"]
        ]
        m = table.match
        move = table.adapter.move((lit[0]["tap"],), m.view(viewer))
        fact = m.game.facts.get(m.check(move, viewer).rule) if move is not None else None
        table.click(lit[0]["id"])
        if len(table.match.history) > before:
            played[viewer] += 1
            facts[viewer].update([fact] if fact else [])
    assert played[0] >= 2 and played[1] >= 2, played
    assert sum(facts[0].values()) and sum(facts[1].values()), facts
    table.click("t-summary")
    lines = table.scene["class_summary"]["facts"]
    names = table.match.names
    for seat in (0, 1):  # "Mia: Played ten more: 2 times (Light the cards)."
        prefix = f"{names[seat]}: "
        mine = [line.removeprefix(prefix) for line in lines if line.startswith(prefix)]
        assert times_by_fact(table, mine, "Light the cards") == facts[seat], lines
