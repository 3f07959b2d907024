"""Drive the real table JS in Debian's chromium against the real Python Table.

No Jupyter needed: a blank page imports the widget's ES module from a blob URL
(as anywidget does) and calls its ``render({model, el})`` with a small model
whose ``send`` goes to ``Table`` through ``page.expose_function`` and whose
``change:scene`` events are fed from the answer. Nothing touches the network.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, sync_playwright

from mathcats.app.running import CHROMIUM
from mathcats.app.running import CHROMIUM_ARGS as ARGS

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>mathcats table</title></head>
<body><main><div id="widget"></div></main></body></html>"""

MOUNT = """async ({esm, css, scene}) => {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
  const url = URL.createObjectURL(new Blob([esm], {type: "text/javascript"}));
  const widget = (await import(url)).default;
  const data = {scene};
  const listeners = {};
  const apply = (changes) => {
    for (const [key, value] of Object.entries(changes)) {
      data[key] = value;
      for (const callback of listeners["change:" + key] || []) callback();
    }
  };
  window.mcSent = [];
  window.mcAnswered = 0;
  window.mcApply = apply;
  const model = {
    get: (key) => data[key],
    set: (key, value) => { data[key] = value; },
    save_changes: () => {},
    send: (message) => {
      window.mcSent.push(message);
      window.mcSend(message).then((changes) => { apply(changes); window.mcAnswered += 1; });
    },
    on: (name, callback) => { (listeners[name] ||= []).push(callback); },
    off: (name, callback) => {
      listeners[name] = (listeners[name] || []).filter((c) => c !== callback);
    },
  };
  widget.render({model, el: document.getElementById("widget")});
}"""


class Harness:
    """One Table drawn in one page; ``table`` is the real Python widget."""

    def __init__(self, page: Page, table):
        self.page = page
        self.table = table
        page.set_content(PAGE)
        page.expose_function("mcSend", self._send)
        page.evaluate(MOUNT, {"esm": table._esm, "css": table._css, "scene": table.scene})

    def _send(self, message):
        self.table._handle_custom_msg(message, [])
        return {"scene": self.table.scene}

    def push(self) -> None:
        """Send the Python scene to the page (after Python changed it by itself)."""
        self.page.evaluate("scene => window.mcApply({scene})", self.table.scene)

    def settle(self) -> None:
        """Wait until every message the page sent is answered and drawn."""
        self.page.wait_for_function("window.mcSent.length === window.mcAnswered")


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


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
