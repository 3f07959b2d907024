"""A cover for each game on the home page, made of the card art's cats.

Each game's record brings its cover (``Game.cover``): an inline SVG body that
places symbols of the table's sprite (``table/static/art/cats.svg``, see
docs/art.md); the page carries the sprite once (``sprite()``), so there is
no file and no request.
"""

from __future__ import annotations

from html import escape

from ..engine import Cover, get_game
from ..engine.markup import use
from ..table.art import sprite as symbols

PLAIN = Cover("A kitten", use("cat", 60, 5, 140))  # the cover of a game whose record brings none


def cover(game_id: str) -> str:
    """An inline SVG of the cover ``game_id``'s record brings (a plain cat if none)."""
    own = get_game(game_id).cover or PLAIN
    return (
        f'<svg class="mc-home-art" viewBox="0 0 240 150" width="240" height="150" '
        f'role="img" aria-label="{escape(own.label)}">{own.body}</svg>'
    )


def sprite() -> str:
    """The art's symbols, once per page, for the covers to use."""
    return (
        '<svg class="mc-sprite" aria-hidden="true" focusable="false" '
        f'style="position:absolute;width:0;height:0;overflow:hidden">{symbols()}</svg>'
    )
