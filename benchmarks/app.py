"""How fast the app is in Chromium, through a real Voila server on 127.0.0.1.

    python benchmarks/app.py [--runs 5] [--plays 100] | --class

Prints (as a Markdown table, for docs/benchmarks.md):
- navigation to a usable table (a lit card on screen): cold (a new browser
  profile, nothing cached) and warm (cached page files, a preheated kernel),
  and with the kernel pool turned off, to show what the pool buys;
- click-to-screen latency of a tap (click to the table's answer in the
  status line: plays, and Next round after a round), p50 and p95 over
  ``--plays`` taps against a computer cat,
  with motion on (the page prefers motion; the slides and hops that ran are
  counted: ``--clicks`` measures only this);
- memory: the server, an idle preheated kernel, a kernel with a table;
- a class starting at once: 20 and 30 tabs (in 5 browser contexts) ask for a
  table within 6 s from a warm server keeping that many tables preheated
  (``--class-size``), quiet and beside a CPU hog at nice 10 on every core;
  time from asking to a usable table per tab (p50, p95, max), memory, and
  the CPU time each tab cost Chromium, the server and the kernels
  (``--class``: this instead of the rows above);
- a refusal: a table address that cannot start (``players=30000000``), from
  asking to its kind words on screen in Chromium, and whether it took a
  kernel (``--refusal``: only this).
Targets (issue): usable table <= 2 s warm; click p95 <= 100 ms; a class of
30 each usable with p95 <= 10 s on 2 cores; a refusal <= 1 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from contextlib import nullcontext
from pathlib import Path

from playwright.sync_api import sync_playwright

from mathcats.app.pages import TEXT
from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS, RunningApp, cpu_hog, open_class
from mathcats.table.setup import TableSetup

USABLE = "button.mc-lit"
OVER = "button[data-id=again]"  # Play again: the game is over
NEXT = "button[data-id=next-round]"  # a round's summary is on screen
STATUS_CHANGED = "before => document.querySelector('.mc-status').innerText !== before"
ABSURD = "table.ipynb?game=feed-the-kitten&players=30000000"
# its child taps lit cards: the lights are on (the setup page starts on After a try)
SETUP = TableSetup("feed-the-kitten", ("child", "cat"), {"cans": 5}, speed="fast", lights="always")
CLICK_TIMER = """() => { window.mcTimes = []; window.mcFrames = []; window.mcAnimations = 0;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...how) {
    window.mcAnimations++;
    return animate.apply(this, how);
  };
  document.addEventListener('click', () => { window.mcClicked = performance.now(); }, true);
  new MutationObserver(() => {
    const clicked = window.mcClicked;
    if (clicked) window.mcTimes.push(performance.now() - clicked);
    // and to the frame that paints it, after the motion of that frame has started
    if (clicked) requestAnimationFrame(() => window.mcFrames.push(performance.now() - clicked));
    window.mcClicked = null;
  }).observe(document.querySelector('.mc-status'),
             {childList: true, subtree: true, characterData: true}); }"""


def time_to_table(page, url: str) -> float:
    started = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.wait_for_selector(USABLE, state="visible", timeout=120_000)
    return time.perf_counter() - started


def wait_for_pools(app: RunningApp, kernels: int) -> None:
    """Let the server refill its pools (kernels started in the background)."""
    deadline = time.monotonic() + 60
    while len(app.kernels()) < kernels and time.monotonic() < deadline:
        time.sleep(0.2)
    time.sleep(1.0)  # the new kernels finish their first cell


def navigation(browser, app: RunningApp, runs: int) -> dict[str, list[float]]:
    url = app.url(f"table.ipynb?{SETUP.query()}")
    pooled = len(app.kernels())
    cold, warm = [], []
    for _ in range(runs):
        context = browser.new_context()
        page = context.new_page()
        cold.append(time_to_table(page, url))
        page.goto("about:blank")
        wait_for_pools(app, pooled)
        warm.append(time_to_table(page, url))
        page.goto("about:blank")
        context.close()
        wait_for_pools(app, pooled)
    return {"cold": cold, "warm": warm}


def clicks(browser, app: RunningApp, plays: int) -> tuple[list[float], list[float], int]:
    """Click-to-screen times of ``plays`` taps (new games as needed), motion on.

    Also the times to the next frame (motion started) and how many animations ran.
    """
    page = browser.new_page(reduced_motion="no-preference")
    times: list[float] = []
    frames: list[float] = []
    animations = 0
    while len(times) < plays:
        time_to_table(page, app.url(f"table.ipynb?{SETUP.query()}"))
        page.evaluate(CLICK_TIMER)
        while len(page.evaluate("window.mcTimes")) < plays - len(times):
            page.wait_for_selector(f"{USABLE}, {OVER}, {NEXT}", timeout=60_000)
            if page.locator(OVER).count():
                break
            count = len(page.evaluate("window.mcTimes"))
            if page.locator(NEXT).is_visible():  # a round's summary: its tap is timed too
                page.locator(NEXT).click()
            else:
                page.locator(f".mc-hand {USABLE}, .mc-group-actions {USABLE}").first.click()
            page.wait_for_function(f"window.mcTimes.length > {count}")
        times += page.evaluate("window.mcTimes")
        frames += page.evaluate("window.mcFrames")
        animations += page.evaluate("window.mcAnimations")
    page.goto("about:blank")
    page.close()
    return times[:plays], frames[:plays], animations


def refusals(browser, app: RunningApp, runs: int) -> tuple[str, str]:
    """Seconds from asking for an address that cannot start to its kind words on screen."""
    page = browser.new_page()
    kernels = len(app.kernels())
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        page.goto(app.url(ABSURD), wait_until="commit")
        page.get_by_text(TEXT["bad-setup"]).wait_for(timeout=60_000)
        times.append(time.perf_counter() - started)
        page.goto("about:blank")
    page.close()
    return (
        f"refusal of players=30000000, {runs} runs (target <= 1 s)",
        f"p50 {p(times, 0.5) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms; "
        f"kernels {kernels} before, {len(app.kernels())} after",
    )


def class_start(browser, logs: Path, tabs: int, hog: bool) -> str:
    """A class of ``tabs`` opening tables at once: the row's figures."""
    app = RunningApp(logs / f"class-{tabs}.log", class_size=tabs).wait_ready(300).wait_warm()
    try:
        with cpu_hog() if hog else nullcontext():
            load = os.getloadavg()[0]
            before = cpu_split(app)
            try:
                crowd = open_class(
                    browser, app.url(f"table.ipynb?{SETUP.query()}"), tabs, 5, 6.0, 300
                )
            except RuntimeError as stuck:  # a broken or stuck tab is the figure
                return str(stuck)
            cpu = [(after - was) / tabs for after, was in zip(cpu_split(app), before, strict=True)]
            server, kernels = app.memory_mb()
            taps = [first_tap(tab) for tab in crowd.tabs]
            crowd.close()
    finally:
        app.stop()
    times = crowd.seconds
    return (
        f"p50 {p(times, 0.5):.1f} s, p95 {p(times, 0.95):.1f} s, max {max(times):.1f} s; "
        f"{len(kernels)} kernels {sum(kernels) / 1024:.2f} GB + server {server:.0f} MB; "
        f"load {load:.1f} as it began; reloads {sum(crowd.loads) - tabs}; "
        f"first tap to a new status line (the cat's fast turn in it) p50 {p(taps, 0.5):.1f} s, "
        f"p95 {p(taps, 0.95):.1f} s; CPU per tab until all were usable: Chromium {cpu[0]:.2f} s, "
        f"server {cpu[1]:.2f} s, kernels {cpu[2]:.2f} s"
    )


def cpu_split(app: RunningApp) -> tuple[float, float, float]:
    """CPU seconds used so far by Chromium's processes, the server and its live kernels."""
    parents, used, names = {}, {}, {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            name, fields = stat.read_text().split("(", 1)[1].rsplit(")", 1)
        except OSError:  # the process has just ended
            continue
        pid, fields = int(stat.parent.name), fields.split()
        parents[pid], names[pid] = int(fields[1]), name
        used[pid] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    ours = {os.getpid()}
    while grown := {pid for pid, parent in parents.items() if parent in ours} - ours:
        ours |= grown
    chromium = sum(used[pid] for pid in ours if names[pid].startswith("chrom"))
    kernels = sum(used.get(pid, 0.0) for pid in app.kernels())
    return chromium, used.get(app.process.pid, 0.0), kernels


def first_tap(tab) -> float:
    """Seconds from a tap on a lit card to the table's answer in its status line."""
    before = tab.inner_text(".mc-status")
    started = time.perf_counter()
    tab.locator(USABLE).first.click()
    tab.wait_for_function(STATUS_CHANGED, arg=before, timeout=60_000)
    return time.perf_counter() - started


def class_rows(browser, logs: Path, sizes: list[int]) -> list[tuple[str, str]]:
    return [
        (
            f"class of {tabs} at once, {'CPU hog at nice 10' if hog else 'quiet'}",
            class_start(browser, logs, tabs, hog),
        )
        for tabs in sizes
        for hog in (False, True)
    ]


def p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[round(q * (len(ordered) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--plays", type=int, default=100)
    parser.add_argument("--class", dest="crowd", action="store_true", help="a class at once")
    parser.add_argument("--tabs", type=int, nargs="+", default=[20, 30], help="class sizes")
    parser.add_argument("--clicks", action="store_true", help="only click to screen, motion on")
    parser.add_argument("--refusal", action="store_true", help="only a refused table address")
    args = parser.parse_args()
    logs = Path(tempfile.mkdtemp(prefix="mathcats-bench-"))
    rows = [("machine load (1, 5, 15 min), at the start", loads())]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        if args.crowd:
            rows += class_rows(browser, logs, args.tabs)
            browser.close()
            return print_rows(rows)
        app = RunningApp(logs / "voila.log").wait_ready()
        if args.clicks or args.refusal:
            try:
                if args.refusal:
                    rows.append(refusals(browser, app.wait_warm(), args.runs))
                else:
                    rows.append(click_row(*clicks(browser, app, args.plays)))
            finally:
                app.stop()
                browser.close()
            return print_rows(rows)
        try:
            idle_kernels = app.memory_mb()[1]
            nav = navigation(browser, app, args.runs)
            times, frames, animations = clicks(browser, app, args.plays)
            page = browser.new_page()
            time_to_table(page, app.url(f"table.ipynb?{SETUP.query()}"))
            server, kernels = app.memory_mb()
            playing = max(kernels)
            page.goto("about:blank")
            page.close()
        finally:
            app.stop()
        cold_app = RunningApp(logs / "nopool.log", ("--VoilaConfiguration.preheat_kernel=False",))
        cold_app.wait_ready(pools=False)
        try:
            page = browser.new_page()
            no_pool = [time_to_table(page, cold_app.url(f"table.ipynb?{SETUP.query()}"))]
            for _ in range(args.runs - 1):
                page.goto("about:blank")
                no_pool.append(time_to_table(page, cold_app.url(f"table.ipynb?{SETUP.query()}")))
        finally:
            cold_app.stop()
        browser.close()

    def seconds(values):
        return f"{statistics.median(values):.2f} s (max {max(values):.2f} s, {len(values)} runs)"

    rows.append(("usable table, cold (new browser profile)", seconds(nav["cold"])))
    rows.append(("usable table, warm (target <= 2 s)", seconds(nav["warm"])))
    rows.append(("usable table, no kernel pool", seconds(no_pool)))
    rows.append(click_row(times, frames, animations))
    rows.append(("memory: server", f"{server:.0f} MB"))
    rows.append(("memory: idle preheated kernel", f"{statistics.median(idle_kernels):.0f} MB"))
    rows.append(("memory: kernel with a table", f"{playing:.0f} MB"))
    print_rows(rows)


def click_row(times: list[float], frames: list[float], animations: int) -> tuple[str, str]:
    return (
        f"click to screen, {len(times)} taps, motion on (target p95 <= 100 ms)",
        f"p50 {p(times, 0.5):.0f} ms, p95 {p(times, 0.95):.0f} ms; to the frame that paints it "
        f"p50 {p(frames, 0.5):.0f} ms, p95 {p(frames, 0.95):.0f} ms; {animations} animations ran",
    )


def loads() -> str:
    return ", ".join(f"{x:.1f}" for x in os.getloadavg())


def print_rows(rows: list[tuple[str, str]]) -> None:
    rows.append(("machine load (1, 5, 15 min), at the end", loads()))
    print("| what | figure |\n| --- | --- |")
    for what, figure in rows:
        print(f"| {what} | {figure} |")


if __name__ == "__main__":
    main()
