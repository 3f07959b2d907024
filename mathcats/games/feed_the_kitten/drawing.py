"""How Feed the Kitten's tens rods are drawn (kind "tens"): the record brings this kind."""

from __future__ import annotations

from ...engine.markup import label, tag


def tens(pic: dict) -> list[str]:
    """Tens rods: each row is ``slots`` rods; parts[0] rods plain, parts[1] striped, then empty."""
    slots, rows = pic["slots"], []
    for row in pic["rows"]:
        rods = [
            f"mc-rod mc-part-{part}"
            for part, count in enumerate(row["parts"])
            for _ in range(count)
        ]
        rods = rods[:slots] + ["mc-rod mc-empty"] * (slots - len(rods))
        rows.append(
            tag(
                "div",
                {"class": "mc-row"},
                label(row["label"]),
                tag("div", {"class": "mc-rods"}, *(tag("span", {"class": c}) for c in rods)),
            )
        )
    return rows


PICTURES = {"tens": tens}  # for the record: the picture kinds this game draws itself
