"""The Class summary in chromium: a teacher sees the mistake a tap tried (see conftest.py)."""

from __future__ import annotations

import pytest
from test_table_in_browser import axe_violations, new_table, target_problems

pytestmark = pytest.mark.browser


def opened_summary(harness) -> str:
    """Tap Class summary and wait for it: its text."""
    harness.page.click('button[data-id="t-summary"]')
    harness.settle()
    summary = harness.page.locator(".mc-summary")
    summary.wait_for(timeout=5000)
    return summary.inner_text()


def test_an_unlit_card_shows_in_the_class_summary_with_its_note(mount):
    table = new_table("feed-the-kitten", teacher=True)
    harness = mount(table)
    page, game, session = harness.page, table.match.game, table.session
    item = next(i for i in table.scene["hand"] if not i["lit"])
    move = session.adapter.move((item["tap"],), table.match.view(session.viewer))
    kind = game.mistakes[table.match.check(move, session.viewer).rule]  # the engine's rule
    assert page.locator(".mc-summary").count() == 0
    page.click(f'button[data-id="{item["id"]}"]')
    harness.settle()
    text = opened_summary(harness)
    assert f"{game.text[f'mistake-{kind}']}: 1 time (Light the cards)." in text, text
    assert game.text[f"note-{kind}"] in text, text
    assert page.get_attribute('button[data-id="t-summary"]', "aria-pressed") == "true"
    assert axe_violations(page) == [] and target_problems(page) == []
    page.click('button[data-id="t-summary"]')
    harness.settle()
    assert page.locator(".mc-summary").count() == 0


def test_a_child_s_table_has_no_class_summary(mount):
    page = mount(new_table("feed-the-kitten")).page
    assert page.locator('[data-id="t-summary"], .mc-summary').count() == 0
