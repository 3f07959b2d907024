"""Kittens in Space's rules as pure functions: which card goes on which stack, and why.

A card is an int code: 0-9 is a plain kitten of that value, and BELL + value
(10-19) is the one kitten of that value that carries a Cat Bell.
"""

from __future__ import annotations

from functools import cache

from ...engine import Verdict
from ...engine.text import nouns
from ...engine.verdict import worded
from ..ring import hop, sentence
from .words import TEXT

BELL = 10
DECK = (*tuple(range(10)) * 3, *range(BELL, BELL + 10))
HAND_SIZES = {2: 10, 3: 8, 4: 6, 5: 5, 6: 5}
STACKS = 4
FIRST_STACK = 2  # the 3rd stack from the left
ADOPTION_MIN = 3
SIGNS = {"rescue": 1, "adopt": -1}
SIDE_OF = {1: "rescue", -1: "adopt", 0: None}  # a stack's side by its sign (0: covered)


allow, refuse = worded(TEXT)  # refuse("covered", n=3): the verdict in TEXT's words
count = nouns(TEXT)  # count(2, "bell"): "2 bells"


def value(card: int) -> int:
    """The number on a card code (a bell card is BELL + its number)."""
    return card % BELL


def has_bell(card: int) -> bool:
    return card >= BELL


def card_words(card: int) -> str:
    """A card as a child would name it: "7" or "7 with a bell"."""
    return TEXT["bell-card"].format(value=value(card)) if has_bell(card) else str(card)


def can_stack(card: int, top: int, side: str, hops: int = 2) -> Verdict:
    """May a ``card`` go on a stack showing ``top`` on the ``side`` ("rescue" or "adopt")?

    Rescue needs 1 or 2 more, adopt 1 or 2 less; numbers loop (9 + 1 is 0).
    ``hops`` 1 is our small hops variant: only 1 more or 1 less.
    """
    if side not in SIGNS:
        raise ValueError(f"side must be 'rescue' or 'adopt', not {side!r}.")
    if not (0 <= card <= 9 and 0 <= top <= 9):
        raise ValueError(f"card and top must be 0 to 9, not {card} and {top}.")
    sign = SIGNS[side]
    steps = hop(card, top, sign)
    step, maths = steps * sign, sentence(top, steps)  # 1 or 2: the right way
    words = {"card": card, "top": top, "step": step}
    if 0 < step <= hops:
        rule = side if 0 <= top + steps <= 9 else f"{side}-loop"
        return allow(rule, maths, **words)
    rule = {0: "same-number", -1: "wrong-way", -2: "wrong-way"}.get(step, "too-far")
    return refuse(rule, maths, key=f"wrong-way-{side}" if rule == "wrong-way" else "", **words)


def flipped(rescue_right: bool, bells: int) -> bool:
    """Is Rescue on the right after a turn that played ``bells`` bell cards? Each bell flips it."""
    return rescue_right ^ (bells % 2 == 1)


def round_won(cards_left: int) -> bool:
    """A seat wins the round when its last card is stacked."""
    return not cards_left


def points_after_win(points: int) -> int:
    """A seat's points once it wins a round: one more."""
    return points + 1


def game_won(points: int, points_to_win: int) -> bool:
    return points >= points_to_win


@cache
def sides(save_em: int, rescue_right: bool) -> tuple[int, ...]:
    """Each stack's side as a sign: +1 rescue, -1 adopt, 0 under the Save 'Em card."""
    return tuple(
        0 if i == save_em else (1 if (i > save_em) == rescue_right else -1) for i in range(STACKS)
    )


# The numbers can_stack lets go on each top, by hops and side's sign: the rule is stated there.
FITS = {
    (hops, sign): tuple(
        frozenset(c for c in range(10) if can_stack(c, top, SIDE_OF[sign], hops))
        for top in range(10)
    )
    for hops in (1, 2)
    for sign in (1, -1)
}


@cache
def open_stacks(save_em: int, rescue_right: bool, played: tuple) -> tuple[tuple[int, int], ...]:
    """The stacks a card may go on now, each with its side's sign (+1 rescue, -1 adopt).

    Not the covered stack, not one played on this turn, and after a first
    card only stacks on that card's side of the Save 'Em card.
    """
    right = bool(played) and played[0] > save_em
    return tuple(
        (i, sign)
        for i, sign in enumerate(sides(save_em, rescue_right))
        if sign and i not in played and not (played and (i > save_em) != right)
    )


def _no_adoption(used: bool, cards: int) -> str:
    """The rule that keeps a seat from Free Adoption ("": it may adopt)."""
    return "adoption-used" if used else "adoption-needs-3" if cards < ADOPTION_MIN else ""
