"""The class pages ask for no file the server cannot find (not even ``/favicon.ico``)."""

from __future__ import annotations

import pytest
from server_log import NOT_THERE, missing

pytestmark = pytest.mark.browser
NO_ICON = "data:;base64,="  # an empty icon: the browser asks for no /favicon.ico


def test_the_childs_and_the_teachers_pages_ask_for_no_missing_file(class_server, teacher, children):
    [code] = teacher.make(tables=1)
    before = class_server.log.read_text()
    [kid] = children(1)
    failed: list[str] = []
    kid.page.on("response", lambda r: r.status >= 400 and failed.append(f"{r.status} {r.url}"))
    kid.join(code)
    icons = [kid.page.evaluate("() => document.querySelector('link[rel=icon]')?.href")]
    kid.page.goto(class_server.teacher)
    kid.page.locator(".mc-card-table").first.wait_for()
    icons.append(kid.page.evaluate("() => document.querySelector('link[rel=icon]')?.href"))
    kid.page.goto("about:blank")  # every request of both pages is answered by now
    assert failed == []
    assert icons == [NO_ICON, NO_ICON]
    assert NOT_THERE not in before, missing(before)
    assert missing(class_server.log.read_text()[len(before) :]) == []
