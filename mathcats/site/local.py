"""A built site served on 127.0.0.1, as any static web server would (tests, benchmarks)."""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass

    def send_error(self, code, message=None, explain=None) -> None:
        self.server.errors.append(f"{int(code)} {self.path}")
        super().send_error(code, message, explain)


class LocalServer:
    """``folder`` on 127.0.0.1 at a free port (``url``), in a thread, until ``stop()``.

    ``errors`` lists each request answered with an error ("404 /favicon.ico"), also those
    a browser makes on its own, which a page's listeners never see.
    """

    def __init__(self, folder: Path):
        handler = functools.partial(_Quiet, directory=str(folder))
        self.http = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.errors: list[str] = []
        self.http.errors = self.errors
        self.url = f"http://127.0.0.1:{self.http.server_port}/"
        self.thread = threading.Thread(target=self.http.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.http.shutdown()
        self.http.server_close()
        self.thread.join(timeout=10)
