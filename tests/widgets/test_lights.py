"""Think first: "After a try" and "Count it" at the table, and the record of first tries.

What is lit with the lights on is today's behaviour (tested against the
engine's legal moves in tests/browser/test_table_in_browser.py); here the
other two settings are compared with it at the same position, and the
first tries are worked out from the engine's verdicts on the taps made.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from every_game import GAMES

import mathcats
from mathcats.engine import get_game
from mathcats.widgets.lights import LIGHTS
from mathcats.widgets.session import LABELS, TEXT, TableSession

THINK = ["after-try", "count"]
pytestmark = pytest.mark.usefixtures("toy_registered")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_short_options_are_each_at_the_lowest_its_model_allows(game_id):
    game = get_game(game_id)
    fields = game.Options.model_fields
    for name, value in game.short.items():
        assert value == next(m.ge for m in fields[name].metadata if hasattr(m, "ge")), name


def table_for(game_id: str, lights: str, seed: int = 7, **kwargs) -> TableSession:
    game = get_game(game_id)
    match = mathcats.new_match(game_id, players=game.min_players, seed=seed, **game.short)
    table = TableSession(match, delay=0, **kwargs)
    table.set("lights", lights)
    return table


def tappable(scene: dict) -> list[dict]:
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return [i for i in scene.get("hand", []) + zones + scene.get("actions", []) if i.get("tap")]


def lit_with_the_lights_on(table: TableSession) -> dict[str, dict]:
    """The items the table lights now with the lights on, by id (today's table)."""
    lights = table.lights
    table.set("lights", "always")
    lit = {i["id"]: i for i in tappable(table.scene) if i["lit"]}
    unlit = {i["id"]: i for i in tappable(table.scene) if not i["lit"]}
    table.set("lights", lights)
    return lit, unlit


def a_decision_with_a_wrong_try(game_id: str, lights: str) -> tuple[TableSession, dict]:
    """A seeded table at a fresh decision of the child, and a tap that does not fit there.

    The game is played on with the lights on (first lit move) until there is one.
    """
    table = table_for(game_id, "always", seed=7)
    for _ in range(200):
        scene = table.scene
        if "celebrate" in scene:
            table.click(scene["celebrate"]["button"]["id"])
            continue
        _, unlit = lit_with_the_lights_on(table)
        wrong = [i for i in scene["hand"] if i["id"] in unlit] or list(unlit.values())
        if wrong and 0 in table.match.to_move:
            table.set("lights", lights)
            return table, wrong[0]
        lit = [i for i in tappable(scene) if i["lit"] and not i["picked"]]
        table.click(lit[-1]["id"])
    raise AssertionError(f"{game_id}: no move that does not fit")


@pytest.mark.parametrize("lights", THINK)
@pytest.mark.parametrize("game_id", GAMES)
def test_no_card_is_lit_before_the_first_try_and_none_says_why(game_id, lights):
    table = table_for(game_id, lights)
    assert 0 in table.match.to_move and table.passing is None
    items = tappable(table.scene)
    assert items and not any(i["lit"] for i in items) and table.scene["think"]
    lit, _ = lit_with_the_lights_on(table)
    assert lit, "with the lights on some move is lit here"
    for item in items:  # the reasons would give the answer away
        assert not item.get("maths") and not item.get("pic"), item


@pytest.mark.parametrize("lights", THINK)
# Kittys: any card goes; the toy: a wrong try is met only at 9
@pytest.mark.parametrize("game_id", [g for g in mathcats.GAMES if g != "kittys"])
def test_a_wrong_try_says_why_then_the_fitting_cards_light(game_id, lights):
    table, wrong = a_decision_with_a_wrong_try(game_id, lights)
    assert not any(i["lit"] for i in tappable(table.scene))
    lit, unlit = lit_with_the_lights_on(table)
    before = len(table.match.history)
    table.click(wrong["id"])
    status = table.scene["status"]
    assert status["tone"] == "no" and status["lines"][0] == unlit[wrong["id"]]["words"]
    assert len(table.match.history) == before, "a wrong try changes nothing"
    now_lit = {i["id"] for i in tappable(table.scene) if i["lit"]}
    assert now_lit == set(lit), "the cards that fit light up after the wrong try"
    assert "think" not in table.scene


def test_kittys_every_card_fits_so_the_first_tap_plays():
    table = table_for("kittys", "after-try")
    card = table.scene["hand"][0]
    table.click(card["id"])
    assert table.match.history and table.match.history[0].seat == 0


def play_to_the_end(table: TableSession, wrong_picks: bool) -> Counter:
    """Play the child's seat out; at a Count it question pick wrong every other time.

    Returns how often each thing happened (questions asked, counted on, wrong tries).
    """
    seen = Counter()
    for _ in range(4000):
        scene = table.scene
        if table.match.over:
            return seen
        if "celebrate" in scene:
            table.click(scene["celebrate"]["button"]["id"])
            continue
        if "pass" in scene:
            table.click(scene["pass"]["id"])
            continue
        count = scene.get("count")
        if count and count["buttons"][0]["id"] == "count-0":
            seen["asked"] += 1
            choices = count["buttons"]
            assert len(choices) == 3 and len({c["label"] for c in choices}) == 3
            answer = table.decision.asked.count.answer
            right = [c for c in choices if c["label"] == str(answer)]
            assert len(right) == 1
            wrong = wrong_picks and seen["asked"] % 2
            pick = next(c for c in choices if c not in right) if wrong else right[0]
            table.click(pick["id"])
            continue
        if count:
            seen["counted on"] += 1
            table.click(count["buttons"][0]["id"])
            continue
        items = tappable(scene)
        lit = [i for i in items if i["lit"] and not i["picked"]]
        if lit:
            picked = any(i["picked"] for i in items)  # then where it goes, else a card first
            first = [i for i in lit if (i in scene["hand"]) != picked]
            table.click((first or lit)[0]["id"])
            continue
        fresh = [i for i in items if not i["picked"]]
        seen["dark taps"] += 1
        table.click(fresh[seen["dark taps"] % len(fresh)]["id"])
    raise AssertionError(f"the game did not end: {table.scene['status']}")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_seeded_game_finishes_in_count_it(game_id):
    table = table_for(game_id, "count", seed=3)
    seen = play_to_the_end(table, wrong_picks=True)
    assert table.match.over
    if get_game(game_id).count:
        assert seen["asked"] and seen["counted on"], seen  # the first pick is wrong
    else:
        assert not seen["asked"]


@pytest.mark.parametrize("game_id", GAMES)
def test_after_a_try_finishes_and_asks_no_number(game_id):
    table = table_for(game_id, "after-try", seed=3)
    assert not play_to_the_end(table, wrong_picks=False)["asked"]
    assert table.match.over


def ten_more_at_the_table() -> tuple[TableSession, dict]:
    """A Feed the Kitten table in Count it whose child has a card ten more than the top."""
    for seed in range(40):
        table = table_for("feed-the-kitten", "count", seed=seed)
        lit, _ = lit_with_the_lights_on(table)
        hand = {i["id"] for i in table.scene["hand"]}
        cards = [i for i in lit.values() if i["id"] in hand and "+ 10 =" in (i["maths"] or "")]
        if cards:
            return table, cards[0]
    raise AssertionError("no seed deals a card ten more than the top")


def test_a_right_pick_plays_the_move_with_its_number_sentence():
    table, card = ten_more_at_the_table()
    table.click(card["id"])
    count = table.scene["count"]
    assert count["question"] in table.scene["status"]["lines"]
    assert [i["id"] for i in table.scene["hand"] if i["picked"]] == [card["id"]]
    for item in tappable(table.scene):  # nothing on the table tells the answer meanwhile
        assert not item["lit"] and not item.get("maths") and not item.get("pic"), item
    assert not table.match.history, "nothing lands before the number is picked"
    answer = str(table.decision.asked.count.answer)
    table.click(next(c["id"] for c in count["buttons"] if c["label"] == answer))
    assert table.match.history[0].seat == 0 and "count" not in table.scene
    assert card["maths"] in table.scene["status"]["maths"]


def test_a_wrong_pick_counts_on_one_step_a_tap_then_plays():
    table, card = ten_more_at_the_table()
    top = int(re.match(r"(\d+) \+", card["maths"]).group(1))
    table.click(card["id"])
    answer = str(top + 10)
    wrong = next(c for c in table.scene["count"]["buttons"] if c["label"] != answer)
    table.click(wrong["id"])
    status = table.scene["status"]["lines"]
    assert TEXT["count-on"] in status and str(top) in status
    assert table.scene["count"]["buttons"] == [
        {**table.scene["count"]["buttons"][0], "id": "count-next", "label": LABELS["count-next"]}
    ]
    table.click("count-next")  # 40... 50: one hop, and the move is played
    assert table.match.history and table.match.history[0].seat == 0
    fact = table.match.game.facts[table.match.history[0].events[0].rule]
    assert (table.practised.tried[fact], table.practised.right[fact]) == (1, 0), (
        "a card that fits with a wrong number is not a first try right"
    )


def test_a_right_number_is_a_first_try_right():
    table, card = ten_more_at_the_table()
    table.click(card["id"])
    answer = str(table.decision.asked.count.answer)
    table.click(next(c["id"] for c in table.scene["count"]["buttons"] if c["label"] == answer))
    fact = table.match.game.facts[table.match.history[0].events[0].rule]
    assert (table.practised.tried[fact], table.practised.right[fact]) == (1, 1)


@pytest.mark.parametrize(
    "game_id, lights", [("feed-the-kitten", "count"), ("kittens-in-space", "always")]
)
def test_of_two_equal_cards_only_the_one_tapped_shows_picked(game_id, lights):
    """The second of two equal cards (ids "x" and "x+") is tapped: a question is asked about
    it (Count it), or it waits for its stack (a pick), and it alone is raised."""
    for seed in range(60):
        table = table_for(game_id, lights, seed=seed)
        lit, _ = lit_with_the_lights_on(table)
        twins = [i for i in table.scene["hand"] if i["id"].endswith("+") and i["id"] in lit]
        if not twins or 0 not in table.match.to_move:
            continue
        table.click(twins[0]["id"])
        picked = [i["id"] for i in table.scene["hand"] if i["picked"]]
        if table.match.history and table.match.history[-1].seat == 0:
            continue  # played at once (not counted): nothing to show picked
        assert picked == [twins[0]["id"]], f"seed {seed}"
        twin = twins[0]["id"].rstrip("+")  # the other one: tapped, it is picked instead
        if "count" not in table.scene:
            table.click(twin)
            assert [i["id"] for i in table.scene["hand"] if i["picked"]] == [twin]
        return
    raise AssertionError(f"no seed of {game_id} deals two equal cards that fit")


def test_show_me_still_picks_a_move_in_every_mode():
    for lights in LIGHTS:
        table = table_for("feed-the-kitten", lights)
        table.click("show-me")
        assert [i for i in tappable(table.scene) if i["hint"]], lights


def test_a_wrong_lights_value_is_refused_and_changes_nothing():
    table = table_for("feed-the-kitten", "count")
    with pytest.raises(ValueError, match="lights must be one of always, after-try, count"):
        table.set("lights", "sometimes")
    assert table.lights == "count"


def test_the_teacher_switches_the_lights():
    table = table_for("feed-the-kitten", "always", teacher=True)
    buttons = {c["id"]: c for c in table.scene["teacher"] if c.get("group") == "lights"}
    assert [b["label"] for b in buttons.values()] == list(LIGHTS.values())
    table.click("t-lights-count")
    assert table.lights == "count" and not any(i["lit"] for i in tappable(table.scene))
    assert next(c for c in table.scene["teacher"] if c["id"] == "t-lights-count")["pressed"]


def test_play_takes_the_lights():
    widget = mathcats.play("feed-the-kitten", players=2, seed=7, lights="after-try", delay=0)
    assert widget.lights == "after-try" and widget.session.lights == "after-try"
    with pytest.raises(ValueError, match="lights must be one of"):
        mathcats.play("feed-the-kitten", players=2, lights="on")


# --- first tries -------------------------------------------------------------------


def first_tries_script(table: TableSession) -> tuple[Counter, Counter]:
    """Every other decision taps a card that does not fit first; the counts it should make.

    The fact of each decision is the game's record's fact for the engine's
    verdict on the move played.
    """
    game, tried, right = table.match.game, Counter(), Counter()
    for turn in range(300):
        scene = table.scene
        if table.match.over:
            break
        if "celebrate" in scene:
            table.click(scene["celebrate"]["button"]["id"])
            continue
        lit, unlit = lit_with_the_lights_on(table)
        wrong = [h for h in scene["hand"] if h["id"] in unlit]
        first_wrong = bool(wrong) and turn % 2 == 0
        if first_wrong:
            table.click(wrong[0]["id"])
        cards = [h for h in scene["hand"] if h["id"] in lit]
        item = (cards or list(lit.values()))[0]
        move = table.adapter.move((item["tap"],), table.match.view(0))
        fact = game.facts.get(table.match.check(move, 0).rule) if move else None
        table.click(item["id"])
        if fact:
            tried[fact] += 1
            right[fact] += not first_wrong
    return tried, right


@pytest.mark.parametrize("game_id", ["feed-the-kitten", "meow-10"])
def test_first_tries_by_fact_match_the_seeded_taps(game_id):
    table = table_for(game_id, "always", teacher=True)
    tried, right = first_tries_script(table)
    assert sum(tried.values()) >= 5 and 0 < sum(right.values()) < sum(tried.values())
    assert table.practised.tried == tried and table.practised.right == right
    table.click("t-summary")
    summary = table.scene["class_summary"]
    text = table.match.game.text
    expected = [f"{text[f'fact-{k}']}: {right[k]} of {n}." for k, n in tried.items()]
    assert sorted(summary["first"]) == sorted(expected) and summary["first_label"]
