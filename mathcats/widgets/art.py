"""The card art: which symbols of the sprite ``static/art/cats.svg`` a card shows.

Adapters say what a card shows (``look``); ``cards.js`` draws it; the table and
the home page carry the sprite's symbols inline (no file is ever fetched).
See docs/art.md.
"""

from __future__ import annotations

import re
from pathlib import Path

SPRITE = Path(__file__).parent / "static" / "art" / "cats.svg"

# A pattern over each colour's band, so that no two colours look alike in greyscale:
# Okabe-Ito's eight, then Meow 10's grey and brown.
PATTERNS = {
    "#E69F00": "dots",
    "#56B4E9": "stripes",
    "#009E73": "zigzag",
    "#F0E442": "checks",
    "#0072B2": "hearts",
    "#D55E00": "rings",
    "#CC79A7": "bars",
    "#000000": "plain",
    "#999999": "plus",
    "#8C5A2B": "line",
}


def look(
    colour: str | None, *picture: str, mark: str = "", backdrop: str = "", pile: bool = False
) -> dict:
    """A card's colour and art, for ``card(tap, 40, **look(colour, "kitten", mark="can"))``.

    ``picture``: symbols drawn back to front; ``mark``: the game's mark in the
    corner; ``backdrop``: a symbol stretched behind the picture (``"space"``);
    ``pile``: drawn as the top of a pile.
    """
    art: dict = {"picture": list(picture)}
    if backdrop:
        art["backdrop"] = backdrop
    if colour in PATTERNS:
        art["pattern"] = PATTERNS[colour]
    if mark:
        art["mark"] = mark
    if pile:
        art["pile"] = True
    return {"colour": colour, "art": art} if colour else {"art": art}


def sprite() -> str:
    """The sprite's symbols without its outer ``<svg>`` (and without its comments)."""
    text = SPRITE.read_text(encoding="utf-8")
    inner = text[text.index(">") + 1 : text.rindex("</svg>")]
    return re.sub(r"\s*<!--.*?-->", "", inner, flags=re.S).strip()
