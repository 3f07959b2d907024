"""The table's parts load as the browser's own ES modules, one file each, and play.

Each part is answered from the package (``table.part``) by the page's route:
nothing leaves the browser. A name a part uses but does not import would
throw here (the joined text anywidget loads hides such a mistake).
"""

from __future__ import annotations

import pytest
from harness import Harness
from test_table_in_browser import dom_lit, legal_first_taps, new_table, tap_of

from mathcats.widgets.table import PARTS, part

pytestmark = pytest.mark.browser
SITE = "http://mathcats.test/"


def answer(route):
    name = route.request.url.removeprefix(f"{SITE}static/")
    if name not in PARTS:
        route.abort()
        return
    route.fulfill(
        body=part(name),
        content_type="text/javascript",
        headers={"Access-Control-Allow-Origin": "*"},
    )


def test_the_table_plays_from_its_parts_as_native_modules(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    context.route(f"{SITE}static/*", answer)
    asked: list[str] = []
    context.on("request", lambda request: asked.append(request.url))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        table = new_table("feed-the-kitten", seed=5)
        table._esm = f'export {{ default }} from "{SITE}static/table.js";'
        harness = Harness(page, table)
        for _ in range(3):
            assert {tap_of(table, i) for i in dom_lit(page)} == legal_first_taps(table)
            moves = len(table.match.history)
            page.click("button.mc-lit")
            harness.settle()
            assert len(table.match.history) > moves
        assert sorted(u.removeprefix(f"{SITE}static/") for u in asked) == sorted(PARTS)
    finally:
        context.close()
    assert errors == []
