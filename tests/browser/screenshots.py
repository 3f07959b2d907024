"""Write docs/screenshots/<game>-<size>.png: each game's table, a playable card under the pointer.

Two moves into the game, as a teacher sees it: the Teacher panel open and every
hand shown.

One picture per classroom screen, as much as that screen shows without scrolling:
a laptop (1366x768), a projector (1920x1080, Big screen on) and a tablet (768x1024).
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
SCREENS = {"laptop": (1366, 768), "projector": (1920, 1080), "tablet": (768, 1024)}


def shoot(page, game_id: str, screen: str) -> Path:
    players = PLAYERS.get(game_id, get_game(game_id).min_players)
    table = Table(mathcats.new_match(game_id, players=players, seed=4), delay=0, teacher=True)
    table.projector = screen == "projector"
    harness = Harness(page, table)
    for _ in range(2):  # two moves chosen by "Show me", so the log has something to tell
        moves = len(table.match.history)
        page.click('button[data-id="show-me"]')
        harness.settle()
        while len(table.match.history) == moves and not table.match.over:
            page.click("button.mc-hint")  # each tap of the move Show me picked
            harness.settle()
    page.click('button[data-id="t-reveal"]')  # the other hands, drawn as small cards
    harness.settle()
    hand = page.locator(".mc-hand button.mc-lit")
    if hand.count():
        hand.last.hover()  # its reason and its picture show before it is played
    path = OUT / f"{game_id}-{screen}.png"
    page.screenshot(path=path)
    return path


def main(games: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for game_id in games or [g for g in mathcats.GAMES if get_game(g).table]:
            for screen, (width, height) in SCREENS.items():
                page = browser.new_page(viewport={"width": width, "height": height})
                print(shoot(page, game_id, screen))
                page.close()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
