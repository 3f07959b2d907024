"""The table in the notebook hosts a teacher or a researcher opens, in Debian's chromium.

JupyterLab and Notebook 7 (a real ``jupyter lab`` on 127.0.0.1): open a
lesson, run all, tap a lit card, see the move; a tap while the kernel is
busy for 4 s is answered when it is free, and the board still plays.
marimo: ``mo.ui.anywidget`` of the table in a ``marimo run`` app, played to
a move. (JupyterLite: tests/site/test_lessons_lite.py.)
"""

from __future__ import annotations

import secrets
import sys
from pathlib import Path

import pytest
from conftest import Host, free_port

sys.path.insert(0, str(Path(__file__).parents[1] / "browser"))
from notebooks import CARD, UNREGISTERED, busy_kernel, run_all, tap_and_see

pytestmark = pytest.mark.browser
READY = 240_000  # ms: the page, the kernel and every cell, on a busy 2-core machine
ANSWER = 30_000  # ms for a tap's move to be told
PAGES = {"JupyterLab": "lab/tree/{book}", "Notebook 7": "notebooks/{book}"}
MARIMO_APP = """import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo

    import mathcats

    table = mo.ui.anywidget(mathcats.play("meow-10", players=2, humans=[0], bots="kitten", seed=3))
    table
    return


if __name__ == "__main__":
    app.run()
"""


@pytest.mark.parametrize("host", PAGES)
def test_a_lesson_runs_and_its_table_plays(host, jupyter, page):
    url = f"{jupyter.url}{PAGES[host].format(book='feed-the-kitten.ipynb')}?token={jupyter.token}"
    errors = run_all(page, url, READY)
    assert page.locator(".mc-table").count() > 0
    tap_and_see(page, ANSWER)
    assert not [e for e in errors + page.errors if UNREGISTERED.search(e)], errors


@pytest.mark.parametrize("host", PAGES)
def test_a_slow_tap_does_not_freeze_the_board(host, jupyter, page):
    url = f"{jupyter.url}{PAGES[host].format(book='meow-10.ipynb')}?token={jupyter.token}"
    run_all(page, url, READY)
    busy_kernel(page, 4)
    tap_and_see(page, ANSWER)  # answered once the kernel is free
    tap_and_see(page, ANSWER)  # and the board still plays


def test_marimo_plays_the_table_through_mo_ui_anywidget(tmp_path, page):
    (tmp_path / "table.py").write_text(MARIMO_APP)
    port, token = free_port(), secrets.token_hex(16)
    command = [sys.executable, "-m", "marimo", "run", "table.py", "--host", "127.0.0.1"]
    command += ["-p", str(port), "--headless", "--token-password", token, "--no-sandbox"]
    host = Host(command, tmp_path, port, token, "health")
    try:
        page.goto(f"{host.url}?access_token={token}")
        page.locator(CARD).first.wait_for(timeout=READY)
        tap_and_see(page, ANSWER)
    finally:
        host.stop()
