"""How fast the app is in Chromium, through a real Voila server on 127.0.0.1.

    python benchmarks/app.py [--runs 5] [--plays 100]

Prints (as a Markdown table, for docs/benchmarks.md):
- navigation to a usable table (a lit card on screen): cold (a new browser
  profile, nothing cached) and warm (cached page files, a preheated kernel),
  and with the kernel pool turned off, to show what the pool buys;
- click-to-screen latency of a play (click to the table's answer in the
  status line), p50 and p95 over ``--plays`` plays against a computer cat;
- memory: the server, an idle preheated kernel, a kernel with a table;
- twenty tables opened at once: time until all are usable, memory.
Targets (issue): usable table <= 2 s warm; click p95 <= 100 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS, RunningApp
from mathcats.app.setup import TableSetup

USABLE = "button.mc-lit"
SETUP = TableSetup("feed-the-kitten", ("child", "cat"), {"cans": 5}, speed="fast")
CLICK_TIMER = """() => { window.mcTimes = [];
  document.addEventListener('click', () => { window.mcClicked = performance.now(); }, true);
  new MutationObserver(() => {
    if (window.mcClicked) window.mcTimes.push(performance.now() - window.mcClicked);
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


def clicks(browser, app: RunningApp, plays: int) -> list[float]:
    """Click-to-screen times of ``plays`` plays (new games as needed)."""
    page = browser.new_page()
    times: list[float] = []
    while len(times) < plays:
        time_to_table(page, app.url(f"table.ipynb?{SETUP.query()}"))
        page.evaluate(CLICK_TIMER)
        while len(page.evaluate("window.mcTimes")) < plays - len(times):
            page.wait_for_selector(f"{USABLE}, button[data-id=again]", timeout=60_000)
            if page.locator("button[data-id=again]").count():
                break
            count = len(page.evaluate("window.mcTimes"))
            page.locator(f".mc-hand {USABLE}, .mc-group-actions {USABLE}").first.click()
            page.wait_for_function(f"window.mcTimes.length > {count}")
        times += page.evaluate("window.mcTimes")
    page.goto("about:blank")
    page.close()
    return times[:plays]


def twenty(browser, app: RunningApp) -> tuple[float, float, list[float]]:
    context = browser.new_context()
    tabs = [context.new_page() for _ in range(20)]
    started = time.perf_counter()
    url = app.url(f"table.ipynb?{SETUP.query()}")
    for tab in tabs:
        tab.goto(url, wait_until="commit")
    for tab in tabs:
        tab.wait_for_selector(USABLE, state="visible", timeout=240_000)
    seconds = time.perf_counter() - started
    server, kernels = app.memory_mb()
    for tab in tabs:
        tab.goto("about:blank")
    context.close()
    return seconds, server, kernels


def p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[round(q * (len(ordered) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--plays", type=int, default=100)
    args = parser.parse_args()
    logs = Path(tempfile.mkdtemp(prefix="mathcats-bench-"))
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        app = RunningApp(logs / "voila.log").wait_ready()
        try:
            idle_kernels = app.memory_mb()[1]
            nav = navigation(browser, app, args.runs)
            times = clicks(browser, app, args.plays)
            page = browser.new_page()
            time_to_table(page, app.url(f"table.ipynb?{SETUP.query()}"))
            server, kernels = app.memory_mb()
            playing = max(kernels)
            page.goto("about:blank")
            page.close()
            crowd = twenty(browser, app)
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
    rows.append(
        (
            f"click to screen, {len(times)} plays (target p95 <= 100 ms)",
            f"p50 {p(times, 0.5):.0f} ms, p95 {p(times, 0.95):.0f} ms",
        )
    )
    rows.append(("memory: server", f"{server:.0f} MB"))
    rows.append(("memory: idle preheated kernel", f"{statistics.median(idle_kernels):.0f} MB"))
    rows.append(("memory: kernel with a table", f"{playing:.0f} MB"))
    crowd_seconds, crowd_server, crowd_kernels = crowd
    rows.append(
        (
            "20 tables opened at once",
            f"all usable in {crowd_seconds:.1f} s; {len(crowd_kernels)} kernels, "
            f"{sum(crowd_kernels) / 1024:.2f} GB + server {crowd_server:.0f} MB",
        )
    )
    load = os.getloadavg()
    rows.append(("machine load (1, 5, 15 min), at the end", ", ".join(f"{x:.1f}" for x in load)))
    print("| what | figure |\n| --- | --- |")
    for what, figure in rows:
        print(f"| {what} | {figure} |")


if __name__ == "__main__":
    main()
