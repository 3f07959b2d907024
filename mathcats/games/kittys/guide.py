"""Kittys' teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can say if a card is less, the same or more.",
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
        "Changing a card": (
            "Play a hand with printed cards, face down. Once a card is down, hands go"
            " on the table: the card stays. Think first, then put it down."
        ),
        "Going before the boss": (
            "Say the order aloud before each hand: the boss first, then everyone "
            "else. Hand the boss a token to show who goes first."
        ),
    },
    home_questions=(
        "Which is more, 8 or 5? How do you know?",
        "Say 3 and 7 with less than.",
        "The boss has 6. Is a 9 good or bad?",
    ),
    home_learning=(
        "Your child is learning to compare two numbers: which is less, which is more, or are "
        "they the same? They also write it with the signs <, = and >."
    ),
    home_game=(
        "Each player takes the cards ace to 10 of one suit. An ace is 1. One player is the "
        "boss. Everyone puts down a card at the same time. A card at or under the boss's card"
        " is good, and a card over it is bad. Say each one with less than, the same as or "
        "more than. Then the next player is the boss."
    ),
    sessions=(
        'less than, the same as, more than, with the signs ("3 < 7").',
        (
            "the worked example: every card compared with the boss's, and the boss's card"
            " when someone matches."
        ),
        (
            "the exercises (good cards under a 4, the boss's card when someone matched, "
            "who wins the most chips)."
        ),
        "play with three to six players, then the exit ticket.",
    ),
    launch=(
        'Launch: hold up two cards; the class says the sentence with "less than" or "more'
        " than\". Explore: after each reveal, say every card against the boss's with a "
        "sign. Discuss: why is a 9 safe for the boss, but risky for everyone else?"
    ),
    misconceptions={  # each with its reteach move's name (a mistake type or words)
        "Bigger is better": (
            "Bigger is better: a child plays high to win. A card more than the boss's is "
            'bad: "9 is more than 1. Too big!"'
        ),
        "Matching is bad for you": (
            "The same number is bad for you: matching is good for the player and bad for "
            'the boss ("someone matched 3. Bad luck!").'
        ),
        "Changing a card": ('Changing a card: "Your card is down. You cannot change it."'),
        "Going before the boss": (
            'Going before the boss: "Wait for the boss. The boss picks first."'
        ),
    },
    easier=(
        "Younger children (5-6): our *smaller numbers* variant (`highest=5`, on the setup"
        ' page "Highest card": 5), cards 1 to 5. Older children (6-8): cards to 12 as '
        "printed, saying each comparison with <, = or >."
    ),
    projector=(
        "Press **Computer waits** and **Show all hands**, so the class sees every "
        "face-down card. Before **Next move**, ask which cards will be good."
    ),
)
