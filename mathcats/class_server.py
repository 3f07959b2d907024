"""`mathcats serve --class`: the app's Voila server with the class tables in it.

The app (``mathcats.app``) and class play (``mathcats.classroom``) import
neither each other; this module, above both, wires them together. Its server
is the app's (``app/server.py``: the guard, the limits) plus the class routes
(``classroom/web.py``) at ``/class``, on the local network address and on
127.0.0.1 (the teacher's page). It prints the children's and the teacher's
addresses only once the server answers them.

    python -m mathcats.class_server NOTEBOOKS_DIR [Voila options]   (run by mathcats serve)
"""

from __future__ import annotations

import os
import secrets
import webbrowser
from pathlib import Path
from typing import NamedTuple, NoReturn

from jupyter_server.utils import url_path_join
from tornado.ioloop import IOLoop
from traitlets import Bool, Unicode

from .app import HOST, Settings, local_address, run, voila_command
from .app.server import AppVoila
from .classroom import kept_host
from .classroom.journal import data_dir
from .classroom.lag import settle
from .classroom.web import routes as class_routes

KEY_VARIABLE = "MATHCATS_CLASS_KEY"  # the teacher's key: by the environment, not argv


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


class ClassroomVoila(AppVoila):
    """The app's server with the class tables at ``/class``."""

    class_data = Unicode("", config=True, help="The class journal's folder (default: user data).")
    class_forget = Bool(False, config=True, help="Start with no class tables kept.")
    class_open = Bool(False, config=True, help="Open the teacher's page in a browser.")

    def init_handlers(self) -> list:
        folder = Path(self.class_data) if self.class_data else data_dir()
        self.class_host = kept_host(folder, self.class_forget, os.environ.get(KEY_VARIABLE))
        join = f"http://{self.ip}:{self.port}/class"
        return [*class_routes(self.class_host, self.server_url, join), *super().init_handlers()]

    def stop(self) -> None:
        """Stopping: the searches in flight are dropped at once (``Thinking.shutdown``)."""
        self.class_host.thinking.shutdown()
        super().stop()

    def listen(self) -> None:
        # Voila's listen() binds the address, then runs the loop until the server stops:
        # what needs the bound port waits for the loop's first turn.
        IOLoop.current().add_callback(self._answering)
        super().listen()

    def _answering(self) -> None:
        """Also listen on 127.0.0.1 (the teacher's page), then say where the class is."""
        if self.ip != HOST:
            self.app.listen(self.port, HOST)
        settle(IOLoop.current().asyncio_loop)  # warm: the imports and the kept tables
        print("\n".join(ClassPlay(self.ip, self.class_host.key).lines(self.port)), flush=True)
        if self.class_open:
            path = url_path_join(self.server_url, f"/class/teacher?key={self.class_host.key}")
            webbrowser.open(f"http://{HOST}:{self.port}{path}")


def class_command(settings: Settings, play: ClassPlay) -> tuple[list[str], dict[str, str]]:
    """The command line and environment that start the class server (``settings.open_browser``:
    the teacher's page, not the app's home)."""
    argv, env = voila_command(settings._replace(ip=play.ip, open_browser=False), __name__)
    env[KEY_VARIABLE] = play.key
    argv.append(f"--ClassroomVoila.class_open={settings.open_browser}")
    argv += [f"--ClassroomVoila.class_data={play.data}"] if play.data else []
    argv += ["--ClassroomVoila.class_forget=True"] if play.forget else []
    return argv, env


def serve_class(settings: Settings, play: ClassPlay) -> NoReturn:
    """Become the class server (it prints the two addresses once it answers)."""
    run(*class_command(settings, play))


if __name__ == "__main__":
    ClassroomVoila.launch_instance()
