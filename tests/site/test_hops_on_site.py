"""The site (Pyodide in a worker): a miss, a second miss, then the child hops to the answer;
and Count it's number first, whose answer lights the cards that make it.

A Feed the Kitten table as the home page's form starts it (After a try), a
fixed deal, a computer cat that answers at once, reduced motion. Driven as in
the app and in class play (tests/browser/hops.py). Every wait is bounded.

In Count it (Feed the Kitten and Kittens in Space) the question comes first
with nothing lit; the right number (worked out from the pile or stack as
drawn), or a wrong one then the child's hops and Here, lights exactly the
hand's cards that make it, and one of them is played.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from test_site import ANSWER, SHOW_ME, open_table, table_url, tap

from mathcats.table.setup import CHILD, TableSetup

sys.path.insert(0, str(Path(__file__).parents[1] / "browser"))
from hops import check_hops, check_number_first

pytestmark = pytest.mark.browser
TAPS = 8  # taps of one move at most
SCREENS = [(1366, 768), (1920, 1080), (768, 1024)]
SHOTS = Path(os.environ.get("MATHCATS_SHOTS", "/tmp/mathcats-think-first"))


def tapped(page, selector: str) -> None:
    """Tap ``selector`` (there now, or soon) and wait until its answer is drawn."""
    page.wait_for_selector(selector, state="visible", timeout=ANSWER)
    assert tap(page, selector), selector


def next_move(page) -> None:
    """One Show me move (or Next round); the computer cat answers at once."""
    if not tap(page, 'button[data-id="next-round"]'):
        tapped(page, SHOW_ME)
        for _ in range(TAPS):
            if not tap(page, "button.mc-hint"):
                break
    page.wait_for_selector(f"{SHOW_ME}, .mc-party", state="visible", timeout=ANSWER)


@pytest.mark.parametrize("seed", [4])
def test_a_miss_a_second_miss_then_the_child_hops_to_the_answer(seed, server, new_page):
    page = new_page()
    page.emulate_media(reduced_motion="reduce")
    setup = TableSetup("feed-the-kitten", (CHILD, "cat"))
    assert setup.lights == "after-try"  # the home page's form starts here
    open_table(page, table_url(server, setup, seed))
    assert check_hops(page, tapped, next_move, reduced=True) >= 1
    assert page.evaluate("document.getAnimations().length") == 0


@pytest.mark.parametrize("width, height", SCREENS)
@pytest.mark.parametrize("wrong", [False, True], ids=["right", "wrong-first"])
@pytest.mark.parametrize("game", ["feed-the-kitten", "kittens-in-space"])
def test_count_it_asks_the_number_first_and_it_lights_the_cards_that_make_it(
    game, wrong, width, height, server, new_page
):
    page = new_page(width, height)
    page.emulate_media(reduced_motion="reduce")
    setup = TableSetup(game, (CHILD, "cat"), lights="count")
    open_table(page, table_url(server, setup, seed=4))
    SHOTS.mkdir(parents=True, exist_ok=True)
    name = f"{game}-{'wrong-' * wrong}{width}x{height}"

    def shoot(moment: str) -> None:
        page.screenshot(path=str(SHOTS / f"site-number-{moment}-{name}.png"))

    assert check_number_first(page, tapped, next_move, game, wrong, shoot) >= 0
    assert page.evaluate("document.getAnimations().length") == 0
