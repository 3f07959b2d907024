"""The teacher's page in the browser: make tables, see them, start, pause and resume,
free a seat, and watch one table big (a spectator: no hand shown)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

pytestmark = pytest.mark.browser


@pytest.fixture
def desk(browser, class_server, children):
    """The teacher's page at a projector's size (its context is a child's, guarded the same)."""
    [desk] = children(1, viewport={"width": 1920, "height": 1080})
    desk.page.goto(class_server.teacher)
    desk.page.locator(".mc-make").wait_for()
    return desk


def cards(page) -> dict[str, str]:
    """Each table's code and state, as its card shows them."""
    return dict(
        page.eval_on_selector_all(
            ".mc-card-table",
            "cs => cs.map(c => [c.querySelector('.mc-code-big').textContent,"
            " [...c.classList].find(k => k.startsWith('mc-state-')).slice(9)])",
        )
    )


def test_the_teacher_makes_tables_and_sees_each_with_its_code_and_qr(desk, teacher):
    page = desk.page
    before = set(cards(page))
    if page.locator(".mc-make-form").is_hidden():
        page.locator(".mc-make-toggle").click()  # the folded form
    page.get_by_label("Game", exact=True).select_option("feed-the-kitten")
    page.get_by_label("Players at a table", exact=True).select_option("3")
    page.get_by_label("Children at a table", exact=True).select_option("2")
    page.get_by_label("How many tables", exact=True).select_option("2")
    page.locator(".mc-make-form button[type=submit]").click()
    page.wait_for_function(
        "n => document.querySelectorAll('.mc-card-table').length === n", arg=len(before) + 2
    )
    made = [code for code in cards(page) if code not in before]
    host = {t["code"]: t for t in teacher.tables()}
    for code in made:
        assert host[code]["state"] == "waiting"
        assert [s["child"] for s in host[code]["seats"]] == [True, True, False]
        card = page.locator(".mc-card-table", has=page.locator(f"#mc-t-{code}"))
        assert card.locator(".mc-qr svg").count() == 1
    join = page.locator(".mc-join-address")
    assert join.text_content() == teacher.dashboard["join"]
    assert page.locator(".mc-join-show .mc-qr svg").bounding_box()["width"] >= 120


def test_start_pause_resume_free_and_watch_big(desk, teacher, children):
    page = desk.page
    [code] = teacher.make(players=3, children=3, tables=1)
    [kid] = children(1)
    kid.join(code, 0)
    page.locator(f"[data-focus='start-{code}']").click()
    page.wait_for_function(
        f"() => document.querySelector('#mc-t-{code}').closest('.mc-state-playing')"
    )
    assert teacher.table(code)["state"] == "playing"

    page.get_by_role("button", name="Pause all").click()
    page.get_by_role("button", name="Resume").wait_for()
    kid.page.locator(".mc-lobby:not([hidden])").wait_for()  # the child hears it
    assert teacher.table(code)["state"] == "paused"
    page.get_by_role("button", name="Resume").click()
    page.get_by_role("button", name="Pause all").wait_for()
    kid.page.locator(".mc-lobby").wait_for(state="hidden")

    card = page.get_by_role("article", name=code)
    card.get_by_role("button", name=f"Free {kid.scene()['seats'][0]['name']}'s seat").click()
    kid.page.get_by_label("Table code").wait_for()  # the child is back at the join box
    assert kid.page.evaluate("() => sessionStorage.getItem('mathcats-class-seat')") is None
    assert not teacher.table(code)["seats"][0]["taken"]

    page.locator(f"[data-focus='watch-{code}']").click()
    big = page.locator(".mc-big .mc-table")
    big.wait_for()
    assert page.locator(".mc-cards").is_hidden()
    assert page.locator(".mc-big .mc-hand .mc-item").count() == 0  # a spectator: no hand
    assert page.locator(".mc-big .mc-peek-card").count() == 0
    page.get_by_role("button", name="Show hands").click()
    page.locator(".mc-big .mc-peek-card").first.wait_for()  # revealed: every hand, small
    page.get_by_role("button", name="Close").click()
    page.locator(".mc-cards").wait_for()
    assert page.locator(".mc-big").is_hidden()


def test_the_class_summary_prints_alone_on_one_page(desk, teacher, children):
    [code] = teacher.make(players=2, children=1, tables=1)
    [kid] = children(1)
    kid.join(code, 0)
    kid.page.locator(".mc-table button.mc-lit").first.click()  # a fact met
    page = desk.page
    page.get_by_role("button", name="Class summary").click()
    summary = page.locator(".mc-summary-page:not([hidden])")
    summary.wait_for()
    page.locator(".mc-summary-page li").first.wait_for()
    pdf = PdfReader(io.BytesIO(page.pdf(format="A4")))
    words = pdf.pages[0].extract_text()
    assert len(pdf.pages) == 1
    assert summary.locator("h2").text_content() in words
    assert "Start all" not in words and "Print" not in words  # the summary alone
