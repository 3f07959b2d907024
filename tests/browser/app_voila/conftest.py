"""The app through a real Voila server on 127.0.0.1, in Debian's chromium.

One server for the session (started as ``mathcats serve`` starts it, on a
free port, stopped at the end). Every page runs in a fresh browser context
whose requests are watched: any request to a host other than 127.0.0.1 is
blocked and fails the test. Leaving a page closes its kernel (Voila's
beforeunload), so each test ends on about:blank.
"""

from __future__ import annotations

import socket
import subprocess
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from mathcats.app import HOST, voila_command

POOLS_READY = "Kernel pool of table.ipynb is filled"
STARTUP_SECONDS = 180


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


class App:
    """The running server: its address, log and process."""

    def __init__(self, port: int, process: subprocess.Popen, log: Path):
        self.port = port
        self.process = process
        self.log = log

    def url(self, page: str) -> str:
        return f"http://{HOST}:{self.port}/voila/render/{page}"

    def processes(self) -> list[int]:
        """The server and its kernels (pids)."""
        children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children")
        return [self.process.pid, *map(int, children.read_text().split())]

    def memory_mb(self) -> tuple[float, list[float]]:
        """Resident memory of the server and of each kernel, in MB."""
        sizes = []
        for pid in self.processes():
            try:
                status = Path(f"/proc/{pid}/status").read_text()
            except FileNotFoundError:
                continue
            kb = next(int(line.split()[1]) for line in status.splitlines() if line[:6] == "VmRSS:")
            sizes.append(kb / 1024)
        return sizes[0], sizes[1:]


def start_app(log: Path) -> App:
    """Start Voila as ``mathcats serve`` does and wait until the pools are warm."""
    port = free_port()
    argv, env = voila_command(port)
    with log.open("w") as out:
        process = subprocess.Popen(argv, env=env, stdout=out, stderr=subprocess.STDOUT)
    app = App(port, process, log)
    deadline = time.monotonic() + STARTUP_SECONDS
    while POOLS_READY not in log.read_text():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise RuntimeError(f"Voila did not start:\n{log.read_text()[-3000:]}")
        time.sleep(0.2)
    with urllib.request.urlopen(f"http://{HOST}:{port}/voila/templates/mathcats/static/mathcats.css"):
        pass
    return app


def stop_app(app: App) -> None:
    app.process.terminate()
    try:
        app.process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        app.process.kill()
        app.process.wait()


@pytest.fixture(scope="session")
def voila(tmp_path_factory):
    app = start_app(tmp_path_factory.mktemp("voila") / "voila.log")
    yield app
    stop_app(app)


class Guard:
    """Blocks and remembers every request that would leave 127.0.0.1."""

    def __init__(self):
        self.outside: list[str] = []

    def __call__(self, route):
        url = route.request.url
        if urlsplit(url).hostname == HOST:
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()


@pytest.fixture
def new_page(browser):
    """``new_page()`` opens a page in a fresh context; outside requests fail the test."""
    guard = Guard()
    contexts = []

    def open_page(**options):
        context = browser.new_context(viewport={"width": 1200, "height": 900}, **options)
        context.route("**/*", guard)
        contexts.append(context)
        return context.new_page()

    yield open_page
    for context in contexts:
        for page in context.pages:
            page.goto("about:blank")  # the page's kernel is shut down as it unloads
        context.close()
    assert guard.outside == [], f"requests left 127.0.0.1: {guard.outside}"


@pytest.fixture
def page(new_page):
    return new_page()
