"""The card art's sprite, ``table/static/art/cats.svg``, as the table and the home page carry it.

A game's table says what a card shows (``look`` in ``engine/scene.py``);
``cards.js`` draws it; the table and the home page carry the sprite's
symbols inline (no file is ever fetched). See docs/art.md.
"""

from __future__ import annotations

import re
from pathlib import Path

SPRITE = Path(__file__).parent.parent / "table" / "static" / "art" / "cats.svg"


def sprite() -> str:
    """The sprite's symbols without its outer ``<svg>`` (and without its comments)."""
    text = SPRITE.read_text(encoding="utf-8")
    inner = text[text.index(">") + 1 : text.rindex("</svg>")]
    return re.sub(r"\s*<!--.*?-->", "", inner, flags=re.S).strip()
