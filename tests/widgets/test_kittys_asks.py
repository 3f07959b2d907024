"""Kittys asks (think first): after the reveal the child says if their card was good.

Before the answer nothing on the page tells (the verdicts, the counts, the
news); the answer is confirmed in the cards' own numbers and counted as a
first try of the comparing fact; a question left unanswered never holds the game.
"""

from __future__ import annotations

import json
import re

import pytest

import mathcats
from mathcats.table.lights import ALWAYS, LIGHTS
from mathcats.table.session import TableSession

THINK_FIRST = [mode for mode in LIGHTS if mode != ALWAYS]
POSITIONS = 20


def kittys(seed: int, lights: str = "after-try", **kwargs) -> TableSession:
    match = mathcats.new_match("kittys", players=3, seed=seed, hands=1)
    return TableSession(match, delay=0, lights=lights, **kwargs)


def to_decision(table: TableSession, skip: int, seed: int) -> None:
    """Play ``skip`` of the child's cards, picked by ``seed`` (leaving any question unanswered)."""
    for n in range(skip):
        hand = table.scene["hand"]
        table.click(hand[(seed * 7 + n) % len(hand)]["id"])
    assert 0 in table.match.to_move, table.scene["status"]


def good_and_bad(table: TableSession) -> tuple[int, int] | None:
    """The child's biggest card at or under the boss's face-down card, and its smallest over it.

    None when the child is the boss, has no such pair, or plays the hand's last card.
    """
    state = table.match.state
    boss_card, hand = state.down[state.boss], state.decks[0]
    if state.boss == 0 or len(hand) < 2:
        return None
    under = [c for c in hand if c <= boss_card]
    over = [c for c in hand if c > boss_card]
    return (max(under), min(over)) if under and over else None


def positions(lights: str) -> list[tuple[int, int, int, int]]:
    """``POSITIONS`` seeded decisions (seed, skip, good card, bad card) of the child's."""
    found = []
    for seed in range(200):
        for skip in (1, 2, 4, 5, 7):  # seat 0 is the boss first, then every third play
            table = kittys(seed, lights)
            to_decision(table, skip, seed)
            pair = good_and_bad(table)
            if pair:
                found.append((seed, skip, *pair))
                break
        if len(found) == POSITIONS:
            return found
    raise AssertionError(f"only {len(found)} positions")


def after(seed: int, skip: int, card: int, lights: str) -> TableSession:
    table = kittys(seed, lights)
    to_decision(table, skip, seed)
    table.click(f"commit-{card}")
    return table


def without_art(scene):
    """The scene without its drawn art (markup and ten frames place dots by the card's number)."""
    if isinstance(scene, dict):
        return {k: without_art(v) for k, v in scene.items() if k not in ("html", "frames")}
    if isinstance(scene, list):
        return [without_art(v) for v in scene]
    return scene


def masked(scene: dict, cards: tuple[int, int]) -> str:
    """The scene's JSON with the two cards' own numbers as "#"."""
    text = json.dumps(without_art(scene), sort_keys=True)
    return re.sub(r"\b({}|{})\b".format(*cards), "#", text)


@pytest.mark.parametrize("lights", THINK_FIRST)
def test_before_the_answer_the_scene_is_the_same_for_a_good_and_a_too_big_card(lights):
    for seed, skip, good, bad in positions(lights):
        tables = [after(seed, skip, card, lights) for card in (good, bad)]
        scenes = [t.scene for t in tables]
        assert all("count" in s for s in scenes), (seed, skip, scenes[0]["status"])
        same = [masked(s, (good, bad)) for s in scenes]
        assert same[0] == same[1], (seed, skip, good, bad)
        said = [t.scene["count"]["question"] for t in tables]
        assert said[0] != said[1]  # the question names the child's own card


def first_tries(table: TableSession) -> tuple[int, int]:
    return table.practised.tried["compared"], table.practised.right["compared"]


@pytest.mark.parametrize(("pick", "right"), [("good", True), ("bad", False)])
def test_the_answer_is_confirmed_in_the_cards_numbers_and_counted_as_a_first_try(pick, right):
    seed, skip, good, _bad = positions("after-try")[0]
    table = after(seed, skip, good, "after-try")  # at or under the boss: good
    boss = table.match.state.last.cards[table.match.state.last.boss]
    assert table.scene["focus"] == "judge-good"
    question = f"Your {good}, the boss's {boss}. Was your card good?"
    assert table.scene["status"]["lines"][-1] == question  # read aloud where that is on
    assert first_tries(table) == (0, 0)
    table.click("judge-good" if pick == "good" else "judge-big")
    scene = table.scene
    how = "under" if good < boss else "the same as"
    said = f"{good} is {how} {boss}: good."
    assert scene["status"]["lines"][0] == ("Yes! " if right else "Look again. ") + said
    assert "count" not in scene
    assert first_tries(table) == (1, int(right))
    mine = next(z for z in scene["zones"] if z["id"] == "last")["items"][0]
    assert mine["badge"] == "good"  # now the table marks it, and the news tells it
    assert any(f": {good} is" in line for line in scene["log"]), scene["log"]


def test_a_too_big_card_is_confirmed_as_too_big():
    seed, skip, _good, bad = positions("count")[1]
    table = after(seed, skip, bad, "count")
    boss = table.match.state.last.cards[table.match.state.last.boss]
    table.click("judge-big")
    assert table.scene["status"]["lines"][0] == f"Yes! {bad} is over {boss}: too big."
    assert first_tries(table) == (1, 1)


def test_with_the_cards_lit_nothing_is_asked_and_the_verdict_shows_at_once():
    seed, skip, _good, bad = positions("after-try")[0]
    table = after(seed, skip, bad, ALWAYS)
    scene = table.scene
    assert "count" not in scene
    mine = next(z for z in scene["zones"] if z["id"] == "last")["items"][0]
    assert mine["badge"] == "bad"


def test_a_question_left_unanswered_never_holds_the_game_and_is_not_counted():
    seed, skip, good, _bad = positions("after-try")[0]
    table = after(seed, skip, good, "after-try")
    reveals = len(table.match.history)
    assert "count" in table.scene
    for _ in range(3):  # the child plays on without answering: the next reveal proceeds
        assert 0 in table.match.to_move, table.scene["status"]
        table.click(table.scene["hand"][0]["id"])
    assert len(table.match.history) > reveals + 3  # the computer cats played on too
    assert first_tries(table) == (0, 0)
    assert table.practised.facts["compared"] >= 3  # met, but no first try counted


def test_a_stale_or_forged_answer_is_refused_and_changes_nothing():
    seed, skip, good, _bad = positions("after-try")[0]
    table = after(seed, skip, good, "after-try")
    n, moves, rows = table.scene["n"], len(table.match.history), dict(table.practised.rows)
    table.handle({"type": "click", "id": "judge-good", "scene": n - 1})
    table.handle({"type": "click", "id": "judge-maybe", "scene": n})
    table.handle({"type": "click", "id": ["judge-good"], "scene": n})
    assert "count" in table.scene and table.scene["status"]["tone"] == "no"
    assert (len(table.match.history), dict(table.practised.rows)) == (moves, rows)
    table.click("judge-good")
    table.handle({"type": "click", "id": "judge-good", "scene": table.scene["n"]})  # again
    assert first_tries(table) == (1, 1)


def test_the_moves_are_the_same_whether_the_child_is_asked_or_not():
    """Seed replay and the computer cats are unchanged: the same taps make the same game."""

    def moves(lights: str, answer: bool) -> list:
        table = kittys(11, lights)
        for n in range(9):
            if answer and "count" in table.scene:
                table.click("judge-big")
            hand = table.scene["hand"]
            table.click(hand[(n * 5) % len(hand)]["id"])
        assert table.match.over
        return [(t.seat, t.move.to_json()) for t in table.match.history]

    assert moves(ALWAYS, False) == moves("after-try", True) == moves("count", False)
