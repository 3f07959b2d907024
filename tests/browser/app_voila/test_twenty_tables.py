"""Twenty children open a table at the same moment on this 2-core machine.

All twenty pages are asked for at once (the table pool holds 3 kernels, so
17 start on demand); each must become a usable table and answer a click.
The memory used is printed and recorded in the test report.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import TimeoutError
from test_app_in_browser import SHOWN, SLOW, table_url

pytestmark = pytest.mark.browser
TABS = 20
CROWD_SECONDS = 600  # twenty kernels starting at once on 2 cores
TAPS = 3  # a click lost in the crowd: the child taps again


def test_twenty_tables_open_at_once(voila, new_page, record_property):
    url = table_url(voila, "feed-the-kitten", ("child", "cat"))
    tabs = [new_page() for _ in range(TABS)]
    started = time.perf_counter()
    for tab in tabs:
        tab.goto(url, wait_until="commit")
    deadline = time.monotonic() + CROWD_SECONDS
    for number, tab in enumerate(tabs):
        left = max(1.0, deadline - time.monotonic())
        try:
            tab.wait_for_selector("button.mc-lit", state="visible", timeout=left * 1000)
        except TimeoutError:
            pytest.fail(f"table {number} not usable: {tab.inner_text('body')[:300]!r}")
    seconds = time.perf_counter() - started
    server, kernels = voila.memory_mb()
    record_property("twenty_tables_seconds", round(seconds, 1))
    record_property("server_mb", round(server))
    record_property("kernels", len(kernels))
    record_property("kernels_mb", round(sum(kernels)))
    print(
        f"\n{TABS} tables in {seconds:.1f} s; server {server:.0f} MB, {len(kernels)} kernels "
        f"{sum(kernels):.0f} MB (mean {sum(kernels) / len(kernels):.0f} MB)"
    )
    assert len(kernels) >= TABS
    for number, tab in enumerate(tabs):
        before = tab.evaluate(SHOWN)
        for _ in range(TAPS):
            tab.locator("button.mc-lit").first.click()
            try:
                tab.wait_for_function(f"b => ({SHOWN})() !== b", arg=before, timeout=SLOW)
                break
            except TimeoutError:
                continue
        else:
            pytest.fail(f"table {number} did not answer: {tab.inner_text('.mc-table')[:300]!r}")
