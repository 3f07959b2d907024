"""Write docs/screenshots/site-*.png: the static site as it is served, on 127.0.0.1.

- site-home-<size>.png: the home page, every game's card;
- site-table-<size>.png: a Feed the Kitten table (a child, a computer cat and a
  tiger, the Teacher panel) in After a try, the home page's default: a Show me
  move, then a card that does not fit, tapped once. The table says why in that
  card's own numbers and lights nothing.

At a laptop (1366x768) and a tablet held upright (768x1024), each a 256-colour
PNG. Builds the site into a temporary folder first (``mathcats site``, about
20 s with the download cache). Run from the repository root:
``python tests/site/screenshots.py``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright
from test_hops_on_site import next_move, tapped
from test_site import open_table, table_url

from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS
from mathcats.cli import main as mathcats
from mathcats.site.local import LocalServer
from mathcats.table.setup import CHILD, TableSetup

sys.path.insert(0, str(Path(__file__).parents[1] / "browser"))
from hops import a_decision_to_miss
from shots import save
from test_fit import SCREENS

SIZES = ("laptop", "tablet")


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="mathcats-site-shots-") as folder:
        site = Path(folder) / "site"
        assert mathcats(["site", str(site)]) == 0
        server = LocalServer(site)
        setup = TableSetup("feed-the-kitten", (CHILD, "cat", "tiger"), teacher=True)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                for size in SIZES:
                    width, height = SCREENS[size]
                    page.set_viewport_size({"width": width, "height": height})
                    page.goto(server.url)
                    page.locator("form.mc-setup").first.wait_for(state="attached")
                    print(save(page, f"site-home-{size}"), flush=True)
                    open_table(page, table_url(server, setup))
                    _, miss, _ = a_decision_to_miss(page, next_move)
                    tapped(page, f'.mc-hand button[data-id="play-{miss}"]')
                    page.wait_for_function("document.getAnimations().length === 0")
                    print(save(page, f"site-table-{size}"), flush=True)
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
