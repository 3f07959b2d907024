"""The looping 0-9 ring both Kittens in Space games count on: hops and their number sentences."""

from __future__ import annotations


def hop(card: int, top: int, sign: int) -> int:
    """The steps from ``top`` to ``card`` (+ up, - down) that a verdict tells.

    The shorter way round the looping ring, ``sign`` (+1 rescue, -1 adopt)
    going first on a tie: 8 to 1 is 3 up (8, 9, 0, 1), not 7 down. With no
    ``sign`` (a covered stack), straight along 0-9.
    """
    step = ((card - top) * sign) % 10
    if not sign or not step:
        return card - top
    return sign * step if step <= 5 else -sign * (10 - step)


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
