"""Write docs/screenshots/<game>-<size>.png: each game's table as the app serves it.

The page a child opens (``table.ipynb`` on the app's own Voila server, its
header above the table), two "Show me" moves into the game, as a teacher has
it: the Teacher panel open, every hand shown, a playable card under the pointer.

One picture per classroom screen, as much as that screen shows without scrolling:
a laptop (1366x768), a projector (1920x1080, Big screen on) and a tablet (768x1024).
Run from the repository root: ``python tests/browser/screenshots.py [game ...]``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from app_voila.app_table import WAIT, open_table, set_pressed, settle, show_me_move, table_url
from playwright.sync_api import sync_playwright
from test_fit import GAMES, SCREENS

from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS, RunningApp

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def shoot(page, voila, game_id: str, screen: str) -> Path:
    width, height = SCREENS[screen]
    page.set_viewport_size({"width": width, "height": height})
    open_table(page, table_url(voila, game_id))
    set_pressed(page, "t-big", screen == "projector")
    set_pressed(page, "t-reveal", True)  # the other hands, drawn as small cards
    for _ in range(2):  # two moves chosen by "Show me", so the log has something to tell
        show_me_move(page)
    hand = page.locator(".mc-hand button.mc-lit:visible")  # none while a round's end is shown
    if hand.count():
        hand.last.hover(timeout=WAIT)  # its reason and its picture show before it is played
        settle(page)
    path = OUT / f"{game_id}-{screen}.png"
    page.screenshot(path=path)
    return path


def main(games: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="mathcats-shots-") as logs:
        voila = RunningApp(Path(logs) / "voila.log", class_size=2).wait_ready()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                for game_id in games or GAMES:
                    for screen in SCREENS:
                        print(shoot(page, voila, game_id, screen), flush=True)
                page.goto("about:blank")  # the last table's kernel is shut down
                browser.close()
        finally:
            voila.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
