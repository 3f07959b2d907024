"""The table in the real app page (with its own header) fits a laptop screen.

The same checks as tests/browser/test_fit.py (``fit.js``): nothing overlaps,
no text leaves its frame, the page does not scroll, at 1366x768.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mathcats.app.setup import TableSetup

pytestmark = pytest.mark.browser
PROBLEMS = (Path(__file__).parents[1] / "fit.js").read_text(encoding="utf-8")


def test_the_app_table_fits_a_laptop_screen(voila, new_page):
    page = new_page()
    page.set_viewport_size({"width": 1366, "height": 768})
    setup = TableSetup("feed-the-kitten", ("child", "cat", "cat"), teacher=True, speed="fast")
    page.goto(voila.url(f"table.ipynb?{setup.query()}"))
    page.wait_for_selector(".mc-turn", state="visible", timeout=90_000)
    page.wait_for_timeout(300)  # the page's own styles and fonts are laid out
    problems = page.evaluate(PROBLEMS)
    assert problems == [], "the app's table on a laptop:\n  " + "\n  ".join(problems)
