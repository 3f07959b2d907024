"""The site with no server (`mathcats site`), measured in Debian's chromium.

    python benchmarks/site.py [--taps 200] [--visits 3]

Builds the site (with the download cache), serves it on 127.0.0.1 and prints:
- the folder's size, and gzipped (what a server that compresses sends);
- a first visit to a usable table (its turn line on screen) from a cold
  browser (a new profile: nothing cached), and a warm one (the service
  worker has every file);
- how fast a tap is answered on screen: from the click to the frame after
  the table is drawn again (computer cats at "cat", answering at once, so
  their moves are in the answer too);
- whether a seeded game played in the page gives the save (the game, seed
  and every move) and the narrated events CPython gives for the same taps.

Then the lessons (the site's JupyterLite, ``lessons/``), every host but
127.0.0.1 refused: a first visit to a lesson's lit card (open, Run all, the
live table's first lit card on screen) from a new profile, and later visits
in the same profile; a tap in the lesson's table; and every lesson run top
to bottom (cells that err, requests beyond the site).

Targets (docs/benchmarks.md "No server"): folder <=30 MB (<=60 MB with the
lessons); usable <=10 s cold, <=3 s warm; a tap answered at p95 <=100 ms;
every hash equal; a lesson's lit card <=15 s first, <=5 s later; a lesson's
tap <=0.3 s; every lesson 0 errors, 0 requests beyond the site.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import random
import re
import statistics
import tempfile
import time
from pathlib import Path
from urllib.parse import urlencode

from playwright.sync_api import sync_playwright

import mathcats
from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS
from mathcats.engine import get_game, load_match
from mathcats.site.build import build
from mathcats.site.lite import notebooks
from mathcats.site.local import LocalServer
from mathcats.site.page import PageTable
from mathcats.table.setup import CHILD, TableSetup

GAMES = [g for g in mathcats.GAMES if get_game(g).table]
READY = 120_000  # ms
LIT = "button.mc-lit:not(.mc-picked)"
HAND = ".mc-hand button:not(.mc-picked)"  # a lesson's card (its table: After a try)
# Click one button; the time until the frame after the table was drawn again.
TIMED_TAP = """(id) => new Promise((done) => {
  const button = document.querySelector(`button[data-id="${id}"]`);
  const start = performance.now();
  const seen = new MutationObserver(() => {
    if (button.isConnected) return;
    seen.disconnect();
    requestAnimationFrame(() => done(performance.now() - start));
  });
  seen.observe(document.body, {childList: true, subtree: true});
  button.click();
})"""
LESSON = "lessons/notebooks/index.html?path={book}"
# The notebook app's menus: the saved outputs cleared, then every cell run.
RUN_ALL = ("Edit", "Clear Outputs of All Cells", "Run", "Run All Cells")
RAN = """() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
  .every((p) => /\\[\\d+\\]/.test(p.textContent))"""
# The kernel's worker: each step of its start (JupyterLite's names) says when it ended.
WORKER = re.compile(r".*/comlink\.worker\.[0-9a-f]+\.js$")
JS = "text/javascript"
STEP = "mathcats-step "
KERNEL_STEPS = ("initRuntime", "initPackageManager", "initKernel")
# A visit's parts: the notebook app on screen (its files and start); the kernel's worker
# started; Pyodide started with mathcats and what it needs; micropip and piplite; the
# kernel's own packages and IPython; then Run all until the table's first lit card.
PHASES = ("app", "worker", "pyodide+packages", "package manager", "kernel", "cells")
ERRED = '[data-mime-type="application/vnd.jupyter.stderr"]'
KEPT = "() => JSON.parse(sessionStorage.getItem('mathcats-table')).save"


def setup_of(game_id: str) -> TableSetup:
    game = get_game(game_id)
    seats = (CHILD,) + ("cat",) * (game.min_players - 1)
    return TableSetup(game_id, seats, lights="always")  # its child taps lit cards


def address(setup: TableSetup, seed: int) -> str:
    return f"{setup.game}.html?{setup.query()}&{urlencode({'seed': seed, 'delay': 0})}"


def usable(page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(".mc-turn", state="visible", timeout=READY)
    return time.perf_counter() - start


def play(page, rng: random.Random, taps: int) -> tuple[list[str], list[float]]:
    """Tap lit cards at random (and Next round) until the game ends: the ids and times."""
    tapped, times = [], []
    while len(tapped) < taps and not page.query_selector('button[data-id="again"]'):
        ids = ["next-round"] if page.query_selector('button[data-id="next-round"]') else []
        ids = ids or page.eval_on_selector_all(LIT, "bs => bs.map(b => b.dataset.id)")
        tapped.append(rng.choice(ids))
        times.append(page.evaluate(TIMED_TAP, tapped[-1]))
    return tapped, times


def events_hash(save: str) -> str:
    match = load_match(save)
    said = [match.narrate(event) for turn in match.history for event in turn.events]
    return hashlib.sha256("\n".join(said).encode()).hexdigest()[:12]


def in_cpython(setup: TableSetup, seed: int, tapped: list[str]) -> str:
    """The save after the same taps on the same table, in this Python."""
    table = PageTable(address(setup, seed).partition("?")[2])
    for tap in tapped:
        table.session.click(tap)
    return table.session.match.to_json()


def run_all(page, url: str) -> None:
    """Open a notebook, clear its saved outputs and run all (the notebook app's menus)."""
    page.goto(url)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=READY)
    for item in RUN_ALL:
        page.get_by_role("menuitem", name=item, exact=True).click()


def timed_kernel(site: Path) -> str:
    """JupyterLite's kernel worker, saying on the console when each step of its start ends."""
    static = site / "lessons/extensions/@jupyterlite/pyodide-kernel-extension/static"
    code = next(static.glob("comlink.worker.*.js")).read_text(encoding="utf-8")
    marks = {"initialize(e){var t;": "initialize"}
    marks |= {f"await this.{step}(e),": step for step in KERNEL_STEPS}
    for step, mark in marks.items():
        assert code.count(step) == 1, f"the kernel's worker changed: no single {step!r}"
        end = ";" if mark == "initialize" else ","
        code = code.replace(step, f"{step}console.log('{STEP}{mark}'){end}", 1)
    return code


def lesson_lit(page, url: str, steps: dict) -> list[float]:
    """Open a lesson, Run all: when the app, the kernel's steps and the table's first card showed.

    (After a try is the lessons' default: nothing is lit.)

    The seconds from the start, in PHASES' order.
    """
    steps.clear()
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=READY)
    shown = time.perf_counter() - start
    deadline = start + READY / 1000
    while KERNEL_STEPS[-1] not in steps and time.perf_counter() < deadline:
        page.wait_for_timeout(20)
    for item in RUN_ALL:
        page.get_by_role("menuitem", name=item, exact=True).click()
    page.wait_for_selector(f".mc-table {HAND}", state="visible", timeout=READY)
    lit = time.perf_counter() - start
    return [shown, *(steps[s] - start for s in ("initialize", *KERNEL_STEPS)), lit]


def phases(visits: list[list[float]]) -> str:
    """Each phase's median seconds (from the end of the one before)."""
    ends = [statistics.median(v[i] for v in visits) for i in range(len(PHASES))]
    parts = [end - before for end, before in zip(ends, [0.0, *ends[:-1]], strict=True)]
    return ", ".join(f"{name} {part:.2f}" for name, part in zip(PHASES, parts, strict=True))


def lesson_runs(page, url: str) -> int:
    """Run every cell of a lesson: how many erred."""
    run_all(page, url)
    page.wait_for_function(RAN, timeout=READY)
    return page.locator(ERRED).count()


def lessons(browser, server, site: Path, visits: int, taps: int) -> None:
    """The lessons' figures: first and later visits to a lit card, taps, offline runs."""
    url = server.url + LESSON.format(book="feed-the-kitten.ipynb")
    outside: list[str] = []

    def route(route) -> None:
        if route.request.url.startswith(server.url):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    kernel, steps = timed_kernel(site), {}

    def step(message) -> None:
        if message.text.startswith(STEP):
            steps[message.text.removeprefix(STEP)] = time.perf_counter()

    first, later, times = [], [], []
    for visit in range(visits):
        context = browser.new_context(viewport={"width": 1366, "height": 768})
        context.route("**/*", route)
        context.route(WORKER, lambda route: route.fulfill(body=kernel, content_type=JS))
        context.on("console", step)
        page = context.new_page()
        first.append(lesson_lit(page, url, steps))
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        later += [lesson_lit(page, url, steps) for _ in range(visits)]
        for _ in range(taps):  # After a try: a hand card, played or turned down, is answered
            page.wait_for_selector(f".mc-table {HAND}", state="visible", timeout=READY)
            tap = page.eval_on_selector(f".mc-table {HAND}", "b => b.dataset.id")
            times.append(page.evaluate(TIMED_TAP, tap))
        if visit == visits - 1:
            erred = {
                book.name: lesson_runs(page, server.url + LESSON.format(book=book.name))
                for book in notebooks()
            }
        context.close()
    for name, visited in (("first", first), ("later", later)):
        print(f"lesson's lit card, {name} visit: {', '.join(f'{v[-1]:.1f}' for v in visited)} s")
        print(f"  its phases (median s): {phases(visited)}")
    print(
        f"lesson's tap answered on screen: p50 {statistics.median(times):.0f} ms,"
        f" max {max(times):.0f} ms ({len(times)} taps)"
    )
    print(f"lessons run top to bottom: cells that erred {erred}; requests elsewhere {outside}")


def folder_size(folder: Path) -> tuple[float, float]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    raw = sum(p.stat().st_size for p in files)
    packed = sum(len(gzip.compress(p.read_bytes(), 6)) for p in files)
    return raw / 1e6, packed / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=200, help="taps timed, across the games")
    parser.add_argument("--visits", type=int, default=3, help="cold and warm visits each")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="mathcats-site-")) / "site"
    start = time.perf_counter()
    build(folder)
    print(f"build: {time.perf_counter() - start:.1f} s (downloads cached)")
    raw, packed = folder_size(folder)
    wasm = (folder / "pyodide" / "pyodide.asm.wasm").stat().st_size / 1e6
    print(f"folder: {raw:.1f} MB, {packed:.1f} MB gzipped (the wasm {wasm:.1f} MB)")
    server = LocalServer(folder)
    first = address(setup_of("feed-the-kitten"), 1)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        cold, warm = [], []
        for _ in range(args.visits):
            context = browser.new_context(viewport={"width": 1366, "height": 768})
            page = context.new_page()
            cold.append(usable(page, server.url + first))
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            for _ in range(args.visits):
                warm.append(usable(page, server.url + first))
            context.close()
        print(f"usable table, cold: {', '.join(f'{t:.2f}' for t in cold)} s")
        print(f"usable table, warm: {', '.join(f'{t:.2f}' for t in warm)} s")

        context = browser.new_context(viewport={"width": 1366, "height": 768})
        page = context.new_page()
        times, equal = [], True
        per_game = max(1, args.taps // len(GAMES))
        for number, game_id in enumerate(GAMES):
            setup, seed = setup_of(game_id), number
            usable(page, server.url + address(setup, seed))
            tapped, taken = play(page, random.Random(seed), per_game)
            times += taken
            ours, theirs = page.evaluate(KEPT), in_cpython(setup, seed, tapped)
            same = ours == theirs and events_hash(ours) == events_hash(theirs)
            equal = equal and same
            print(
                f"{game_id}: {len(tapped)} taps, page {events_hash(ours)}"
                f" CPython {events_hash(theirs)} {'equal' if same else 'DIFFERENT'}"
            )
        context.close()
        lessons(browser, server, folder, args.visits, 10)
        browser.close()
    server.stop()
    cuts = statistics.quantiles(times, n=20)
    print(
        f"tap answered on screen: p50 {statistics.median(times):.0f} ms,"
        f" p95 {cuts[18]:.0f} ms, max {max(times):.0f} ms ({len(times)} taps)"
    )
    print(f"seeded games equal to CPython's: {'yes' if equal else 'NO'}")


if __name__ == "__main__":
    main()
