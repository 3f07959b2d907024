"""A tap held 4 s on the static site: the board shows it is thinking and never freezes.

The site's Python runs in the page's worker (Pyodide). This test serves that
worker with one more line, which runs ``slow_taps.patch()`` in Pyodide once the
table's modules are loaded: each answer to a tap then comes 4 s late. No service
worker here, so that the rewritten worker is the one the page runs.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from slow_taps import check_slow_tap, patch

from mathcats.table.setup import CHILD, TableSetup

pytestmark = pytest.mark.browser
READY = 90_000  # ms: the first visit loads Python (about 10 MB) on a busy machine
LOADED = 'const { PageTable } = pyodide.pyimport("mathcats.site.page");'


def test_a_tap_held_4_s_keeps_the_board_live_and_shows_its_answer(browser, server, site):
    worker = (site / "worker.js").read_text(encoding="utf-8")
    assert LOADED in worker, "worker.js no longer loads the table where this test expects"
    held = worker.replace(LOADED, f"{LOADED}\npyodide.runPython({patch()!r});")
    elsewhere: list[str] = []

    def local(route) -> None:
        if urlsplit(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    context = browser.new_context(viewport={"width": 1366, "height": 768}, service_workers="block")
    context.route("**/*", local)
    context.route(
        "**/worker.js", lambda route: route.fulfill(body=held, content_type="text/javascript")
    )
    try:
        page = context.new_page()
        setup = TableSetup("feed-the-kitten", (CHILD, "cat"), lights="always")  # taps a lit card
        page.goto(f"{server.url}{setup.game}.html?{setup.query()}")
        page.wait_for_selector(".mc-turn", state="visible", timeout=READY)
        figures = check_slow_tap(page)
        print(f"the site, a tap held 4 s: {figures}")
    finally:
        context.close()
    assert elsewhere == []
