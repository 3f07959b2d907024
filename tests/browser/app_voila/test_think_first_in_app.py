"""After a try in the app (Voila, chromium), as the setup page starts a table.

Nothing is lit before a try. A card that does not fit (found from the
game's own rule, never from the page) says why and lights nothing; tapped
again, the table counts on from the pile's number on the line, one hop a
tap, with reduced motion nothing moves; then exactly the cards that fit
light up. The screens are kept for a look at 1366x768, 1920x1080 and 768x1024.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from app_table import SHOW_ME, WAIT, Stuck, childs_turn, settle, show_me_move, shown, tap

from mathcats.games.feed_the_kitten.state import can_play
from mathcats.table.setup import TableSetup
from mathcats.table.words import LABELS, TEXT

pytestmark = pytest.mark.browser
HAND = '.mc-hand button[data-id^="play-"]'  # Feed the Kitten's cards: play-40
COUNT_ON = 'button[data-id="count-next"]'
MOVES = 40  # Show me moves at most before a decision with a miss and a counted card
SCREENS = [(1366, 768), (1920, 1080), (768, 1024)]
SHOTS = Path(os.environ.get("MATHCATS_SHOTS", "/tmp/mathcats-think-first"))


def numbers(page, selector: str, read: str = "b => b.dataset.id") -> list[int]:
    """The number of each ``selector`` on the page: the first in what ``read`` gives."""
    texts = page.eval_on_selector_all(selector, f"bs => bs.map({read})")
    return [int(n) for text in texts for n in re.findall(r"\d+", text)[:1]]


def a_decision_to_miss(page) -> tuple[int, int, set[int]]:
    """Show me moves until the child holds a card that does not fit and one that fits by
    ten more or by making 100 (a move the table counts): (the pile, the miss, the fits)."""
    for _ in range(MOVES):
        if page.locator(".mc-party").count():
            tap(page, ".mc-party-go button")
            childs_turn(page)
            continue
        (top,) = numbers(page, ".mc-zone .mc-num", "b => b.innerText")[-1:] or (None,)
        hand = numbers(page, HAND)
        if top is not None and hand:
            fits = {card for card in hand if can_play(card, top)}
            counted = {c for c in fits if can_play(c, top).rule in ("ten-more", "makes-100")}
            misses = [card for card in hand if card not in fits]
            if misses and counted:
                return top, misses[0], fits
        show_me_move(page)
    raise Stuck(f"no decision with a miss in {MOVES} moves; the table shows: {shown(page)}")


def status(page) -> str:
    return page.inner_text(".mc-status")


def shoot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.mark.parametrize("screen", SCREENS)
def test_a_miss_a_second_miss_counts_on_then_the_cards_that_fit_light(screen, voila, new_page):
    width, height = screen
    page = new_page(reduced_motion="reduce")
    page.set_viewport_size({"width": width, "height": height})
    setup = TableSetup("feed-the-kitten", ("child", "cat"), speed="fast")  # the page's default
    assert setup.lights == "after-try"
    page.goto(voila.url(f"table.ipynb?{setup.query()}"))
    wait_for = page.wait_for_selector
    wait_for(".mc-turn", state="visible", timeout=WAIT)
    childs_turn(page)
    top, miss, fits = a_decision_to_miss(page)
    assert page.locator("button.mc-lit").count() == 0, "nothing is lit before a try"
    card = f'.mc-hand button[data-id="play-{miss}"]'

    tap(page, card)  # the first miss: why, in that card's own numbers
    said = status(page)
    assert str(miss) in said and page.locator("button.mc-lit").count() == 0, said
    assert not page.locator(".mc-count").count(), "one miss does not count on yet"
    told = {n for n in map(int, re.findall(r"\d+", said))} & (fits - {top})
    assert not told, f"the refusal names a card that fits: {said}"

    tap(page, card)  # the second miss: counting on from the pile's number, on the line
    wait_for(COUNT_ON, state="visible", timeout=WAIT)
    assert TEXT["count-on"] in status(page)
    assert page.inner_text(COUNT_ON).strip() == LABELS["count-next"]
    assert page.locator(".mc-count .mc-tone-choice").count() == 0, "the line names no answer"
    assert page.locator("button.mc-lit").count() == 0
    settle(page)
    shoot(page, f"counting-on-{width}x{height}")
    hops = 0
    while page.locator(COUNT_ON).count():
        tap(page, COUNT_ON)
        hops += 1
        moving = page.evaluate("document.getAnimations().length")
        assert moving == 0, "reduced motion: the hop does not slide"
        assert hops <= 10, status(page)
    said = status(page)
    assert said.startswith(str(top)) and TEXT["count-lit"] in said, said

    lit = set(numbers(page, f"{HAND}.mc-lit"))
    assert lit == fits, (lit, fits, said)
    assert page.locator(SHOW_ME).count() == 1
    settle(page)
    shoot(page, f"lit-after-counting-{width}x{height}")


def the_number_asked(page) -> tuple[str, int, int]:
    """The Count it question on the page, the pile's number, and its answer worked out here."""
    page.wait_for_selector(".mc-count button", state="visible", timeout=WAIT)
    question = page.inner_text(".mc-count").strip()
    (top,) = numbers(page, ".mc-zone .mc-num", "b => b.innerText")[-1:]
    if f"The pile shows {top}. What is ten more?" in question:
        return question, top, top + 10
    assert f"What makes 100 with {top}?" in question, question
    return question, top, 100 - top


@pytest.mark.parametrize("screen", SCREENS)
def test_count_it_asks_the_number_first_and_the_answer_lights_the_cards_that_make_it(
    screen, voila, new_page
):
    width, height = screen
    page = new_page(reduced_motion="reduce")
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
        settle(page)
        shoot(page, f"number-first-{width}x{height}")
        read = "bs => bs.map(b => [b.innerText.trim(), b.dataset.id])"
        buttons = dict(page.eval_on_selector_all(".mc-count button", read))
        assert len(buttons) == 3 and str(answer) in buttons, buttons
        tap(page, f'.mc-count button[data-id="{buttons[str(answer)]}"]')
        said = status(page)
        assert TEXT["count-makes"] in said and not page.locator(".mc-count").count(), said
        lit = numbers(page, f"{HAND}.mc-lit")
        assert lit and set(lit) == {answer}, (question, lit, said)
        assert set(numbers(page, HAND)) - {answer}, "some card in hand does not make it"
        settle(page)
        shoot(page, f"number-found-{width}x{height}")
        return
    raise Stuck(f"no card made the number asked in {MOVES} moves: {shown(page)}")
