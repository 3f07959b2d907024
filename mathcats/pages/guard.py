"""The Host/Origin guard every host's tornado handlers wear (the app's Voila, class play).

A web page on another site could rename itself to this computer's address
(DNS rebinding) and drive the server. So a guarded handler answers only the
host names the app's settings list (``HOSTS``), and a request a page sends
(it carries ``Origin``: websockets, forms, deleting a kernel) must come from
a page of this very server: the same port, and the same name, where
``127.0.0.1``, ``localhost`` and ``[::1]`` all name this computer.
"""

from __future__ import annotations

from typing import NoReturn
from urllib.parse import urlsplit

from tornado.log import app_log
from tornado.web import HTTPError

LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")  # this computer, by any of its names
HOSTS = "mathcats_hosts"  # the tornado setting holding the names answered


def _address(url: str) -> tuple[str, int | None] | None:
    """An address's host name (lower case) and port; ``None`` if malformed."""
    try:
        parts = urlsplit(url)
        return (parts.hostname or "", parts.port)
    except ValueError:
        return None


def same_server(origin: str, host: str) -> bool:
    """Whether a page at ``origin`` ("http://localhost:8866") is of the server at ``host``
    (the request's Host, "127.0.0.1:8866"): the same port, and the same computer."""
    page, server = _address(origin), _address(f"//{host}")
    if page is None or server is None or not page[0] or page[1] != server[1]:
        return False
    return page[0] == server[0] or {page[0], server[0]} <= set(LOCAL_HOSTS)


class _ThisServerOnly:
    """Mixed into every handler: refuse other host names, and pages of other sites."""

    def prepare(self, *args, **kwargs):
        host = self.request.host
        server = _address(f"//{host}")
        if server is None or server[0] not in self.settings[HOSTS]:
            _refuse("This host name is not allowed (mathcats serve --allow-host).", host)
        origin = self.request.headers.get("Origin")
        if origin is not None and not same_server(origin, host):
            _refuse("A page of another site may not use this server.", origin)
        return super().prepare(*args, **kwargs)


def _refuse(why: str, who: str) -> NoReturn:
    app_log.warning("Refused %r: %s", who, why)
    raise HTTPError(403, why)


def guarded(handler: type) -> type:
    """``handler`` wearing the guard (its ``prepare`` runs after the guard's checks)."""
    return type(handler.__name__, (_ThisServerOnly, handler), {})
