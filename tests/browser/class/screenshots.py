"""Write docs/screenshots/class-*.png: class play as it is served, on 127.0.0.1.

- class-teacher-projector.png (1920x1080): the teacher's page with ten tables,
  children at some of them, a few mistakes tried;
- class-child-tablet.png (768x1024): a child's own table, a move into the game;
- class-join.png (768x1024): the join page, the code typed, the cats to tap.

Run from the repository root: ``python tests/browser/class/screenshots.py``.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS, ClassTeacher, RunningClass

OUT = Path(__file__).resolve().parents[3] / "docs" / "screenshots"
TABLET = {"width": 768, "height": 1024}
PROJECTOR = {"width": 1920, "height": 1080}


def child(browser, server: RunningClass, code: str, seat: int):
    page = browser.new_context(viewport=TABLET).new_page()
    page.goto(f"{server.child}?code={code}")
    page.locator(f'button.mc-class-seat[data-seat="{seat}"]').click()
    page.locator(".mc-table .mc-hand .mc-item").first.wait_for()
    return page


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="mathcats-class-shots-"))
    server = RunningClass(folder)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            teacher = ClassTeacher(server)
            codes = teacher.make(players=3, children=3, tables=10)
            join = browser.new_context(viewport=TABLET).new_page()
            join.goto(f"{server.child}?code={codes[0]}")
            join.locator("button.mc-class-seat").first.wait_for()
            join.screenshot(path=OUT / "class-join.png")
            kids = [child(browser, server, code, seat) for code in codes[:3] for seat in range(3)]
            kids.append(child(browser, server, codes[3], 0))
            for kid in kids[:9:3]:  # a mistake or two, and a move, at the first three tables
                unlit = kid.locator(".mc-hand button.mc-unlit")
                for n in range(min(2, unlit.count())):
                    unlit.nth(n).click()
                kid.locator(".mc-table button.mc-lit").first.click()
            kids[1].wait_for_timeout(1500)
            kids[1].screenshot(path=OUT / "class-child-tablet.png")
            desk = browser.new_context(viewport=PROJECTOR).new_page()
            desk.goto(server.teacher)
            desk.locator(".mc-card-table").nth(9).wait_for()
            desk.wait_for_timeout(500)
            desk.screenshot(path=OUT / "class-teacher-projector.png")
            teacher.close()
            browser.close()
    finally:
        server.stop()
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
