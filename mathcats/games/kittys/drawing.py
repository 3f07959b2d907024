"""How Kittys' number pictures are drawn (kind "dots"): the record brings this kind."""

from __future__ import annotations

from ...engine.markup import label, tag, ten_frames


def dots(pic: dict) -> list[str]:
    """Kittys: each number in ten-frames (past ten, with the count after each), and its word."""
    rows = []
    for row in pic["rows"]:
        frames = ten_frames(row["frames"], row.get("sums") if len(row["frames"]) > 1 else None)
        word = tag("span", {"class": "mc-flag"}, text=row["word"]) if row.get("word") else ""
        rows.append(tag("div", {"class": "mc-row"}, label(row["label"]), frames, word))
    return rows


PICTURES = {"dots": dots}  # for the record: the picture kinds this game draws itself
