"""Class play: every child on their own device, one server for the whole class.

``ClassHost`` (``host.py``) holds every class table (``table.py``: one match,
one table session per child's seat) in the app's own server process; the
journal (``journal.py``) keeps them in SQLite; ``web.py`` serves the pages and
the two websockets (``messages.py``: every frame's model). See docs/class.md.
"""

from __future__ import annotations

import logging
from pathlib import Path


def kept_host(folder: Path, forget: bool = False, key: str | None = None):
    """A host on the server's clock, with the tables kept in ``folder``; it saves there.

    Its searches run in worker processes (``thinking.py``), off the server's loop,
    started at once.
    """
    from .host import ClassHost
    from .journal import Journal
    from .thinking import Thinking
    from .web import clock

    journal = Journal(folder, forget)
    thinking = Thinking()
    thinking.warm()  # the workers start beside the server, not at the first search
    host = ClassHost(clock, key, thinking=thinking)
    for row in journal.rows():
        try:
            host.restore(row)
        except ValueError:  # a damaged row: that table is lost, the others come back
            logging.getLogger(__name__).warning("Class table %s could not be restored", row["code"])
    host.listeners.append(journal.save)
    return host
