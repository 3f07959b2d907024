"""How Meow 10's penalty pictures are drawn (kind "penalty"): the record brings this kind."""

from __future__ import annotations

from ...engine.markup import label, tag, ten_frames


def penalty(pic: dict) -> list[str]:
    """Meow 10: the cat types collected (of ten) and the penalty the hand would count."""
    cats = [
        tag(
            "span",
            {"class": "mc-cat mc-have", "style": f"border-color: {cat['colour']};"},
            text=cat["mark"],
        )
        if cat["have"]
        else tag("span", {"class": "mc-cat"})
        for cat in pic["cats"]
    ]
    return [
        tag(
            "div",
            {"class": "mc-row"},
            label(pic["types_label"]),
            tag("div", {"class": "mc-cats"}, *cats),
        ),
        tag(
            "div",
            {"class": "mc-row"},
            label(pic["points_label"]),
            ten_frames(pic["frames"], pic["sums"]),
        ),
    ]


PICTURES = {"penalty": penalty}  # for the record: the picture kinds this game draws itself
