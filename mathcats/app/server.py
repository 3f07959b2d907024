"""The server `mathcats serve` runs: Voila with the app's fixes.

``guard.py``: only this computer's names (and ``--allow-host``) are answered,
no page listings, kernels' tracebacks stay in the server's log.
``limits.py``: a pool of ``--class-size`` tables, a cap on kernels, and
kernels no page connects to shut down; ``preheat.py``: a preheated kernel
always hears its request. ``mathcats serve --class`` runs a server built on
this one with the class tables in it (``mathcats/class_server.py``).

    python -m mathcats.app.server NOTEBOOKS_DIR [--GuardedVoila.allow_hosts=NAME ...]
"""

from .guard import GuardedVoila
from .limits import LimitedVoila


class AppVoila(GuardedVoila, LimitedVoila):
    """Voila with both: guard.py's handlers wrap limits.py's (see the MRO)."""


if __name__ == "__main__":
    AppVoila.launch_instance()
