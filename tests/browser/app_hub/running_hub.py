"""A real JupyterHub on 127.0.0.1, run from deploy/jupyterhub_config.py as docs/deploy.md says.

The app is installed as binder/postBuild installs it, but into a temporary
prefix that the class servers read. A small config file loads the repository's
one and changes only ports and folders. ``configurable-http-proxy`` comes from
``.venv/node`` (``make test`` installs it there with npm). On any failure the
hub's log tail is printed; at the end the hub, its proxy, the class servers
and their kernels are all stopped, by process id.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from mathcats.app import HOST, install
from mathcats.app.running import free_port

ROOT = Path(__file__).resolve().parents[3]
CONFIG = ROOT / "deploy" / "jupyterhub_config.py"
PROXY_BIN = Path(sys.prefix, "node", "node_modules", ".bin")  # npm install --prefix .venv/node
START = 60  # s for the hub and its proxy to answer
OVERRIDES = """\
c = get_config()
load_subconfig({config!r})
c.JupyterHub.port = {port}
c.JupyterHub.public_url = "http://{host}:{port}/"
c.JupyterHub.services[0]["url"] = "http://{host}:{service_port}"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://{host}:{api_port}"
c.Spawner.environment = {{"JUPYTER_CONFIG_PATH": {etc!r}, "JUPYTER_PATH": {share!r}}}
"""


def children(pid: int) -> set[int]:
    """Every live descendant of ``pid``."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(stat.parent.name)] = int(fields[1])
    found, todo = set(), [pid]
    while todo:
        pid = todo.pop()
        kids = [p for p, parent in parents.items() if parent == pid]
        found.update(kids)
        todo.extend(kids)
    return found


def listening(pids: set[int]) -> list[str]:
    """The TCP addresses (``ip:port``) that these processes listen on."""
    inodes = set()
    for pid in pids:
        for fd in Path(f"/proc/{pid}/fd").glob("*"):
            try:
                target = os.readlink(fd)
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    found = []
    for table in ("tcp", "tcp6"):
        for line in Path(f"/proc/net/{table}").read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] == "0A" and fields[9] in inodes:  # 0A: LISTEN
                address, port = fields[1].split(":")
                found.append(f"{decode_ip(address)}:{int(port, 16)}")
    return found


def decode_ip(hex_address: str) -> str:
    """``0100007F`` -> ``127.0.0.1``; an IPv6 address stays in hex (it is never ours)."""
    if len(hex_address) != 8:
        return hex_address
    return ".".join(str(b) for b in reversed(bytes.fromhex(hex_address)))


class Hub:
    """The hub process, its public URL, its log and every process it started."""

    def __init__(self, folder: Path):
        self.folder, self.log = folder, folder / "hub.log"
        self.port, hub_port, api_port = free_port(), free_port(), free_port()
        self.service_port = free_port()  # the class host, a hub service
        self.url = f"http://{HOST}:{self.port}"
        prefix = folder / "prefix"
        install.install(prefix)
        overrides = folder / "jupyterhub_config.py"
        overrides.write_text(
            OVERRIDES.format(
                config=str(CONFIG),
                port=self.port,
                service_port=self.service_port,
                hub_port=hub_port,
                host=HOST,
                api_port=api_port,
                etc=str(prefix / "etc" / "jupyter"),
                share=str(prefix / "share" / "jupyter"),
            )
        )
        state = folder / "hub"  # the folder the hub is started from (docs/deploy.md)
        state.mkdir()
        env = {**os.environ, "PATH": f"{PROXY_BIN}{os.pathsep}{os.environ['PATH']}"}
        with self.log.open("w") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "jupyterhub", "-f", str(overrides)],
                cwd=state,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        self.seen: set[int] = set()

    def tail(self, lines: int = 60) -> str:
        return "\n".join(self.log.read_text().splitlines()[-lines:])

    def wait_ready(self) -> Hub:
        deadline = time.monotonic() + START
        while True:
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"JupyterHub did not start. Its log ends:\n{self.tail()}")
            try:
                with urllib.request.urlopen(f"{self.url}/hub/api", timeout=5):
                    return self
            except OSError:
                time.sleep(0.3)

    def processes(self) -> set[int]:
        """The hub and everything under it now (remembered, to be stopped at the end)."""
        now = {self.process.pid, *children(self.process.pid)}
        self.seen |= now
        return now

    def stop(self) -> None:
        """Stop the hub (it stops its proxy and servers as it ends), then kill what is left."""
        self.processes()
        self.process.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=30)
        self.process.kill()  # nothing happens if it has ended
        self.process.wait()
        time.sleep(1)
        for pid in self.seen - {self.process.pid}:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
