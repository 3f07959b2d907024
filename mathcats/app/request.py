"""The address a page was asked for, as its kernel learns it (patiently).

A preheated kernel runs its page's notebook before anyone asks for the page,
then waits: it opens a websocket to the Voila server and receives the request
(``voila.utils.wait_for_request``). Voila gives that websocket 5 seconds to
open and otherwise carries on without the address, so on a busy machine (twenty
tables starting at once on two cores) a kernel could draw "This game cannot
start" for whichever child it is given. :func:`query_string` does the same
wait with a patient connection. It does not try again if the connection
fails: Voila's server keeps one waiting connection per kernel, and a second
one can take the request meant for another kernel.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
import warnings

OPEN_SECONDS = 120  # for the websocket to open on a very busy machine


def query_string() -> str:
    """This page's query string ("" outside Voila).

    The variables are Voila's (``voila.utils.ENV_VARIABLE``), read by name:
    importing ``voila.utils`` would load the Jupyter server into every kernel
    (about 44 MB).
    """
    if os.getenv("VOILA_PREHEAT", "False") != "False":
        _wait_for_request(_request_url())
    return os.getenv("QUERY_STRING") or ""


def _request_url() -> str:
    """Where Voila hands a preheated kernel its request (as voila.utils builds it)."""
    protocol = os.getenv("VOILA_WS_PROTOCOL", "ws")
    ip = os.getenv("VOILA_APP_IP", "127.0.0.1")
    port = os.getenv("VOILA_APP_PORT", "8866")
    base = os.getenv("VOILA_WS_BASE_URL", os.getenv("VOILA_SERVER_URL", "/"))
    return f"{protocol}://{ip}:{port}{base}voila/query/{os.getenv('VOILA_KERNEL_ID')}"


def _wait_for_request(url: str) -> None:
    """Receive the request's details into the environment (nothing if the connection fails)."""
    import websockets

    received: list[str] = []

    async def receive() -> None:
        # No keepalive pings: a pooled kernel may wait for hours, and a busy server
        # that answers a ping late would have the line closed and the address lost.
        async with websockets.connect(url, open_timeout=OPEN_SECONDS, ping_interval=None) as socket:
            received.append(await socket.recv())

    def run() -> None:  # the kernel's own event loop is busy running this cell
        try:
            asyncio.run(receive())
        except (OSError, TimeoutError, websockets.WebSocketException) as error:
            warnings.warn(f"Waiting for the page request failed: {error!r}", stacklevel=1)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if received:
        os.environ.update(json.loads(received[0]))
