"""The printable decks the home page links to: PDFs among the template's static files.

``mathcats serve`` and ``python -m mathcats.app.install`` print any deck that is
missing or older than the code that draws it (``mathcats/printout/``, the art);
Voila then serves them as files. See docs/print.md.
"""

from __future__ import annotations

from pathlib import Path

from ..engine import game_ids
from ..table.art import SPRITE
from . import DATA_DIR

STATIC = Path("voila", "templates", "mathcats", "static")
FOLDER = "decks"


def deck_link(game_id: str) -> str:
    """The deck's address, relative to the app's pages (``/voila/render/PAGE``)."""
    return f"../templates/mathcats/static/{FOLDER}/{game_id}.pdf"


def write_decks(share: Path = DATA_DIR) -> list[Path]:
    """Print every game's deck under ``share`` that is missing or out of date; returns them."""
    from .. import printout

    folder = share / STATIC / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    code = Path(printout.__file__).parent.glob("*.py")  # the printout package's parts
    newest = max(p.stat().st_mtime for p in (*code, SPRITE))
    written = []
    for game_id in game_ids():
        pdf = folder / f"{game_id}.pdf"
        if not pdf.is_file() or pdf.stat().st_mtime < newest:
            printout.print_deck(game_id, pdf)
            written.append(pdf)
    return written
