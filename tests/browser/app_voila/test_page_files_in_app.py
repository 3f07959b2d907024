"""The app's pages ask for no file the server cannot find, and name theirs so browsers keep them.

Voila names each file a page links (``include_css`` in the template) with its
content's hash (``?v=``), which lets a browser keep it for good. A file it
cannot find is named without one and logged as a 404 (the table's theme.css
was, on every start), and the browser asks for it again on each page.
"""

from __future__ import annotations

import re

import pytest
from app_table import table_url

pytestmark = pytest.mark.browser
WAIT = 90_000  # ms: a busy 2-core machine
NOT_FOUND = "Could not open static file"  # tornado's words when a named file is missing
ANSWERED_404 = re.compile(r"(^|\s)404\s")  # the server's line for a request it answered 404
# The page's own files: the template's sheets and scripts.
OWN_FILES = """() => [...document.querySelectorAll('link[rel=stylesheet][href], script[src]')]
  .map(e => e.href || e.src).filter(url => url.includes('/voila/templates/'))"""


def test_the_home_and_a_table_ask_for_no_missing_file_and_name_each_file_by_its_hash(voila, page):
    logged = len(voila.log.read_text())
    failed: list[str] = []
    page.on("response", lambda r: r.status >= 400 and failed.append(f"{r.status} {r.url}"))
    own_files = []
    page.goto(voila.url("home.ipynb"))
    page.wait_for_selector("h1", state="visible", timeout=WAIT)
    own_files += page.evaluate(OWN_FILES)
    page.goto(table_url(voila, "feed-the-kitten"))
    page.wait_for_selector(".mc-turn", state="visible", timeout=WAIT)
    own_files += page.evaluate(OWN_FILES)
    page.goto("about:blank")  # every request of the table's page is answered by now
    assert failed == []
    assert any(url.split("?")[0].endswith("/theme.css") for url in own_files), own_files
    assert [url for url in own_files if "?v=" not in url] == []
    log = voila.log.read_text()
    assert NOT_FOUND not in log, [line for line in log.splitlines() if NOT_FOUND in line]
    assert [line for line in log[logged:].splitlines() if ANSWERED_404.search(line)] == []
