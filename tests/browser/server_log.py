"""What a server's log says it could not find: the browser tests' check for 404s.

A browser does not report every request to Playwright (its ``/favicon.ico``
is not), and a page's template names its files on the server, so the
server's own log is where a missing file shows.
"""

from __future__ import annotations

import re

# Tornado's words for a file a template names that is not there (once, when first named).
NOT_THERE = "Could not open static file"
MISSING = re.compile(rf"{NOT_THERE}|(^|\s)404\s")  # or a request answered 404


def missing(log: str) -> list[str]:
    """The lines of ``log`` about a file or address the server did not find."""
    return [line for line in log.splitlines() if MISSING.search(line)]
