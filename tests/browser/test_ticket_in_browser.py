"""The exit ticket drawn by the real table JS (ticket.js) after a game: the child taps
"3 questions", answers by tapping options, and sees what each answer says and the score."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import mathcats
from mathcats.engine import get_game
from mathcats.widgets import Table

pytestmark = pytest.mark.browser
WAIT_MS = 15_000  # every wait is bounded; a failure prints what the page shows


def finished_table() -> Table:
    match = mathcats.new_match("feed-the-kitten", seed=3)
    while not match.over:
        seat = match.to_move[0]
        match.play(match.legal_moves(seat)[-1], seat)
    return Table(match, delay=0)


def tap(harness, target: str) -> None:
    harness.page.click(f'button[data-id="{target}"]', timeout=WAIT_MS)
    harness.settle()


def test_a_child_answers_the_ticket_on_the_page(mount):
    harness = mount(finished_table())
    page = harness.page
    items = get_game("feed-the-kitten").tickets[0]
    tap(harness, "ticket")
    ticket = page.locator(".mc-ticket")
    for n, item in enumerate(items, 1):
        expect(ticket, f"item {n}: {ticket.inner_text()}").to_contain_text(
            item.text, timeout=WAIT_MS
        )
        labels = page.locator(".mc-group-ticket button").all_inner_texts()
        assert [t.strip() for t in labels] == [o.label for o in item.options], labels
        assert not page.locator(".mc-group-ticket .mc-mark").count()  # no mark before an answer
        if item.story:
            assert page.locator(".mc-ticket figure svg").count(), ticket.inner_html()
        wrong = next(i for i, o in enumerate(item.options, 1) if not o.right)
        tap(harness, f"option-{wrong}")
        if item.pick_all:
            tap(harness, "ticket-done")
        said = page.locator(".mc-ticket-said")
        expect(said, ticket.inner_text()).to_contain_text(item.options[wrong - 1].says)
        tap(harness, f"option-{wrong}")  # again: the first answer stays
        expect(page.locator(".mc-status")).to_contain_text("Your first answer stays")
        tap(harness, "ticket-next")
    expect(ticket, ticket.inner_text()).to_contain_text("You got 0 of 3 right.", timeout=WAIT_MS)
    assert len(harness.table.session.ticket.records()) == 3


def test_a_child_runs_the_fact_sprint_on_the_page(mount):
    harness = mount(finished_table())
    page = harness.page
    tap(harness, "sprint")
    sprint = harness.table.session.sprint
    size = len(sprint.facts)
    for _ in range(size):
        fact = sprint.facts[sprint.at]
        box = page.locator(".mc-ticket")
        expect(box, box.inner_text()).to_contain_text(fact.prompt, timeout=WAIT_MS)
        labels = [t.strip() for t in page.locator(".mc-group-ticket button").all_inner_texts()]
        tap(harness, f"answer-{labels.index(fact.answer) + 1}")
    expect(page.locator(".mc-ticket-score")).to_have_text(f"You got {size} of {size}.")
