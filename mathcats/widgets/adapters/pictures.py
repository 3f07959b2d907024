"""Picture data shared by several games' adapters (the browser draws them)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Verdict

WORDS = {
    "top": "top",
    "card": "card",
    "both": "both",
    "tops": "The stacks show {tops}.",
    "picked": "Your {card}. The stacks show {tops}.",
}


def ring(
    tops: Sequence[int],
    loop: bool,
    card: int | None = None,
    top: int | None = None,
    verdict: Verdict | None = None,
) -> dict:
    """The 0-9 ring and strip: the stack tops (and a picked ``card``), or a hop ``top`` to ``card``.

    ``loop``: 9 and 0 are neighbours (Kittens in Space), or not (solo).
    """
    marks = {str(v): "top" for v in tops}
    said = ", ".join(map(str, tops))
    hop, steps, alt = None, 0, WORDS["tops"].format(tops=said)
    if card is not None and top is None:
        marks[str(card)] = "both" if str(card) in marks else "card"
        alt = WORDS["picked"].format(card=card, tops=said)
    elif card is not None:
        marks = {str(top): "top", str(card): "both" if card == top else "card"}
        steps = card - top
        if loop:
            steps = (card - top) % 10
            steps = steps if steps <= 5 else steps - 10
        hop = [top, card] if steps else None
        alt = verdict.words if verdict is not None else alt
    return {
        "kind": "ring",
        "size": 10,
        "loop": loop,
        "marks": marks,
        "hop": hop,
        "steps": steps,
        "label": f"{steps:+d}" if steps else "",
        "words": {k: WORDS[k] for k in ("top", "card", "both")},
        "sentence": (verdict.maths or "") if verdict is not None else "",
        "alt": alt,
    }
