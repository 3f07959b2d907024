"""A class arriving at once keeps the cores: the table pool refills after the pages load.

With a class of one, the page takes the only preheated table kernel. Voila
would start its replacement half a second later; ``limits.ClassroomKernels``
holds it while the page's browser has not connected, and starts it once it
has, or at once when another page needs it.
"""

from __future__ import annotations

import shutil
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
from websockets.sync.client import connect

from mathcats.app import HOST
from mathcats.app.running import RunningApp
from mathcats.table.setup import TableSetup

HOLD_S = 5  # Voila's own refill starts 0.5 s after a page takes a kernel
WAIT_S = 120  # for a kernel to start, on a busy machine


@pytest.fixture
def app():
    logs = Path(tempfile.mkdtemp(prefix="mathcats-refill-"))
    # A long hold: a refill held when it should not be would wait all of it.
    running = RunningApp(logs / "voila.log", ("--ClassroomKernels.refill_wait=600",), class_size=1)
    try:
        yield running.wait_ready().wait_warm()
    finally:
        running.stop()
        shutil.rmtree(logs)


def table(app: RunningApp) -> str:
    """A table page, fetched as a browser would, but nothing connects to its kernel."""
    url = app.url(f"table.ipynb?{TableSetup('feed-the-kitten', ('child', 'cat'), {}).query()}")
    with urllib.request.urlopen(url, timeout=WAIT_S) as answer:
        page = answer.read().decode()
    return page.split('"kernelId": "', 1)[1].split('"', 1)[0]


def wait_for_kernels(app: RunningApp, count: int) -> None:
    deadline = time.monotonic() + WAIT_S
    while len(app.kernels()) < count:
        assert time.monotonic() < deadline, f"{len(app.kernels())} kernels, not {count}"
        time.sleep(0.2)


def test_the_refill_waits_until_the_page_has_connected(app):
    pooled = len(app.kernels())
    kernel_id = table(app)
    time.sleep(HOLD_S)
    assert len(app.kernels()) == pooled, "the refill started while the page was loading"
    channels = f"ws://{HOST}:{app.port}/api/kernels/{kernel_id}/channels"
    with connect(channels, origin=f"http://{HOST}:{app.port}", open_timeout=WAIT_S):
        wait_for_kernels(app, pooled + 1)


def test_a_refill_another_page_needs_starts_at_once(app):
    pooled = len(app.kernels())
    table(app)  # the first page loads (never connects): the refill is held
    table(app)  # the second takes the held refill, which starts for it
    assert len(app.kernels()) >= pooled + 1
