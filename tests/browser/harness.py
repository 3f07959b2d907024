"""The real table JS in a blank page, talking to a real Python ``Table`` (see conftest.py).

A module of its own, not conftest.py, so that tests anywhere below tests/browser
import it by one name (each folder's conftest.py is "conftest" in turn).
"""

from __future__ import annotations

from playwright.sync_api import Page

# Of lit buttons, the ids of those a tap moves on with: not the twin of a picked card
# ("card-3+" beside a picked "card-3"), which would only be picked instead.
FRESH = """buttons => {
  const base = (b) => b.dataset.id.replace(/[+]+$/, "");
  const picked = new Set([...document.querySelectorAll("button.mc-picked")].map(base));
  return buttons.filter((b) => !picked.has(base(b))).map((b) => b.dataset.id);
}"""

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


def answer_first_ticket_item(page: Page, game_id: str, wait_ms: int) -> None:
    """At a game's summary: tap "3 questions", answer form 1's first item with its first
    wrong option, and check what the page says then, and after a second tap (it stays)."""
    from mathcats.engine import get_game

    item = get_game(game_id).tickets[0][0]
    wrong = next(i for i, o in enumerate(item.options, 1) if not o.right)
    page.click('button[data-id="ticket"]', timeout=wait_ms)
    ticket = page.locator(".mc-ticket")
    ticket.get_by_text(item.text).wait_for(timeout=wait_ms)
    assert not page.locator(".mc-ticket .mc-mark").count(), "no mark before the answer"
    page.click(f'button[data-id="option-{wrong}"]', timeout=wait_ms)
    if item.pick_all:
        page.locator(f'button[data-id="option-{wrong}"].mc-picked').wait_for(timeout=wait_ms)
        page.click('button[data-id="ticket-done"]', timeout=wait_ms)
    said = page.locator(".mc-ticket-said")
    said.get_by_text(item.options[wrong - 1].says).wait_for(timeout=wait_ms)
    page.click(f'button[data-id="option-{wrong}"]', timeout=wait_ms)
    page.locator(".mc-status").get_by_text("Your first answer stays").wait_for(timeout=wait_ms)
