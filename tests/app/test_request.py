"""A preheated kernel learns its page's address even when the server is slow to answer."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest
from websockets.asyncio.server import serve

from mathcats.app import request
from mathcats.app.running import free_port

VOILA_GIVES_UP = 5  # seconds Voila's own wait_for_request gives the websocket to open


@pytest.fixture
def preheated(monkeypatch):
    """A kernel environment in preheat mode, pointed at a port of the test's choosing."""
    port = free_port()
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("VOILA_APP_IP", "127.0.0.1")
    monkeypatch.setenv("VOILA_APP_PORT", str(port))
    monkeypatch.setenv("VOILA_SERVER_URL", "/")
    monkeypatch.setenv("VOILA_KERNEL_ID", "k1")
    monkeypatch.delenv("VOILA_WS_BASE_URL", raising=False)
    monkeypatch.delenv("QUERY_STRING", raising=False)
    return port


def slow_server(port: int, delay: float, payload: dict) -> threading.Event:
    """A server that takes ``delay`` seconds to accept, then sends ``payload`` once."""
    ready, paths = threading.Event(), []

    async def accept_late(connection, http_request):
        paths.append(http_request.path)
        await asyncio.sleep(delay)

    async def send(socket):
        await socket.send(json.dumps(payload))

    async def main():
        async with serve(send, "127.0.0.1", port, process_request=accept_late):
            ready.set()
            await asyncio.sleep(delay + 30)

    threading.Thread(target=asyncio.run, args=(main(),), daemon=True).start()
    ready.wait(10)
    ready.paths = paths
    return ready


def test_outside_preheat_the_query_comes_from_the_environment(monkeypatch):
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.setenv("QUERY_STRING", "game=meow-10")
    assert request.query_string() == "game=meow-10"


def test_a_server_slower_than_voilas_five_seconds_still_gives_the_address(preheated):
    server = slow_server(preheated, VOILA_GIVES_UP + 1, {"QUERY_STRING": "game=kittys&players=3"})
    started = time.monotonic()
    assert request.query_string() == "game=kittys&players=3"
    assert time.monotonic() - started > VOILA_GIVES_UP
    assert server.paths == ["/voila/query/k1"]


def test_no_server_gives_an_empty_address_and_a_warning(preheated):
    with pytest.warns(UserWarning, match="page request failed"):
        assert request.query_string() == ""
