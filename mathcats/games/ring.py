"""The looping 0-9 ring both Kittens in Space games count on: hops and their number sentences."""

from __future__ import annotations


def hop(card: int, top: int, sign: int) -> int:
    """The steps from ``top`` to ``card`` (+ up, - down) that a verdict tells.

    1 or 2 either way round the looping ring, ``sign`` (+1 rescue, -1 adopt)
    going first; any other card straight along 0-9.
    """
    step = ((card - top) * sign) % 10
    if step in (1, 2):
        return sign * step
    if step in (8, 9):
        return -sign * (10 - step)
    return card - top


def counted_on(top: int, steps: int) -> list[int]:
    """The numbers a hop of ``steps`` from ``top`` lands on, one at a time (round the ring)."""
    way = 1 if steps > 0 else -1
    return [(top + way * i) % 10 for i in range(abs(steps) + 1)]


def sentence(top: int, steps: int) -> str:
    """The number sentence of a hop: "5 + 2 = 7", "4 = 4", or round the ring "9 → 0 → 1"."""
    card = (top + steps) % 10
    if steps == 0:
        return f"{top} = {card}"
    if 0 <= top + steps <= 9:
        return f"{top} {'+' if steps > 0 else '-'} {abs(steps)} = {card}"
    return " → ".join(map(str, counted_on(top, steps)))
