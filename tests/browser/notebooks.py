"""A lesson in a notebook front end (JupyterLab, Notebook 7, JupyterLite), driven as a teacher.

``run_all`` opens a notebook and runs every cell from the Run menu;
``tap_and_see`` taps a hand card of the first live table and waits until its
log tells the move; ``busy_kernel`` keeps the kernel busy in a new cell
(the slow tap). Each wait is bounded and says what the page showed.
"""

from __future__ import annotations

import contextlib
import re

from playwright.sync_api import TimeoutError as PlaywrightTimeout

# A hand card not picked yet (one picked would only be put back): the lessons' tables start
# on After a try, where a tap on it plays it or says why not.
HAND_CARD = ".mc-hand button:not(.mc-picked)"
CARD = f".mc-table {HAND_CARD}"
WIDGET = ".jp-OutputArea-output:not([data-mime-type])"  # a widget's view (no mime type of its own)
# A console error of the widgets' kind: a model's module missing from the widget manager.
UNREGISTERED = re.compile(r"[Mm]odule .* not registered|Error displaying widget|anywidget")
# Every code cell has run: a number in each prompt, no [*] left.
ALL_RAN = """() => {
  const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
  return prompts.length > 0 && prompts.every((p) => /\\[\\d+\\]/.test(p.textContent));
}"""
# What the notebook shows now, for a failure's message.
SHOWN = """() => [...document.querySelectorAll('.jp-CodeCell')].map((c) =>
  c.querySelector('.jp-InputPrompt').textContent + ' ' + c.textContent.slice(0, 80)).join('\\n')"""
KERNEL_ASKED = 10_000  # ms for JupyterLab's kernel dialog to show, when it does
# The table answered: the tapped card drawn again from a new scene, or the log tells a move.
TOLD = """([table, card, before]) =>
  !card.isConnected || table.querySelector('.mc-log').innerText !== before"""


def run_all(page, url: str, timeout: float) -> list[str]:
    """Open ``url`` (a notebook), Run > Run All Cells, wait for every cell; console errors."""
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(url)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout)
    with contextlib.suppress(PlaywrightTimeout):  # JupyterLab may ask which kernel: its own
        page.get_by_role("button", name="Select", exact=True).click(timeout=KERNEL_ASKED)
    # The saved outputs go first, so a number in every prompt means this run's.
    page.get_by_role("menuitem", name="Edit", exact=True).click()
    page.get_by_role("menuitem", name="Clear Outputs of All Cells", exact=True).click()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    try:
        page.wait_for_function(ALL_RAN, timeout=timeout)
    except Exception as error:
        raise AssertionError(f"{url} did not finish running:\n{page.evaluate(SHOWN)}") from error
    return errors


def tap_and_see(page, timeout: float) -> None:
    """Tap the first hand card of a live table; wait until the table answers (TOLD)."""
    table = page.locator(".mc-table", has=page.locator(HAND_CARD)).first
    before = table.locator(".mc-log").inner_text(timeout=timeout)
    card = table.locator(HAND_CARD).first
    handles = [table.element_handle(timeout=timeout), card.element_handle(timeout=timeout)]
    card.click(timeout=timeout)
    try:
        page.wait_for_function(TOLD, arg=[*handles, before], timeout=timeout)
    except Exception as error:
        shown = table.inner_text()[-300:]
        raise AssertionError(f"the tap was not answered; the table shows:\n{shown}") from error


def busy_kernel(page, seconds: float) -> None:
    """Run a new last cell that keeps the kernel busy for ``seconds`` (not waiting for it)."""
    page.locator(".jp-Notebook .jp-Cell").last.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")  # a new cell below, selected
    page.keyboard.press("Enter")
    page.keyboard.type(f"import time; time.sleep({seconds})")
    page.keyboard.press("Shift+Enter")
    page.locator(".jp-CodeCell .jp-InputPrompt", has_text="[*]").first.wait_for(timeout=30_000)
