"""The hand-over of a page's address to its preheated kernel, without losing a kernel.

A preheated kernel runs its page's notebook before anyone asks for the page,
then waits on a websocket (``/voila/query/KERNEL``, see ``request.py``) for
the request's address. Voila's ``RequestInfoSocketHandler`` (0.5.13) files
each waiting connection under its kernel, and its ``on_close`` looks the
closing connection up and deletes the *last entry it looked at* when the
connection is not on file: a second connection for the same kernel, or one
dropped before it opened, makes it forget another kernel. That kernel never
hears its request, so its page stays on "Executing" for good (nothing times
out: not the kernel's wait, not the cell, not the page). :class:`RequestInfo`
removes only its own entry; ``server.py`` serves it in place of Voila's.
"""

from __future__ import annotations

from voila.request_info_handler import RequestInfoSocketHandler


class RequestInfo(RequestInfoSocketHandler):
    """Voila's hand-over, keyed by kernel (the same registry), forgetting only itself."""

    kernel_id: str | None = None

    def open(self, kernel_id: str) -> None:
        self.kernel_id = kernel_id
        super().open(kernel_id)
        self._cache.pop(kernel_id, None)  # delivered (or it is sent to this one later)

    def on_close(self) -> None:
        if self._waiters.get(self.kernel_id) is self:
            del self._waiters[self.kernel_id]
