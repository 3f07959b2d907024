"""Kittys asks in the app (Voila, chromium), as the setup page starts a table (After a try).

After a reveal the child was not the boss of, the table asks if their card
was good: the last turn's cards carry no good or bad yet. The child's answer
(worked out here from the question's two numbers, never read from the page's
verdicts) is confirmed in the cards' own numbers, and then the cards are marked.
The screens are kept for a look at 1366x768, 1920x1080 and 768x1024.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from app_table import SHOW_ME, WAIT, Stuck, childs_turn, settle, shown, tap

from mathcats.games.kittys.words import TEXT as KITTYS
from mathcats.table.setup import TableSetup

pytestmark = pytest.mark.browser
SCREENS = [(1366, 768), (1920, 1080), (768, 1024)]
SHOTS = Path(os.environ.get("MATHCATS_SHOTS", "/tmp/mathcats-kittys-asks"))
QUESTION = ".mc-count"
LAST = '.mc-zone[data-zone="last"]'
PLAYS = 4  # the child is the boss of the first play, then of every third: asked by the third


def shoot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def badges(page) -> list[str]:
    return page.eval_on_selector_all(f"{LAST} .mc-badge", "bs => bs.map(b => b.innerText)")


@pytest.mark.parametrize("screen", SCREENS)
def test_the_child_says_if_their_card_was_good_then_the_table_confirms(screen, voila, new_page):
    width, height = screen
    page = new_page(reduced_motion="reduce")
    page.set_viewport_size({"width": width, "height": height})
    # slow: the confirmation stays in the status 2.5 s before a computer cat moves on
    setup = TableSetup("kittys", ("child", "cat", "cat"), speed="slow")
    assert setup.lights == "after-try"
    page.goto(voila.url(f"table.ipynb?{setup.query()}"))
    page.wait_for_selector(".mc-turn", state="visible", timeout=WAIT)
    childs_turn(page)
    for _ in range(PLAYS):
        if page.locator(QUESTION).count():
            break
        tap(page, '.mc-hand button[data-id^="commit-"]')
        # the reveal comes with the last card down: asked, or the child's next turn
        page.wait_for_selector(f"{QUESTION}, {SHOW_ME}", state="visible", timeout=WAIT)
        settle(page)
    else:
        raise Stuck(f"no question after {PLAYS} plays; the table shows: {shown(page)}")
    question = page.inner_text(f"{QUESTION} .mc-count-question")
    card, boss = map(int, re.findall(r"\d+", question))
    buttons = page.eval_on_selector_all(f"{QUESTION} button", "bs => bs.map(b => b.innerText)")
    assert [b.strip() for b in buttons] == [KITTYS["judge-good"], KITTYS["judge-big"]]
    assert not {"good", "bad"} & {b.strip() for b in badges(page)}, badges(page)
    body = page.inner_text("body")
    for how in ("less than", "the same as", "more than"):  # the news of this reveal waits
        assert f"{card} is {how} {boss}" not in body, body
    shoot(page, f"kittys-asks-{width}x{height}")

    good = card <= boss
    tap(page, f'{QUESTION} button[data-id="{"judge-good" if good else "judge-big"}"]')
    status = page.inner_text(".mc-status")
    how = "under" if card < boss else "the same as" if card == boss else "over"
    said = f"Yes! {card} is {how} {boss}: {'good' if good else 'too big'}."
    assert said in status, status
    assert not page.locator(QUESTION).count()
    mine = page.inner_text(f"{LAST} .mc-zone-items > * >> nth=0")  # the child's card first
    assert ("good" if good else "bad") in mine, mine
    settle(page)
    shoot(page, f"kittys-confirmed-{width}x{height}")
