"""Drive the real table JS in Debian's chromium against the real Python Table.

No Jupyter needed: a blank page imports the widget's ES module from a blob URL
(as anywidget does) and calls its ``render({model, el})`` with a small model
whose ``send`` goes to ``Table`` through ``page.expose_function`` and whose
``change:scene`` events are fed from the answer. Nothing touches the network.
"""

from __future__ import annotations

import json

import pytest
from harness import Harness
from playwright.sync_api import Page


@pytest.fixture
def page(browser):
    """A blank page that may not ask anything of any server (UX.md: privacy)."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    asked: list[str] = []
    context.on("request", lambda request: asked.append(request.url))
    context.route("**/*", lambda route: route.abort())
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert asked == [], f"the table asked for {asked}"
    assert errors == [], f"JavaScript errors: {errors}"


@pytest.fixture
def mount(page):
    def mount(table) -> Harness:
        return Harness(page, table)

    return mount


SPEECH_STUB = """(voices) => {
  window.mcSpoken = [];
  window.mcMade = 0;
  window.mcAsked = 0;
  const listeners = new Set();
  window.SpeechSynthesisUtterance = class {
    constructor(text) { window.mcMade += 1; this.text = text; this.voice = null; }
  };
  const synth = {
    getVoices() { window.mcAsked += 1; return window.mcVoices.slice(); },
    speak(u) {
      window.mcSpoken.push({text: u.text, voice: u.voice && u.voice.name,
                           local: Boolean(u.voice && u.voice.localService)});
    },
    cancel() {},
    addEventListener(name, f) { if (name === "voiceschanged") listeners.add(f); },
    removeEventListener(name, f) { listeners.delete(f); },
  };
  window.mcVoices = voices;
  window.mcLoadVoices = (more) => {
    window.mcVoices = more;
    for (const f of [...listeners]) f();
  };
  const value = voices === null ? undefined : synth;  // null: a browser without speech
  Object.defineProperty(window, "speechSynthesis", {value, configurable: true});
}"""


@pytest.fixture
def stub_speech():
    """``stub_speech(page, voices)``: the page's next documents get a fake ``speechSynthesis``.

    It offers ``voices`` (dicts with ``name``, ``lang``, ``localService``;
    None: a browser with no speech at all), records each utterance in
    ``window.mcSpoken`` and ``window.mcLoadVoices(voices)`` loads more late.
    """

    def stub(page: Page, voices: list[dict] | None) -> None:
        page.add_init_script(f"({SPEECH_STUB})({json.dumps(voices)})")

    return stub
