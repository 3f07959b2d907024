"""Class play on a real JupyterHub (see conftest.py): the class host as a hub service.

deploy/jupyterhub_config.py starts ``python -m mathcats.classroom.hub`` at
/services/mathcats-class/. The teacher account logs in at the hub's login page,
opens the teacher's page and makes a table; a child's browser with no hub
account joins it with the code, sits, gets a lit card and plays it. Without
a login the teacher's page leads to the hub's login and the teacher's socket
sends nothing; a hub user without the teacher role is refused both.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote, urljoin, urlsplit

import pytest
from running_hub import listening
from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect

from mathcats.app import HOST
from mathcats.classroom import hub as service
from mathcats.classroom.journal import FILE
from mathcats.classroom.web import TEACHER_DENIED
from mathcats.engine import get_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app_voila"))
from test_app_in_browser import SHOWN, SLOW  # the app tests' page helpers

pytestmark = pytest.mark.browser
SERVICE = "/services/mathcats-class/"  # c.JupyterHub.services in deploy/jupyterhub_config.py
TEACHER = "teacher"  # has the class-teacher role there
NOT_TEACHER = "class-b"  # a hub account without it
GAME = get_game("feed-the-kitten")
SERVICE_MODULE = "mathcats.classroom.hub"  # its command there
RESTART = 120  # s: the hub's poll finds the service gone, starts it; the pages reconnect
# Opens a websocket, then says how it ended: the types of the frames it got, its close code.
SOCKET = """url => new Promise(resolve => {
  const got = [];
  const ws = new WebSocket(url);
  const done = code => { ws.close(); resolve({got, code}); };
  ws.onmessage = event => { got.push(JSON.parse(event.data).type); done(null); };
  ws.onclose = event => done(event.code);
  setTimeout(() => done("no answer"), 20000);
})"""
# A new token of the logged-in hub user (the hub's own API, with its page's form guard).
NEW_TOKEN = """async name => {
  const answer = await fetch(`/hub/api/users/${name}/tokens`, {
    method: "POST", body: "{}",
    headers: {"Content-Type": "application/json", "X-XSRFToken": window.jhdata.xsrf_token}});
  return (await answer.json()).token;
}"""


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:  # gone
        return ""


def token_socket(url: str, token: str) -> dict:
    """What the socket at ``url`` does for a program holding a hub ``token`` (bounded)."""

    async def talk() -> dict:
        headers = {"Authorization": f"token {token}"}
        request = HTTPRequest(url, headers=headers, connect_timeout=20, request_timeout=20)
        socket = await websocket_connect(request)
        frame = await asyncio.wait_for(socket.read_message(), 20)
        socket.close()
        got = [] if frame is None else [json.loads(frame)["type"]]
        return {"got": got, "code": socket.close_code if frame is None else None}

    with ThreadPoolExecutor(1) as thread:  # out of Playwright's own event loop
        return thread.submit(asyncio.run, talk()).result(timeout=60)


class Browser:
    """One person's browser: its own context (cookies) and every URL it asked for."""

    def __init__(self, browser, hub):
        self.hub, self.urls, self.frames = hub, [], []  # frames: the types of those received
        self.context = browser.new_context(viewport={"width": 1366, "height": 768})
        self.context.set_default_timeout(SLOW)
        self.context.on("request", lambda request: self.urls.append(request.url))
        self.page = self.context.new_page()
        self.page.on("websocket", self.record)

    def record(self, socket) -> None:
        self.urls.append(socket.url)
        socket.on("framereceived", lambda frame: self.frames.append(json.loads(frame)["type"]))

    def at(self, path: str) -> str:
        return f"{self.hub.url}{SERVICE}{path}"

    def log_in(self, name: str, then: str) -> None:
        """The hub's login page, as ``name`` (any password), then ``then`` (a path)."""
        self.page.goto(f"{self.hub.url}/hub/login?next={quote(then)}")
        self.page.fill("input#username_input", name)
        self.page.fill("input#password_input", "any password")
        self.page.click("input#login_submit")

    def socket(self, path: str) -> dict:
        """What the service's socket at ``path`` does, opened from this browser's page."""
        url = self.at(path).replace("http://", "ws://", 1)
        return self.page.evaluate(SOCKET, url)

    def close(self) -> None:
        self.context.close()


@pytest.fixture(scope="module")
def person(hub, browser):
    """Opens a new person's browser; all are closed at the end."""
    opened = []

    def person() -> Browser:
        opened.append(Browser(browser, hub))
        return opened[-1]

    yield person
    for each in opened:
        each.close()
    hub.processes()  # remember the service, to stop it at the end


@pytest.fixture(scope="module")
def seated(hub, person):
    """The teacher (logged in at the hub) made a table, a child sat at it: both, and its code."""
    teacher = person()
    teacher.log_in(TEACHER, SERVICE + "class/teacher")
    page = teacher.page
    page.wait_for_url(teacher.at("class/teacher"))
    make = page.locator("form.mc-make-form")
    make.locator('select[name="game"]').select_option(GAME.id)
    make.locator('select[name="players"]').select_option("2")
    make.locator('select[name="children"]').select_option("1")  # and one computer cat
    make.locator('select[name="tables"]').select_option("1")
    make.locator('select[name="lights"]').select_option("always")  # the child taps lit cards
    make.get_by_role("button", name="Make tables").click()
    code = page.locator(".mc-code-big").first.inner_text(timeout=SLOW)
    child = person()
    child.page.goto(child.at("class"))
    child.page.get_by_label("Table code").fill(code)
    child.page.get_by_role("button", name="Join", exact=True).click()
    child.page.locator("button.mc-class-seat").first.click()
    return teacher, child, code


def plays(child: Browser) -> None:
    """The child gets a lit card (a card, or Draw when none fits), taps it, and the table moves."""
    child.page.wait_for_selector("button.mc-lit", state="visible", timeout=SLOW)
    before = child.page.evaluate(SHOWN)
    child.page.locator("button.mc-lit").first.click()
    child.page.wait_for_function(f"b => ({SHOWN})() !== b", arg=before, timeout=SLOW)


def test_a_teacher_makes_a_table_and_a_child_with_no_account_plays_at_it(hub, seated):
    teacher, child, code = seated
    assert re.fullmatch("[A-Z]{4}", code)
    assert teacher.page.locator(".mc-join-address").inner_text() == teacher.at("class")
    assert (hub.folder / "hub" / "class-tables" / FILE).is_file()  # the journal, in $HUB
    plays(child)
    assert child.context.cookies() == []  # no hub login, no service login
    assert not [u for u in child.urls if "/hub/" in urlsplit(u).path]  # never sent to the hub
    for each in (teacher, child):
        assert {urlsplit(u).hostname for u in each.urls} == {HOST}


def test_without_a_login_the_teacher_page_leads_to_the_hub_and_its_socket_sends_nothing(
    hub, person
):
    stranger = person()
    answer = stranger.context.request.get(stranger.at("class/teacher"), max_redirects=0)
    assert answer.status == 302
    assert answer.headers["location"] == SERVICE + "login"
    stranger.page.goto(stranger.at("class/teacher"))
    assert stranger.page.url.startswith(f"{hub.url}/hub/login")
    stranger.page.goto(stranger.at("class"))  # a page of the service, open to anyone
    assert stranger.socket("class/teacher/ws") == {"got": [], "code": TEACHER_DENIED}


def test_a_hub_user_without_the_teacher_role_is_refused(hub, person):
    teacher, other = person(), person()
    tokens = []  # each one's hub token, as a program would log in
    for each, name in ((teacher, TEACHER), (other, NOT_TEACHER)):
        each.log_in(name, "/hub/token")  # a hub page: no server started
        each.page.wait_for_url(f"{hub.url}/hub/token")
        tokens.append(each.page.evaluate(NEW_TOKEN, name))
    menu = 'a.dropdown-item:has-text("mathcats-class")'  # the hub's Services menu
    assert other.page.locator(menu).count() == 0
    href = teacher.page.locator(menu).get_attribute("href")
    teacher.page.goto(urljoin(teacher.page.url, href))  # the service's own login, then its page
    teacher.page.wait_for_url(teacher.at("class/teacher"))
    answer = other.page.goto(other.at("class/teacher"))
    assert answer.status == 403
    assert other.page.locator("form.mc-make-form").count() == 0
    for token, status in zip(tokens, (200, 403), strict=True):  # the page, for a program
        headers = {"Authorization": f"token {token}"}
        answer = other.context.request.get(other.at("class/teacher"), headers=headers)
        assert answer.status == status
    assert service.TEXT["not-teacher"] in answer.text()
    url = teacher.at("class/teacher/ws").replace("http://", "ws://", 1)
    assert token_socket(url, tokens[0]) == {"got": ["dashboard"], "code": None}
    assert token_socket(url, tokens[1]) == {"got": [], "code": TEACHER_DENIED}


def status(url: str, headers: dict) -> int:
    """The status of a GET of ``url`` with ``headers``."""
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=20):
            return 200
    except urllib.error.HTTPError as error:
        return error.code


def test_behind_the_proxy_the_service_answers_only_the_hubs_address(hub):
    page = f"{hub.url}{SERVICE}class"
    here = f"{HOST}:{hub.port}"
    assert status(page, {"Host": here, "Origin": hub.url}) == 200
    assert status(page, {"Host": f"evil.example:{hub.port}"}) == 403  # DNS rebinding
    assert status(page, {"Host": here, "Origin": "http://evil.example"}) == 403


def test_the_service_listens_on_127_0_0_1_only(hub):
    addresses = listening(hub.processes())
    assert f"{HOST}:{hub.service_port}" in addresses
    assert [a for a in addresses if not a.startswith(f"{HOST}:")] == []


def test_without_the_hubs_public_address_the_service_says_what_to_set(tmp_path):
    hub_env = {"JUPYTERHUB_SERVICE_URL": f"http://{HOST}:1", service.DATA_VARIABLE: str(tmp_path)}
    ended = subprocess.run(
        [sys.executable, "-m", SERVICE_MODULE],
        env={**{k: v for k, v in os.environ.items() if not k.startswith("JUPYTERHUB_")}, **hub_env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ended.returncode == 1
    assert ended.stderr.strip() == service.TEXT["no-public-url"]
    assert list(tmp_path.iterdir()) == []  # nothing made


def test_a_killed_service_comes_back_with_its_tables_and_its_teachers_login(hub, seated):
    teacher, child, code = seated
    (old,) = [pid for pid in hub.processes() if SERVICE_MODULE in cmdline(pid)]
    heard = len(teacher.frames), len(child.frames)
    os.kill(old, signal.SIGKILL)  # the hub notices within its poll (30 s) and starts it again
    deadline = time.monotonic() + RESTART
    while "seated" not in child.frames[heard[1] :] or "dashboard" not in teacher.frames[heard[0] :]:
        assert time.monotonic() < deadline, "the pages did not come back"
        child.page.wait_for_timeout(500)
    assert [pid for pid in hub.processes() if SERVICE_MODULE in cmdline(pid)] != [old]
    assert teacher.page.locator(".mc-code-big").all_inner_texts() == [code]
    plays(child)  # the same seat, at the same table
