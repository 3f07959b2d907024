"""The Class summary: what a table's child practised, counted from a scripted session.

The script taps every unlit hand card once (a refused tap) and then plays the
first lit one, turn after turn, to the end of the game. What it should count
is worked out here from the cards themselves, by each game's rules as its
rulebook states them, not read back from the code under test.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

import pytest

import mathcats
from mathcats.engine import get_game
from mathcats.table.practised import TEXT as SUMMARY
from mathcats.table.session import LABELS, TEXT, TableSession

Judge = Callable[[object, dict], str | None]  # (the child's view, a hand item) -> a type


def table_for(game_id: str, seed: int = 7, **kwargs) -> TableSession:
    match = mathcats.new_match(game_id, players=get_game(game_id).min_players, seed=seed)
    return TableSession(match, delay=0, **kwargs)


def lit_items(scene: dict) -> list[dict]:
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    everything = scene.get("hand", []) + scene.get("actions", []) + zones
    return [i for i in everything if i.get("tap") and i["lit"]]


def child_turns(table: TableSession):
    """Each scene in which the child acts, to the game's end (a round's summary: Next round)."""
    for _ in range(2000):
        scene = table.scene
        if table.match.over:
            return
        if "celebrate" in scene:
            table.click(scene["celebrate"]["button"]["id"])
            continue
        yield scene, table.match.view(0)
    raise AssertionError(f"the scripted game did not end: {table.scene['status']}")


def play_script(table: TableSession, fact: Judge, mistake: Judge) -> tuple[Counter, Counter]:
    """Play the game out as the script says; the facts and mistakes it should count."""
    facts, mistakes = Counter(), Counter()
    for scene, view in child_turns(table):
        refused = {i["tap"]: i for i in scene["hand"] if not i["lit"]}
        for item in refused.values():
            mistakes.update(filter(None, [mistake(view, item)]))
            table.click(item["id"])
        cards = [i for i in scene["hand"] if i["lit"]]
        if cards:
            facts.update(filter(None, [fact(view, cards[0])]))
        done = [i for i in lit_items(scene) if i["tap"] == "done"]
        table.click((cards or done or lit_items(scene))[0]["id"])
    return facts, mistakes


# Feed the Kitten (docs/rules): 0 goes on anything, then the same number, ten more,
# or two numbers that make 100. Anything else counts down, goes too far, or is a
# 100 that makes no 100 (it goes only on 0 or 90).
def feed_fact(view, item: dict) -> str | None:
    card, top = int(item["label"]), view.top
    if card == 0:
        return "zero"
    return {top: "same", top + 10: "ten-more", 100 - top: "100"}.get(card)


def feed_mistake(view, item: dict) -> str:
    card, top = int(item["label"]), view.top
    if card == 100:
        return "not-100"
    if top == 0:
        return "zero"
    return "down" if card < top else "far"


# Meow 10: a card goes on the same number or the same cat; a rainbow goes on anything.
def meow_card(view, item: dict):
    cat, _, number = item["tap"].removeprefix("play-").partition("-")
    return next(
        c
        for c in view.hand
        if c.cat == (None if cat == "rainbow" else cat) and (not number or c.number == int(number))
    )


def meow_fact(view, item: dict) -> str | None:
    card, top = meow_card(view, item), view.top
    if card.cat is None or top.cat is None:
        return "rainbow"
    return "number" if card.number == top.number else "cat"


def meow_mistake(view, item: dict) -> str | None:
    return "match" if view.limit else None  # before the number is picked no card goes


# Kittys: every card goes; each one played is compared with the boss's.
def kittys_fact(view, item: dict) -> str:
    return "compared"


SCRIPTS = {
    "feed-the-kitten": (feed_fact, feed_mistake),
    "meow-10": (meow_fact, meow_mistake),
    "kittys": (kittys_fact, lambda view, item: None),
}


# Kittens in Space Solo: a card goes on a stack exactly 1 or 2 up or down, and the
# 0-9 line does not loop (9 is not 1 below 0). The script picks the first card that
# fits, taps every stack it may not go on, then plays it on the first that takes it.
def solo_mistake(view, card: int, stack: int) -> str | None:
    if stack == view.closed or stack in view.played:
        return None  # not about the numbers
    top = view.stacks[stack]
    steps = abs(card - top)
    if steps == 0:
        return "same"
    if steps >= 8:
        return "below-0" if card > top else "past-9"
    return "far"


def play_solo_script(table: TableSession) -> tuple[Counter, Counter]:
    """Play Kittens in Space Solo out as the script says; what it should count."""
    facts, mistakes = Counter(), Counter()
    for scene, view in child_turns(table):
        cards = [i for i in scene["hand"] if i["lit"]]
        if view.step == "play" and cards:
            card = int(cards[0]["label"])
            table.click(cards[0]["id"])
            stacks = next(z for z in table.scene["zones"] if z["id"] == "stacks")["items"]
            for n, item in enumerate(stacks):
                if not item["lit"]:
                    mistakes.update(filter(None, [solo_mistake(view, card, n)]))
                    table.click(item["id"])
            n, item = next((n, i) for n, i in enumerate(stacks) if i["lit"])
            facts["up" if card > view.stacks[n] else "down"] += 1
            table.click(item["id"])
            continue
        lit = lit_items(scene)
        zones = [i for z in scene["zones"] for i in z["items"] if i.get("tap") and i["lit"]]
        done = [i for i in lit if i["tap"] == "done"]
        table.click((zones or done or lit)[0]["id"])
    return facts, mistakes


def penalties(table: TableSession, seat: int | None = None) -> list:
    events = [e for turn in table.match.history for e in turn.events if e.kind == "penalty"]
    return [e for e in events if seat is None or e.seat == seat]


def summary_counts(table: TableSession, kind: str) -> Counter:
    """The counts as the teacher reads them in the Class summary, by the game's words."""
    text = get_game(table.match.game.id).text
    words = {text[k]: k.removeprefix(f"{kind[:-1]}-") for k in text if k.startswith(kind[:-1])}
    summary = table.scene["class_summary"]
    lines = summary[kind] if kind == "facts" else [m["words"] for m in summary[kind]]
    counts = Counter()
    for line in lines:
        what, n = re.fullmatch(r"(.+): (\d+) times? \(Light the cards\)\.", line).groups()
        counts[words[what]] = int(n)
    return counts


@pytest.mark.parametrize("game_id", SCRIPTS)
def test_a_scripted_session_counts_facts_and_mistakes_by_rule(game_id):
    table = table_for(game_id, teacher=True)
    facts, mistakes = play_script(table, *SCRIPTS[game_id])
    assert sum(facts.values()) >= 5, "the script met too few facts to test anything"
    if game_id != "kittys":  # in Kittys every card goes
        assert mistakes, "the script tried no mistakes"
    if game_id == "meow-10":  # the child's penalty points were added up: the engine's events
        facts["penalty"] = len(penalties(table, seat=0))
        assert 0 < facts["penalty"] < len(penalties(table)), "the computer's count too"
    table.click("t-summary")
    assert summary_counts(table, "facts") == facts
    assert summary_counts(table, "mistakes") == mistakes
    text = table.match.game.text
    notes = [m["note"] for m in table.scene["class_summary"]["mistakes"]]
    assert notes == [text[f"note-{k}"] for k, _ in sorted(mistakes.items(), key=lambda kv: -kv[1])]


def test_a_scripted_solo_session_counts_its_steps_and_mistakes_by_rule():
    table = table_for("kittens-in-space-solo", seed=2, teacher=True)
    facts, mistakes = play_solo_script(table)
    assert facts["up"] and facts["down"], facts
    assert mistakes["far"] and mistakes["same"] and mistakes["past-9"], mistakes
    table.click("t-summary")
    assert summary_counts(table, "facts") == facts
    assert summary_counts(table, "mistakes") == mistakes


def test_feed_the_kitten_s_script_meets_several_kinds_of_mistake():
    _, mistakes = play_script(table_for("feed-the-kitten"), feed_fact, feed_mistake)
    assert len(mistakes) >= 3, mistakes


def test_the_summary_is_for_the_teacher_only_and_opens_and_closes():
    child = table_for("feed-the-kitten")
    assert "t-summary" not in {c["id"] for c in child.scene["teacher"]}
    child.click("t-summary")
    assert "class_summary" not in child.scene and child.scene["status"]["lines"] == [
        TEXT["unknown"]
    ]
    teacher = table_for("feed-the-kitten", teacher=True)
    button = next(c for c in teacher.scene["teacher"] if c["id"] == "t-summary")
    assert button["label"] == LABELS["t-summary"] and "class_summary" not in teacher.scene
    teacher.click("t-summary")
    summary = teacher.scene["class_summary"]
    assert summary["title"] == SUMMARY["title"] and summary["facts"] == summary["mistakes"] == []
    teacher.click("t-summary")
    assert "class_summary" not in teacher.scene


def test_a_new_game_or_a_new_table_keeps_nothing():
    table = table_for("feed-the-kitten", teacher=True)
    play_script(table, feed_fact, feed_mistake)
    table.click("t-summary")
    assert table.scene["class_summary"]["mistakes"]
    table.new_game()
    summary = table.scene["class_summary"]
    assert summary["facts"] == summary["mistakes"] == []
    fresh = table_for("feed-the-kitten", teacher=True)
    fresh.click("t-summary")
    assert fresh.scene["class_summary"]["facts"] == fresh.scene["class_summary"]["mistakes"] == []


def test_a_restored_game_starts_a_new_record():
    table = table_for("feed-the-kitten", teacher=True, keep=True)
    unlit = next(i for i in table.scene["hand"] if not i["lit"])
    table.click(unlit["id"])
    save = table.scene["save"]
    assert sum(table.practised.mistakes.values()) == 1
    table.handle({"type": "restore", "save": save})
    assert table.practised.mistakes == Counter()


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_every_game_names_its_facts_and_mistakes_in_its_words(game_id):
    game = get_game(game_id)
    assert game.facts, "a game with nothing to count shows an empty summary"
    for fact in game.facts.values():
        assert f"fact-{fact}" in game.text
    for kind in game.mistakes.values():
        assert f"mistake-{kind}" in game.text and f"note-{kind}" in game.text
