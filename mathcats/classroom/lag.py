"""The server's event loop: how late it runs (``LoopLag``), and its collector's passes kept
short (``freeze_lasting``, ``keep_young_small``).

Every table's frames wait while the loop is busy, so the loop's lag is the
server's own measure of "no child stalls another table" (issue 38): a timer
asked for every ``TICK`` seconds records how late it woke, in a histogram of
fixed buckets (``EDGES``) that never grows. Counts only add up, so the lag of
any window is the difference of two snapshots (``between``). The teacher's
``/class/teacher/loop.json`` serves the snapshot (``web.py``); the class
benchmark reads it around each scenario, and times its own loop the same way.
"""

from __future__ import annotations

import gc
from bisect import bisect_left
from typing import Any

TICK = 0.010  # seconds between two wakes asked for
YOUNG = 0.1  # seconds between two passes over the youngest objects (each third: the middle too)
FULL_AFTER = 80  # middle passes (24 s of them) before a full pass may come


def _edges() -> list[float]:
    """Buckets' upper edges (ms): 0.1 ms steps to 10 ms, 1 ms to 100, 10 ms to 1 s, 100 ms
    to 10 s, then one bucket for anything longer (counted there, as 60 s)."""
    steps = [(0, 0.1, 100), (10, 1, 90), (100, 10, 90), (1000, 100, 90)]
    edges = [float(round(start + step * i, 1)) for start, step, n in steps for i in range(1, n + 1)]
    return [*edges, 60_000.0]


EDGES = _edges()


class LoopLag:
    """How late the loop ran: a wake every ``TICK`` s, its lateness counted in ``EDGES``."""

    def __init__(self):
        self.counts = [0] * len(EDGES)
        self.worst = 0.0  # ms, the latest wake since the start
        self._loop = None

    def start(self, loop) -> None:
        """Watch asyncio ``loop`` (running or not yet) from now on."""
        self._loop = loop
        loop.call_at(loop.time() + TICK, self._woke, loop.time() + TICK)

    def _woke(self, due: float) -> None:
        now = self._loop.time()
        self.record(1000 * (now - due))
        self._loop.call_at(now + TICK, self._woke, now + TICK)

    def record(self, late_ms: float) -> None:
        """Count one wake ``late_ms`` late."""
        self.counts[min(bisect_left(EDGES, late_ms), len(EDGES) - 1)] += 1
        self.worst = max(self.worst, late_ms)

    def snapshot(self) -> dict[str, Any]:
        """The counts so far (only the buckets with any), with their p50, p95 and max."""
        counts = [[edge, n] for edge, n in zip(EDGES, self.counts, strict=True) if n]
        return {"tick_ms": 1000 * TICK, "counts": counts, **percentiles(counts)}


def between(before: dict, after: dict) -> list[list[float]]:
    """The wakes counted after snapshot ``before`` up to snapshot ``after``: [[edge, n], ...]."""
    had = dict(map(tuple, before["counts"]))
    return [[edge, n - had.get(edge, 0)] for edge, n in after["counts"] if n > had.get(edge, 0)]


def percentiles(counts: list[list[float]]) -> dict[str, float]:
    """``wakes``, and ``p50``, ``p95`` and ``max`` (ms) of ``counts``: each the upper edge of
    its bucket (so at most 0.1 ms above the lag below 10 ms, 10 % above it beyond)."""
    wakes = sum(n for _, n in counts)
    found = {"wakes": wakes, "p50": 0.0, "p95": 0.0, "max": counts[-1][0] if counts else 0.0}
    seen = 0
    for edge, n in counts:
        for name, share in (("p50", 0.5), ("p95", 0.95)):
            if seen < share * wakes <= seen + n:
                found[name] = edge
        seen += n
    return found


def freeze_lasting() -> None:
    """Everything alive now lasts as long as the server (its imports, its tables): collected
    once, then frozen, the collector's full passes stop walking it and stall the loop less.
    (A frozen object is never collected: only what lasts anyway should be alive now.)"""
    gc.collect()
    gc.freeze()


def settle(loop) -> None:
    """The server is up on asyncio ``loop``: what lives now is frozen; from now on its young
    objects are collected small and often, and its full passes come at most every 24 s.

    CPython (3.11, 3.12) counts a new object down whenever any object is freed, young
    or old: a server that drops old scenes as fast as it makes new ones never reaches
    the count that starts a young pass. Its young objects then pile up to tens of
    thousands, and the pass that comes at last holds the loop 20 to 40 ms. Small and
    often, the passes hold it a few ms (docs/benchmarks.md, "The loop's lag"); a full
    pass, which walks every object not frozen, stays as rare as it was.
    """
    freeze_lasting()
    gc.set_threshold(gc.get_threshold()[0], gc.get_threshold()[1], FULL_AFTER)
    keep_young_small(loop)


def keep_young_small(loop, passes: int = 0) -> None:
    """A pass over the young objects every YOUNG seconds, from now on (each third: the
    middle generation too)."""
    gc.collect(0 if passes % 3 else 1)
    loop.call_later(YOUNG, keep_young_small, loop, passes + 1)
