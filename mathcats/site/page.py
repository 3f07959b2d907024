"""The page's table: a ``TableSession`` made from the page address, in Pyodide.

The page's worker (``static/worker.js``) makes one ``PageTable`` from the
address's query (the setup form's fields, as the app's table page reads
them) and hands it every message the table's module sends; each answer is
the scene, as JSON text. Nothing here draws: the table's module does.
"""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlencode

from ..table.settings import SPEEDS
from ..table.setup import TableSetup

# Besides the setup, an address may fix the deal and the computer cats' pause.
EXTRA = ("seed", "delay")


def _extra(query: str) -> tuple[str, dict[str, str]]:
    """The query without ``EXTRA``, and those fields."""
    fields = parse_qs(query or "", keep_blank_values=True)
    extra = {name: fields.pop(name)[-1] for name in EXTRA if name in fields}
    return urlencode(fields, doseq=True), extra


class PageTable:
    """The table of one page: ``PageTable(query)``; a bad address raises ``ValueError``."""

    def __init__(self, query: str):
        query, extra = _extra(query)
        setup = TableSetup.from_query(query)
        try:
            seed = int(extra["seed"]) if "seed" in extra else None
            delay = float(extra["delay"]) if "delay" in extra else SPEEDS[setup.speed]
        except ValueError:
            raise ValueError("seed and delay must be numbers.") from None
        # The scene carries the save: the tab keeps it, a reload sends it back.
        self.session = setup.session(setup.new_match(seed), delay=delay, keep=True)

    @property
    def scene(self) -> str:
        return json.dumps(self.session.scene)

    def answer(self, message: str) -> str:
        """Hand one message (JSON text) to the session; the new scene."""
        try:
            content = json.loads(message)
        except ValueError:
            content = None  # the session says the tap got lost
        self.session.handle(content)
        return self.scene
