"""Kombat Kittens with 3 players in the app, After a try: a second miss at a capture.

The child (Show me moves) wins a battle and, asked to take a card, taps one of
their own hand twice. The first tap says why and counts nothing; the second
starts the count: the line asks "Treasure 4 + worth 2 = ?" in the table's
words (the child's "Treasure 4", the smallest "worth" they may take), its
token on the treasure, with no choices on it and the sum said nowhere before
the child's try. The child's page (no Teacher panel) fits a laptop, a projector
and an upright tablet (fit.js). The child hops to the sum and says Here:
then the cards they may take light. The deal is not seeded (the app's page
deals afresh): Show me moves until the child has won a battle, with a card in hand.
"""

from __future__ import annotations

import re

import pytest
from app_table import GO_ON, MOVES, PARTY, Stuck, childs_turn, open_table, show_me_move, shown, tap
from hops import HERE, HOP
from test_fit import SCREENS
from test_fit_in_app import problems_now

from mathcats.games.kombat_kittens.words import TEXT as KOMBAT
from mathcats.table.setup import CHILD, TableSetup
from mathcats.table.words import TEXT

pytestmark = pytest.mark.browser
TAKE = 'button[data-id^="take-"]'  # the loser's cards the winner may take
HAND = '.mc-hand button[data-id^="hand-"]'
WORTHS = "bs => bs.map(b => b.innerText)"


def a_capture_with_a_card_in_hand(page) -> None:
    """Show me moves (a new game when one ends) until the child has won a battle and
    holds a card."""
    for _ in range(MOVES):
        capture = KOMBAT["table-capture"] in page.inner_text(".mc-next")
        if capture and page.locator(HAND).count():
            return
        if page.locator(PARTY).count():  # the game is over: Play again
            tap(page, GO_ON)
            childs_turn(page)
        else:
            show_me_move(page)
    raise Stuck(f"the child won no battle with a card in hand; the table shows: {shown(page)}")


def test_a_second_miss_at_a_capture_counts_on_from_the_treasure(voila, new_page, tmp_path):
    page = new_page()
    page.set_viewport_size({"width": 768, "height": 1024})
    setup = TableSetup("kombat-kittens", (CHILD, "cat", "cat"), teacher=False, speed="fast")
    assert setup.lights == "after-try"  # the setup page's default
    open_table(page, voila.url(f"table.ipynb?{setup.query()}"))
    a_capture_with_a_card_in_hand(page)
    (treasure,) = map(int, re.findall(r"Treasure (\d+)", page.inner_text(".mc-seat.mc-you")))
    worths = [int(re.search(r"worth (\d+)", w)[1]) for w in page.eval_on_selector_all(TAKE, WORTHS)]
    worth, total = min(worths), treasure + min(worths)
    card = page.locator(HAND).first
    rank = card.locator(".mc-num").inner_text().strip()
    hand = f'{HAND}[data-id="{card.get_attribute("data-id")}"]'

    tap(page, hand)  # the first miss: why, and nothing counted yet
    said = page.inner_text(".mc-status")
    assert KOMBAT["keep-card"].format(card=rank) in said, said
    assert not page.locator(".mc-count").count(), "one miss does not count on yet"

    tap(page, hand)  # the second miss: the child counts on from their treasure
    page.wait_for_selector(HERE, state="visible", timeout=30_000)
    said = page.inner_text(".mc-status")
    question = page.inner_text(".mc-count-question").strip()
    assert question == KOMBAT["count-capture"].format(treasure=treasure, worth=worth), question
    assert TEXT["count-on"].format(n=treasure) in said, said
    told = f"{said} {page.inner_text('.mc-count')}"  # the log may hold other cats' sums
    assert f"= {total}" not in told, f"the sum is told before the try: {told}"
    assert page.locator(".mc-count .mc-tone-choice, .mc-count .mc-hop-end").count() == 0
    assert page.locator("button.mc-lit").count() == 0, "nothing lights before the try"
    found = []
    for screen, (width, height) in SCREENS.items():  # a child's table: no Big screen to tap
        page.set_viewport_size({"width": width, "height": height})
        found += problems_now(page, f"{screen}, a second miss", tmp_path / f"{screen}.png")
        assert page.locator(HERE).is_visible(), f"{screen}: the count went: {shown(page)}"
    assert found == [], "Kombat's second miss at a capture:\n  " + "\n  ".join(found)

    for _ in range(worth):
        tap(page, HOP)
    assert page.inner_text(".mc-status").strip() == str(total)
    tap(page, HERE)
    said = page.inner_text(".mc-status")
    assert TEXT["count-yes"].format(n=total) in said, said
    lit = page.eval_on_selector_all(f"{TAKE}.mc-lit", WORTHS)  # every card they may take
    assert any(f"worth {worth}" in w for w in lit), (lit, worth, said)
