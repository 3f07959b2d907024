"""A tap held 4 s in the Voila app: the board shows it is thinking and never freezes.

The app's server runs with ``slow_taps``' sitecustomize, so its kernels' table
sessions sleep 4 s before each answer to a tap. The table must not decide its
kernel is lost (the kernel runs, only slowly), must stay usable, and must show
the tap's result when it comes. A server of its own: the others answer at once.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from slow_taps import check_slow_tap, slow_env
from test_app_in_browser import TABLE

from mathcats.app.running import RunningApp
from mathcats.table.setup import TableSetup

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def slow_voila():
    folder = Path(tempfile.mkdtemp(prefix="mathcats-slow-"))
    with pytest.MonkeyPatch.context() as env:
        for name, value in slow_env(folder).items():
            env.setenv(name, value)
        app = RunningApp(folder / "voila.log")  # its kernels inherit the environment
    try:
        yield app.wait_ready()
    finally:
        app.stop()
        shutil.rmtree(folder)


def test_a_tap_held_4_s_keeps_the_board_live_and_shows_its_answer(slow_voila, page):
    setup = TableSetup("feed-the-kitten", ("child", "cat"), {}, speed="fast", lights="always")
    page.goto(slow_voila.url(f"table.ipynb?{setup.query()}"))
    page.wait_for_selector(TABLE)
    figures = check_slow_tap(page)
    print(f"Voila, a tap held 4 s: {figures}")
