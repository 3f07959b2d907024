"""Kittys' teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can say if a card is less than, the same as or more than the boss's.",
        "I can write it with <, = or >.",
    ),
    standards=(
        ("K.CC.C.7", "comparing two numbers 1 to 10 written as numerals"),
        ("K.CC.C.6", "comparing the ten-frames: more, fewer or the same dots"),
        ("1.NBT.B.3", "the signs <, = and >, with cards to 12 (not two-digit place value)"),
    ),
    vocabulary={
        "less than": "a smaller number: 3 is less than 7 (3 < 7)",
        "more than": "a bigger number: 9 is more than 7 (9 > 7)",
        "the same as": "an equal number: 7 is the same as 7 (7 = 7)",
        "boss": "the player whose card everyone is compared with",
    },
    warm_up=(
        "Hold up two cards; the class shows a thumb up for more, down for less, "
        'flat for the same, then says the sentence with the sign: "4 < 6".'
    ),
    reteach={
        "Bigger is better": "Lay the card and the boss's card on a 1-12 line. "
        "A card to the right of the boss's is more than it, and that is bad here.",
        "Matching is bad for you": "Play a match with two printed cards: "
        "the player's card stays good, and the boss's card turns bad.",
    },
    home_questions=("Which is more, 8 or 5? How do you know?", "Say 3 and 7 with less than."),
)
