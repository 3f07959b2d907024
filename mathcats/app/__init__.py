"""`mathcats serve`: the Voila app a classroom opens.

Voila serves the notebooks in ``notebooks/`` (home, setup, table, rules)
with the project's config (``config/voila.json``: a preheated kernel pool,
no tracebacks, idle kernels culled) and template (``share/``: nothing
loaded from a CDN). It listens on 127.0.0.1 only, and answers only the names
127.0.0.1, localhost and those given with ``--allow-host`` (``guard.py``).
With ``--class`` it also serves class tables (``mathcats.classroom``) on this
computer's local network address, which it answers too.
"""

from __future__ import annotations

import ipaddress
import os
import re
import secrets
import socket
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

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


class ClassPlay(NamedTuple):
    """``mathcats serve --class``: where children join, the teacher's key, the journal."""

    ip: str
    key: str
    data: str = ""  # the journal's folder ("": the user's data folder)
    forget: bool = False

    @classmethod
    def new(cls, ip: str | None = None, data: str | None = None, forget: bool = False):
        return cls(ip or local_address(), secrets.token_urlsafe(24), data or "", forget)

    def lines(self, port: int) -> list[str]:
        return [
            f"Children: http://{self.ip}:{port}/class",
            f"Teacher: http://{HOST}:{port}/class/teacher?key={self.key}",
        ]


class Settings(NamedTuple):
    """How ``mathcats serve`` runs the app.

    ``class_size`` table kernels are kept preheated (``limits.py``); ``allow_hosts``
    are more names it answers; ``class_play``: class tables too (None: none).
    """

    port: int = 8866
    open_browser: bool = False
    class_size: int = CLASS_SIZE
    allow_hosts: Sequence[str] = ()
    class_play: ClassPlay | None = None


LOCAL = Settings()  # this computer only, on port 8866


def voila_command(settings: Settings = LOCAL) -> tuple[list[str], dict[str, str]]:
    """The command line and environment that start Voila on the app."""
    from .server import KEY_VARIABLE

    port, open_browser, class_size, allow_hosts, class_play = settings

    env = dict(os.environ)
    _prepend(env, "JUPYTER_CONFIG_PATH", CONFIG_DIR)
    _prepend(env, "JUPYTER_PATH", DATA_DIR)
    argv = [
        sys.executable,
        "-m",
        "mathcats.app.server",  # Voila with the app's fixes (server.py)
        str(notebooks_dir()),
        f"--port={port}",
        f"--Voila.ip={class_play.ip if class_play else HOST}",
        "--Voila.port_retries=0",
        f"--Voila.open_browser={open_browser and not class_play}",
        f"--ClassroomKernels.class_size={class_size}",
        *(f"--GuardedVoila.allow_hosts={allowed_host(name)}" for name in allow_hosts),
    ]
    if class_play:
        env[KEY_VARIABLE] = class_play.key  # not on the command line, where others could read it
        argv += ["--ClassroomVoila.class_play=True", f"--ClassroomVoila.class_open={open_browser}"]
        argv += [f"--ClassroomVoila.class_data={class_play.data}"] if class_play.data else []
        argv += ["--ClassroomVoila.class_forget=True"] if class_play.forget else []
    if os.name == "posix":  # kernels on local sockets: no TCP port another program can take
        argv.append("--KernelManager.transport=ipc")
    return argv, env


def serve(settings: Settings = LOCAL) -> None:
    """Become the Voila server on 127.0.0.1 (this process is replaced; Ctrl+C stops it).

    With ``class_play`` it listens on its address too and prints only the
    children's and the teacher's addresses.
    """
    from .decks import write_decks

    argv, env = voila_command(settings)
    port, class_play = settings.port, settings.class_play
    if not class_play:
        print("Printing the decks the home page links to (only once)...", flush=True)
    try:
        write_decks()
    except OSError as error:  # a read-only install: the app runs, its deck links are missing
        print(f"The decks could not be printed ({error}); try mathcats print GAME.", flush=True)
    lines = (
        class_play.lines(port)
        if class_play
        else [
            f"Math Cats is starting. Open {home_url(port)}",
            "Press Ctrl+C to stop.",
        ]
    )
    print("\n".join(lines), flush=True)
    os.execve(argv[0], argv, env)
