"""The server's loop lag (``classroom/lag.py``): seen when the loop is blocked, cheap otherwise."""

from __future__ import annotations

import asyncio
import gc
import json
import time

from classhelp import run, serving, teacher_get

from mathcats.classroom.lag import EDGES, LoopLag, between, keep_young_small, percentiles

BLOCK = 0.2  # seconds the loop is blocked on purpose
PATH = "/class/teacher/loop.json"


def test_the_percentiles_are_the_upper_edges_of_their_buckets():
    lag = LoopLag()
    for late in [0.03] * 60 + [0.45] * 35 + [7.25] * 4 + [12.5]:  # 100 wakes
        lag.record(late)
    found = lag.snapshot()
    assert found["counts"] == [[0.1, 60], [0.5, 35], [7.3, 4], [13.0, 1]]
    assert (found["wakes"], found["p50"], found["p95"], found["max"]) == (100, 0.1, 0.5, 13.0)
    lag.record(250_000)  # a stall beyond the last edge is counted in the last bucket
    assert lag.snapshot()["max"] == 60_000 and lag.worst == 250_000


def test_a_window_is_the_difference_of_two_snapshots():
    lag = LoopLag()
    for late in (0.2, 0.2, 3.0):
        lag.record(late)
    before = lag.snapshot()
    for late in (0.2, 150.0):
        lag.record(late)
    window = between(before, lag.snapshot())
    assert window == [[0.2, 1], [150.0, 1]]
    assert percentiles(window) == {"wakes": 2, "p50": 0.2, "p95": 150.0, "max": 150.0}
    assert percentiles([]) == {"wakes": 0, "p50": 0.0, "p95": 0.0, "max": 0.0}


def test_the_monitor_sees_the_loop_blocked_for_200_ms():
    async def check():
        lag = LoopLag()
        lag.start(asyncio.get_running_loop())
        await asyncio.sleep(0.2)
        before = lag.snapshot()
        time.sleep(BLOCK)  # on the loop: every timer waits
        await asyncio.sleep(0.1)
        blocked = percentiles(between(before, lag.snapshot()))
        assert blocked["max"] >= 150, blocked
        assert before["wakes"] >= 5, f"woke every 10 ms while idle: {before}"

    run(check(), 30)


def test_the_monitor_costs_nothing_observable():
    """An idle loop watched for a second: a few ms of CPU; the counts never grow."""

    async def check():
        lag = LoopLag()
        lag.start(asyncio.get_running_loop())
        cpu = time.process_time()
        await asyncio.sleep(1.0)
        spent = time.process_time() - cpu
        woke = lag.snapshot()["wakes"]
        assert woke >= 20, f"it ran: {woke} wakes"
        assert spent < 0.05, f"{1000 * spent:.1f} ms of CPU in 1 s ({woke} wakes)"

    run(check(), 30)
    lag = LoopLag()
    for i in range(200_000):
        lag.record(i % 70_000 / 7)
    assert len(lag.counts) == len(EDGES) and len(lag.snapshot()["counts"]) <= len(EDGES)


def test_the_teachers_loop_json_shows_a_blocked_server_loop():
    async def check():
        async with serving() as (host, port):
            await asyncio.sleep(0.2)
            before = json.loads((await teacher_get(port, PATH, host.key)).body)
            time.sleep(BLOCK)  # the server's loop is this test's: blocked on purpose
            await asyncio.sleep(0.1)
            after = json.loads((await teacher_get(port, PATH, host.key)).body)
            assert after["tick_ms"] == 10 and after["wakes"] > before["wakes"] >= 5, after
            assert percentiles(between(before, after))["max"] >= 150, (before, after)
            assert after["max"] >= 150

    run(check(), 60)


def scene(n: int) -> dict:
    return {"hand": [{"id": str(n), "cards": [card]} for card in range(50)]}  # 101 containers


async def most_young_objects(old: int = 600, each: int = 20) -> int:
    """Old scenes swapped for new ones, ``each`` every 0.05 s: the most young objects seen."""
    scenes = [scene(n) for n in range(old)]
    gc.collect()  # old now: freeing them counts the new ones down (CPython's young count)
    most = 0
    for first in range(0, old, each):
        for n in range(first, first + each):
            scenes[n] = scene(n)
        most = max(most, len(gc.get_objects(0)))
        await asyncio.sleep(0.05)
    return most


def test_young_passes_come_every_tenth_of_a_second_however_objects_are_swapped():
    """A server swapping old scenes for new ones never starts a young pass by itself."""

    async def check():
        alone = await most_young_objects()
        keep_young_small(asyncio.get_running_loop())
        kept = await most_young_objects()
        assert alone > 40_000, f"CPython's own passes kept {alone} young objects at most"
        assert kept < 15_000, f"{kept} young objects at most, with a pass every 0.1 s"

    run(check(), 60)
