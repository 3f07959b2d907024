"""The app as Binder and a school JupyterHub run it: Voila as a Jupyter server extension.

`binder/postBuild` runs ``python -m mathcats.app.install``. Here that install
goes into a temporary prefix, which a ``jupyter server`` on 127.0.0.1 reads
(``JUPYTER_CONFIG_PATH``, ``JUPYTER_PATH``). The server serves this repository
under a hub-like base URL, as Binder does, so the README's link path
``voila/render/notebooks/home.ipynb`` opens the home page.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from test_app_in_browser import SHOWN, SLOW, TABLE, assert_friendly

import mathcats
from mathcats.app import HOST, install, pages
from mathcats.app.running import free_port
from mathcats.engine import get_game

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[3]
BASE = "/user/a-class/"  # Binder and JupyterHub serve each user under a path like this


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """A Jupyter server with the app installed as binder/postBuild installs it; yields its URL."""
    prefix = tmp_path_factory.mktemp("prefix")
    install.install(prefix)
    port = free_port()
    env = {
        **os.environ,
        "JUPYTER_CONFIG_PATH": str(prefix / "etc" / "jupyter"),
        "JUPYTER_PATH": str(prefix / "share" / "jupyter"),
        "JUPYTER_CONFIG_DIR": str(prefix / "user-config"),  # no settings from this machine's user
        "JUPYTER_RUNTIME_DIR": str(prefix / "runtime"),
    }
    log = (prefix / "server.log").open("w")
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyter_server",
            "--allow-root",
            "--no-browser",
            f"--port={port}",
            f"--ServerApp.ip={HOST}",
            f"--ServerApp.base_url={BASE}",
            f"--ServerApp.root_dir={ROOT}",
            "--IdentityProvider.token=",
        ],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://{HOST}:{port}{BASE}"
    deadline = time.monotonic() + 120
    while True:
        assert server.poll() is None, (prefix / "server.log").read_text()[-2000:]
        assert time.monotonic() < deadline, "the Jupyter server did not start"
        try:
            with urllib.request.urlopen(url + "api", timeout=5):
                break
        except OSError:
            time.sleep(0.2)
    yield url
    server.terminate()
    server.wait(30)
    log.close()


def test_the_readme_link_path_opens_the_home_page_with_the_apps_template(hub, page):
    page.goto(hub + "voila/render/notebooks/home.ipynb")
    page.wait_for_selector("h1", state="visible", timeout=SLOW)
    for game_id in mathcats.GAMES:
        assert page.get_by_role("heading", name=get_game(game_id).title, exact=True).is_visible()
    styles = page.evaluate("[...document.styleSheets].map(s => s.href || '').join(' ')")
    assert "mathcats.css" in styles  # the app's template, not Voila's own


def test_a_table_started_from_the_home_page_answers_a_click(hub, page):
    game = get_game("feed-the-kitten")
    page.goto(hub + "voila/render/notebooks/home.ipynb")
    page.get_by_role("link", name=f"Play {game.title}", exact=True).click()
    page.wait_for_selector("form.mc-setup", state="visible", timeout=SLOW)
    page.get_by_role("button", name=pages.TEXT["start"]).click()
    page.wait_for_selector(TABLE, state="visible", timeout=SLOW)
    assert page.url.startswith(hub + "voila/render/notebooks/table.ipynb?")
    before = page.evaluate(SHOWN)
    page.locator(".mc-hand button").first.click()  # After a try: it plays, or says why not
    page.wait_for_function(f"b => ({SHOWN})() !== b", arg=before, timeout=SLOW)


@pytest.mark.parametrize("address", ["table.ipynb?game=nope", "no-such-page.ipynb"])
def test_errors_are_friendly_there_too(hub, page, address):
    page.goto(hub + "voila/render/notebooks/" + address)
    assert_friendly(page)
