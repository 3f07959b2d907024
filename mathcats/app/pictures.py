"""A small picture for each game on the home page: a cat with the game's thing.

Inline SVG (no file, no request), in the Okabe-Ito colours.
"""

from __future__ import annotations

import math
from html import escape

from ..engine import get_game
from ..widgets.adapters.base import OKABE_ITO

ORANGE, SKY, GREEN, YELLOW, BLUE, RED, PURPLE, _BLACK = OKABE_ITO
INK = "#1a1a1a"


def _cat(x: float, y: float, fur: str, scale: float = 1.0) -> str:
    """A cat's head centred on (x, y)."""
    return f"""<g transform="translate({x} {y}) scale({scale})" stroke="{INK}" stroke-width="2">
  <path d="M-26 -8 L-22 -34 L-6 -20 Z M26 -8 L22 -34 L6 -20 Z" fill="{fur}"/>
  <circle r="26" fill="{fur}"/>
  <circle cx="-9" cy="-4" r="3.5" fill="{INK}" stroke="none"/>
  <circle cx="9" cy="-4" r="3.5" fill="{INK}" stroke="none"/>
  <path d="M-4 5 L4 5 L0 10 Z" fill="{PURPLE}"/>
  <path d="M-6 15 Q0 19 6 15 M-12 8 L-30 4 M-12 11 L-30 13 M12 8 L30 4 M12 11 L30 13"
        fill="none"/>
</g>"""


def _text(x: float, y: float, words: str, size: int = 18, fill: str = INK) -> str:
    return (
        f'<text x="{x}" y="{y}" font-size="{size}" font-family="system-ui, sans-serif" '
        f'font-weight="bold" text-anchor="middle" fill="{fill}">{escape(words)}</text>'
    )


def _can(x: float, y: float) -> str:
    return (
        f'<g stroke="{INK}" stroke-width="2"><rect x="{x}" y="{y}" width="30" height="36" '
        f'rx="4" fill="{SKY}"/><ellipse cx="{x + 15}" cy="{y}" rx="15" ry="5" fill="#ddd"/>'
        f"</g>{_text(x + 15, y + 25, '100', 12)}"
    )


def _ring(cx: float, cy: float, r: float) -> str:
    dots = []
    for n in range(10):  # 0 at the top, then round clockwise like a clock
        angle = math.radians(n * 36 - 90)
        dots.append(_text(cx + r * math.cos(angle), cy + r * math.sin(angle) + 5, str(n), 13))
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{BLUE}"/>' + "".join(dots)


def _line(x: float, y: float) -> str:
    marks = "".join(_text(x + 11 * n, y + 18, str(n), 11) for n in range(10))
    return f'<path d="M{x - 4} {y} H{x + 103}" stroke="{INK}" stroke-width="2"/>' + marks


def _rainbow(cx: float, cy: float) -> str:
    bands = (RED, ORANGE, YELLOW, GREEN, SKY, BLUE, PURPLE)
    return "".join(
        f'<path d="M{cx - 40 + 4 * i} {cy} A{40 - 4 * i} {40 - 4 * i} 0 0 1 {cx + 40 - 4 * i} {cy}"'
        f' fill="none" stroke="{c}" stroke-width="4"/>'
        for i, c in enumerate(bands)
    )


def _coins(x: float, y: float) -> str:
    return "".join(
        f'<circle cx="{x + dx}" cy="{y + dy}" r="9" fill="{YELLOW}" stroke="{INK}" '
        f'stroke-width="2"/>{_text(x + dx, y + dy + 5, v, 12)}'
        for dx, dy, v in ((0, 0, "3"), (20, 0, "2"), (10, -16, "4"))
    )


# Each game's record names its picture kind; a game without one gets a plain cat.
PICTURES = {
    "can": ("A kitten and a can of food", _cat(55, 58, ORANGE) + _can(100, 40)),
    "ring": (
        "A kitten and a ring of numbers from 0 to 9",
        _ring(108, 52, 34) + _cat(108, 56, SKY, 0.55),
    ),
    "line": (
        "A kitten and a line of numbers from 0 to 9",
        _cat(80, 40, SKY, 0.8) + _line(30, 80),
    ),
    "compare": (
        "Two kittens: 3 is less than 7",
        _cat(45, 45, GREEN, 0.7)
        + _cat(115, 45, ORANGE, 0.7)
        + _text(45, 92, "3", 22)
        + _text(80, 92, "<", 22)
        + _text(115, 92, "7", 22),
    ),
    "coins": ("A kitten with treasure coins", _cat(60, 58, PURPLE) + _coins(110, 70)),
    "rainbow": ("A kitten under a rainbow", _rainbow(80, 92) + _cat(80, 66, YELLOW, 0.8)),
}


def picture(game_id: str) -> str:
    """An inline SVG of the picture ``game_id``'s record names."""
    label, body = PICTURES.get(get_game(game_id).picture, ("A kitten", _cat(80, 55, ORANGE)))
    return (
        f'<svg class="mc-picture" viewBox="0 0 160 100" width="160" height="100" '
        f'role="img" aria-label="{escape(label)}">{body}</svg>'
    )
