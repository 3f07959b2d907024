"""After a try in the app (Voila, chromium), as the setup page starts a table.

Nothing is lit before a try. A card that does not fit (found from the
game's own rule, never from the page) says why and lights nothing; tapped
again, the child hops on from the pile's number on the line, a tap a hop,
and says Here on the answer; then exactly the cards that fit light up
(tests/browser/hops.py). With reduced motion nothing moves; without it each
hop springs for at most 150 ms and the next tap does not wait for it. The
screens are kept for a look at 1366x768, 1920x1080 and 768x1024.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from app_table import SHOW_ME, WAIT, Stuck, childs_turn, settle, show_me_move, shown, tap
from hops import check_hops, feed_count, numbers, pile

from mathcats.table.setup import TableSetup
from mathcats.table.words import TEXT

pytestmark = pytest.mark.browser
SCREENS = [(1366, 768, "reduce"), (1920, 1080, "reduce"), (768, 1024, "reduce")]
SHOTS = Path(os.environ.get("MATHCATS_SHOTS", "/tmp/mathcats-think-first"))
HAND = '.mc-hand button[data-id^="play-"]'  # Feed the Kitten's cards: play-40
MOVES = 40  # Show me moves at most before a decision where a card makes the number asked


def next_move(page) -> None:
    """One Show me move (or Next round on a round's summary), then the computer cats'."""
    if page.locator(".mc-party").count():
        tap(page, ".mc-party-go button")
        childs_turn(page)
    else:
        show_me_move(page)


def shoot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    settle(page)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.mark.parametrize("screen", [*SCREENS, (1366, 768, "no-preference")])
def test_a_miss_a_second_miss_then_the_child_hops_to_the_answer(screen, voila, new_page):
    width, height, motion = screen
    page = new_page(reduced_motion=motion)
    page.set_viewport_size({"width": width, "height": height})
    setup = TableSetup("feed-the-kitten", ("child", "cat"), speed="fast")  # the page's default
    assert setup.lights == "after-try"
    page.goto(voila.url(f"table.ipynb?{setup.query()}"))
    page.wait_for_selector(".mc-turn", state="visible", timeout=WAIT)
    childs_turn(page)
    name = f"{width}x{height}-{motion}"
    hops = check_hops(
        page, tap, next_move, motion == "reduce", lambda: shoot(page, f"hopping-{name}")
    )
    assert hops >= 1
    assert page.locator(SHOW_ME).count() == 1
    shoot(page, f"lit-after-hopping-{name}")


def the_number_asked(page) -> tuple[str, int, int]:
    """The Count it question on the page, the pile's number, and its answer worked out here."""
    page.wait_for_selector(".mc-count button", state="visible", timeout=WAIT)
    question, top = page.inner_text(".mc-count").strip(), pile(page)
    return question, top, feed_count(question, top)[1]


@pytest.mark.parametrize("screen", SCREENS)
def test_count_it_asks_the_number_first_and_the_answer_lights_the_cards_that_make_it(
    screen, voila, new_page
):
    width, height, motion = screen
    page = new_page(reduced_motion=motion)
    page.set_viewport_size({"width": width, "height": height})
    setup = TableSetup("feed-the-kitten", ("child", "cat"), speed="fast", lights="count")
    page.goto(voila.url(f"table.ipynb?{setup.query()}"))
    page.wait_for_selector(".mc-turn", state="visible", timeout=WAIT)
    childs_turn(page)
    for _ in range(MOVES):
        if page.locator(".mc-party").count():
            tap(page, ".mc-party-go button")
            childs_turn(page)
            continue
        question, _, answer = the_number_asked(page)
        assert page.locator("button.mc-lit").count() == 0, "nothing is lit before the number"
        if answer not in numbers(page, HAND):
            show_me_move(page)  # no card makes it here: on to a decision where one does
            continue
        shoot(page, f"number-first-{width}x{height}")
        read = "bs => bs.map(b => [b.innerText.trim(), b.dataset.id])"
        buttons = dict(page.eval_on_selector_all(".mc-count button", read))
        assert len(buttons) == 3 and str(answer) in buttons, buttons
        tap(page, f'.mc-count button[data-id="{buttons[str(answer)]}"]')
        said = page.inner_text(".mc-status")
        assert TEXT["count-makes"] in said and not page.locator(".mc-count").count(), said
        lit = numbers(page, f"{HAND}.mc-lit")
        assert lit and set(lit) == {answer}, (question, lit, said)
        assert set(numbers(page, HAND)) - {answer}, "some card in hand does not make it"
        shoot(page, f"number-found-{width}x{height}")
        return
    raise Stuck(f"no card made the number asked in {MOVES} moves: {shown(page)}")
