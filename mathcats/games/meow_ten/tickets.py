"""Meow 10's exit tickets: three forms, judged by ``matches`` and ``penalties`` (the guide
asks form 1).

Each form asks which cards match a top card, a hand's points with a rainbow, and a story.
No two forms share a fact, and none is a fact the lesson practises.
"""

from ...engine.quiz import judged, story_item
from .state import MARKS, RAINBOW, Card, matches, penalties, points_words
from .stories import points_story
from .words import TEXT


def named(card: Card) -> str:
    return f"{MARKS[card.cat]} {card.cat} {card.number}"


def match(top: Card, cards: list[Card]):
    """Every card that matches ``top``; one number off is its own mistake."""
    return judged(
        TEXT["ask-match"].format(top=named(top)),
        cards,
        lambda card: matches(card, top),
        lambda card: "off-by-one" if abs(card.number - top.number) == 1 else "other-rule",
        label=named,
    )


def points(numbers: tuple[int, ...]):
    """A hand with a rainbow: its points; a rainbow taken as 4, a card left out, one off."""
    hand = [*(Card("silly", n) for n in numbers), RAINBOW]
    right, said = penalties([hand], None)[0], points_words(hand)
    wrong = {
        right - numbers[-1]: (points_words(hand[:-2]), "left-one-out"),
        right + 1: (TEXT["sum-not"].format(sum=said, number=right + 1), "off-by-one"),
        right + 4: (TEXT["sum-not"].format(sum=said, number=right + 4), "other-rule"),
    }
    return judged(
        TEXT["ask-points"].format(cards=", ".join(map(str, numbers))),
        sorted([right, *wrong]),
        lambda n: penalties([hand], None)[0] == n,
        lambda n: wrong[n][1],
        says=lambda n: said if n == right else wrong[n][0],
        right=lambda n: n == right,
    )


def story(numbers: tuple[int, int, int]):
    """A story; leaving the last card out, or one off the sum, are its wrong answers."""
    asked = points_story(numbers)
    said = {n: TEXT["sum-not"].format(sum=asked.sentence, number=n) for n in range(21)}
    wrong = {
        asked.answer - 1: (said[asked.answer - 1], "off-by-one"),
        asked.answer + 1: (said[asked.answer + 1], "off-by-one"),
        asked.start + asked.hops[0]: (said[asked.start + asked.hops[0]], "left-one-out"),
    }
    return story_item(asked, wrong)


def cards(*named_cards: str) -> list[Card]:
    """Cards by "cat number": cards("sleepy 2", "happy 4")."""
    return [Card(cat, int(n)) for cat, n in (c.split() for c in named_cards)]


TICKETS = (
    (
        match(Card("happy", 2), cards("sleepy 2", "happy 4", "grumpy 1", "jumpy 3", "tiny 4")),
        points((3, 1, 1)),
        story((4, 3, 2)),
    ),
    (
        match(Card("grumpy", 1), cards("spotty 1", "grumpy 3", "jumpy 2", "happy 4", "sleepy 3")),
        points((2, 2, 4)),
        story((1, 4, 4)),
    ),
    (
        match(Card("tiny", 4), cards("tiny 1", "tiny 3", "happy 3", "grumpy 2", "sleepy 1")),
        points((4, 1, 2)),
        story((3, 3, 4)),
    ),
)
