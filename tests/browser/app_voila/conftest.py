"""The app through a real Voila server on 127.0.0.1, in Debian's chromium.

One server for the session (started as ``mathcats serve`` starts it, on a
free port, stopped at the end). Every page runs in a fresh browser context
whose requests are watched: any request to a host other than 127.0.0.1
fails the test. Leaving a page closes its kernel (Voila's
beforeunload), so each test ends on about:blank.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from mathcats.app import HOST
from mathcats.app.running import RunningApp

TIMEOUT = 90_000  # ms for any wait: a 2-core machine may be busy with much else


@pytest.fixture(scope="session")
def voila():
    logs = Path(tempfile.mkdtemp(prefix="mathcats-voila-"))  # not pytest's: other runs prune it
    app = RunningApp(logs / "voila.log").wait_ready()
    yield app
    app.stop()
    shutil.rmtree(logs)


class Guard:
    """Remembers every request that leaves 127.0.0.1.

    A listener, not a route: routing would also hold the beacon a page sends
    as it unloads to close its kernel, and Chromium drops it.
    """

    def __init__(self):
        self.outside: list[str] = []

    def __call__(self, request):
        url = request.url.removeprefix("blob:")  # a blob belongs to the page that made it
        if urlsplit(url).scheme not in ("data", "about") and urlsplit(url).hostname != HOST:
            self.outside.append(request.url)


@pytest.fixture
def new_page(browser):
    """``new_page()`` opens a page in a fresh context; outside requests fail the test."""
    guard = Guard()
    contexts = []

    def open_page(**options):
        context = browser.new_context(viewport={"width": 1200, "height": 900}, **options)
        context.on("request", guard)
        context.set_default_timeout(TIMEOUT)
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
