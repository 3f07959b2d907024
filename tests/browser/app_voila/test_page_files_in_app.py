"""The app's pages ask for no file the server cannot find, and name theirs so browsers keep them.

Voila names each file a page links (``include_css`` in the template) with its
content's hash (``?v=``), which lets a browser keep it for good. A file it
cannot find is named without one and logged as a 404 (the table's theme.css
was, on every start), and the browser asks for it again on each page.
"""

from __future__ import annotations

import pytest
from app_table import table_url
from server_log import NOT_THERE, missing

pytestmark = pytest.mark.browser
WAIT = 90_000  # ms: a busy 2-core machine
# The page's own files: the template's sheets and scripts.
OWN_FILES = """() => [...document.querySelectorAll('link[rel=stylesheet][href], script[src]')]
  .map(e => e.href || e.src).filter(url => url.includes('/voila/templates/'))"""


def test_the_home_and_a_table_ask_for_no_missing_file_and_name_each_file_by_its_hash(voila, page):
    before = voila.log.read_text()  # from the server's start, when its pages were first named
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
    assert NOT_THERE not in before, missing(before)  # (other tests ask for missing pages)
    assert missing(voila.log.read_text()[len(before) :]) == []
