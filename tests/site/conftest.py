"""The site, built once a session into a temporary folder and served on 127.0.0.1.

``mathcats site`` runs with the download cache (a second build fetches
nothing). A threaded ``http.server`` serves the folder, as any static server
would. Each page runs in Debian's chromium with every other host blocked:
a request to anything but 127.0.0.1 is aborted and recorded, and the test
then fails.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest

from mathcats.cli import main
from mathcats.site.local import LocalServer


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("site") / "out"
    assert main(["site", str(folder)]) == 0
    return folder


@pytest.fixture(scope="session")
def server(site):
    """One server (one origin) for the session: its service worker installs once."""
    running = LocalServer(site)
    yield running
    running.stop()


class Offline:
    """What the pages asked of other hosts (aborted), and their JavaScript errors."""

    def __init__(self):
        self.elsewhere: list[str] = []
        self.errors: list[str] = []

    def route(self, route) -> None:
        if urlsplit(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            self.elsewhere.append(route.request.url)
            route.abort()

    def context(self, browser):
        context = browser.new_context(viewport={"width": 1366, "height": 768})
        context.route("**/*", self.route)
        context.on("weberror", lambda error: self.errors.append(str(error.error)))
        return context


@pytest.fixture(scope="session")
def watch():
    return Offline()


@pytest.fixture(scope="session")
def warm(browser, watch):
    """One browser profile for the session: later pages start from its caches, as a child's."""
    context = watch.context(browser)
    yield context
    context.close()


@pytest.fixture
def new_page(browser, warm, watch):
    """``new_page(width, height, fresh=False)``: a page, offline but for 127.0.0.1.

    ``fresh``: in a new browser profile (nothing cached, no service worker).
    """
    asked, failed, pages, fresh_contexts = len(watch.elsewhere), len(watch.errors), [], []

    def new_page(width: int = 1366, height: int = 768, fresh: bool = False):
        if fresh:
            fresh_contexts.append(watch.context(browser))
        page = (fresh_contexts[-1] if fresh else warm).new_page()
        page.set_viewport_size({"width": width, "height": height})
        pages.append(page)
        return page

    yield new_page
    for page in pages:
        page.close()
    for context in fresh_contexts:
        context.close()
    assert watch.elsewhere[asked:] == [], f"the site asked other hosts: {watch.elsewhere[asked:]}"
    assert watch.errors[failed:] == [], f"JavaScript errors: {watch.errors[failed:]}"
