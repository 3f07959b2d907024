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
from playwright.sync_api import sync_playwright

from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS
from mathcats.cli import main
from mathcats.site.local import LocalServer


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("site") / "out"
    assert main(["site", str(folder)]) == 0
    return folder


@pytest.fixture
def server(site):
    running = LocalServer(site)
    yield running
    running.stop()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def new_page(browser):
    """``new_page(width, height)``: a page in a context of its own, offline but for 127.0.0.1."""
    contexts, elsewhere, errors = [], [], []

    def route(route):
        if urlsplit(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    def new_page(width: int = 1366, height: int = 768):
        context = browser.new_context(viewport={"width": width, "height": height})
        context.route("**/*", route)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        return page

    yield new_page
    for context in contexts:
        context.close()
    assert elsewhere == [], f"the site asked other hosts: {elsewhere}"
    assert errors == [], f"JavaScript errors: {errors}"
