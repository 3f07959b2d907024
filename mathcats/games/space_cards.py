"""The table pieces both Kittens in Space games draw: the ring picture, a kitten card, the stacks.

Both games say these pieces' words alike, so the words live here with them
(``TEXT``), as the engine keeps the words of the events every game shares.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.scene import card, colour, look, zone
from ..engine.text import TEXT as ENGINE_TEXT
from ..engine.text import counted, listed
from .ring import walk

TEXT = {
    "ring-top": "top",
    "ring-card": "card",
    "ring-both": "both",
    "ring-tops": "The stacks show {tops}.",
    "ring-picked": "Your {card}. The stacks show {tops}.",
    "stacks": "Stacks",
    "stack": "Stack {n}",
    "stack-name": "stack {n}",
    "played": "played",
    "draw-pile": "Draw pile",
}


def ring(tops: Sequence[int], loop: bool, card=None, top=None, steps=0, verdict=None) -> dict:
    """The ring picture (kind "ring"): the 0-9 ring and strip with the stack ``tops``.

    A ``card`` picked is marked among them; with ``top``, only the two are,
    and the hop of ``steps`` joins them, told by the move's ``verdict``.
    ``loop``: 9 and 0 are neighbours.
    """
    said = listed([str(top) for top in tops])
    marks = {str(v): "top" for v in ([top] if top is not None else tops)}
    alt = TEXT["ring-tops"].format(tops=said)
    if card is not None:
        marks[str(card)] = "both" if str(card) in marks else "card"
        alt = TEXT["ring-picked"].format(card=card, tops=said)
    return {
        "kind": "ring",
        "size": 10,
        "loop": loop,
        "marks": marks,
        "hop": [top, card] if steps else None,
        "steps": steps,
        "label": f"{steps:+d}" if steps else "",
        "words": {k: TEXT[f"ring-{k}"] for k in ("top", "card", "both")},
        "sentence": (verdict.maths or "") if verdict is not None else "",
        "alt": verdict.words if verdict is not None and top is not None else alt,
        "note": walk(top, steps) if loop and steps else "",  # its sum is the sentence
    }


def kitten(tap: str, number: int, mark: str, art: str = "astro", **extra):
    """A kitten card of either Kittens in Space game, in space (``art`` "rocket": a stack)."""
    return card(tap, number, **extra, **look(colour(number), art, backdrop="space", mark=mark))


def pile_and_stacks(tops: list[int], words: list, played: list[int], pile: int, mark: str):
    """The draw pile and the four stacks of either Kittens in Space game.

    ``words`` holds each stack's own small word (or None), ``played`` the stacks played on
    this turn; ``pile`` is how many cards are left to draw; ``mark`` is the game's mark.
    """
    stacks = [
        kitten(
            f"stack-{i}",
            top,
            mark,
            "rocket",
            caption=TEXT["stack"].format(n=i + 1),
            name=TEXT["stack-name"].format(n=i + 1),
            badge=", ".join(filter(None, [words[i], i in played and TEXT["played"]])) or None,
        )
        for i, top in enumerate(tops)
    ]
    return [
        zone(
            "draw-pile", TEXT["draw-pile"], [], counted(pile, ENGINE_TEXT["noun-card"]), back=True
        ),
        zone("stacks", TEXT["stacks"], stacks),
    ]
