"""Class play in Debian's chromium, against a real ``mathcats serve --class`` on 127.0.0.1.

One server for the session, started as a teacher starts it (``--ip
127.0.0.1``, a temporary data folder, no kernel pools: a class needs none).
Tables are made through the teacher's socket (``Teacher``); children are
browser contexts on the children's page. Every wait is bounded; a request
that leaves 127.0.0.1 fails the test.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import websocket

from mathcats.app import HOST
from mathcats.app.running import free_port

START_S = 60  # the server answers within this (a busy 2-core machine)
WAIT_MS = 15_000  # any one wait in a page
LINES = re.compile(r"Children: (?P<child>\S+)\s+Teacher: (?P<teacher>\S+)")


class ClassServer:
    """``mathcats serve --class --ip 127.0.0.1`` on a free port, its two addresses, its log."""

    def __init__(self, folder: Path, port: int | None = None):
        self.folder, self.port = folder, port or free_port()
        self.log = folder / "serve.log"
        argv = [sys.executable, "-m", "mathcats.cli", "serve", "--class", "--ip", HOST]
        argv += ["--port", str(self.port), "--data", str(folder / "data"), "--class-size", "0"]
        with self.log.open("a") as out:
            self.process = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)
        self.child, self.teacher = self._addresses()

    def _addresses(self) -> tuple[str, str]:
        deadline = time.monotonic() + START_S
        while time.monotonic() < deadline and self.process.poll() is None:
            found = LINES.search(self.log.read_text())
            if found:
                try:
                    with urllib.request.urlopen(found["child"], timeout=5):
                        return found["child"], found["teacher"]
                except OSError:
                    pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"the class server did not start:\n{self.log.read_text()[-3000:]}")

    def socket_url(self, page_url: str, path: str) -> str:
        parts = urlsplit(page_url)
        return f"ws://{parts.netloc}{path}" + (f"?{parts.query}" if parts.query else "")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)


class Teacher:
    """The teacher's socket, from Python: make tables, act, read the dashboard."""

    def __init__(self, server: ClassServer):
        origin = f"http://{urlsplit(server.teacher).netloc}"
        url = server.socket_url(server.teacher, "/class/teacher/ws")
        self.ws = websocket.create_connection(url, timeout=WAIT_MS / 1000, origin=origin)
        self.dashboard = self.next("dashboard")

    def next(self, kind: str) -> dict:
        """The next frame of ``kind`` (others are read past), within the socket's timeout."""
        deadline = time.monotonic() + WAIT_MS / 1000
        while time.monotonic() < deadline:
            frame = json.loads(self.ws.recv())
            if frame["type"] == kind:
                return frame
            if frame["type"] == "refused":
                raise AssertionError(f"the host refused: {frame}")
        raise AssertionError(f"no {kind} frame")

    def send(self, **frame) -> None:
        self.ws.send(json.dumps(frame))

    def make(self, game="feed-the-kitten", players=3, children=3, tables=1, **options) -> list[str]:
        """New tables' codes."""
        before = {t["code"] for t in self.dashboard["tables"]}
        self.send(
            type="make",
            game=game,
            players=players,
            children=children,
            level="cat",
            options=options,
            tables=tables,
        )
        while True:
            self.dashboard = self.next("dashboard")
            made = [t["code"] for t in self.dashboard["tables"] if t["code"] not in before]
            if len(made) == tables:
                return made

    def tables(self) -> list[dict]:
        """The tables, from a fresh dashboard (one comes soon after any frame: here, a ping)."""
        self.send(type="ping")
        self.next("pong")  # frames before it are old news
        self.dashboard = self.next("dashboard")
        return self.dashboard["tables"]

    def table(self, code: str) -> dict:
        return next(t for t in self.tables() if t["code"] == code)

    def close(self) -> None:
        self.ws.close()


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

    def __init__(self, browser, server: ClassServer, guard: Guard, **options):
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
    server = ClassServer(folder)
    yield server
    server.stop()
    shutil.rmtree(folder)


@pytest.fixture
def teacher(class_server):
    teacher = Teacher(class_server)
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
