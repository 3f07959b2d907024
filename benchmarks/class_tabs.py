"""Class play in real Chromium tabs: a class of thirty joins at once, on 127.0.0.1.

    python benchmarks/class_tabs.py [--tabs 30] [--stagger 6]

Starts ``mathcats serve --class --ip 127.0.0.1`` on a free port (a fresh
journal), makes tables of 3 children from the teacher's socket, and opens
``--tabs`` tabs of one Debian Chromium (a context each: one device each) on
the children's page with a table's code, all within ``--stagger`` seconds.
Each tab taps its cat as soon as the cats are shown. Timed in the page, from
the tap on the cat to the child's hand drawn (usable). Then every child
taps a lit card in turn, timed from the click to the table's answer drawn.
Prints Markdown rows for docs/benchmarks.md "Class play". Target (issue):
usable p95 <= 1 s after the tap, and every tab answers a tap.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS, SEATS, RunningClass, join_class, p95


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tabs", type=int, default=30)
    parser.add_argument("--stagger", type=float, default=6.0)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="mathcats-class-tabs-"))
    server = RunningClass(folder)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            got = join_class(browser, server, args.tabs, args.stagger, within=120)
            browser.close()
    finally:
        server.stop()
        shutil.rmtree(folder)
    usable, answer = got.usable_ms, got.answer_ms
    print(f"{args.tabs} tabs in one Chromium joined {len(usable) // SEATS} tables of {SEATS}")
    print(f"within {got.joined_s:.1f} s, on {os.cpu_count()} cores.\n")
    print("| figure | p50 | p95 | max |")
    print("|---|---|---|---|")
    print(
        f"| tap on a cat to the hand on screen (ms) | {statistics.median(usable):.0f} | "
        f"{p95(usable):.0f} | {max(usable):.0f} |"
    )
    print(
        f"| tap on a card to the answer on screen (ms), {len(answer)} taps | "
        f"{statistics.median(answer):.0f} | {p95(answer):.0f} | {max(answer):.0f} |"
    )
    print(f"\nServer memory with {args.tabs} children: {got.server_mb:.0f} MB.")


if __name__ == "__main__":
    main()
