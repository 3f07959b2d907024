"""The pieces pictures are drawn with, as HTML and inline SVG text: for any game's drawer.

``tag`` writes one element (every text escaped); ``label`` and ``ten_frames``
are the picture parts two games draw; ``use`` and ``sky`` place the card
art's symbols (``table/static/art/cats.svg``, see docs/art.md), as a home
page cover does. ``mathcats.pictures`` puts a picture together.
"""

from __future__ import annotations

from functools import cache
from html import escape

from .scene import OKABE_ITO

ORANGE, SKY, GREEN, YELLOW, BLUE, RED, PURPLE, BLACK = OKABE_ITO
NIGHT = "#0b2a4a"


def num(x: float) -> str:
    """A coordinate, rounded to 2 decimals and without trailing zeros: 80, 116.44."""
    return f"{round(x, 2) + 0.0:g}"


def tag(name: str, attrs: dict, *children: str, text: object = None) -> str:
    """One element: ``attrs`` in order (floats as ``num``), then ``text`` or ``children``."""
    said = "".join(f' {k}="{_value(v)}"' for k, v in attrs.items())
    inner = escape(str(text)) if text is not None else "".join(children)
    return f"<{name}{said}>{inner}</{name}>"


def _value(v: object) -> str:
    if isinstance(v, float):
        return num(v)
    return str(v) if isinstance(v, int) else escape(str(v))


def label(text: object) -> str:
    """A row's label, on the left of what the row shows."""
    return tag("span", {"class": "mc-row-label"}, text=text)


def ten_frames(frames: list[int], sums: list[int] | None = None) -> str:
    """Ten-frames: two rows of five, filled from the top row; ``sums``: the count after each."""
    boxes = []
    for i, filled in enumerate(frames):
        total = tag("span", {"class": "mc-frame-sum"}, text=sums[i]) if sums else ""
        boxes.append(tag("span", {"class": "mc-frame-box"}, _frame(filled), total))
    return tag("span", {"class": "mc-frames"}, *boxes)


@cache
def _frame(filled: int) -> str:
    """One ten-frame with ``filled`` cells on; drawn once."""
    cells = [
        tag("span", {"class": "mc-cell mc-on" if cell < filled else "mc-cell"})
        for cell in range(10)
    ]
    return tag("span", {"class": "mc-frame"}, *cells)


def use(name: str, x: float, y: float, size: float, fur: str = "") -> str:
    """The art's symbol ``name`` in a ``size`` square at (x, y); ``fur`` colours a cat."""
    colour = f' color="{fur}"' if fur else ""
    return f'<use href="#mca-{name}" x="{x}" y="{y}" width="{size}" height="{size}"{colour}/>'


def sky(*stars: tuple[float, float, float]) -> str:
    """A night sky over a whole cover (240x150), with a star at each (x, y, size)."""
    return f'<rect width="240" height="150" rx="12" fill="{NIGHT}"/>' + "".join(
        use("star", x, y, size) for x, y, size in stars
    )
