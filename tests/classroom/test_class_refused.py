"""What the class host refuses: kindly, with nothing changed and other tables unaffected."""

from __future__ import annotations

import asyncio
import json
import re
from urllib.parse import urljoin

import pytest
from classhelp import FEED, Client, run, serving
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

from mathcats.classroom import messages as msg
from mathcats.classroom.web import PROXIES


def kept(host) -> list:
    """Everything a refused frame must leave as it was, at every table."""
    return [
        (code, t.match.to_json(), dict(t.keys), sorted(t.late), t.state, t.paused)
        for code, t in sorted(host.tables.items())
    ]


async def two_tables(port, host):
    """Table A with a child at seat 0, table B with a child at seat 0: their clients and keys."""
    code_a, code_b = sorted(host.tables)
    clients, keys = [], []
    for code in (code_a, code_b):
        client = await Client.connect(port)
        await client.send({"type": "sit", "code": code, "seat": 0})
        keys.append((await client.until("seated"))["key"])
        clients.append(client)
    return (code_a, code_b), clients, keys


CHILD_FRAMES = {
    "forged key": lambda a, b, ka, kb: {"type": "back", "code": a, "key": "x" * 24},
    "another table's key": lambda a, b, ka, kb: {"type": "back", "code": a, "key": kb},
    "a teacher's action": lambda a, b, ka, kb: {"type": "start", "code": a},
    "bad JSON": lambda a, b, ka, kb: '{"type": "sit", "code": ',
    "a 1 MB frame": lambda a, b, ka, kb: json.dumps({"type": "ping", "pad": "x" * 1_000_000}),
    "a tap as no seat": lambda a, b, ka, kb: {"type": "send", "content": {"type": "click"}},
    "an unknown seat": lambda a, b, ka, kb: {"type": "sit", "code": a, "seat": 9},
}
WHY = {
    "forged key": "key",
    "another table's key": "key",
    "a teacher's action": "bad",
    "bad JSON": "bad",
    "a 1 MB frame": "big",
    "a tap as no seat": "state",
    "an unknown seat": "taken",
}


@pytest.mark.parametrize("name", list(CHILD_FRAMES))
def test_a_bad_child_frame_is_refused_kindly_and_changes_nothing(name):
    async def check():
        async with serving(tables=2, **FEED) as (host, port):
            (a, b), (_child_a, child_b), (key_a, key_b) = await two_tables(port, host)
            before = kept(host)
            stranger = await Client.connect(port)
            await stranger.send(CHILD_FRAMES[name](a, b, key_a, key_b))
            refused = await stranger.until("refused")
            assert refused["why"] == WHY[name]
            assert 0 < len(refused["words"].split()) <= 12
            assert kept(host) == before
            await child_b.send({"type": "ping"})  # the other table goes on
            await child_b.until("pong")

    run(check())


def test_200_frames_in_a_second_are_refused_as_too_fast_and_dropped():
    async def check():
        async with serving(tables=2, **FEED) as (host, port):
            (_a, _b), (child_a, child_b), _ = await two_tables(port, host)
            await child_a.quiet(0.2)
            before = kept(host)
            for _ in range(200):  # taps on a scene that is long gone: each would be refused too
                await child_a.send({"type": "send", "content": {"type": "tick", "scene": -1}})
            got = await child_a.quiet(0.5)
            fast = [f for f in got if f["type"] == "refused" and f["why"] == "fast"]
            assert len(fast) == 1, "said once, then dropped while over"
            assert len(got) < 40
            assert kept(host) == before
            await child_b.send({"type": "ping"})
            await child_b.until("pong")

    run(check())


def test_wrong_codes_slow_an_address_down_but_never_a_seat_key_coming_back():
    """After 10 wrong codes: one try every GUESS_WAIT s; the right code works after the wait."""

    async def check():
        async with serving(tables=1, **FEED) as (host, port):
            code = next(iter(host.tables))
            sitting = await Client.connect(port)  # a child seated before the guessing
            await sitting.send({"type": "sit", "code": code, "seat": 0})
            key = (await sitting.until("seated"))["key"]
            wrong = "".join("A" if c != "A" else "C" for c in code)
            client = await Client.connect(port)
            answers = []
            for _ in range(12):
                await client.send({"type": "join", "code": wrong})
                answers.append((await client.until("refused"))["why"])
            assert answers[:10] == ["code"] * 10 and answers[10:] == ["fast", "fast"]
            other = await Client.connect(port)  # the same address: the right code waits too
            await other.send({"type": "join", "code": code})
            assert (await other.until("refused"))["why"] == "fast"
            back = await Client.connect(port)  # a tab coming back with its seat key: at once
            await back.send({"type": "back", "code": code, "key": key})
            assert (await back.until("seated"))["seat"] == 0
            await back.send({"type": "back", "code": wrong, "key": key})  # says nothing of codes
            assert (await back.until("refused"))["why"] == "key"
            await asyncio.sleep(msg.GUESS_WAIT)
            await other.send({"type": "join", "code": code})
            assert (await other.until("table"))["code"] == code
            await other.send({"type": "join", "code": code})  # and the next try waits again
            assert (await other.until("refused"))["why"] == "fast"

    run(check())


@pytest.mark.parametrize("trusted", [False, True])
def test_a_forwarded_address_counts_only_from_the_trusted_proxy(trusted):
    """Behind the hub's proxy each child is its own address; anyone else's header is ignored."""

    async def check():
        settings = {PROXIES: frozenset({"127.0.0.1"} if trusted else ())}
        async with serving(settings=settings, tables=1, **FEED) as (host, port):
            code = next(iter(host.tables))
            wrong = "".join("A" if c != "A" else "C" for c in code)
            guesser = await Client.connect(port, **{"X-Forwarded-For": "10.0.0.7"})
            for _ in range(10):
                await guesser.send({"type": "join", "code": wrong})
                assert (await guesser.until("refused"))["why"] == "code"
            other = await Client.connect(port, **{"X-Forwarded-For": "10.0.0.8, 10.0.0.9"})
            await other.send({"type": "join", "code": code})
            answer = await other.until("table" if trusted else "refused")
            assert answer["type"] == ("table" if trusted else "refused")

    run(check())


def test_a_teacher_socket_with_a_childs_key_is_closed_and_sent_nothing():
    async def check():
        async with serving(tables=2, **FEED) as (host, port):
            _, _, (key_a, _) = await two_tables(port, host)
            before = kept(host)
            teacher = await Client.connect(port, f"/class/teacher/ws?key={key_a}")
            assert await teacher.recv() is None
            assert teacher.ws.close_code == 4403
            assert kept(host) == before

    run(check())


@pytest.mark.parametrize(
    "headers", [{"Host": "evil.example"}, {"Origin": "http://evil.example"}], ids=["host", "origin"]
)
@pytest.mark.parametrize("path", ["/class/ws", "/class/teacher/ws?key=K", "/class/table.js"])
def test_another_host_name_or_a_foreign_origin_is_refused(headers, path):
    async def check():
        async with serving(tables=1, **FEED) as (host, port):
            host.key = "K"
            before = kept(host)
            with pytest.raises(HTTPClientError) as refused:
                if path.endswith(".js"):
                    url = f"http://127.0.0.1:{port}{path}"
                    await AsyncHTTPClient().fetch(url, headers=headers)
                else:
                    await Client.connect(port, path, **headers)
            assert refused.value.code == 403
            assert kept(host) == before

    run(check())


# Host and Origin as a teacher's browser sends them: localhost, 127.0.0.1 and [::1] are all
# this computer (issue 38); a page of another site, or of another port, is not this server.
SAME_COMPUTER = [("127.0.0.1", "localhost"), ("localhost", "127.0.0.1"), ("127.0.0.1", "[::1]")]
NOT_THIS_SERVER = [("127.0.0.1", "evil.example"), ("localhost", "evil.example")]


async def _answers(port: int, host: str, origin: str, origin_port: int | None = None) -> list:
    """What the children's page and its socket answer to ``Host: host:port`` and
    ``Origin: http://origin:origin_port``: [page status, "pong" or the socket's status]."""
    headers = {"Host": f"{host}:{port}", "Origin": f"http://{origin}:{origin_port or port}"}
    answers = []
    try:
        page = await AsyncHTTPClient().fetch(f"http://127.0.0.1:{port}/class", headers=headers)
        answers.append(page.code)
    except HTTPClientError as refused:
        answers.append(refused.code)
    try:
        client = await Client.connect(port, "/class/ws", **headers)
        await client.send({"type": "ping"})
        answers.append((await client.until("pong"))["type"])
        client.close()
    except HTTPClientError as refused:
        answers.append(refused.code)
    return answers


@pytest.mark.parametrize(("host", "origin"), SAME_COMPUTER, ids="-from-".join)
def test_a_page_of_this_computer_by_another_of_its_names_is_answered(host, origin):
    async def check():
        async with serving() as (_host, port):
            assert await _answers(port, host, origin) == [200, "pong"]

    run(check())


@pytest.mark.parametrize(("host", "origin"), NOT_THIS_SERVER, ids="-from-".join)
def test_a_page_of_another_site_on_the_same_port_is_refused(host, origin):
    async def check():
        async with serving() as (_host, port):
            assert await _answers(port, host, origin) == [403, 403]

    run(check())


def test_a_page_of_this_computer_on_another_port_is_refused():
    async def check():
        async with serving() as (_host, port):
            assert await _answers(port, "127.0.0.1", "localhost", port + 1) == [403, 403]

    run(check())


def test_the_teacher_page_needs_the_key_and_the_table_module_is_the_widgets():
    from mathcats.widgets.table import Table

    async def check():
        async with serving() as (_host, port):
            fetch = AsyncHTTPClient().fetch
            with pytest.raises(HTTPClientError) as refused:
                await fetch(f"http://127.0.0.1:{port}/class/teacher?key=wrong")
            assert refused.value.code == 403
            assert b"dashboard" not in refused.value.response.body
            module = await fetch(f"http://127.0.0.1:{port}/class/table.js")
            assert module.headers["Content-Type"].startswith("text/javascript")
            assert module.body.decode() == Table._esm
            style = await fetch(f"http://127.0.0.1:{port}/class/table.css")
            assert style.body.decode() == Table._css

    run(check())


def test_each_class_page_has_its_title_and_script_and_every_link_is_served():
    async def check():
        async with serving() as (host, port):
            fetch = AsyncHTTPClient().fetch
            child = f"http://127.0.0.1:{port}/class"
            pages = [(child, "Math Cats", "child.js")]
            pages.append((f"{child}/teacher?key={host.key}", "Math Cats: Class", "teacher.js"))
            for url, title, script in pages:
                html = (await fetch(url)).body.decode()
                assert f"<title>{title}</title>" in html and "$" not in html
                found = re.findall(r'(?:href|src)="([^"]+)"', html)
                links = [urljoin(url, link) for link in found if not link.startswith("data:")]
                assert f"http://127.0.0.1:{port}/class/static/{script}" in links
                for link in links:
                    assert (await fetch(link)).code == 200, link

    run(check())
