"""The server `mathcats serve` runs: Voila with the app's fixes.

``guard.py``: only this computer's names (and ``--allow-host``) are answered,
no page listings, kernels' tracebacks stay in the server's log.

    python -m mathcats.app.server NOTEBOOKS_DIR [--GuardedVoila.allow_hosts=NAME ...]
"""

from .guard import GuardedVoila

if __name__ == "__main__":
    GuardedVoila.launch_instance()
