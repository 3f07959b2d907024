"""Kittens in Space's teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can count on or back 1 or 2 from a number.",
        "I can say where 9 + 2 lands on the ring.",
    ),
    standards=(
        ("1.OA.C.5", "counting on or back 1 or 2 to add or take away"),
        ("K.CC.A.2", "counting on from a number, up to 9 (9 to 0 is the ring's rule)"),
    ),
    vocabulary={
        "Rescue": "the side where a card is 1 or 2 more",
        "Adopt": "the side where a card is 1 or 2 less",
        "count on": "say the next numbers up: 7, 8, 9",
        "count back": "say the numbers down: 5, 4, 3",
        "ring": "the 0-9 strip bent round, so 0 comes after 9",
    },
    warm_up=(
        "On a straight 0-9 strip, the class counts on 2 from a number you call "
        '("6: 7, 8"), then back 2. Then join the ends and count 8, 9, 0, 1.'
    ),
    reteach={
        "far": "Lay the stack's card on the strip and hop one step at a time, "
        "counting aloud. Stop after two hops: that is as far as a card goes.",
        "way": "Point the way before playing: Rescue hops right (more), "
        "Adopt hops left (less). Say the first hop aloud.",
        "same": "Put two cards of the same number side by side: no hop happened. "
        "A card must move 1 or 2 along the strip.",
    },
    home_questions=("What comes 2 after 8?", "What number is 1 less than 0 on the ring?"),
)
