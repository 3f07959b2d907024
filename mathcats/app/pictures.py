"""A picture for each game on the home page, made of the card art's cats.

Each picture is an inline SVG that places symbols of the table's sprite
(``widgets/static/art/cats.svg``, see docs/art.md); the page carries the
sprite once (``sprite()``), so there is no file and no request.
"""

from __future__ import annotations

from html import escape

from ..engine import get_game
from ..engine.scene import OKABE_ITO
from ..widgets.art import sprite as symbols

ORANGE, SKY, GREEN, YELLOW, BLUE, RED, PURPLE, BLACK = OKABE_ITO
NIGHT = "#0b2a4a"


def _use(name: str, x: float, y: float, size: float, fur: str = "") -> str:
    """Symbol ``name`` in a ``size`` square at (x, y); ``fur`` colours a cat."""
    colour = f' color="{fur}"' if fur else ""
    return f'<use href="#mca-{name}" x="{x}" y="{y}" width="{size}" height="{size}"{colour}/>'


def _sky(*stars: tuple[float, float, float]) -> str:
    """A night sky over the whole picture, with a star at each (x, y, size)."""
    return f'<rect width="240" height="150" rx="12" fill="{NIGHT}"/>' + "".join(
        _use("star", x, y, size) for x, y, size in stars
    )


# Each game's record names its cover, the picture on its home page card; none: a plain cat.
COVERS = {
    "can": (
        "A hungry kitten and three cans of cat food",
        _use("kitten", 10, 18, 124, ORANGE)
        + _use("can", 150, 78, 64, SKY)
        + _use("can", 186, 78, 64, GREEN)
        + _use("can", 168, 22, 64, RED),
    ),
    "ring": (
        "A kitten in a space suit, a rocket and a planet among the stars",
        _sky((120, 12, 16), (20, 112, 12), (214, 120, 14))
        + _use("planet", 168, 4, 64)
        + _use("rocket", 126, 46, 100)
        + _use("astro", 12, 20, 112, SKY),
    ),
    "line": (
        "A kitten in a space suit and Alastair, the grumpy cat",
        _sky((110, 14, 16), (222, 10, 12), (104, 118, 14))
        + _use("astro", 6, 24, 108, GREEN)
        + _use("alastair", 128, 30, 106),
    ),
    "compare": (
        "The boss cat with a crown and two kittens",
        _use("kitty", 2, 52, 90, GREEN)
        + _use("kitty", 148, 52, 90, SKY)
        + _use("boss", 66, 4, 110, ORANGE),
    ),
    "coins": (
        "A kitten with a cape and a chest of treasure",
        _use("treasure", 138, 50, 96) + _use("kombat", 8, 14, 124, PURPLE),
    ),
    "rainbow": (
        "Four cats under a rainbow",
        _use("rainbow", 50, -6, 140)
        + _use("sleepy", 0, 70, 70, BLUE)
        + _use("happy", 58, 64, 70, YELLOW)
        + _use("spotty", 116, 64, 70, RED)
        + _use("silly", 172, 70, 70, PURPLE),
    ),
}


def cover(game_id: str) -> str:
    """An inline SVG of the cover ``game_id``'s record names."""
    label, body = COVERS.get(get_game(game_id).cover, ("A kitten", _use("cat", 60, 5, 140)))
    return (
        f'<svg class="mc-home-art" viewBox="0 0 240 150" width="240" height="150" '
        f'role="img" aria-label="{escape(label)}">{body}</svg>'
    )


def sprite() -> str:
    """The art's symbols, once per page, for the pictures to use."""
    return (
        '<svg class="mc-sprite" aria-hidden="true" focusable="false" '
        f'style="position:absolute;width:0;height:0;overflow:hidden">{symbols()}</svg>'
    )
