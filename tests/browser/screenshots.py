"""Write docs/screenshots/<game>-<size>.png and the think-first moments, as the app serves them.

The page a child opens (``table.ipynb`` on the app's own Voila server, its
header above the table), two "Show me" moves into the game, with the Teacher
panel open and every hand shown. One picture per classroom screen, as much as
that screen shows without scrolling:

- laptop (1366x768) and tablet (768x1024): After a try, the setup page's
  default, so nothing is lit before the child tries;
- projector (1920x1080, Big screen on): Light the cards, a teacher's first
  game, with a lit card under the pointer (its reason and its picture).

Then the moments docs/widgets.md describes ("Think first"), each on a child's
table (no Teacher panel) before the child's answer: a number asked first in
Count it (``<game>-count-tablet.png``), the child hopping on the line after two
misses (``feed-the-kitten-hop-laptop.png``) and Kittys asking if the card was
good (``kittys-asks-tablet.png``).

Every picture is kept as a 256-colour PNG (``shots.save``). Run from the repository
root: ``python tests/browser/screenshots.py [game ...]``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from app_voila.app_table import (
    WAIT,
    asked_first,
    kittys_asks,
    open_table,
    set_pressed,
    settle,
    show_me_move,
    table_url,
    tap,
)
from hops import HERE, HOP, a_decision_to_miss
from playwright.sync_api import sync_playwright
from shots import OUT, save
from test_fit import GAMES, SCREENS

from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS, RunningApp
from mathcats.table.lights import ALWAYS, THINK_FIRST

TABLET, LAPTOP = "tablet", "laptop"
ASKED = {"feed-the-kitten", "kittens-in-space", "kombat-kittens", "meow-10"}  # ask a sum
LATE = 1000  # ms: a computer cat's move may come just after a scene is drawn


def shot(page, name: str) -> Path:
    settle(page)
    page.wait_for_timeout(LATE)
    settle(page)  # a computer cat's move drawn late, its slide over
    return save(page, name)


def open_at(page, voila, game_id: str, screen: str, lights: str, teacher: bool) -> None:
    width, height = SCREENS[screen]
    page.set_viewport_size({"width": width, "height": height})
    open_table(page, table_url(voila, game_id, lights=lights, teacher=teacher))


def shoot(page, voila, game_id: str, screen: str) -> Path:
    big = screen == "projector"
    open_at(page, voila, game_id, screen, ALWAYS if big else THINK_FIRST, teacher=True)
    set_pressed(page, "t-big", big)
    set_pressed(page, "t-reveal", True)  # the other hands, drawn as small cards
    for _ in range(2):  # two moves chosen by "Show me", so the log has something to tell
        show_me_move(page)
    hand = page.locator(".mc-hand button.mc-lit:visible")  # lit in Light the cards only
    if hand.count():
        hand.last.hover(timeout=WAIT)  # its reason and its picture show before it is played
    return shot(page, f"{game_id}-{screen}")


def shoot_count(page, voila, game_id: str) -> Path:
    """Count it: the first number the child is asked, before any answer."""
    open_at(page, voila, game_id, TABLET, "count", teacher=False)
    asked_first(page)
    return shot(page, f"{game_id}-count-{TABLET}")


def shoot_hop(page, voila) -> Path:
    """After a try: a card that does not fit, tapped twice; the child has hopped once."""
    open_at(page, voila, "feed-the-kitten", LAPTOP, THINK_FIRST, teacher=False)
    _, miss, _ = a_decision_to_miss(page, show_me_move)
    for _ in range(2):
        tap(page, f'.mc-hand button[data-id="play-{miss}"]')
    page.wait_for_selector(HERE, state="visible", timeout=WAIT)
    tap(page, HOP)
    return shot(page, f"feed-the-kitten-hop-{LAPTOP}")


def shoot_kittys_asks(page, voila) -> Path:
    """After a try: a reveal the child was not the boss of, the question before the answer."""
    open_at(page, voila, "kittys", TABLET, THINK_FIRST, teacher=False)
    kittys_asks(page)
    return shot(page, f"kittys-asks-{TABLET}")


def main(games: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    games = games or GAMES
    with tempfile.TemporaryDirectory(prefix="mathcats-shots-") as logs:
        voila = RunningApp(Path(logs) / "voila.log", class_size=2).wait_ready()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                for game_id in games:
                    for screen in SCREENS:
                        print(shoot(page, voila, game_id, screen), flush=True)
                    if game_id in ASKED:
                        print(shoot_count(page, voila, game_id), flush=True)
                if "feed-the-kitten" in games:
                    print(shoot_hop(page, voila), flush=True)
                if "kittys" in games:
                    print(shoot_kittys_asks(page, voila), flush=True)
                page.goto("about:blank")  # the last table's kernel is shut down
                browser.close()
        finally:
            voila.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
