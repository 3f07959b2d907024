"""A tap held 4 s in any host: the table's Python sleeps before it answers (issue 33).

``patch()`` is Python that makes every table session answer a tap ``HOLD_S`` late.
The servers' tests run it in their own processes (the server's and its kernels')
through a ``sitecustomize`` (``slow_env``); the site's test runs it in Pyodide.
``check_slow_tap(page)`` taps a lit card and checks that the board shows it is
thinking, never freezes, never says the computer is lost, and comes back live with
the tap's result. Every wait is bounded and a failure says what the table showed.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from mathcats.table.session import LABELS, TableSession

HOLD_S = 4  # the Python side sleeps this long before answering a tap
WAIT_MS = 45_000  # the longest any one wait may take on a busy machine

# What the table shows, for the checks and for a failure's message.
SHOWN = """() => {
  const root = document.querySelector('.mc-table');
  return {
    table: Boolean(root),
    waiting: Boolean(root && root.classList.contains('mc-waiting')),
    frozen: Boolean(root && root.querySelector('.mc-board, .mc-below')
      && [...root.querySelectorAll('button')].some((b) => b.closest('[inert]'))),
    lit: document.querySelectorAll('.mc-table button.mc-lit, .mc-party-go button').length,
    log: document.querySelectorAll('.mc-log li').length,
    status: (document.querySelector('.mc-status') || {}).innerText || '',
  };
}"""


def patch() -> str:
    """Python that holds every tap ``HOLD_S`` seconds in the session, then answers it."""
    return f"""
import time
from {TableSession.__module__} import TableSession
_answer = TableSession.handle
def _held(self, content):
    if isinstance(content, dict) and content.get("type") == "click":
        time.sleep({HOLD_S})
    return _answer(self, content)
TableSession.handle = _held
"""


def slow_env(folder: Path) -> dict[str, str]:
    """The environment under which a server's Python (and its kernels') holds each tap."""
    (folder / "sitecustomize.py").write_text(patch(), encoding="utf-8")
    paths = [str(folder), *filter(None, [os.environ.get("PYTHONPATH")])]
    return {"PYTHONPATH": os.pathsep.join(paths)}


def check_slow_tap(page) -> dict:
    """Tap a lit card of the table on ``page``, answered ``HOLD_S`` late; return the figures."""

    def shown() -> dict:
        return page.evaluate(SHOWN)

    def wait(what: str, script: str, arg=None) -> None:
        try:
            page.wait_for_function(script, arg=arg, timeout=WAIT_MS)
        except Exception as error:  # a timeout: say what the table shows
            raise AssertionError(f"{what} did not happen; the table shows {shown()}") from error

    wait("a lit card", "() => document.querySelector('.mc-table button.mc-lit')")
    before = shown()
    start = time.monotonic()
    page.locator(".mc-table button.mc-lit").first.click()
    wait("the thinking dots", "() => document.querySelector('.mc-table.mc-waiting')")
    thinking = time.monotonic() - start
    page.wait_for_timeout(1000 * (HOLD_S - 1.5))  # past the probe, deep in the hold
    held = shown()
    wait(
        "the tap's answer",
        """n => document.querySelectorAll('.mc-log li').length > n
           && !document.querySelector('.mc-table.mc-waiting')""",
        before["log"],
    )
    answered = time.monotonic() - start
    # The deal is not seeded: the tap (or the cats' answer) may end the round, and
    # then the live board's tap is the summary's Next round.
    wait(
        "a lit card or Next round again",
        "() => document.querySelector('.mc-table button.mc-lit, .mc-party-go button')",
    )
    after = shown()
    words = [LABELS[label] for label in ("no-answer", "stopped", "lost", "stuck")]
    assert thinking < HOLD_S, f"the dots came {thinking:.1f} s after the tap"
    assert held["waiting"] and not held["frozen"], f"during the hold the table showed {held}"
    assert not any(w in held["status"] or w in after["status"] for w in words), (held, after)
    assert answered >= HOLD_S - 0.5, f"answered in {answered:.1f} s: was the tap held?"
    assert not after["frozen"] and after["lit"] > 0 and after["log"] > before["log"], after
    return {"thinking_s": round(thinking, 1), "answered_s": round(answered, 1)}
