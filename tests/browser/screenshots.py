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

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
PLAYERS = {"feed-the-kitten": 3}


def shoot(page, game_id: str) -> Path:
    players = PLAYERS.get(game_id, get_game(game_id).min_players)
    table = Table(mathcats.new_match(game_id, players=players, seed=4), delay=0, teacher=True)
    harness = Harness(page, table)
    for _ in range(2):  # two moves chosen by "Show me", so the log has something to tell
        moves = len(table.match.history)
        while len(table.match.history) == moves and not table.match.over:
            page.click('button[data-id="show-me"]')
            harness.settle()
            page.click("button.mc-hint")
            harness.settle()
    hand = page.locator(".mc-hand button.mc-lit")
    if hand.count():
        hand.last.hover()  # its reason and its picture show before it is played
    path = OUT / f"{game_id}.png"
    page.screenshot(path=path, full_page=True)
    return path


def main(games: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for game_id in games or [g for g in mathcats.GAMES if get_game(g).table]:
            page = browser.new_page(viewport={"width": 1100, "height": 800})
            print(shoot(page, game_id))
            page.close()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
