"""How Kombat Kittens' set pictures are drawn (kind "set"): the record brings this kind."""

from __future__ import annotations

from ...engine.markup import label, tag


def card_set(pic: dict) -> list[str]:
    """Kombat Kittens: the three cards of a set, and what kind of set they make."""
    rows = []
    for row in pic["rows"]:
        minis = [
            tag(
                "span",
                {"class": "mc-mini", "style": f"border-top-color: {c['colour']};"},
                tag("b", {}, text=c["rank"]),
                tag("small", {}, text=f"+{c['worth']}"),
            )
            for c in row["cards"]
        ]
        rows.append(
            tag(
                "div",
                {"class": "mc-row"},
                label(row["label"]),
                tag("span", {"class": "mc-mini-cards"}, *minis),
                tag("span", {"class": "mc-set-words"}, text=row.get("words") or ""),
            )
        )
    return rows


PICTURES = {"set": card_set}  # for the record: the picture kinds this game draws itself
