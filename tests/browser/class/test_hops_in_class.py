"""Class play: a miss, a second miss, then the child hops to the answer; and Count it's
number first, whose answer lights the cards that make it (issue 34).

A Feed the Kitten table made After a try (as Make tables makes it), a child
at seat 0 on the children's page with reduced motion (at 1366x768, 1920x1080
and 768x1024, its screen kept while hopping), a computer cat at seat 1.
The page is driven as in the app (tests/browser/hops.py): nothing is lit
before a try, the second miss starts the child's own hops, Here on the
answer lights exactly the cards that fit, and nothing moves. Every wait is
bounded and a stuck one says what the table showed.

In Count it (Feed the Kitten and Kittens in Space, at each screen) the
question comes first with nothing lit; the right number (worked out from the
pile or stack as drawn), or a wrong one then the child's hops and Here, lights
exactly the hand's cards that make it, and one of them is played.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from app_voila.app_table import GO_ON
from hops import check_hops, check_number_first, status
from playwright.sync_api import Error as PlaywrightError

pytestmark = pytest.mark.browser
ANSWER_MS = 30_000  # one tap's answer, or the computer cat's move, on a busy machine
TAPS = 8  # taps of one move at most
SCREENS = [(1366, 768), (1920, 1080), (768, 1024)]
SHOTS = Path(os.environ.get("MATHCATS_SHOTS", "/tmp/mathcats-think-first"))


def tap(page, selector: str, tries: int = 3) -> None:
    """Tap the first ``selector`` and wait until the table drew its answer. A redraw between
    finding the button and tapping it (a computer cat's move) takes it away: find it again."""
    for _ in range(tries):
        button = page.wait_for_selector(selector, state="visible", timeout=ANSWER_MS)
        try:
            button.click(timeout=ANSWER_MS)
        except PlaywrightError as error:
            if "not attached" not in str(error):
                raise
            continue
        page.wait_for_function("b => !b.isConnected", arg=button, timeout=ANSWER_MS)
        return
    raise AssertionError(f"{selector} was redrawn under {tries} taps: {status(page)}")


def childs_turn(page) -> None:
    page.wait_for_selector(
        'button[data-id="show-me"], .mc-party', state="visible", timeout=ANSWER_MS
    )


def next_move(page) -> None:
    """One Show me move (or Next round), then the computer cat's."""
    if page.locator(".mc-party").count():
        tap(page, GO_ON)
    else:
        tap(page, 'button[data-id="show-me"]')
        for _ in range(TAPS):
            if not page.locator("button.mc-hint").count():
                break
            tap(page, "button.mc-hint")
    childs_turn(page)


@pytest.mark.parametrize("width, height", SCREENS)
def test_a_miss_a_second_miss_then_the_child_hops_to_the_answer(width, height, teacher, children):
    [code] = teacher.make(
        game="feed-the-kitten", players=2, children=1, tables=1, lights="after-try"
    )
    [kid] = children(1, reduced_motion="reduce", viewport={"width": width, "height": height})
    kid.join(code, 0)
    childs_turn(kid.page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = str(SHOTS / f"class-hopping-{width}x{height}.png")
    assert check_hops(kid.page, tap, next_move, True, lambda: kid.page.screenshot(path=shot)) >= 1
    assert kid.page.evaluate("document.getAnimations().length") == 0


@pytest.mark.parametrize("width, height", SCREENS)
@pytest.mark.parametrize("wrong", [False, True], ids=["right", "wrong-first"])
@pytest.mark.parametrize("game", ["feed-the-kitten", "kittens-in-space"])
def test_count_it_asks_the_number_first_and_it_lights_the_cards_that_make_it(
    game, wrong, width, height, teacher, children
):
    [code] = teacher.make(game=game, players=2, children=1, tables=1, lights="count")
    [kid] = children(1, reduced_motion="reduce", viewport={"width": width, "height": height})
    kid.join(code, 0)
    childs_turn(kid.page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    name = f"{game}-{'wrong-' * wrong}{width}x{height}"

    def shoot(moment: str) -> None:
        kid.page.screenshot(path=str(SHOTS / f"class-number-{moment}-{name}.png"))

    assert check_number_first(kid.page, tap, next_move, game, wrong, shoot) >= 0
    assert kid.page.evaluate("document.getAnimations().length") == 0
