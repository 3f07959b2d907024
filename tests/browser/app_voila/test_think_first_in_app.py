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
from app_table import GO_ON, SHOW_ME, WAIT, childs_turn, settle, show_me_move, tap
from hops import check_hops, check_number_first

from mathcats.table.setup import TableSetup

pytestmark = pytest.mark.browser
SCREENS = [(1366, 768, "reduce"), (1920, 1080, "reduce"), (768, 1024, "reduce")]
SHOTS = Path(os.environ.get("MATHCATS_SHOTS", "/tmp/mathcats-think-first"))


def next_move(page) -> None:
    """One Show me move (or Next round on a round's summary), then the computer cats'."""
    if page.locator(".mc-party").count():
        tap(page, GO_ON)
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
    name = f"{width}x{height}"
    answer = check_number_first(
        page,
        tap,
        next_move,
        "feed-the-kitten",
        False,
        lambda at: shoot(page, f"number-{at}-{name}"),
    )
    assert answer > 0
