"""Class play in Debian's chromium, against a real ``mathcats serve --class`` on 127.0.0.1.

One server for the session, started as a teacher starts it (``--ip
127.0.0.1``, a temporary data folder, no kernel pools: a class needs none).
Tables are made through the teacher's socket (``Teacher``); children are
browser contexts on the children's page. Every wait is bounded; a request
that leaves 127.0.0.1 fails the test.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from mathcats.app import HOST
from mathcats.app.running import ClassTeacher, RunningClass

WAIT_MS = 15_000  # any one wait in a page


class Guard:
    """Every request that leaves 127.0.0.1 (a listener: it holds nothing up)."""

    def __init__(self):
        self.outside: list[str] = []

    def __call__(self, request):
        url = urlsplit(request.url.removeprefix("blob:"))
        if url.scheme not in ("data", "about") and url.hostname != HOST:
            self.outside.append(request.url)


class Child:
    """One child's browser context and tab, with every websocket frame it received."""

    def __init__(self, browser, server: RunningClass, guard: Guard, **options):
        self.server = server
        self.context = browser.new_context(
            **{"viewport": {"width": 1200, "height": 900}, **options}
        )
        self.context.on("request", guard)
        self.context.set_default_timeout(WAIT_MS)
        self.frames: list[dict] = []
        self.errors: list[str] = []
        self.page = self.new_page()

    def new_page(self):
        page = self.context.new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        return page

    def _frame(self, payload) -> None:
        self.frames.append(json.loads(payload))

    def join(self, code: str, seat: int | None = None) -> None:
        """Open the children's page, type the code, press Join, tap a cat."""
        self.page.goto(self.server.child)
        self.page.get_by_label("Table code").fill(code)
        self.page.get_by_role("button", name="Join").click()
        seats = self.page.locator("button.mc-class-seat")
        seats.first.wait_for()
        (seats.first if seat is None else self.page.locator(f'[data-seat="{seat}"]')).click()
        self.page.locator(".mc-table").wait_for()

    def scenes(self) -> list[dict]:
        return [f["scene"] for f in self.frames if f["type"] == "scene"]

    def scene(self) -> dict:
        return self.scenes()[-1]

    def seat(self) -> int:
        return [f for f in self.frames if f["type"] == "seated"][-1]["seat"]

    def hand(self) -> list[str]:
        """The hand on screen: the labels of the hand's cards."""
        return self.page.eval_on_selector_all(
            ".mc-hand .mc-item .mc-num", "es => es.map(e => e.textContent)"
        )

    def close(self) -> None:
        self.context.close()


@pytest.fixture(scope="session")
def class_server():
    folder = Path(tempfile.mkdtemp(prefix="mathcats-class-"))  # not pytest's: other runs prune it
    server = RunningClass(folder)
    yield server
    server.stop()
    shutil.rmtree(folder)


@pytest.fixture
def teacher(class_server):
    teacher = ClassTeacher(class_server)
    yield teacher
    teacher.close()


@pytest.fixture
def children(browser, class_server):
    """``children(n, **context_options)``: n children's contexts; no request leaves 127.0.0.1."""
    guard = Guard()
    made: list[Child] = []

    def open_children(n: int = 1, **options) -> list[Child]:
        new = [Child(browser, class_server, guard, **options) for _ in range(n)]
        made.extend(new)
        return new

    yield open_children
    errors = [e for child in made for e in child.errors]
    for child in made:
        child.close()
    assert guard.outside == [], f"requests left 127.0.0.1: {guard.outside}"
    assert errors == [], f"JavaScript errors: {errors}"


@pytest.fixture
def alone(children):
    """``alone(server)``: a child at seat 0 of a new table on ``server`` (a cat in seat 1)."""

    def seat_child(server: RunningClass) -> Child:
        teacher = ClassTeacher(server)
        [code] = teacher.make(players=2, children=1, tables=1)
        teacher.close()
        [kid] = children(1)
        kid.server = server
        kid.join(code, 0)
        return kid

    return seat_child
