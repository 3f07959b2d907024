"""The lessons in chromium through the app's Voila server (see conftest.py).

The home page's Lessons link opens the teacher's guide, whose table opens a
lesson; every lesson with a table runs to its last cell in the app, and its
exercises answer a tap at once.
"""

from __future__ import annotations

import re

import pytest

import mathcats
from mathcats.app import pages
from mathcats.lessons import TEACHER, TEXT

pytestmark = pytest.mark.browser
SLOW = 90_000  # ms: generous, for a busy 2-core machine
FEEDBACK = ".mathcats-feedback"  # an exercise's answer line
TABLE = ".mc-turn"  # the game table is drawn and usable
LESSONS = [g for g in mathcats.GAMES if pages.has_table(g)]


def test_the_home_page_leads_to_the_guide_and_a_lesson(voila, page):
    page.goto(voila.url("home.ipynb"))
    page.get_by_role("link", name="Lessons for teachers").click()
    page.get_by_role("heading", name="Which lesson for which class").wait_for(timeout=SLOW)
    with page.expect_popup(timeout=SLOW) as opened:  # the guide's table opens a lesson's tab
        page.get_by_role("link", name="Meow 10", exact=True).click()
    lesson = opened.value
    lesson.wait_for_selector(FEEDBACK, state="attached", timeout=SLOW)
    assert "lessons/meow-10.ipynb" in lesson.url
    lesson.close()


@pytest.mark.parametrize("game_id", LESSONS)
def test_each_lesson_runs_in_the_app_and_its_exercises_answer(voila, page, game_id):
    page.goto(voila.url(f"lessons/{game_id}.ipynb"))
    page.wait_for_selector(TABLE, state="visible", timeout=SLOW)  # the last cell ran
    assert page.locator(".jp-OutputArea-output[data-mime-type*='error']").count() == 0
    assert "Nothing changed." in page.inner_text("body")  # the worked example's illegal try
    assert page.locator(".mc-pictured .mc-art").count() >= 8  # a picture at each worked move
    exercise = page.locator(".widget-vbox", has=page.locator(FEEDBACK)).first
    exercise.locator("button").first.click()
    answer = exercise.locator(FEEDBACK)
    said = answer.get_by_text("Yes!").or_(answer.get_by_text("Right!"))
    said.or_(answer.get_by_text(TEXT["no"])).first.wait_for(timeout=SLOW)
    answer.locator(".mc-pictured .mc-art").wait_for(timeout=SLOW)  # the faded step's card, drawn
    tally = page.get_by_text(TEACHER["tally"])
    assert "Question 1: 0 of 0 right" in tally.locator("..").inner_text()
    ticket = page.locator(".widget-vbox", has=tally).last
    item = ticket.locator(".widget-vbox", has=page.locator(FEEDBACK)).first
    item.locator("button").first.click()
    check = item.get_by_role("button", name=TEXT["check"], exact=True)
    if check.count():  # an item of several answers: pick, then Check
        check.click()
    item.locator(FEEDBACK).get_by_text(re.compile("Right!|Not quite.")).wait_for(timeout=SLOW)
    page.get_by_text(re.compile(r"Question 1: [01] of 1 right")).wait_for(timeout=SLOW)  # no name
