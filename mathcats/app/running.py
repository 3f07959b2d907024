"""A Voila server of the app on a free port, for the browser tests and the benchmark.

Started exactly as ``mathcats serve`` starts it; ``start()`` waits until the
kernel pools are warm, ``stop()`` ends it and its kernels.
"""

from __future__ import annotations

import socket
import subprocess
import time
import urllib.request
from pathlib import Path

from . import HOST, voila_command

POOLS_READY = "Kernel pool of table.ipynb is filled"
# Debian's chromium, as the browser tests and the benchmark drive it (never a downloaded one).
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


class RunningApp:
    """The server process, its address and its log."""

    def __init__(self, log: Path, extra_args: tuple[str, ...] = (), port: int | None = None):
        self.log = log
        self.port = port or free_port()  # give a restarted server its old port
        argv, env = voila_command(self.port)
        with log.open("w") as out:
            self.process = subprocess.Popen(
                [*argv, *extra_args], env=env, stdout=out, stderr=subprocess.STDOUT
            )

    def url(self, page: str) -> str:
        return f"http://{HOST}:{self.port}/voila/render/{page}"

    def wait_ready(self, seconds: float = 180, pools: bool = True) -> RunningApp:
        """Wait until the server answers (and, with ``pools``, its pools are warm)."""
        deadline = time.monotonic() + seconds
        css = f"http://{HOST}:{self.port}/voila/templates/mathcats/static/mathcats.css"
        while True:
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"Voila did not start:\n{self.log.read_text()[-3000:]}")
            if not pools or POOLS_READY in self.log.read_text():
                try:
                    with urllib.request.urlopen(css, timeout=5):
                        return self
                except OSError:
                    pass
            time.sleep(0.2)

    def kernels(self) -> list[int]:
        """The pids of the server's kernels."""
        pid = self.process.pid
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]

    def memory_mb(self) -> tuple[float, list[float]]:
        """Resident memory of the server and of each kernel, in MB."""
        sizes = []
        for pid in [self.process.pid, *self.kernels()]:
            try:
                status = Path(f"/proc/{pid}/status").read_text()
            except FileNotFoundError:
                continue
            kb = next(int(line.split()[1]) for line in status.splitlines() if line[:6] == "VmRSS:")
            sizes.append(kb / 1024)
        return sizes[0], sizes[1:]

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
