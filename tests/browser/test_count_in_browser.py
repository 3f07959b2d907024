"""After a try and Count it in chromium: a whole seeded game of each game, by keyboard alone.

Nothing is lit before a try, so the keys try the focused card or stack;
a Count it question takes the focus and Enter picks its first number (right
or wrong). After a wrong one, or a second miss, the child hops: the focus is
on Hop, and here the keys stop at once (the arrow to Here, Enter), on the first
number, which is never the answer; the table counts on with Count on, and the
move is played (or the cards light).
"""

from __future__ import annotations

import pytest
from test_summary_in_browser import opened_summary
from test_table_in_browser import axe_violations, target_problems

import mathcats
from mathcats.engine import get_game
from mathcats.table.practised import TEXT as SUMMARY
from mathcats.widgets import Table

pytestmark = pytest.mark.browser
SEEDS = {"kombat-kittens": 3}  # a game in which the child captures (the counted move)
# What the focused button is: a Count it button, the round's button, a fresh tap, or lit.
FOCUSED = """() => {
  const b = document.activeElement, g = b.dataset ? b.dataset.group : null;
  const moves = ["zones", "hand", "actions"];
  const lit = [...document.querySelectorAll("button.mc-lit:not(.mc-picked)")];
  return {
    count: g === "count",
    next: ["next-round", "again"].includes(b.dataset && b.dataset.id),
    fresh: moves.includes(g) && !b.matches(".mc-picked") && (!lit.length || b.matches(".mc-lit")),
    litHere: lit.some((x) => x.dataset.group === g),
    question: document.querySelectorAll(".mc-count button").length === 3,  // three numbers
    countOn: Boolean(document.querySelector('.mc-count button[data-id="count-next"]')),
    hop: Boolean(b.dataset && b.dataset.id === "count-hop"),
  };
}"""


@pytest.mark.parametrize("lights", ["after-try", "count"])
@pytest.mark.parametrize("game_id", [g for g in mathcats.GAMES if get_game(g).table])
def test_a_whole_seeded_game_by_keyboard_thinking_first(game_id, lights, mount):
    seed = SEEDS.get(game_id, 5)
    match = mathcats.new_match(game_id, seed=seed, **get_game(game_id).short)
    harness = mount(Table(match, delay=0, lights=lights))
    page, table = harness.page, harness.table
    page.set_default_timeout(10_000)  # every wait is bounded
    assert not page.query_selector_all("button.mc-lit"), "nothing is lit before a try"
    keys = questions = counted_on = stops = 0
    while not table.match.over:
        assert keys < 4000, f"{game_id}: the game is not over after {keys} keys"
        state = page.evaluate(FOCUSED)
        questions += state["question"] and state["count"]
        counted_on += state["countOn"] and state["count"]
        if state["count"] or state["next"] or state["fresh"]:
            if state["hop"]:
                stops += 1
                page.keyboard.press("ArrowRight")  # from Hop to Here
            page.keyboard.press("Enter")
            harness.settle()
        else:
            page.keyboard.press("ArrowRight" if state["litHere"] else "Tab")
        keys += 1
    mine = sum(t.seat == 0 for t in table.match.history)
    print(f"{game_id} {lights}: {keys} keys, {mine} moves, {questions} Count it keys, ", end="")
    print(f"{stops} Here keys, {counted_on} Count on keys")
    assert mine >= 3
    if lights == "count" and get_game(game_id).count:
        assert questions, "a Count it question was answered by keyboard"
        assert stops and counted_on, "a wrong pick: Here, then Count on, by keyboard"
    else:
        assert not questions, "After a try asks no number (a second miss only counts on)"


def test_the_class_summary_shows_first_tries_right(mount):
    """After a try: a wrong card, then one that fits: its fact's first try was not right (0 of 1).

    The cards are found lit first, then the child plays After a try (first tries count).
    """
    for seed in range(20):
        match = mathcats.new_match("feed-the-kitten", seed=seed)
        table = Table(match, delay=0, teacher=True)
        wrong = [i for i in table.scene["hand"] if not i["lit"]]
        right = [i for i in table.scene["hand"] if i["lit"]]
        if wrong and right:
            break
    table.lights = "after-try"
    harness = mount(table)
    page, session = harness.page, table.session
    move = session.adapter.move((right[0]["tap"],), match.view(0))
    fact = match.game.facts[match.check(move, 0).rule]  # the engine's rule of the move made
    for item in (wrong[0], right[0]):
        page.click(f'button[data-id="{item["id"]}"]')
        harness.settle()
    text = opened_summary(harness)
    assert (
        SUMMARY["first"] in text
        and f"{match.game.text[f'fact-{fact}']}: 0 of 1 (After a try)." in text
    ), text


def hopping(mount) -> tuple:
    """A Feed the Kitten table in Count it that asks ten more first, whose child picked a
    wrong number and hops now, mounted: (the harness, the pile's number)."""
    for seed in range(40):  # a deal whose child is asked ten more than the pile's first
        match = mathcats.new_match("feed-the-kitten", seed=seed)
        table = Table(match, delay=0, lights="count")
        top, count = match.view(0).top, table.scene.get("count")
        if count and count["question"] == f"The pile shows {top}. What is ten more?":
            break
    else:
        raise AssertionError("no seed asks ten more first")
    wrong = next(b for b in count["buttons"] if b["label"] != str(top + 10))
    table.click(wrong["id"])
    return mount(table), top


def test_the_hopping_step_passes_axe_and_its_buttons_are_big_and_apart(mount):
    """Count it, a wrong pick: Hop and Here (and the line) pass axe; each is a 44 px target."""
    harness, _ = hopping(mount)
    page = harness.page
    page.click('button[data-id="count-hop"]')
    harness.settle()
    assert page.locator(".mc-count .mc-tone-token").count() == 1
    assert axe_violations(page) == []
    assert target_problems(page) == []


def test_quick_hops_each_move_the_token(mount):
    """Hop tapped up to three times, each before the table's answer is drawn: as many hops."""
    harness, top = hopping(mount)
    page = harness.page
    hops = min(3, (100 - top) // 10)  # the line ends at 100
    page.evaluate(
        """(hops) => {
      const hop = document.querySelector('button[data-id="count-hop"]');
      for (let i = 0; i < hops; i++) hop.click();  // one scene on screen for all of them
    }""",
        hops,
    )
    harness.settle()
    assert page.inner_text(".mc-status").strip() == str(top + 10 * hops)
    assert page.locator(".mc-count .mc-hop-end").count() == hops
