"""The server `mathcats serve` runs: Voila with the app's fixes.

``guard.py``: only this computer's names (and ``--allow-host``) are answered,
no page listings, kernels' tracebacks stay in the server's log.
``limits.py``: a pool of ``--class-size`` tables, a cap on kernels, and
kernels no page connects to shut down; ``preheat.py``: a preheated kernel
always hears its request. With ``--ClassroomVoila.class_play=True``
(``mathcats serve --class``) it also serves the class tables
(``mathcats.classroom``) at ``/class``, on the local network address and on
127.0.0.1 (the teacher's page).

    python -m mathcats.app.server NOTEBOOKS_DIR [--GuardedVoila.allow_hosts=NAME ...]
"""

import os
import webbrowser
from pathlib import Path

from jupyter_server.utils import url_path_join
from traitlets import Bool, Unicode

from . import HOST
from .guard import GuardedVoila
from .limits import LimitedVoila

KEY_VARIABLE = "MATHCATS_CLASS_KEY"  # the teacher's key, from `mathcats serve --class`


class ClassroomVoila(GuardedVoila, LimitedVoila):
    """Voila with both: guard.py's handlers wrap limits.py's (see the MRO); class play if asked."""

    class_play = Bool(False, config=True, help="Serve class tables at /class.")
    class_data = Unicode("", config=True, help="The class journal's folder (default: user data).")
    class_forget = Bool(False, config=True, help="Start with no class tables kept.")
    class_open = Bool(False, config=True, help="Open the teacher's page in a browser.")

    def init_handlers(self) -> list:
        routes = super().init_handlers()
        if not self.class_play:
            return routes
        from ..classroom import kept_host
        from ..classroom.journal import data_dir
        from ..classroom.web import routes as class_routes

        folder = Path(self.class_data) if self.class_data else data_dir()
        self.class_host = kept_host(folder, self.class_forget, os.environ.get(KEY_VARIABLE))
        join = f"http://{self.ip}:{self.port}/class"
        return [*class_routes(self.class_host, self.server_url, join), *routes]

    def listen(self) -> None:
        super().listen()
        if self.class_play and self.ip != HOST:
            self.app.listen(self.port, HOST)  # the teacher's page, on this computer only
        if self.class_play and self.class_open:
            path = url_path_join(self.server_url, f"/class/teacher?key={self.class_host.key}")
            webbrowser.open(f"http://{HOST}:{self.port}{path}")


if __name__ == "__main__":
    ClassroomVoila.launch_instance()
