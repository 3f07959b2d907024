"""Write docs/screenshots/<game>.png: each game's table, a playable card under the pointer.

Run from the repository root: ``python tests/browser/screenshots.py [game ...]``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import ARGS, CHROMIUM, Harness
from playwright.sync_api import sync_playwright

import mathcats
from mathcats.engine import get_game
from mathcats.widgets import Table
from mathcats.widgets.adapters import MODULES

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
PLAYERS = {"feed-the-kitten": 3}


def shoot(page, game_id: str) -> Path:
    players = PLAYERS.get(game_id, get_game(game_id).min_players)
    table = Table(mathcats.new_match(game_id, players=players, seed=4), delay=0, teacher=True)
    harness = Harness(page, table)
    lit = page.locator("button.mc-lit")
    for _ in range(2):  # a move or two, so the log has something to tell
        lit.first.click()
        harness.settle()
    if lit.count():
        lit.last.hover()
    path = OUT / f"{game_id}.png"
    page.screenshot(path=path, full_page=True)
    return path


def main(games: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for game_id in games or [g for g in mathcats.GAMES if g in MODULES]:
            page = browser.new_page(viewport={"width": 1100, "height": 800})
            print(shoot(page, game_id))
            page.close()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
