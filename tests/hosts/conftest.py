"""Real notebook hosts on 127.0.0.1 (a free port, a token), each in a folder of its own.

``jupyter lab`` serves JupyterLab and Notebook 7 (the notebook package adds
its pages to the same server) on a copy of the lessons; ``marimo run``
serves a small app with the table. Each is started once a module, waited for
(bounded), and stopped at the end; its log is shown when it does not start.
Each page runs in Debian's chromium with every request but 127.0.0.1 refused.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

LESSONS = Path(__file__).parents[2] / "lessons"
START = 120  # s for a host to answer, on a busy machine


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Host:
    """A host's process, its address (``url``, ending in /) and ``token``."""

    def __init__(self, command: list[str], folder: Path, port: int, token: str, ready: str):
        self.url, self.token, self.log = f"http://127.0.0.1:{port}/", token, folder / "host.log"
        env = {**os.environ, "JUPYTER_CONFIG_DIR": str(folder / "config")}
        env |= {"JUPYTER_RUNTIME_DIR": str(folder / "runtime"), "MARIMO_SKIP_UPDATE_CHECK": "1"}
        env |= {"JUPYTERLAB_SETTINGS_DIR": str(folder / "settings")}
        with self.log.open("w") as log:
            self.process = subprocess.Popen(
                command, cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT
            )
        deadline = time.monotonic() + START
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                with urllib.request.urlopen(self.url + ready, timeout=5):
                    return
            except OSError:
                time.sleep(0.5)
        self.stop()
        raise AssertionError(f"{command[2]} did not start:\n{self.log.read_text()[-3000:]}")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)


@pytest.fixture(scope="module")
def jupyter(tmp_path_factory):
    """``jupyter lab`` on a copy of the lessons: JupyterLab at lab/, Notebook 7 at notebooks/."""
    folder = tmp_path_factory.mktemp("jupyter")
    for book in LESSONS.glob("*.ipynb"):
        shutil.copy(book, folder / book.name)
    port, token = free_port(), secrets.token_hex(16)
    command = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ServerApp.ip=127.0.0.1"]
    command += [f"--ServerApp.port={port}", "--ServerApp.port_retries=0"]
    command += [f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={folder}"]
    command += [f"--LabApp.workspaces_dir={folder / 'workspaces'}"]
    # Every cell drawn (no windowing), so the test finds the table wherever it is.
    tracker = folder / "settings" / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True)
    (tracker / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    command += ["--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
    command += ["--LabApp.extension_manager=readonly", "--allow-root"]  # CI runs as root
    host = Host(command, folder, port, token, f"api/status?token={token}")
    yield host
    host.stop()


class Guard:
    """Refuses and remembers every request that leaves 127.0.0.1; remembers page errors."""

    def __init__(self):
        self.outside: list[str] = []
        self.errors: list[str] = []

    def route(self, route) -> None:
        url = route.request.url
        if urlsplit(url).scheme in ("data", "blob") or urlsplit(url).hostname == "127.0.0.1":
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()


@pytest.fixture
def page(browser):
    """A page in a fresh context, offline but for 127.0.0.1; checked when the test ends."""
    guard = Guard()
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.route("**/*", guard.route)
    page = context.new_page()
    page.errors = guard.errors  # the host's own errors are its; a test checks for the table's
    page.on("pageerror", lambda error: guard.errors.append(str(error)))
    yield page
    page.goto("about:blank")
    context.close()
    assert guard.outside == [], f"requests left 127.0.0.1: {guard.outside}"
