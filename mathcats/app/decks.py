"""The printable decks the home page links to: PDFs among the template's static files.

``mathcats serve`` and ``mathcats install`` have ``mathcats.printout`` print
into ``deck_folder()`` any deck that is missing or older than the code that
draws it; Voila then serves them as files. See docs/print.md.
"""

from __future__ import annotations

from pathlib import Path

from . import DATA_DIR

STATIC = Path("voila", "templates", "mathcats", "static")
FOLDER = "decks"


def deck_link(game_id: str) -> str:
    """The deck's address, relative to the app's pages (``/voila/render/PAGE``)."""
    return f"../templates/mathcats/static/{FOLDER}/{game_id}.pdf"


def deck_folder(share: Path = DATA_DIR) -> Path:
    """Where the decks go under a ``share/jupyter`` folder (the app's own by default)."""
    return share / STATIC / FOLDER
