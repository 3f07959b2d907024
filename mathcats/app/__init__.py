"""`mathcats serve`: the Voila app a classroom opens.

Voila serves the notebooks in ``notebooks/`` (home, setup, table, rules)
with the project's config (``config/voila.json``: a preheated kernel pool,
no tracebacks, idle kernels culled) and template (``share/``: nothing
loaded from a CDN). It listens on 127.0.0.1 only, and answers only the names
127.0.0.1, localhost and those given with ``--allow-host`` (``guard.py``).
With ``--class`` the class tables are wired into this server, on this
computer's local network address, by ``mathcats.class_server`` (the app does
not import class play).
"""

from __future__ import annotations

import ipaddress
import os
import re
import socket
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple, NoReturn

HERE = Path(__file__).resolve().parent
CONFIG_DIR = HERE / "config"
DATA_DIR = HERE / "share" / "jupyter"
HOST = "127.0.0.1"
HOME_PAGE = "voila/render/home.ipynb"
CLASS_SIZE = 8  # table kernels kept preheated: children who can start at once


def notebooks_dir() -> Path:
    """The app's pages: shipped in the package, or ``notebooks/`` in a clone."""
    for candidate in (HERE / "notebooks", HERE.parent.parent / "notebooks"):
        if (candidate / "home.ipynb").is_file():
            return candidate
    raise FileNotFoundError("The app's notebooks are missing (notebooks/home.ipynb).")


def home_url(port: int) -> str:
    return f"http://{HOST}:{port}/{HOME_PAGE}"


def _prepend(env: dict[str, str], name: str, path: Path) -> None:
    env[name] = os.pathsep.join(p for p in (str(path), env.get(name, "")) if p)


def allowed_host(name: str) -> str:
    """``name`` if it is a host name (``classroom.local``), in lower case; else ``ValueError``."""
    label = r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?"
    if len(name) > 253 or not re.fullmatch(rf"{label}(\.{label})*", name.lower()):
        raise ValueError(f"--allow-host needs a host name like classroom.local, not {name!r}.")
    return name.lower()


def local_address() -> str:
    """This computer's address on its local network (127.0.0.1 if it has none).

    A UDP socket's connect() only reads the route: no packet is sent.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return probe.getsockname()[0]
        except OSError:
            return HOST


def class_ip(text: str) -> str:
    """``text`` if it is one of this computer's IPv4 addresses in form; else ``ValueError``."""
    try:
        address = ipaddress.IPv4Address(text)
    except ValueError:
        address = None
    if address is None or address.is_unspecified or address.is_multicast:
        raise ValueError(f"--ip needs this computer's address, like 192.168.1.20, not {text!r}.")
    return str(address)


class Settings(NamedTuple):
    """How ``mathcats serve`` runs the app.

    ``class_size`` table kernels are kept preheated (``limits.py``); ``allow_hosts``
    are more names it answers; ``ip``: the address it listens on (class play: the
    local network's).
    """

    port: int = 8866
    open_browser: bool = False
    class_size: int = CLASS_SIZE
    allow_hosts: Sequence[str] = ()
    ip: str = HOST


LOCAL = Settings()  # this computer only, on port 8866


def voila_command(
    settings: Settings = LOCAL, server: str = "mathcats.app.server"
) -> tuple[list[str], dict[str, str]]:
    """The command line and environment that start Voila on the app: ``server`` is the
    module run (Voila with the app's fixes: ``server.py``, or one built on it)."""
    port, open_browser, class_size, allow_hosts, ip = settings

    env = dict(os.environ)
    _prepend(env, "JUPYTER_CONFIG_PATH", CONFIG_DIR)
    _prepend(env, "JUPYTER_PATH", DATA_DIR)
    argv = [
        sys.executable,
        "-m",
        server,
        str(notebooks_dir()),
        f"--port={port}",
        f"--Voila.ip={ip}",
        "--Voila.port_retries=0",
        f"--Voila.open_browser={open_browser}",
        f"--ClassroomKernels.class_size={class_size}",
        *(f"--GuardedVoila.allow_hosts={allowed_host(name)}" for name in allow_hosts),
    ]
    if os.name == "posix":  # kernels on local sockets: no TCP port another program can take
        argv.append("--KernelManager.transport=ipc")
    return argv, env


def run(argv: list[str], env: dict[str, str]) -> NoReturn:
    """Become the server ``argv`` starts (this process is replaced; Ctrl+C stops it)."""
    os.execve(argv[0], argv, env)


def serve(settings: Settings = LOCAL) -> NoReturn:
    """Become the app's Voila server on 127.0.0.1, saying where to open it."""
    print(f"Math Cats is starting. Open {home_url(settings.port)}", flush=True)
    print("Press Ctrl+C to stop.", flush=True)
    run(*voila_command(settings))
