"""Two classes on a real JupyterHub (see conftest.py), in Debian's chromium.

Each class logs in through the hub's login page, lands on the app at
``/user/NAME/voila/render/home.ipynb``, starts a table and plays a card. Every
URL the browser asks for (pages, files, websockets) is recorded: all of them
must be on 127.0.0.1, and so must every socket the hub's processes listen on.
One class can reach neither the other's pages nor its kernels.
"""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from running_hub import listening

from mathcats.app import HOST, pages
from mathcats.engine import get_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app_voila"))
from test_app_in_browser import SHOWN, SLOW, TABLE  # the app tests' page helpers

pytestmark = pytest.mark.browser
CLASSES = ("class-a", "class-b")  # the accounts deploy/jupyterhub_config.py allows
SPAWN = 120_000  # ms: logging in starts a class's Jupyter server
# Opens a websocket; says whether the server let it open.
WEBSOCKET = """url => new Promise(resolve => {
  const ws = new WebSocket(url);
  ws.onopen = () => { ws.close(); resolve("open"); };
  ws.onerror = () => resolve("refused");
  setTimeout(() => resolve("no answer"), 20000);
})"""


class Class:
    """One class's browser: its own context (cookies), page and every host it asked for."""

    def __init__(self, browser, hub, name: str):
        self.name = name
        self.home = f"{hub.url}/user/{name}/"
        self.hosts: set[str] = set()
        self.context = browser.new_context(viewport={"width": 1200, "height": 900})
        self.context.set_default_timeout(SLOW)
        self.context.on("request", lambda request: self.record(request.url))
        self.page = self.context.new_page()
        self.page.on("websocket", lambda socket: self.record(socket.url))
        self.page.goto(f"{hub.url}/hub/login")
        self.page.fill("input#username_input", name)
        self.page.fill("input#password_input", "any password")
        self.page.click("input#login_submit")
        self.page.wait_for_url(self.home + "voila/render/home.ipynb", timeout=SPAWN)
        self.page.wait_for_selector("h1", state="visible", timeout=SLOW)

    def record(self, url: str) -> None:
        parts = urlsplit(url.removeprefix("blob:"))  # a blob belongs to the page that made it
        self.hosts.add(parts.hostname or parts.scheme)

    def status(self, url: str) -> int:
        """The status this class's browser gets for ``url``, redirects followed."""
        return self.context.request.get(url).status

    def kernels(self) -> list[str]:
        return [k["id"] for k in self.context.request.get(self.home + "api/kernels").json()]

    def websocket(self, url: str) -> str:
        return self.page.evaluate(WEBSOCKET, url)


@pytest.fixture(scope="module")
def classes(hub, browser):
    """Both classes logged in, each on its own server's home page."""
    opened = []
    try:
        for name in CLASSES:
            opened.append(Class(browser, hub, name))
            hub.processes()  # remember the new server, to stop it at the end
        yield dict(zip(CLASSES, opened, strict=True))
    finally:
        for each in opened:
            each.context.close()


@pytest.mark.parametrize("name", CLASSES)
def test_each_class_starts_a_table_and_plays_a_card(classes, name):
    page, game = classes[name].page, get_game("feed-the-kitten")
    page.get_by_role("link", name=f"Play {game.title}", exact=True).click()
    page.wait_for_selector("form.mc-setup", state="visible", timeout=SLOW)
    page.get_by_role("button", name=pages.TEXT["start"]).click()
    page.wait_for_selector(TABLE, state="visible", timeout=SLOW)
    assert page.url.startswith(classes[name].home + "voila/render/table.ipynb?")
    before = page.evaluate(SHOWN)
    page.locator(".mc-hand button").first.click()  # After a try: it plays, or says why not
    page.wait_for_function(f"b => ({SHOWN})() !== b", arg=before, timeout=SLOW)


def test_a_class_cannot_reach_the_other_classes_pages_or_kernels(classes, hub):
    a, b = classes["class-a"], classes["class-b"]
    table = b.home + "voila/render/table.ipynb?game=feed-the-kitten"
    assert b.status(b.home + "voila/render/home.ipynb") == 200  # the checks below can fail
    assert a.status(b.home + "voila/render/home.ipynb") == 403
    assert a.status(table) == 403
    assert a.status(b.home + "api/kernels") == 403
    kernel = b.kernels()[0]  # the kernel behind b's open page
    channels = f"ws://{HOST}:{hub.port}/user/{b.name}/api/kernels/{kernel}/channels"
    assert b.websocket(channels) == "open"
    assert a.websocket(channels) == "refused"
    assert (
        a.status(f"{hub.url}/hub/api/users/{b.name}") == 404
    )  # the hub does not even say b exists


def test_nothing_leaves_127_0_0_1(classes, hub):
    for each in classes.values():
        assert each.hosts <= {HOST, "data"}, f"{each.name} asked {each.hosts}"
        assert HOST in each.hosts
    addresses = listening(hub.processes())
    assert f"{HOST}:{hub.port}" in addresses  # the proxy, where browsers come in
    assert [a for a in addresses if not a.startswith(f"{HOST}:")] == []
