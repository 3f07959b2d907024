"""Class play's exit ticket in the browser: the teacher presses Exit ticket, three children
answer on three pages, and the teacher's page counts them as the journal keeps them."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from mathcats.classroom.journal import read_rows
from mathcats.engine import get_game
from mathcats.table.practised import TicketAnswer
from mathcats.table.ticket import TEACHER, tally

pytestmark = pytest.mark.browser
WAIT_MS = 20_000  # every wait is bounded and says what the page showed
GAME = get_game("feed-the-kitten")


def kept_answers(folder, code: str, n: int, seconds: float = 20) -> list:
    """The journal's ticket answers of table ``code`` once it holds ``n`` (bounded)."""
    deadline, found = time.monotonic() + seconds, []
    while time.monotonic() < deadline:
        rows = [r for r in read_rows(folder) if r["code"] == code]
        found = [r for r in rows[0]["records"] if r[1] == "ticket"] if rows else []
        if len(found) >= n:
            return found
        time.sleep(0.2)
    raise AssertionError(f"the journal holds {found} after {seconds} s, not {n} answers")


def test_three_children_answer_and_the_teacher_s_page_counts_them(
    browser, class_server, teacher, children
):
    [code] = teacher.make(players=3, children=3, tables=1)
    kids = children(3)
    for seat, kid in enumerate(kids):
        kid.join(code, seat)
    [desk] = children(1, viewport={"width": 1920, "height": 1080})
    desk.page.goto(class_server.teacher)
    desk.page.locator(f"[data-focus='ticket-{code}']").click(timeout=WAIT_MS)
    item = GAME.tickets[0][0]
    wrong = next(i for i, o in enumerate(item.options, 1) if not o.right)
    for seat, kid in enumerate(kids):
        ticket = kid.page.locator(".mc-ticket")
        expect(ticket, kid.page.inner_text("body")[:500]).to_contain_text(
            item.text, timeout=WAIT_MS
        )
        picks = [i for i, o in enumerate(item.options, 1) if o.right] if seat == 0 else [wrong]
        for i in picks:
            kid.page.click(f'.mc-ticket button[data-id="option-{i}"]', timeout=WAIT_MS)
            expect(kid.page.locator(f'button[data-id="option-{i}"].mc-picked')).to_be_visible(
                timeout=WAIT_MS
            )
        kid.page.click('button[data-id="ticket-done"]', timeout=WAIT_MS)
        expect(kid.page.locator(".mc-ticket-said"), ticket.inner_text()).to_be_visible(
            timeout=WAIT_MS
        )
    kids[1].page.click(f'button[data-id="option-{wrong}"]')  # again: the first answer stays
    expect(kids[1].page.locator(".mc-status")).to_contain_text("Your first answer stays")
    line = TEACHER["line"].format(form=1, n=1, right=1, of=3)
    counts = desk.page.get_by_role("article", name=code).locator(".mc-tickets li")
    expect(counts.first, desk.page.inner_text(".mc-cards")[:800]).to_contain_text(
        line, timeout=WAIT_MS
    )
    journal = kept_answers(class_server.folder / "data", code, 3)

    (row,) = tally(GAME, [TicketAnswer.of(r[2]) for r in journal])
    assert counts.first.inner_text() == row["line"], "the page's count is the journal's"
    assert item.options[wrong - 1].label in row["line"]
