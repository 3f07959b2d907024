"""Where the docs' screenshots go, and how each is kept small (the screenshot scripts)."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def save(page, name: str) -> Path:
    """Screenshot ``page`` as docs/screenshots/``name``.png, a 256-colour PNG.

    A screen of flat colours loses nothing to see, and the file is a third or less.
    """
    path = OUT / f"{name}.png"
    page.screenshot(path=path)
    with Image.open(path) as shot:
        small = shot.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT)
    small.save(path, optimize=True)
    return path
