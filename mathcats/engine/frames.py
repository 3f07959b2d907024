"""Ten-frames: how the games' pictures group a number so it can be counted on."""

from __future__ import annotations

from itertools import accumulate

FRAME = 10  # a ten-frame: two rows of five


def ten_frames(n: int) -> dict[str, list[int]]:
    """``n`` (0 or more) as full ten-frames and the rest, with the sum after each frame.

    17 is ``{"frames": [10, 7], "sums": [10, 17]}``; 7 is one frame of 7; 0 is none.
    """
    frames = [FRAME] * (n // FRAME) + ([n % FRAME] if n % FRAME else [])
    return {"frames": frames, "sums": list(accumulate(frames))}
