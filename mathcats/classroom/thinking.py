"""The class host's searches ("Show me", the tiger's moves), off the server's event loop.

A search is CPU-bound Python: run on the loop, one would stall every table
(issue 38). ``Thinking`` hands each to a small pool of worker processes
(``concurrent.futures.ProcessPoolExecutor``, started by ``warm`` or at the
first search, its workers at a lower priority so the loop always gets the
CPU first).
A worker rebuilds what it needs from plain data: the match's save, the
seat, the bot's level and random state. The search has a fixed budget of
iterations, so a result is the same whichever worker finds it.

Each asker (a seat's Show me, a table's computer cats) has at most one
search waiting or running: a seat never holds more than its share of the
pool, and the pool's queue is never longer than the seats of the class.
The answers come back on the loop (``call_soon_threadsafe``). ``shutdown``
never waits for a search: the waiting ones are dropped, the workers killed.
``Inline`` does the same work at once, in this process (tests, one host).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from collections import deque
from collections.abc import Callable, Hashable
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import suppress
from functools import partial
from typing import Any

from ..bots import make_bot
from ..bots.hints import Hint, hint
from ..engine import Move, load_match

NICE = 10  # the workers' priority below the server's
SERVER_GONE_SECONDS = 2.0  # a worker looks this often whether the server is still there
log = logging.getLogger(__name__)
Done = Callable[[Any], None]  # called on the loop with the search's result (None: it failed)


def workers() -> int:
    """Processes in the pool: one a core, at least one, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


def _start_worker(server: int) -> None:
    """A worker's initializer: run behind the server (the loop stays free), and end with it."""
    os.nice(NICE)
    threading.Thread(target=_end_with, args=(server,), daemon=True).start()


def _end_with(server: int) -> None:
    """End this worker once ``server`` is gone (killed: nobody shut the pool down)."""
    while True:
        time.sleep(SERVER_GONE_SECONDS)
        try:
            os.kill(server, 0)
        except ProcessLookupError:
            os._exit(0)


def _clean_start():
    """Workers forked from a clean process (not from the server, with its threads and sockets)."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__])  # each worker starts with the games imported
    return context


def hint_of(save: str, seat: int) -> Hint:
    """Show me's move for ``seat`` of the saved match (a worker's job)."""
    return hint(load_match(save), seat)


def move_of(save: str, seat: int, level: str, state: tuple) -> tuple[Move, tuple]:
    """The ``level`` cat's move for ``seat`` from its random ``state``; its state after."""
    match = load_match(save)
    bot = make_bot(level, match.game.id)
    bot.rng.setstate(state)
    return bot.move(match, seat), bot.rng.getstate()


class Inline:
    """Each search at once, in this process (no pool): for tests and a one-table host."""

    def busy(self, asker: Hashable) -> bool:
        return False

    def ask(self, asker: Hashable, job: Callable, args: tuple, done: Done) -> bool:
        done(job(*args))
        return True


class Thinking:
    """The pool of searches, asked from the server's event loop, which hears the answers."""

    def __init__(self, size: int | None = None):
        self.size = size or workers()
        self.pool: ProcessPoolExecutor | None = None
        self.hands = ThreadPoolExecutor(1)  # starts the pool and hands it searches, off the loop
        self.queue: deque[tuple[Hashable, Callable, tuple, Done]] = deque()
        self.running: set[Hashable] = set()
        self.closed = False

    def busy(self, asker: Hashable) -> bool:
        """Has ``asker`` a search waiting or running?"""
        return asker in self.running or any(a == asker for a, *_ in self.queue)

    def ask(self, asker: Hashable, job: Callable, args: tuple, done: Done) -> bool:
        """Queue ``job(*args)``, then ``done(result)`` on the loop; False if ``asker`` has one."""
        if self.busy(asker):
            return False
        self.queue.append((asker, job, args, done))
        self._feed()
        return True

    def _feed(self) -> None:
        """Hand waiting searches to the pool while a worker is free (first asked, first found)."""
        loop = asyncio.get_running_loop()
        while self.queue and len(self.running) < self.size:
            asker, job, args, done = self.queue.popleft()
            self.running.add(asker)
            self.hands.submit(self._hand, job, args, partial(self._back, loop, asker, done))

    def warm(self) -> None:
        """Start the workers now, off the loop: the first searches (every table's tiger
        at the start of a class) wait seconds otherwise, while a worker starts."""
        self.hands.submit(self._warm)

    def _warm(self) -> None:
        pool = self._pool()
        for _ in range(self.size):  # each job that finds no idle worker starts one
            pool.submit(os.getpid)
        if self.closed:
            self._stop_pool()

    def _pool(self) -> ProcessPoolExecutor:
        if self.pool is None:
            self.pool = ProcessPoolExecutor(
                self.size,
                mp_context=_clean_start(),
                initializer=_start_worker,
                initargs=(os.getpid(),),
            )
        return self.pool

    def _hand(self, job: Callable, args: tuple, back: Callable[[Future], Any]) -> None:
        """In the hands' thread: a worker may have to be started first (it takes a while)."""
        try:
            self._pool().submit(job, *args).add_done_callback(back)
            if self.closed:  # shut down meanwhile: the pool it may not have seen goes too
                self._stop_pool()
        except Exception as error:  # no pool (shut down, broken): the asker hears of it
            failed: Future = Future()
            failed.set_exception(error)
            back(failed)

    def _back(self, loop, asker: Hashable, done: Done, future: Future) -> None:
        """In a pool's thread: the answer goes to the loop (unless the server stopped)."""
        with suppress(RuntimeError):  # the loop is closed: nobody waits for it
            loop.call_soon_threadsafe(self._found, asker, done, future)

    def _found(self, asker: Hashable, done: Done, future: Future) -> None:
        if self.closed:  # the server stopped: nobody waits for it
            return
        self.running.discard(asker)
        self._feed()
        try:
            result = future.result()
        except Exception:  # a worker died or the search failed: the asker works it out itself
            log.exception("A class search failed in the pool")
            if isinstance(future.exception(), BrokenProcessPool):
                self.pool = None  # a new pool at the next search
            result = None
        done(result)

    def shutdown(self) -> None:
        """Stop now: the waiting searches are dropped and the running ones killed with their
        workers (a search may take seconds; the server's stop never waits for one)."""
        self.closed = True
        self.queue.clear()
        self.hands.shutdown(wait=False, cancel_futures=True)
        self._stop_pool()

    def _stop_pool(self) -> None:
        pool, self.pool = self.pool, None
        if pool is None:
            return
        workers = list((pool._processes or {}).values())  # Python 3.14: pool.kill_workers()
        pool.shutdown(wait=False, cancel_futures=True)
        for worker in workers:
            worker.kill()
