"""A table comes back after every fault, in chromium through a real Voila server.

Play two moves, break something, and the same hand and log must come back at
the same move with "We are back where you were.": a reload; the table's
kernel killed (Jupyter starts an empty one under the same id); the kernel
shut down through the REST API, as the culler does; the server stopped and
started again on the same port. These tests have a server of their own,
since one of them restarts it. Every wait is bounded and a failure prints
what the table says; each fault prints how long the table took.

One more: a tab that reloaded itself often stops and says so. (A send that
throws is checked in ``tests/browser/test_table_in_browser.py``.)
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import tempfile
import time
import urllib.request
from contextlib import suppress
from pathlib import Path

import pytest
from app_table import GO_ON
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_app_in_browser import TABLE

from mathcats.app.running import RunningApp
from mathcats.table.setup import TableSetup
from mathcats.widgets.table import LABELS, TEXT

pytestmark = pytest.mark.browser
BACK = TEXT["restored"]
LOST = LABELS["lost"]
KEPT = "mathcats-table"  # the tab's sessionStorage key (table.js)
LIT = "button.mc-lit:visible"  # a lit card in view (not one under a round's summary)
FRESH = f"{GO_ON}:not([data-pressed])"  # a summary drawn after the press
LIT_SHOWN = "() => [...document.querySelectorAll('button.mc-lit')].some((b) => b.checkVisibility())"
SAID_WITHIN = 3  # seconds from a fault the page can see to the kind words
BACK_WITHIN = 30  # seconds from the fault (or the server's start) to the table back

# Every change of the status words, with the time the page saw it (across reloads).
WATCH = """new MutationObserver(() => {
  const text = (document.querySelector('.mc-status') || {}).innerText || '';
  if (text !== window.mcLastSaid) { window.mcLastSaid = text; window.mcSaid(text); }
}).observe(document, {subtree: true, childList: true, characterData: true});"""

SHOWN = """() => ({
  turn: document.querySelector('.mc-turn').innerText,
  hand: [...document.querySelectorAll('.mc-hand .mc-item .mc-num')].map(e => e.innerText),
  log: [...document.querySelectorAll('.mc-log li')].map(e => e.innerText),
  kept: JSON.parse(sessionStorage.getItem('mathcats-table')).save,
})"""


class Server:
    """The app's server, which a test may stop and start again on the same port."""

    def __init__(self):
        self.logs = Path(tempfile.mkdtemp(prefix="mathcats-restore-"))
        self.runs = 0
        self.app = self._start()
        self.app.wait_ready()

    def _start(self, port: int | None = None) -> RunningApp:
        self.runs += 1
        return RunningApp(self.logs / f"voila-{self.runs}.log", port=port)

    def stop(self) -> None:
        self.app.stop()

    def start_again(self) -> None:
        self.app = self._start(self.app.port)

    def log_tail(self) -> str:
        return self.app.log.read_text()[-1500:]


@pytest.fixture(scope="module")
def server():
    server = Server()
    yield server
    server.stop()
    shutil.rmtree(server.logs)


class Watched:
    """A table page whose status words are recorded with the time they showed."""

    def __init__(self, page, server: Server):
        self.page, self.server = page, server
        self.said: list[tuple[float, str]] = []
        page.expose_function("mcSaid", lambda text: self.said.append((time.monotonic(), text)))
        page.add_init_script(WATCH)
        setup = TableSetup("feed-the-kitten", ("child", "cat"), {}, speed="fast", lights="always")
        page.goto(server.app.url(f"table.ipynb?{setup.query()}"))
        self.wait("the table", f"document.querySelector('{TABLE}')")

    def status(self) -> str:
        try:
            return self.page.inner_text(".mc-status", timeout=2000)
        except PlaywrightTimeout:
            return f"(no table; the page says: {self.page.inner_text('body')[:300]!r})"

    def wait(self, what: str, script: str, arg=None, seconds: float = 90) -> None:
        try:
            self.page.wait_for_function(script, arg=arg, timeout=seconds * 1000)
        except PlaywrightTimeout:
            pytest.fail(
                f"{what} did not show within {seconds} s. The table says: {self.status()!r}\n"
                f"It said: {[text for _, text in self.said]}\n"
                f"Server log:\n{self.server.log_tail()}"
            )

    def play(self, moves: int) -> None:
        """Tap a lit card (or Draw) and wait for the computer cat, ``moves`` times.

        The deal is not seeded, so a round may end on the way: then Next round goes on.
        A round's summary hides the board, whose cards may still be lit: only a lit
        card in view counts (``LIT``), else the next tap waits for a hidden card.
        """
        for _ in range(moves):
            log = len(self.shown()["log"])
            self.page.locator(LIT).first.click()
            self.wait(
                "the cat's answer",
                """n => document.querySelectorAll('.mc-log li').length >= n + 2
                   && [...document.querySelectorAll('button.mc-lit, .mc-party-go button')]
                        .some((b) => b.checkVisibility())""",
                log,
            )
            self.next_round()

    def next_round(self, rounds: int = 5) -> None:
        """Press Next round (or Play again) until a lit card shows.

        The cat may open the new round and end it at once (seen: 'Leo played 100
        and wins the round! Leo has 2 cans.' right after Next round), so the
        summary can come back: press again, at most ``rounds`` times.
        """
        for _ in range(rounds):
            if not self.page.locator(GO_ON).count():
                return
            pressed = self.page.locator(GO_ON).first
            pressed.evaluate("b => { b.dataset.pressed = 'yes'; }")
            pressed.click()
            after = f"() => ({LIT_SHOWN})() || !!document.querySelector('{FRESH}')"
            self.wait("the next round", after)
            if self.page.evaluate(LIT_SHOWN):
                return
        pytest.fail(f"{rounds} rounds ended with no lit card. The table says: {self.status()!r}")

    def shown(self) -> dict:
        return self.page.evaluate(SHOWN)

    def kernel_id(self) -> str:
        return json.loads(self.page.text_content("#jupyter-config-data"))["kernelId"]

    def first(self, words: str, since: float) -> float | None:
        """Seconds from ``since`` until the status first said ``words``."""
        return next((t - since for t, text in self.said if t >= since and words in text), None)

    def wait_back(self, since: float, seconds: float = BACK_WITHIN) -> float:
        self.wait(f'"{BACK}"', "w => document.body.innerText.includes(w)", BACK, seconds + 30)
        took = self.first(BACK, since)
        assert took is not None and took <= seconds, f"back after {took} s"
        return took


@pytest.fixture
def table(page, server):
    return Watched(page, server)


def kill_kernel(server: Server, kernel_id: str) -> None:
    for pid in server.app.kernels():
        if kernel_id in Path(f"/proc/{pid}/cmdline").read_text():
            os.kill(pid, signal.SIGKILL)
            return
    pytest.fail(f"no kernel process has the id {kernel_id}")


def cull_kernel(server: Server, table: Watched) -> None:
    """Shut the kernel down through the REST API (DELETE), as the culler does."""
    xsrf = next(c["value"] for c in table.page.context.cookies() if c["name"] == "_xsrf")
    request = urllib.request.Request(
        f"http://127.0.0.1:{server.app.port}/api/kernels/{table.kernel_id()}",
        method="DELETE",
        headers={"Cookie": f"_xsrf={xsrf}", "X-XSRFToken": xsrf},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        assert answer.status == 204


def test_a_reload_brings_the_table_back(table):
    table.play(2)
    before = table.shown()
    start = time.monotonic()
    table.page.reload()
    took = table.wait_back(start)
    assert table.shown() == before
    print(f"reload: back after {took:.1f} s")


def test_a_killed_kernel_brings_the_table_back(table, server):
    table.play(2)
    before = table.shown()
    start = time.monotonic()
    kill_kernel(server, table.kernel_id())
    with suppress(PlaywrightTimeout):  # a child taps (unless the table already said why not)
        table.page.locator(LIT).first.click(timeout=3000)
    took = table.wait_back(start)
    said = table.first(LOST, start)
    assert said is not None and said <= SAID_WITHIN + 3  # Jupyter looks every 3 s
    assert table.shown() == before  # the tap into the dead kernel was not played
    print(f"killed kernel: words after {said:.1f} s, back after {took:.1f} s")


def test_a_culled_kernel_brings_the_table_back(table, server):
    table.play(2)
    before = table.shown()
    cull_kernel(server, table)
    time.sleep(1)  # the page is not told: it finds out at the next tap
    start = time.monotonic()
    table.page.locator(LIT).first.click()
    took = table.wait_back(start)
    said = table.first(LOST, start)
    assert said is not None and said <= SAID_WITHIN
    assert table.shown() == before
    print(f"culled kernel: words {said:.1f} s after the tap, back after {took:.1f} s")


def test_a_tab_that_reloaded_itself_often_stops_and_says_so(table, server):
    table.play(1)
    table.page.evaluate(
        "sessionStorage.setItem('mathcats-reloads', JSON.stringify([1, 2, 3]"
        ".map(() => Date.now())))"
    )
    table.page.evaluate("window.mcSamePage = true")
    cull_kernel(server, table)
    table.page.locator(LIT).first.click()
    table.wait(
        f'"{LABELS["stuck"]}"', "w => document.body.innerText.includes(w)", LABELS["stuck"], 30
    )
    time.sleep(2)
    assert table.page.evaluate("window.mcSamePage") is True  # no reload


def test_a_new_visit_deals_a_new_game(table, server):
    """Start or New game opens the same address anew: that is a new game, not the kept one."""
    table.play(1)
    before = table.shown()
    table.page.goto(table.page.url)
    table.wait("the table", f"document.querySelector('{TABLE}')")
    assert BACK not in table.status()
    assert table.shown()["kept"] != before["kept"]
    assert json.loads(table.shown()["kept"])["moves"] == []


def test_a_restarted_server_brings_the_table_back(table, server):
    """Last: it stops the module's server (and starts it again on the same port)."""
    table.play(2)
    before = table.shown()
    stopping = time.monotonic()
    server.stop()  # the page's line drops somewhere in this
    stopped = time.monotonic() - stopping
    table.wait(f'"{LOST}"', "w => document.body.innerText.includes(w)", LOST, 30)
    said = table.first(LOST, stopping)
    server.start_again()
    started = time.monotonic()
    took = table.wait_back(started, seconds=60)  # the server's own start takes most of it
    assert said is not None and said <= stopped + SAID_WITHIN
    assert table.shown() == before
    print(
        f"restarted server: stopping took {stopped:.1f} s, words {said:.1f} s after it began; "
        f"back {took:.1f} s after the server started again"
    )
