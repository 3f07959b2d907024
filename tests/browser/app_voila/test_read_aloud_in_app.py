"""Read aloud in the app (see conftest.py): the setup page's option turns the speaker on.

The browser's ``speechSynthesis`` is the stub of tests/browser/conftest.py,
with one voice of this machine.
"""

from __future__ import annotations

import pytest

from mathcats.app import pages
from mathcats.table.session import LABELS

pytestmark = pytest.mark.browser
SLOW = 90_000  # ms: generous, for a busy 2-core machine
LOCAL = {"name": "Kitty (this computer)", "lang": "en-GB", "localService": True}


def test_the_setup_option_turns_the_speaker_on(voila, page, stub_speech):
    stub_speech(page, [LOCAL])
    page.goto(voila.url("setup.ipynb?game=feed-the-kitten"))
    page.wait_for_selector("form.mc-setup", state="visible", timeout=SLOW)
    assert page.locator('input[name="read_aloud"][value="no"]').is_checked()  # off by default
    page.locator('input[name="read_aloud"][value="yes"]').check(force=True)
    page.get_by_role("button", name=pages.TEXT["start"]).click()
    page.wait_for_selector(".mc-turn", state="visible", timeout=SLOW)
    assert "read_aloud=yes" in page.url
    speaker = page.get_by_role("button", name=LABELS["speaker"])
    speaker.wait_for(state="visible", timeout=SLOW)
    assert speaker.get_attribute("aria-pressed") == "true"
    page.wait_for_function("window.mcSpoken.length >= 1", timeout=SLOW)
    said = page.evaluate("window.mcSpoken")
    status = " ".join(page.inner_text(".mc-status").split())
    assert said == [{"text": status, "voice": LOCAL["name"], "local": True}]
