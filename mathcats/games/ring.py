"""The looping 0-9 ring both Kittens in Space games count on: hops and their number sentences."""

from __future__ import annotations

from dataclasses import replace

from ..engine.count import Count, adding

# A hop past the ring's 9-0 edge, told as the sum it is, and Count it's question (the only
# words said here).
TEXT = {
    "past-9": "{top} + {step} = {total}: the ones digit is {card}",
    "past-0": "{top} is like {total}: {total} - {step} = {card}",
    "count-hop": "Stack {n} shows {top}. What is {step} {way}?",
    "more": "more",
    "less": "less",
}


def hop_count(top: int, stack: int, steps: int, rule: str | None, stop: int) -> Count:
    """Count it's question about a hop of ``steps`` from ``top`` on ``stack`` (0: leftmost).

    On a 0-``stop`` line; past 9 it counts on to 11 and, found, says both the
    sum and the card: "9 + 2 = 11: the ones digit is 1". Its ones digit (1) is never a
    wrong choice: it is the card that fits. ``rule``: the fact a question asked first is
    about (None: the move's own, asked of a move).
    """
    way = TEXT["more" if steps > 0 else "less"]
    words = TEXT["count-hop"].format(n=stack + 1, top=top, step=abs(steps), way=way)
    sum_ = adding(top, steps, 0, stop)
    return replace(sum_, question=words, about=rule, told=sentence(top, steps))


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
    """The number sentence of a hop: "5 + 2 = 7", "4 = 4"; past the 9-0 edge, the sum it
    is: "9 + 2 = 11: the ones digit is 1", "0 is like 10: 10 - 1 = 9"."""
    card = (top + steps) % 10
    if steps == 0:
        return f"{top} = {card}"
    if 0 <= top + steps <= 9:
        return f"{top} {'+' if steps > 0 else '-'} {abs(steps)} = {card}"
    if steps > 0:
        return TEXT["past-9"].format(top=top, step=steps, total=top + steps, card=card)
    return TEXT["past-0"].format(top=top, step=-steps, total=top + 10, card=card)


def walk(top: int, steps: int) -> str:
    """A hop past the 9-0 edge one step at a time, "9 → 0 → 1"; "" for one inside 0-9."""
    return "" if 0 <= top + steps <= 9 else " → ".join(map(str, counted_on(top, steps)))
