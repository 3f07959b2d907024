"""Count to Ten's own picture kind, "count": the count in ten-frames, as its record brings it."""

from __future__ import annotations

from mathcats.engine.frames import ten_frames as frames_of
from mathcats.engine.markup import label, tag, ten_frames


def count(pic: dict) -> list[str]:
    """One row: the count's label and the count in ten-frames."""
    shown = frames_of(pic["count"])
    return [tag("div", {"class": "mc-row"}, label(pic["label"]), ten_frames(**shown))]


PICTURES = {"count": count}
