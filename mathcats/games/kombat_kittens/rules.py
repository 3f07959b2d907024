"""Kombat Kittens' rules as pure functions: cards, sets of three, and what beats what.

A card is one int: ``10 * rank + treasure``; 5 is a Dog (no rank, worth 5).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from ...engine import Verdict, allowed, refused
from ...engine.quiz import numbers
from ...engine.text import listed, nouns
from ...engine.verdict import worded
from .words import TEXT

RANKS = (1, 2, 3, 4, 5, 6, 7, 9)  # there is no 8
VALUES = (1, 1, 1, 1, 2, 2, 2, 3, 3, 4)  # the treasure of each rank's ten cards
DOG = 5
DOGS = 5
KITTENS = tuple(10 * rank + value for rank in RANKS for value in VALUES)
HAND_SIZE = 5
DRAW_LIMIT = 7  # draw only with fewer cards than this
SET_SIZE = 3
SUM_TERMS = 5  # a longer treasure sum is told as a total

allow, refuse = worded(TEXT)
count = nouns(TEXT)  # count(2, "card"): "2 cards"


# --- the rules as pure functions -------------------------------------------


def rank(card: int) -> int:
    """A kitten's rank (1-7 or 9); a Dog's is 0."""
    return card // 10


def value(card: int) -> int:
    """A card's treasure: 1-4 for kittens, 5 for a Dog."""
    return card % 10


@dataclass(frozen=True, slots=True)
class KittenSet:
    """A set of three ranks: its ``kind`` and a ``key`` that orders sets (bigger wins)."""

    kind: str
    key: tuple[int, ...]
    ranks: tuple[int, ...]  # high to low


def classify(ranks: Sequence[int]) -> KittenSet:
    """Three the same > a run (three numbers in a row; 7, 9 is not) > a pair > the biggest card."""
    if len(ranks) != SET_SIZE:
        raise ValueError(f"A set has 3 cards, not {len(ranks)}.")
    a, b, c = high = tuple(sorted(ranks, reverse=True))
    if a == c:
        return KittenSet("three-of-a-kind", (3, a), high)
    if a == b + 1 == c + 2:
        return KittenSet("straight", (2, a), high)
    if a == b or b == c:
        return KittenSet("pair", (1, b, c if a == b else a), high)  # the pair, then the odd card
    return KittenSet("high-card", (0, a, b, c), high)


def compare(a: Sequence[int], b: Sequence[int]) -> int:
    """1 if set ``a`` wins, -1 if set ``b`` wins, 0 for a tie."""
    ka, kb = classify(a).key, classify(b).key
    return (ka > kb) - (ka < kb)


def set_words(ranks: Sequence[int]) -> str:
    """What a set is, in words that teach: "4, 5, 6 is a run: three numbers in a row."."""
    kset = classify(ranks)
    return TEXT[kset.kind].format(cards=numbers(sorted(ranks)), top=kset.ranks[0])


def is_kind(ranks: Sequence[int], kind: str) -> Verdict:
    """Is the set of ``ranks`` of this ``kind`` ("straight")? Its words say what it is."""
    return (allowed if classify(ranks).kind == kind else refused)("set", set_words(ranks))


def wins(three: Sequence[int], other: Sequence[int]) -> Verdict:
    """Does set ``three`` beat ``other``? Allowed when it does, with why."""
    if compare(three, other) > 0:
        return allowed("wins", beats_words(three, other))
    return refused("loses", beats_words(other, three))


BEATS = {"three-of-a-kind": "beats-three", "straight": "beats-straight", "pair": "beats-pair"}


def beats_words(winner: Sequence[int], loser: Sequence[int]) -> str:
    """Why ``winner`` beats ``loser`` (or that they are equal), in one short sentence."""
    w, lo = classify(winner), classify(loser)
    if w.key == lo.key:
        return TEXT["just-as-strong"]
    if w.kind != lo.kind:
        a = TEXT[f"name-{w.kind}"]
        return TEXT["beats-kind"].format(a=a[0].upper() + a[1:], b=TEXT[f"name-{lo.kind}"])
    if w.kind == "pair" and w.key[1] == lo.key[1]:
        return TEXT["beats-odd-card"].format(a=w.key[2], b=lo.key[2])
    if w.kind in BEATS:  # the same kind: the bigger number of the kind wins
        return TEXT[BEATS[w.kind]].format(a=w.key[1], b=lo.key[1])
    first = next(i for i in range(SET_SIZE) if w.ranks[i] != lo.ranks[i])
    words = {"a": w.ranks[first], "b": lo.ranks[first]}
    if first == 0:
        return TEXT["beats-high"].format(**words)
    return TEXT["beats-next"].format(same=listed([str(r) for r in w.ranks[:first]]), **words)


def strength(cards: Sequence[int]) -> tuple[int, ...]:
    """What orders sets of three cards: the key of the set their ranks make (bigger wins)."""
    return classify([rank(c) for c in cards]).key


def best_set(cards: Sequence[int], played: Sequence[int] = ()) -> tuple[int, ...]:
    """The cards of ``cards`` that make the best set with ``played`` (least treasure on ties)."""
    ways = combinations(sorted(cards), SET_SIZE - len(played))
    return max(ways, key=lambda more: (strength([*played, *more]), -sum(map(value, more))))


def card_words(card: int) -> str:
    """ "4 (3 treasure)", or "Dog"."""
    if card == DOG:
        return TEXT["noun-dog"]
    return TEXT["card"].format(rank=rank(card), value=value(card))


def sum_words(cards: Sequence[int]) -> str:
    """A treasure pile as a number sentence: "3 + 2 + 4 = 9"."""
    values = [value(c) for c in cards]
    if len(values) < 2:
        return str(sum(values))
    return " + ".join(map(str, values)) + f" = {sum(values)}"


def dog_places(players: int, kittens: int) -> tuple[int, ...]:
    """How many kittens lie above each Dog in the draw pile (the last Dog is at the bottom)."""
    if players == 2:
        return (kittens // 3, 2 * kittens // 3, kittens)
    return (kittens // 2, kittens)


def lowest(treasure: Sequence[int]) -> list[int]:
    """Where the smallest-value cards of a treasure pile lie (any one may be taken)."""
    low = min(map(value, treasure), default=0)
    return [i for i, c in enumerate(treasure) if value(c) == low]


def _no_such(rule: str, cards: int) -> Verdict:
    """A move pointing past the end of a row of ``cards`` cards."""
    return refuse(rule, cards=count(cards, "card"))
