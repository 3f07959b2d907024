"""The teacher's page in the browser: make tables, see them, start, pause and resume,
free a seat, and watch one table big (a spectator: no hand shown)."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import threading

import pytest
from playwright.sync_api import expect
from pypdf import PdfReader

from mathcats.app.running import ClassTeacher, RunningClass, free_port
from mathcats.classroom.web import STATIC

pytestmark = pytest.mark.browser
WORDS = json.loads((STATIC / "words.json").read_text(encoding="utf-8"))


@pytest.fixture
def desk(browser, class_server, children):
    """The teacher's page at a projector's size (its context is a child's, guarded the same).

    Make tables opens over the cards on a page with no table yet: it is folded here,
    so a test that runs first (or alone) reaches the cards the socket makes.
    """
    [desk] = children(1, viewport={"width": 1920, "height": 1080})
    desk.page.goto(class_server.teacher)
    desk.page.locator(".mc-make").wait_for()
    if desk.page.locator(".mc-make-form").is_visible():
        desk.page.locator(".mc-make-toggle").click()
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
    waiting = "waiting for a child"  # seats 1 and 2 till the start, on both pages
    expect(kid.page.locator(".mc-table .mc-who")).to_have_text(["you", waiting, waiting])
    card = page.get_by_role("article", name=code)
    notes = card.locator(".mc-card-seats .mc-seat-note")
    expect(notes).to_have_text([waiting, waiting])
    [other] = teacher.make(players=3, children=1, tables=1)
    other_notes = page.get_by_role("article", name=other).locator(".mc-card-seats .mc-seat-note")
    expect(other_notes).to_have_text([waiting, WORDS["computer-seat"], WORDS["computer-seat"]])
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


def met_a_fact(kid, teacher: ClassTeacher, code: str) -> None:
    """The child plays a lit card (a fact met). A deal where none fits: the lit Draw, then
    the next turn (the class deals unseeded); 10 turns at most."""
    lit, card = (kid.page.locator(f".mc-table {where}button.mc-lit") for where in ("", ".mc-hand "))
    for _ in range(10):
        moves = teacher.table(code)["moves"]
        lit.first.wait_for()
        played_a_card = card.count() > 0
        (card if played_a_card else lit).first.click()
        for _ in range(60):  # the tap reached the host (each look takes about 1 s)
            if teacher.table(code)["moves"] > moves:
                break
        else:
            raise AssertionError(f"the child's tap reached no host: {teacher.table(code)}")
        if played_a_card:
            return
    raise AssertionError(f"no card fitted in 10 turns: {teacher.table(code)}")


def test_the_class_summary_prints_alone_on_one_page(children, tmp_path):
    """A class of one table (its own server: the session's class holds every other test's
    tables, whose facts make a longer summary) prints its summary alone, on one page."""
    server = RunningClass(tmp_path)
    teacher = ClassTeacher(server)
    try:
        [code] = teacher.make(players=2, children=1, tables=1)
        [kid, desk] = children(1) + children(1, viewport={"width": 1920, "height": 1080})
        kid.server = server
        kid.join(code, 0)
        met_a_fact(kid, teacher, code)
        page = desk.page
        page.goto(server.teacher)
        page.get_by_role("button", name="Class summary").click()
        summary = page.locator(".mc-summary-page:not([hidden])")
        summary.wait_for()
        page.locator(".mc-summary-page li").first.wait_for()
        pdf = PdfReader(io.BytesIO(page.pdf(format="A4")))
        pages = [sheet.extract_text() for sheet in pdf.pages]
        assert len(pages) == 1, f"{len(pages)} pages printed: " + "\n---\n".join(pages)
        assert summary.locator("h2").text_content() in pages[0]
        assert "Start all" not in pages[0] and "Print" not in pages[0]  # the summary alone
    finally:
        teacher.close()
        server.stop()


class Proxy:
    """127.0.0.1:``port`` to 127.0.0.1:``upstream``, in a thread; ``down()`` cuts every line.

    The teacher's page reaches the server through it, so its line can drop and
    come back while the server (and the teacher's key) stays the same.
    """

    def __init__(self, upstream: int):
        self.upstream, self.port = upstream, free_port()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server, self.lines = None, set()
        self.up()

    def _call(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(10)

    def up(self) -> None:
        self._call(self._up())

    async def _up(self) -> None:
        self.server = await asyncio.start_server(self._line, "127.0.0.1", self.port)

    async def _line(self, reader, writer) -> None:
        far_reader, far_writer = await asyncio.open_connection("127.0.0.1", self.upstream)
        self.lines |= {writer, far_writer}

        async def pipe(source, sink) -> None:
            with contextlib.suppress(OSError):
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            sink.close()

        await asyncio.gather(pipe(reader, far_writer), pipe(far_reader, writer))

    def down(self) -> None:
        self._call(self._down())

    async def _down(self) -> None:
        self.server.close()
        for line in self.lines:
            line.transport.abort()
        self.lines.clear()

    def close(self) -> None:
        self.down()
        self._call(self._cancel())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)

    async def _cancel(self) -> None:
        lines = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for line in lines:
            line.cancel()
        await asyncio.gather(*lines, return_exceptions=True)


def test_a_teachers_tap_while_the_line_is_down_waits_for_it_and_says_so(children, tmp_path):
    """Issue 33: a click before the socket is open used to do nothing."""
    server = RunningClass(tmp_path)
    proxy = Proxy(server.port)
    teacher = ClassTeacher(server)
    try:
        [code] = teacher.make(players=2, children=1, tables=1)
        [desk] = children(1, viewport={"width": 1366, "height": 768})
        page = desk.page
        page.goto(server.teacher.replace(f":{server.port}/", f":{proxy.port}/"))
        start = page.locator(f"[data-focus='start-{code}']")
        start.wait_for()
        proxy.down()
        line = page.locator(".mc-class-line")
        line.filter(has_text=WORDS["offline"]).wait_for()
        start.click()
        line.filter(has_text=WORDS["wait-line"]).wait_for()
        assert teacher.table(code)["state"] == "waiting", "nothing reached the server yet"
        proxy.up()
        page.wait_for_function(
            f"() => document.querySelector('#mc-t-{code}').closest('.mc-state-playing')"
        )
        assert teacher.table(code)["state"] == "playing"
        assert line.text_content() == ""
    finally:
        teacher.close()
        proxy.close()
        server.stop()
