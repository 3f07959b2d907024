"""A Voila server of the app on a free port, for the browser tests and the benchmark.

Started exactly as ``mathcats serve`` starts it; ``start()`` waits until the
kernel pools are warm, ``stop()`` ends it and its kernels.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from . import CLASS_SIZE, HOST, voila_command

POOLS_READY = "Kernel pool of table.ipynb is filled"
USABLE = "button.mc-lit"  # a table a child can play: a lit card
BROKEN = ("Error displaying widget", "not answering", "Something went wrong")
WARM_QUIET = 3  # seconds in a row with the kernels' count steady and little CPU used
WARM_CPU = 0.2  # CPU seconds per second: all kernels together, waiting
# Debian's chromium, as the browser tests and the benchmark drive it (never a downloaded one).
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


class RunningApp:
    """The server process, its address and its log."""

    def __init__(
        self,
        log: Path,
        extra_args: tuple[str, ...] = (),
        port: int | None = None,
        class_size: int = CLASS_SIZE,
    ):
        self.log = log
        self.port = port or free_port()  # give a restarted server its old port
        argv, env = voila_command(self.port, class_size=class_size)
        with log.open("w") as out:
            self.process = subprocess.Popen(
                [*argv, *extra_args], env=env, stdout=out, stderr=subprocess.STDOUT
            )

    def url(self, page: str) -> str:
        return f"http://{HOST}:{self.port}/voila/render/{page}"

    def wait_ready(self, seconds: float = 180, pools: bool = True) -> RunningApp:
        """Wait until the server answers (and, with ``pools``, its pools are warm)."""
        deadline = time.monotonic() + seconds
        css = f"http://{HOST}:{self.port}/voila/templates/mathcats/static/mathcats.css"
        while True:
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"Voila did not start:\n{self.log.read_text()[-3000:]}")
            if not pools or POOLS_READY in self.log.read_text():
                try:
                    with urllib.request.urlopen(css, timeout=5):
                        return self
                except OSError:
                    pass
            time.sleep(0.2)

    def wait_warm(self, seconds: float = 600) -> RunningApp:
        """Wait until the kernels are warm: no more start, and none is busy (CPU)."""
        deadline = time.monotonic() + seconds
        quiet, last = 0, None
        while quiet < WARM_QUIET:
            if time.monotonic() > deadline:
                raise RuntimeError(f"Kernels still starting after {seconds} s: {last}")
            time.sleep(1)
            now = (len(self.kernels()), self.cpu_seconds())
            calm = last is not None and now[0] == last[0] and now[1] - last[1] < WARM_CPU
            quiet, last = (quiet + 1 if calm else 0), now
        return self

    def cpu_seconds(self) -> float:
        """CPU time used so far by the server and its kernels."""
        ticks = 0
        for pid in [self.process.pid, *self.kernels()]:
            try:
                ticks += sum(int(f) for f in Path(f"/proc/{pid}/stat").read_text().split()[13:15])
            except (FileNotFoundError, ProcessLookupError):
                continue
        return ticks / os.sysconf("SC_CLK_TCK")

    def kernels(self) -> list[int]:
        """The pids of the server's kernels."""
        pid = self.process.pid
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]

    def memory_mb(self) -> tuple[float, list[float]]:
        """Resident memory of the server and of each kernel, in MB."""
        sizes = []
        for pid in [self.process.pid, *self.kernels()]:
            try:
                status = Path(f"/proc/{pid}/status").read_text()
            except FileNotFoundError:
                continue
            kb = next(int(line.split()[1]) for line in status.splitlines() if line[:6] == "VmRSS:")
            sizes.append(kb / 1024)
        return sizes[0], sizes[1:]

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@contextmanager
def cpu_hog() -> Iterator[None]:
    """A busy loop at nice 10 on every core while inside (a teacher's busy laptop)."""
    loops = [
        subprocess.Popen(["nice", "-n", "10", sys.executable, "-c", "while True: pass"])
        for _ in range(os.cpu_count() or 2)
    ]
    try:
        yield
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


@dataclass
class Crowd:
    """Tabs opened at about the same moment; ``loads`` counts each tab's page loads."""

    contexts: list
    tabs: list
    loads: list[int]
    seconds: list[float] = field(default_factory=list)  # from asking to a usable table

    def close(self) -> None:
        for context in self.contexts:
            context.close()


def open_class(
    browser, url: str, count: int, contexts: int, stagger: float, within: float, on_request=None
) -> Crowd:
    """Open ``url`` in ``count`` tabs (in ``contexts`` browser contexts) over ``stagger``
    seconds and wait for each to be usable (a lit card). Raises ``RuntimeError`` with a
    tab's text as soon as one breaks, or when one is not usable ``within`` seconds.
    ``on_request`` (if given) sees every request the tabs make."""
    profiles = [
        browser.new_context(viewport={"width": 1200, "height": 900}) for _ in range(contexts)
    ]
    for profile in profiles if on_request else ():
        profile.on("request", on_request)
    crowd = Crowd(profiles, [profiles[n % contexts].new_page() for n in range(count)], [0] * count)
    for n, tab in enumerate(crowd.tabs):
        tab.on("framenavigated", lambda frame, n=n: _count_load(crowd.loads, n, frame))
    asked = []
    for tab in crowd.tabs:
        asked.append(time.monotonic())
        tab.goto(url, wait_until="commit")
        tab.wait_for_timeout(1000 * stagger / count)
    usable: list[float | None] = [None] * count
    deadline = time.monotonic() + within
    while None in usable:
        for n, tab in enumerate(crowd.tabs):
            if usable[n] is None and tab.locator(USABLE).count():
                usable[n] = time.monotonic() - asked[n]
            elif usable[n] is None and any(words in page_text(tab) for words in BROKEN):
                raise RuntimeError(f"tab {n} broke: {page_text(tab)!r}")
        if time.monotonic() > deadline:
            n = usable.index(None)
            raise RuntimeError(
                f"tab {n} not usable in {within:.0f} s: {page_text(crowd.tabs[n])!r}"
            )
        time.sleep(0.2)
    crowd.seconds = usable
    return crowd


def _count_load(loads: list[int], n: int, frame) -> None:
    if frame.parent_frame is None:
        loads[n] += 1


def page_text(tab) -> str:
    """The start of what a tab shows (its body's text)."""
    try:
        return tab.inner_text("body")[:300]
    except Exception:  # the page is between two loads
        return "(loading)"
