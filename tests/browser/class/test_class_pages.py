"""The class pages themselves: axe finds no WCAG 2.2 A/AA problem, every target is
44x44 px and 8 px from the next, the pages are played by keyboard, reduced motion
moves nothing, and each page fits 1366x768, 1920x1080 and 768x1024 with no
scroll and nothing on top of anything else."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_table_in_browser import axe_violations, target_problems

pytestmark = pytest.mark.browser
SIZES = [(1366, 768), (1920, 1080), (768, 1024)]
TABLE_FIT = (Path(__file__).parent.parent / "fit.js").read_text()  # the table's own check
PAGE_FIT = (Path(__file__).parent / "page_fit.js").read_text()  # the pages around it


def seats_shown(kid, code: str) -> None:
    kid.page.goto(f"{kid.server.child}?code={code}")  # the QR code's address fills the box
    kid.page.locator("button.mc-class-seat").first.wait_for()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_child_pages_fit_and_pass_axe(width, height, teacher, children):
    [code] = teacher.make(tables=1)
    [kid] = children(1, viewport={"width": width, "height": height})
    page = kid.page
    page.goto(kid.server.child)
    page.get_by_label("Table code").wait_for()
    assert axe_violations(page) == []
    assert page.evaluate(PAGE_FIT) == []
    seats_shown(kid, code)
    assert page.get_by_label("Table code").input_value() == code
    assert axe_violations(page) == []
    assert target_problems(page) == []
    assert page.evaluate(PAGE_FIT) == []
    page.locator("button.mc-class-seat").first.click()
    page.locator(".mc-table .mc-hand .mc-item").first.wait_for()
    assert axe_violations(page) == []
    assert target_problems(page) == []
    assert page.evaluate(TABLE_FIT) == []
    assert page.evaluate("document.scrollingElement.scrollHeight <= innerHeight + 1")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_teacher_page_fits_a_projector_and_passes_axe(width, height, teacher, children):
    teacher.make(tables=10)
    [desk] = children(1, viewport={"width": width, "height": height})
    page = desk.page
    page.goto(desk.server.teacher)
    page.locator(".mc-card-table").first.wait_for()
    assert axe_violations(page) == []
    assert target_problems(page) == []
    assert page.evaluate(PAGE_FIT) == []
    code = page.locator(".mc-code-big").first.text_content()
    page.locator(f"[data-focus='watch-{code}']").click()
    page.locator(".mc-big .mc-table").wait_for()
    assert axe_violations(page) == []
    assert target_problems(page) == []
    assert page.evaluate(TABLE_FIT) == []
    page.get_by_role("button", name="Close").click()
    page.get_by_role("button", name="Class summary").click()
    page.locator(".mc-summary-page:not([hidden])").wait_for()
    assert axe_violations(page) == []


def test_a_child_joins_and_plays_by_keyboard_alone(teacher, children):
    [code] = teacher.make(players=2, children=1, tables=1)
    [kid] = children(1)
    page = kid.page
    page.goto(kid.server.child)
    page.get_by_label("Table code").wait_for()
    assert page.evaluate("document.activeElement.id") == "mc-code"  # the box is ready to type in
    page.keyboard.type(code.lower())  # small letters are fine
    page.keyboard.press("Enter")
    page.locator("button.mc-class-seat").first.wait_for()
    assert page.evaluate("document.activeElement.classList.contains('mc-class-seat')")
    page.keyboard.press("Enter")
    lit = page.locator(".mc-table button.mc-lit").first
    lit.wait_for()
    moves = len(kid.scenes())
    for _ in range(40):  # Tab to the hand (or the lit action), then Enter
        if page.evaluate("document.activeElement.classList.contains('mc-lit')"):
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('.mc-log li')", timeout=15_000)
    assert len(kid.scenes()) > moves


def test_the_teacher_page_works_by_keyboard(teacher, children):
    [desk] = children(1, viewport={"width": 1920, "height": 1080})
    page = desk.page
    page.goto(desk.server.teacher)
    page.locator(".mc-actions button").first.wait_for()
    reached = set()
    for _ in range(12):
        page.keyboard.press("Tab")
        reached.add(page.evaluate("document.activeElement.textContent"))
    assert {"Start all", "Pause all", "Class summary"} <= reached
    page.get_by_role("button", name="Pause all").focus()
    page.keyboard.press("Enter")
    page.get_by_role("button", name="Resume").wait_for()
    assert page.evaluate("document.activeElement.textContent") == "Resume"  # focus kept
    page.keyboard.press("Enter")
    page.get_by_role("button", name="Pause all").wait_for()
    assert not teacher.tables() or all(t["state"] != "paused" for t in teacher.tables())


def test_reduced_motion_moves_nothing_on_the_class_pages(teacher, children):
    [code] = teacher.make(players=2, children=1, tables=1)
    [kid] = children(1, reduced_motion="reduce")
    seats_shown(kid, code)
    page = kid.page
    page.locator("button.mc-class-seat").first.click()
    page.locator(".mc-table button.mc-lit").first.click()
    page.wait_for_function("() => document.querySelector('.mc-log li')")
    assert page.evaluate("document.getAnimations().length") == 0
    still = page.evaluate(
        """() => [...document.querySelectorAll('#page *')].filter((e) => {
          const s = getComputedStyle(e);
          return parseFloat(s.transitionDuration) > 0 || s.animationName !== 'none';
        }).length"""
    )
    assert still == 0
