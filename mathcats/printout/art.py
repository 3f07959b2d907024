"""The sprite's symbols as the printout draws them: a card face, its band's pattern, its back.

Only the symbols a card needs are copied into its SVG (parsing all of the sprite is slow).
"""

from __future__ import annotations

import re
from functools import cache

from ..engine.scene import OKABE_ITO
from ..table.art import sprite

CARD_W, CARD_H = 63, 88  # mm: a poker card
INK = "#1a1a1a"


@cache
def _sprite_symbols() -> dict[str, str]:
    """Each symbol of the sprite, by id."""
    pattern = r'(?s)<symbol id="([^"]+)"[^>]*?(?:/>|>.*?</symbol>)'
    return {match.group(1): match.group(0) for match in re.finditer(pattern, sprite())}


def symbols(*names: str) -> str:
    """The sprite's symbols these names need, with those they use (parsing all is slow)."""
    found, wanted, todo = _sprite_symbols(), {}, [f"mca-{name}" for name in names]
    while todo:
        name = todo.pop()
        if name in found and name not in wanted:
            wanted[name] = found[name]
            todo += re.findall(r'href="#([^"]+)"', found[name])
    return "".join(text for name, text in found.items() if name in wanted)  # used before users


def _own_colour(name: str) -> str | None:
    """The fur colour a symbol sets itself (Alastair's grey, the back's cat), if it does."""
    found = re.search(r'(?<![\w-])color="([^"]+)"', _sprite_symbols().get(f"mca-{name}", ""))
    return found and found.group(1)


def back_svg() -> str:
    """The back of every card: the table's card back (the sprite's ``back``), filling it."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{CARD_W}mm" height="{CARD_H}mm" '
        f'viewBox="0 0 {CARD_W} {CARD_H}"><defs>'
        f"{symbols('back').replace('currentColor', _own_colour('back'))}</defs>"
        f'<rect width="{CARD_W}" height="{CARD_H}" fill="#fff"/>'
        f'<use href="#mca-back" width="{CARD_W}" height="{CARD_H}"/></svg>'
    )


def band_svg(pattern: str) -> str:
    """A colour's band pattern, drawn alone: the card clips it to the band."""
    width, height = CARD_W - 2, 11
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}mm" height="{height}mm" '
        f'viewBox="0 0 {width} {height}"><defs>{symbols("pat-" + pattern)}</defs>'
        f'<use href="#mca-pat-{pattern}" width="{width}" height="{height}"/></svg>'
    )


def card_svg(item: dict, square: tuple[float, float] = (33, 38)) -> str:
    """One card face, in mm, with the sprite's symbols inlined in the card's colour.

    ``square``: the top and the size of the square the art's symbols are drawn in.
    """
    colour, art = item.get("colour") or "#ffffff", item["art"]
    names = [*art["symbols"], *(art[key] for key in ("backdrop", "mark") if key in art)]
    fur = _own_colour(art["symbols"][0]) or (colour if colour.startswith("#") else INK)
    defs = symbols(*names).replace("currentColor", fur)
    parts = [f'<rect width="{CARD_W}" height="{CARD_H}" rx="4" fill="#fff"/>']
    if colour == "rainbow":  # a stripe of every colour
        width = (CARD_W - 2) / len(OKABE_ITO)
        parts += [
            f'<rect x="{1 + i * width:.2f}" y="1" width="{width + 0.1:.2f}" height="11" '
            f'fill="{c}"/>'
            for i, c in enumerate(OKABE_ITO)
        ]
    else:
        parts.append(f'<rect x="1" y="1" width="{CARD_W - 2}" height="11" fill="{colour}"/>')
    if "backdrop" in art:
        parts.append(f'<use href="#mca-{art["backdrop"]}" x="8" y="32" width="47" height="40"/>')
    x, size = (CARD_W - square[1]) / 2, square[1]
    parts += [
        f'<use href="#mca-{name}" x="{x}" y="{square[0]}" width="{size}" height="{size}"/>'
        for name in art["symbols"]
    ]
    if "mark" in art:
        parts.append(f'<use href="#mca-{art["mark"]}" x="3" y="76" width="9" height="9"/>')
    parts.append(
        f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="3.5" '
        f'fill="none" stroke="{INK}" stroke-width="0.8"/>'
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{CARD_W}mm" height="{CARD_H}mm" '
        f'viewBox="0 0 {CARD_W} {CARD_H}"><defs>{defs}</defs>{"".join(parts)}</svg>'
    )
