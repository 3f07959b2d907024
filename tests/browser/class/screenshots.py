"""Write docs/screenshots/class-*.png: class play as it is served, on 127.0.0.1.

Ten Feed the Kitten tables made as Make tables makes them (After a try):

- class-join.png (768x1024): the join page, the code typed, the cats to tap;
- class-child-tablet.png (768x1024): a child's own table at their turn, a move
  into the game, nothing lit before they try;
- class-teacher-projector.png (1920x1080): the teacher's page. Three tables play:
  at the first the child's first try fits, at the second a miss comes first, at
  the third two misses, and the child counts on. At the fourth one child
  waits for friends; the others wait for a child.

The cards are chosen by the game's own rule (``can_play``), never from the page.
Each picture is a 256-colour PNG. Run from the repository root:
``python tests/browser/class/screenshots.py``.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Error, sync_playwright

from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS, ClassTeacher, RunningClass
from mathcats.games.feed_the_kitten.state import can_play
from mathcats.table.lights import THINK_FIRST

sys.path.insert(0, str(Path(__file__).parents[1]))
from hops import HAND, numbers
from shots import save

TABLET = {"width": 768, "height": 1024}
PROJECTOR = {"width": 1920, "height": 1080}
WAIT = 30_000  # ms for one answer to be drawn


def child(browser, server: RunningClass, code: str, seat: int):
    page = browser.new_context(viewport=TABLET, reduced_motion="reduce").new_page()
    page.goto(f"{server.child}?code={code}")
    page.locator(f'button.mc-class-seat[data-seat="{seat}"]').click()
    page.locator(".mc-table .mc-hand .mc-item").first.wait_for()
    return page


def tap(page, card: int) -> None:
    """Tap the card ``card`` and wait until the table drew its answer."""
    button = page.wait_for_selector(f'{HAND}[data-id="play-{card}"]', timeout=WAIT)
    button.click()
    page.wait_for_function("b => !b.isConnected", arg=button, timeout=WAIT)


def try_cards(page, misses: int) -> None:
    """At the child's turn: ``misses`` taps on a card that does not fit, then one that does
    (none after two misses: the child counts on, or the cards that fit light). With no card
    that fits, the child draws."""
    page.locator('button[data-id="show-me"]').wait_for(timeout=WAIT)
    (top,) = numbers(page, ".mc-zone .mc-num", "b => b.innerText")[-1:]
    hand = numbers(page, HAND)
    fits = [card for card in hand if can_play(card, top)]
    wrong = [card for card in hand if not can_play(card, top)]
    for _ in range(misses if wrong else 0):
        tap(page, wrong[0])
    if misses < 2 and fits:
        tap(page, fits[0])
        played = f"n => document.querySelectorAll('{HAND}').length < n"
        try:
            page.wait_for_function(played, arg=len(hand), timeout=WAIT)
        except Error as error:
            status = page.inner_text(".mc-status")
            raise RuntimeError(f"{fits[0]} on {top} was not played: {status}") from error
    elif not fits:
        page.locator('button[data-id="draw"]').click()


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="mathcats-class-shots-"))
    server = RunningClass(folder)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            teacher = ClassTeacher(server)
            codes = teacher.make(players=3, children=3, tables=10, lights=THINK_FIRST)
            join = browser.new_context(viewport=TABLET).new_page()
            join.goto(f"{server.child}?code={codes[0]}")
            join.locator("button.mc-class-seat").first.wait_for()
            print(save(join, "class-join"), flush=True)
            kids = [child(browser, server, code, seat) for code in codes[:3] for seat in range(3)]
            kids.append(child(browser, server, codes[3], 0))
            for misses, kid in enumerate(kids[:9:3]):  # the first child at each playing table
                try_cards(kid, misses)
            kids[1].locator('button[data-id="show-me"]').wait_for(timeout=WAIT)
            kids[1].wait_for_timeout(1500)
            print(save(kids[1], "class-child-tablet"), flush=True)
            desk = browser.new_context(viewport=PROJECTOR).new_page()
            desk.goto(server.teacher)
            desk.locator(".mc-card-table").nth(9).wait_for()
            desk.wait_for_timeout(500)
            print(save(desk, "class-teacher-projector"), flush=True)
            teacher.close()
            browser.close()
    finally:
        server.stop()
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
