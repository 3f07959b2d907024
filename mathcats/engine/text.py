"""The engine's kid words, and small helpers for kid words shared by every game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

# What a Match says when a seat may not move now, and the shared events' words.
TEXT = {
    "game-over": "The game is over.",
    "no-such-seat": "There is no seat {seat!r} at this table.",
    "not-your-turn": "Wait please. It is {waiting}'s turn.",
    # Shared events every game tells alike (events.told).
    "reshuffled": "The draw pile ran out. We shuffled in {cards}.",
    "noun-card": "card",
    # A wrong number answered to a question (engine/quiz.py).
    "too-big": "That is too many. Count again.",
    "too-small": "That is too few. Count again.",
}


def listed(words: Sequence[str], last: str = "and") -> str:
    """'Mia', 'Mia and Leo', 'Mia, Leo and Ava' (or 'Mia, Leo or Ava' with ``last="or"``)."""
    words = list(words)
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def in_words(maths: str) -> str:
    """A number sentence said in words: "3 + 2 = 5" is "3 plus 2 makes 5" (- is "take away")."""
    return maths.replace(" + ", " plus ").replace(" - ", " take away ").replace(" = ", " makes ")


def counted(n: int, one: str, many: str | None = None) -> str:
    """A count with its noun: '1 can', '2 cans', '0 cans', '-1 chip' (``many``: one + 's')."""
    return f"{n} {one if abs(n) == 1 else many or one + 's'}"


def nouns(text: Mapping[str, str]) -> Callable[[int, str], str]:
    """A game's counter: ``count(3, "card")`` is ``counted(3, text["noun-card"])``, "3 cards"."""
    return lambda n, noun: counted(n, text[f"noun-{noun}"])
