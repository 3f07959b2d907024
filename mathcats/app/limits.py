"""A class's worth of kernels, and no more: the app's kernel manager.

Voila builds its preheating kernel manager on top of the class named by
``VoilaConfiguration.multi_kernel_manager_class`` (``config/voila.json``),
so this class sits under Voila's pools and adds three things:

- the table pool holds ``class_size`` kernels (``mathcats serve --class-size``);
  Voila refills it in the background after each page takes one, and each
  refill waits (at most ``refill_wait``) until no page's browser is still
  loading (all connected, the last a few seconds ago), so a class arriving
  at once has the cores to itself;
- a kernel given to a page that never connects (a plain HTTP GET, a tab closed
  at once) is shut down after ``connect_seconds`` idle, instead of waiting
  for the 30-minute idle cull;
- at most ``2 * class_size`` kernels serve pages at once (the pools come on
  top: class size tables plus one or two per other page); past that
  :class:`Page` answers with the template's ``503.html``, "The class is
  full. Ask your teacher."

:class:`LimitedVoila` (part of the server ``server.py`` runs) serves
:class:`Page` and ``preheat.RequestInfo`` in place of Voila's handlers.
:class:`Page` also refuses a table address that cannot start
(``players=30000000``) before any kernel is taken, with the table page's
kind words (``pages.bad_setup``), so the refusal costs no kernel.
"""

from __future__ import annotations

import asyncio
import time

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.ioloop import PeriodicCallback
from tornado.web import HTTPError
from traitlets import Float, Integer
from voila.app import Voila
from voila.request_info_handler import RequestInfoSocketHandler
from voila.tornado.handler import TornadoVoilaHandler

from ..table.setup import TableSetup
from . import CLASS_SIZE
from .pages import bad_setup
from .preheat import RequestInfo

TABLE = "table.ipynb"
BUSY = ("starting", "busy")  # a kernel still running its page's cells is not waiting yet
REFILL_POLL = 0.5  # seconds between two looks at the pages still loading
SETTLE_S = 5.0  # a page draws its table a few seconds after its browser connects


class ClassroomKernels(AsyncMappingKernelManager):
    class_size = Integer(CLASS_SIZE, config=True, help="Table kernels kept preheated.")
    connect_seconds = Float(
        45, config=True, help="Shut down a page's idle kernel no browser connected to by then."
    )
    check_seconds = Float(5, config=True, help="How often unconnected kernels are looked for.")
    refill_wait = Float(
        60, config=True, help="Longest a pool refill waits for the pages that are loading."
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        if hasattr(self, "kernel_pools_config"):  # Voila's pools fill after this returns
            pools = dict(self.kernel_pools_config)
            pools[TABLE] = {**pools.get(TABLE, {}), "pool_size": self.class_size}
            self.kernel_pools_config = pools
        self._connected: set[str] = set()
        self._waiting_since: dict[str, float] = {}
        self._checker: PeriodicCallback | None = None
        self._starting_for_pools = 0
        self._last_connect = float("-inf")

    @property
    def max_in_use(self) -> int:
        return 2 * self.class_size

    def in_use(self) -> int:
        """Kernels given to pages: every kernel not in a pool, nor starting for one."""
        return len(set(self.list_kernel_ids()) - self._pooled()) - self._starting_for_pools

    def class_is_full(self) -> bool:
        return self.in_use() >= self.max_in_use

    async def start_kernel(self, *args, **kwargs) -> str:
        if self._checker is None:  # the server's loop is running by now
            self._checker = PeriodicCallback(self.shut_unconnected, 1000 * self.check_seconds)
            self._checker.start()
        for_pool = kwargs.get("env", {}).get("VOILA_PREHEAT") == "True"
        if for_pool:
            await self._let_pages_start()
        self._starting_for_pools += for_pool
        try:
            return await super().start_kernel(*args, **kwargs)
        finally:
            self._starting_for_pools -= for_pool

    def pages_starting(self) -> int:
        """Kernels given to pages whose browser has not connected yet (still loading)."""
        pages = set(self.list_kernel_ids()) - self._pooled()
        return len(pages) - self._starting_for_pools - len(pages & self._connected)

    async def _let_pages_start(self) -> None:
        """Hold a pool refill while pages are loading (at most ``refill_wait``): until every
        page's browser has connected, and ``SETTLE_S`` after the last one did. A kernel
        starting takes the cores the children's tabs need. A refill a page has already
        taken from its pool (the pool ran dry) starts at once."""
        refill = asyncio.current_task()  # Voila's pool entry, until a page takes it
        deadline = time.monotonic() + self.refill_wait
        while (
            (self.pages_starting() > 0 or time.monotonic() - self._last_connect < SETTLE_S)
            and any(refill in pool for pool in getattr(self, "_pools", {}).values())
            and time.monotonic() < deadline
        ):
            await asyncio.sleep(REFILL_POLL)

    def notify_connect(self, kernel_id: str) -> None:
        self._connected.add(kernel_id)
        self._last_connect = time.monotonic()
        super().notify_connect(kernel_id)

    def _pooled(self) -> set[str]:
        return {
            task.result()["kernel_id"]
            for pool in getattr(self, "_pools", {}).values()
            for task in pool
            if task.done() and not task.cancelled() and task.exception() is None
        }

    async def shut_unconnected(self) -> None:
        """Shut down each kernel that has waited idle ``connect_seconds`` for its page."""
        now = time.monotonic()
        pooled = self._pooled()
        for kernel_id in self.list_kernel_ids():
            state = getattr(self._kernels.get(kernel_id), "execution_state", "starting")
            if kernel_id in pooled or kernel_id in self._connected or state in BUSY:
                self._waiting_since.pop(kernel_id, None)
            elif now - self._waiting_since.setdefault(kernel_id, now) >= self.connect_seconds:
                self.log.info("Shutting down kernel %s: no page connected to it", kernel_id)
                await self.shutdown_kernel(kernel_id)
        alive = set(self.list_kernel_ids())
        self._connected &= alive
        self._waiting_since = {k: t for k, t in self._waiting_since.items() if k in alive}


class Page(TornadoVoilaHandler):
    """Voila's page; a table address that cannot start gets its kind page at once (400,
    no kernel taken), and every page the kind "class is full" page while the class has
    no room."""

    async def prepare(self) -> None:
        await super().prepare()
        if self.path_args[:1] == [TABLE] and self.current_user:
            try:
                TableSetup.from_query(self.request.query)
            except ValueError:
                self.set_status(400)
                self.finish(
                    self.render_template("refused.html", refusal=bad_setup(self.request.query))
                )
                return
        full = getattr(self.kernel_manager, "class_is_full", None)
        if full is not None and full():
            raise HTTPError(503, "The class is full.")


class LimitedVoila(Voila):
    """Voila serving :class:`Page` and :class:`~.preheat.RequestInfo` in place of its own."""

    def init_handlers(self) -> list:
        ours = {TornadoVoilaHandler: Page, RequestInfoSocketHandler: RequestInfo}
        return [
            (route[0], ours.get(route[1], route[1]), *route[2:])
            for route in super().init_handlers()
        ]
