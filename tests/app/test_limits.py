"""The app's limits: absurd setups, other hosts and sites, listings, bad paths, tracebacks.

The server tests start the real app (``RunningApp``, as ``mathcats serve``
starts it) without preheated kernels, so that a page that is served starts
a kernel the test can see, and one that is refused starts none.
"""

from __future__ import annotations

import base64
import contextlib
import http.client
import json
import re
import sys
import time
import tracemalloc
import uuid
from pathlib import Path

import pytest
from websockets.sync.client import connect

import mathcats
from mathcats import app, cli
from mathcats.app.pages import TEXT
from mathcats.app.running import RunningApp
from mathcats.table.setup import TableSetup

ALLOWED = "classroom.local"
ALLOWED_ADDRESS = "10.1.2.3"
TABLE = "/voila/render/table.ipynb?game=feed-the-kitten&players=2&seat0=child&seat1=cat"
WAIT = 120  # seconds for any one answer, on a busy machine


# --- absurd setups (no server) ---------------------------------------------


def peak_mb(build) -> float:
    """The most memory ``build()`` held while refusing, in MB (it must raise ValueError)."""
    tracemalloc.start()
    try:
        with pytest.raises(ValueError) as refused:
            build()
        return tracemalloc.get_traced_memory()[1] / 1e6
    finally:
        tracemalloc.stop()
        print(refused.value)


@pytest.mark.parametrize(
    "query",
    [
        "game=feed-the-kitten&players=30000000",
        "game=kittys&players=-30000000&seat0=child",
        "game=feed-the-kitten&players=" + "9" * 5000,
        "game=feed-the-kitten&players=2&seat0=child&seat1=cat&cans=" + "9" * 4000,
    ],
)
def test_an_absurd_setup_is_refused_before_anything_is_built(query):
    assert peak_mb(lambda: TableSetup.from_query(query)) < 1


def test_the_refusal_names_the_player_count():
    with pytest.raises(ValueError, match="needs 2 to 5 seats"):
        TableSetup.from_query("game=feed-the-kitten&players=30000000")


def test_a_match_refuses_a_huge_player_count_before_building_seats():
    assert peak_mb(lambda: mathcats.new_match("meow-10", players=30_000_000)) < 1


# --- --allow-host (no server) ------------------------------------------------


def test_mathcats_serve_passes_each_allowed_host_to_the_server(monkeypatch):
    calls = []
    monkeypatch.setattr(cli, "write_app_decks", lambda: [])
    monkeypatch.setattr(app, "serve", calls.append)
    cli.main(["serve", "--allow-host", "Classroom.Local", "--allow-host", "tables.school"])
    assert calls[0].allow_hosts == ["Classroom.Local", "tables.school"]
    argv, _ = app.voila_command(calls[0]._replace(port=9123))
    assert argv[argv.index("mathcats.app.server") - 1] == "-m"
    assert "--GuardedVoila.allow_hosts=classroom.local" in argv
    assert "--GuardedVoila.allow_hosts=tables.school" in argv


@pytest.mark.parametrize("name", ["evil.example/x", "a:80", "", "-a", "a..b", "x" * 300])
def test_an_allowed_host_must_be_a_host_name(name):
    with pytest.raises(ValueError, match="--allow-host"):
        app.voila_command(app.Settings(9123, allow_hosts=[name]))


# --- the running server ------------------------------------------------------


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    log = tmp_path_factory.mktemp("limits") / "voila.log"
    running = RunningApp(
        log,
        (
            "--VoilaConfiguration.preheat_kernel=False",
            f"--GuardedVoila.allow_hosts={ALLOWED}",
            f"--GuardedVoila.allow_hosts={ALLOWED_ADDRESS}",
        ),
    )
    yield running.wait_ready(WAIT, pools=False)
    running.stop()


def ask(server, path, method="GET", **headers) -> tuple[int, dict, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=WAIT)
    try:
        connection.request(method, path, headers=headers)
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


def page_kernel(server) -> tuple[str, bytes]:
    """Open a table page as a browser would; its kernel's id and the page."""
    status, _, page = ask(server, TABLE)
    assert status == 200, page[-2000:]
    return re.search(rb'kernelId": "([0-9a-f-]+)"', page).group(1).decode(), page


def test_other_host_names_are_refused_and_start_no_kernel(server):
    before = server.kernels()
    for host in ("evil.example", f"evil.example:{server.port}", "127.0.0.2", "localhost.evil"):
        status, _, _ = ask(server, TABLE, Host=host)
        assert status == 403, host
        status, _, _ = ask(server, "/voila/templates/mathcats/static/mathcats.css", Host=host)
        assert status == 403, host
    assert server.kernels() == before, server.log.read_text()[-3000:]
    assert "Refused 'evil.example'" in server.log.read_text()


@pytest.mark.parametrize(
    "host", ["localhost", "127.0.0.1", ALLOWED, ALLOWED.upper(), f"{ALLOWED_ADDRESS}:80"]
)
def test_this_computers_names_and_the_teachers_are_answered(server, host):
    status, _, _ = ask(server, "/voila/templates/mathcats/static/mathcats.css", Host=host)
    assert status == 200


def test_the_template_serves_the_tables_theme(server):
    status, _, body = ask(server, "/voila/templates/mathcats/static/theme.css")
    theme = Path(__file__).parents[2] / "mathcats" / "table" / "static" / "theme.css"
    assert status == 200 and body == theme.read_bytes()


def test_a_page_for_localhost_starts_its_kernel(server):
    before = len(server.kernels())
    status, _, page = ask(server, TABLE, Host=f"localhost:{server.port}")
    assert status == 200 and b"kernelId" in page
    assert len(server.kernels()) > before


def channels(server, kernel_id: str) -> str:
    return f"ws://127.0.0.1:{server.port}/api/kernels/{kernel_id}/channels"


def handshake(server, kernel_id: str, **headers) -> int:
    """The status of a websocket handshake on the kernel's channels (101: opened)."""
    upgrade = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13"}
    key = base64.b64encode(uuid.uuid4().bytes).decode()
    path = f"/api/kernels/{kernel_id}/channels"
    return ask(server, path, **upgrade, **{"Sec-WebSocket-Key": key}, **headers)[0]


def test_a_page_of_another_site_cannot_open_a_kernels_websocket_or_delete_it(server):
    kernel_id, _ = page_kernel(server)
    evil = f"evil.example:{server.port}"
    for headers in (
        {"Origin": "http://evil.example"},
        {"Origin": f"http://{evil}"},
        {"Origin": "null"},
        {"Origin": f"http://{evil}", "Host": evil},  # DNS rebinding: the page's own origin
    ):
        assert handshake(server, kernel_id, **headers) == 403, headers
        status, _, _ = ask(server, f"/api/kernels/{kernel_id}", "DELETE", **headers)
        assert status in (403, 404), headers
        status, _, _ = ask(server, f"/voila/api/shutdown/{kernel_id}", "POST", **headers)
        assert status in (403, 404), headers
    ours = f"http://127.0.0.1:{server.port}"
    with connect(channels(server, kernel_id), origin=ours, open_timeout=WAIT) as socket:
        assert reply(socket, "kernel_info_request", {}, "kernel_info_reply")["status"] == "ok"


def test_page_listings_are_not_served(server):
    for path in ("/voila/api/contents", "/voila/api/contents/", "/voila/tree", "/voila/tree/"):
        status, _, body = ask(server, path)
        assert status == 404, path
        assert b"table.ipynb" not in body
    status, headers, _ = ask(server, "/")
    assert status in (301, 302) and headers["Location"].endswith("/voila/render/home.ipynb")


@pytest.mark.parametrize(
    "path",
    [
        "/voila/templates/x",
        "/voila/templates/mathcats",
        "/voila/templates/mathcats/nostatic/x",
        "/voila/templates/mathcats/static/../../../../x",
        "/voila/templates/../../etc/passwd",
        "/voila/templates/nope/static/x",
        "/voila/templates/mathcats/static/nope.css",
    ],
)
def test_bad_template_paths_are_not_found(server, path):
    assert ask(server, path)[0] == 404


@pytest.mark.parametrize(
    "query",
    [
        "game=feed-the-kitten&players=30000000",
        "game=kittys&players=3&seat0=child&seat1=cat&seat2=cat&hands=99999999",
        "game=nope&players=2",
    ],
)
def test_a_table_address_that_cannot_start_gets_the_kind_page_and_no_kernel(server, query):
    before = server.kernels()
    status, _, page = ask(server, f"/voila/render/table.ipynb?{query}")
    assert status == 400 and TEXT["bad-setup"].encode() in page, page[-2000:]
    assert b'href="setup.ipynb?' in page and b"kernelId" not in page
    assert server.kernels() == before, server.log.read_text()[-3000:]


# --- no traceback reaches the browser ----------------------------------------


def message(kind: str, content: dict, channel: str = "shell") -> str:
    header = {
        "msg_id": uuid.uuid4().hex,
        "msg_type": kind,
        "session": "limits-test",
        "username": "pupil",
        "version": "5.3",
        "date": "2026-01-01T00:00:00Z",
    }
    body = {"header": header, "parent_header": {}, "metadata": {}, "content": content}
    return json.dumps({**body, "channel": channel, "buffers": []})


def reply(socket, kind: str, content: dict, answer: str, seen: list | None = None) -> dict:
    """Send a message and wait for its answer; what came first is added to ``seen``."""
    socket.send(message(kind, content))
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        text = socket.recv(timeout=WAIT)
        received = json.loads(text)
        if received["msg_type"] == answer:
            return received["content"]
        if seen is not None:
            seen.append(text)
    raise AssertionError(f"no {answer} within {WAIT} s; before it: {seen}")


BAD_COMMS = [
    {"comm_id": "bad-1", "target_name": "jupyter.widget", "data": {"state": {"_model_name": "X"}}},
    {"comm_id": "bad-2", "target_name": "jupyter.widget", "data": 5},
    {"comm_id": "bad-3", "target_name": "jupyter.widget.control", "data": {"method": "x"}},
    {"comm_id": "bad-4", "target_name": "no.such.target", "data": {}},
    {"target_name": "jupyter.widget"},
]


def test_a_bad_comm_open_or_comm_msg_sends_no_traceback_to_the_browser(server):
    kernel_id, page = page_kernel(server)
    widget = re.search(rb'"model_id": "([0-9a-f]{32})"', page).group(1).decode()
    venv = str(Path(sys.prefix))
    ours = f"http://127.0.0.1:{server.port}"
    received = []
    with connect(channels(server, kernel_id), origin=ours, open_timeout=WAIT) as socket:
        for content in BAD_COMMS:
            socket.send(message("comm_open", content))
        socket.send(message("comm_msg", {"comm_id": widget, "data": {"no": "method"}}))
        socket.send(message("comm_msg", {"comm_id": widget, "data": {"method": "custom"}}))
        # The kernel answers in order: once this reply is back, so is all the above.
        answer = reply(socket, "kernel_info_request", {}, "kernel_info_reply", received)
        assert answer["status"] == "ok"
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            with contextlib.suppress(TimeoutError):
                received.append(socket.recv(timeout=0.5))
    for text in received:
        assert "Traceback" not in text and venv not in text and "site-packages" not in text, text
    log = server.log.read_text()
    assert "not sent to the page" in log and "Traceback" in log  # they happened, server-side
