"""A Voila server of the app on a free port, for the browser tests and the benchmark.

Started exactly as ``mathcats serve`` starts it; ``start()`` waits until the
kernel pools are warm, ``stop()`` ends it and its kernels. ``RunningClass``
is ``mathcats serve --class --ip 127.0.0.1`` the same way.
"""

from __future__ import annotations

import json
import os
import re
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from . import CLASS_SIZE, HOST, Settings, voila_command

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
        argv, env = voila_command(Settings(self.port, class_size=class_size))
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
                sizes.append(rss_mb(pid))
            except FileNotFoundError:
                continue
        return sizes[0], sizes[1:]

    def stop(self) -> None:
        stop(self.process, 30)


def merged(board: dict, changes: dict) -> dict:
    """The class dashboard after a "changes" frame: each change's fields replace its card's,
    a list's changed lines by index; a new table's card (whole) goes last."""
    cards = {card["code"]: card for card in board["tables"]}
    for change in changes["tables"]:
        card = dict(cards.get(change["code"], {}))
        for name, value in change.items():
            card[name] = with_lines(card.get(name, []), value) if isinstance(value, dict) else value
        cards[change["code"]] = card
    return {**board, "paused": changes["paused"], "tables": list(cards.values())}


def with_lines(lines: list, changed: dict[str, Any]) -> list:
    """``lines`` with ``changed`` ({"3": line}: by index; past the end, added)."""
    found = list(lines)
    for index, line in sorted(changed.items(), key=lambda item: int(item[0])):
        if int(index) < len(found):
            found[int(index)] = line
        else:
            found.append(line)
    return found


class ClassTeacher:
    """The teacher's socket, from Python: make tables, act, read the dashboard.

    ``dashboard`` is the whole dashboard with every change read since added.
    """

    CHANGES_SECONDS = 1.0  # changes come within this long of an action

    def __init__(self, server: RunningClass, seconds: float = 15):
        import websocket  # websocket-client: a test dependency

        self.seconds = seconds
        where = urlsplit(server.teacher)
        origin = f"http://{where.netloc}"
        url = f"ws://{where.netloc}/class/teacher/ws?{where.query}"
        self.ws = websocket.create_connection(url, timeout=self.seconds, origin=origin)
        self.dashboard = self.next("dashboard")

    def next(self, kind: str) -> dict:
        """The next frame of ``kind`` (others are read past, changes kept), within the timeout."""
        deadline = time.monotonic() + self.seconds
        while time.monotonic() < deadline:
            frame = json.loads(self.ws.recv())
            if frame["type"] == "changes":
                self.dashboard = merged(self.dashboard, frame)
            if frame["type"] == kind:
                return frame
            if frame["type"] == "refused":
                raise RuntimeError(f"the host refused: {frame}")
        raise RuntimeError(f"no {kind} frame in {self.seconds} s")

    def send(self, **frame) -> None:
        self.ws.send(json.dumps(frame))

    def make(
        self, game=None, players=3, children=3, tables=1, lights="always", **options
    ) -> list[str]:
        """New tables' codes (``game``: by default the first game the teacher's page offers).

        ``lights``: "always" unless asked, not Make tables' After a try: the scripted
        children tap lit cards.
        """
        before = {t["code"] for t in self.dashboard["tables"]}
        self.send(
            type="make",
            game=game or self.dashboard["games"][0]["id"],
            players=players,
            children=children,
            level="cat",
            options=options,
            tables=tables,
            lights=lights,
        )
        while True:
            self.next("changes")
            made = [t["code"] for t in self.dashboard["tables"] if t["code"] not in before]
            if len(made) == tables:
                return made

    def tables(self) -> list[dict]:
        """The tables now: the changes the host sends within ``CHANGES_SECONDS``, kept."""
        import websocket

        self.send(type="ping")
        self.next("pong")
        self.ws.settimeout(self.CHANGES_SECONDS)
        deadline = time.monotonic() + self.CHANGES_SECONDS
        try:
            while time.monotonic() < deadline:
                self.next("changes")
        except websocket.WebSocketTimeoutException:
            pass  # quiet: nothing more changed
        finally:
            self.ws.settimeout(self.seconds)
        return self.dashboard["tables"]

    def table(self, code: str) -> dict:
        return next(t for t in self.tables() if t["code"] == code)

    def close(self) -> None:
        self.ws.close()


def rss_mb(pid: int) -> float:
    """A process's resident memory, in MB."""
    status = Path(f"/proc/{pid}/status").read_text()
    return next(int(line.split()[1]) for line in status.splitlines() if line[:6] == "VmRSS:") / 1024


def stop(process: subprocess.Popen, seconds: float) -> None:
    """End ``process``: asked first, killed after ``seconds``."""
    process.terminate()
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class RunningClass:
    """``mathcats serve --class --ip 127.0.0.1`` on a free port (or ``port``), its journal in
    ``folder``; ``child`` and ``teacher`` are the two addresses it prints."""

    LINES = re.compile(r"Children: (?P<child>\S+)\s+Teacher: (?P<teacher>\S+)")

    def __init__(self, folder: Path, port: int | None = None, seconds: float = 60):
        self.folder, self.port = folder, port or free_port()
        self.log = folder / "serve.log"
        argv = [sys.executable, "-m", "mathcats.cli", "serve", "--class", "--ip", HOST]
        argv += ["--port", str(self.port), "--data", str(folder / "data"), "--class-size", "0"]
        with self.log.open("a") as out:
            self.process = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and self.process.poll() is None:
            found = self.LINES.search(self.log.read_text())
            try:
                if found:
                    with urllib.request.urlopen(found["child"], timeout=5):
                        self.child, self.teacher = found["child"], found["teacher"]
                        return
            except OSError:
                pass
            time.sleep(0.2)
        stop(self.process, 10)
        raise RuntimeError(f"the class server did not start:\n{self.log.read_text()[-3000:]}")

    def memory_mb(self) -> float:
        return rss_mb(self.process.pid)

    def stop(self) -> None:
        if self.process.poll() is None:
            stop(self.process, 10)


# Class play in tabs (benchmarks/class_tabs.py and its test): tables of SEATS children.
SEATS = 3
CLASS_USABLE = ".mc-table .mc-hand .mc-item"  # a child's own cards, drawn
CLASS_TAP = ".mc-table button.mc-lit:visible, .mc-party-go button"  # a lit card, or Next round
# In each tab: tap the cat of seat window.mcSeat as soon as the cats are there,
# and time the tap to the hand on screen, and any click to the next drawn answer.
CLASS_TIMER = """() => {
  window.mcTap = null; window.mcUsable = null; window.mcClicked = null; window.mcAnswers = [];
  new MutationObserver(() => {
    const cat = document.querySelector(`button.mc-class-seat[data-seat="${window.mcSeat}"]`);
    if (cat && window.mcTap === null) {
      window.mcTap = performance.now();
      cat.click();
    }
    if (window.mcTap !== null && window.mcUsable === null && document.querySelector(USABLE)) {
      window.mcUsable = performance.now() - window.mcTap;
    }
    if (window.mcClicked !== null) {  // the first change after a tap: its answer
      window.mcAnswers.push(performance.now() - window.mcClicked);
      window.mcClicked = null;
    }
  }).observe(document, {subtree: true, childList: true, characterData: true});
  document.addEventListener("click", (e) => {
    if (e.isTrusted && e.target.closest(".mc-table button")) window.mcClicked = performance.now();
  }, true);
}""".replace("USABLE", json.dumps(CLASS_USABLE))


@dataclass
class ClassTabs:
    """The figures of one run."""

    usable_ms: list[float] = field(default_factory=list)
    answer_ms: list[float] = field(default_factory=list)
    joined_s: float = 0.0  # from the first tab's asking to the last one's
    server_mb: float = 0.0


def p95(values: list[float]) -> float:
    """The 95th percentile of ``values``."""
    return statistics.quantiles(values, n=20, method="inclusive")[18]


def join_class(
    browser, server: RunningClass, tabs: int, stagger: float, within: float
) -> ClassTabs:
    """``tabs`` tabs join tables of 3 over ``stagger`` s; each usable and answering a tap
    ``within`` s, or ``RuntimeError`` naming the tab."""
    teacher = ClassTeacher(server)
    codes = teacher.make(players=SEATS, children=SEATS, tables=-(-tabs // SEATS))
    teacher.close()
    contexts = [browser.new_context(viewport={"width": 1024, "height": 768}) for _ in range(tabs)]
    for n, context in enumerate(contexts):
        context.add_init_script(f"window.mcSeat = {n % SEATS}; ({CLASS_TIMER})();")
    pages = [context.new_page() for context in contexts]  # the devices, switched on
    result = ClassTabs()
    # Each tab is told when to go (by the clock all tabs share), then they go by themselves.
    start = 1000 * time.time() + 1000 + 50 * tabs
    for n, page in enumerate(pages):
        address = f"{server.child}?code={codes[n // SEATS]}"
        page.evaluate(
            "([url, at]) => setTimeout(() => { location.href = url; }, at - Date.now())",
            [address, start + 1000 * stagger * n / max(1, tabs - 1)],
        )
    began = time.monotonic()
    try:
        for page in pages:
            left = max(1.0, began + within - time.monotonic())
            page.wait_for_function("window.mcUsable !== null", timeout=1000 * left)
            result.usable_ms.append(page.evaluate("window.mcUsable"))
        asked = [page.evaluate("performance.timeOrigin") for page in pages]  # when each went
        result.joined_s = (max(asked) - min(asked)) / 1000
        for table in range(len(codes)):  # each child of the table taps a lit card, in turn
            at = pages[table * SEATS : (table + 1) * SEATS]
            for _ in at:
                mover = _mover(at)
                asked = mover.evaluate("window.mcAnswers.length")
                mover.locator(CLASS_TAP).first.click()
                mover.wait_for_function(f"window.mcAnswers.length > {asked}", timeout=10_000)
                result.answer_ms.append(mover.evaluate("window.mcAnswers.at(-1)"))
                for other in at:  # until the move is drawn at every seat
                    other.locator(".mc-table .mc-log li").first.wait_for(timeout=10_000)
    except Exception as error:
        where = next((n for n, p in enumerate(pages) if not p.evaluate("window.mcUsable")), "?")
        raise RuntimeError(f"tab {where}: {error}") from error
    finally:
        result.server_mb = server.memory_mb()
        for context in contexts:
            context.close()
    return result


def _mover(pages: list, seconds: float = 10) -> object:
    """The tab of a table whose child has a lit card (the one whose turn it is)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for page in pages:
            if page.locator(CLASS_TAP).count():
                return page
        time.sleep(0.05)
    raise RuntimeError(f"no child of the table can tap in {seconds} s")


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
