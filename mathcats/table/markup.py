"""Pictures with their markup: the browser only inserts it (``pictures.draw`` draws it once)."""

from __future__ import annotations

import json
from functools import lru_cache

from ..pictures import draw

MARKUP_KEPT = 2_000  # pictures' markup kept drawn (1 to 3 KB each, with the key)


def drawn(pic: dict | None) -> dict | None:
    """A picture with its markup as ``html`` (``pictures.draw``): the browser only inserts it.

    The same picture is drawn once (a scene has many, and seats share them).
    """
    return pic and {**pic, "html": _markup(json.dumps(pic, sort_keys=True))}


@lru_cache(maxsize=MARKUP_KEPT)
def _markup(pic: str) -> str:
    """The markup of the picture ``pic`` (as JSON), kept for the latest pictures drawn."""
    return draw(json.loads(pic))
