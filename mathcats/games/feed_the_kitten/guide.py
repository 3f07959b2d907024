"""Feed the Kitten's teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can say ten more than a ten, like 40 and 50.",
        "I can find the two tens that make 100.",
    ),
    standards=(
        ("1.NBT.C.5", "ten more, from a decade (never ten less)"),
        ("K.CC.A.1", "counting to 100 by tens"),
        ("1.NBT.C.4", "adding two tens to make 100 (30 + 70)"),
    ),
    vocabulary={
        "ten more": "the next ten when we count in tens: 40, then 50",
        "the same": "the same number, 40 and 40",
        "makes 100": "two tens that add up to 100, like 30 and 70",
        "zero": "0, which goes on any card",
    },
    warm_up=(
        "Count in tens from 0 to 100 together, then from a card you hold up "
        '("40: 50, 60, 70"). Then say the partner to 100 of a ten: "30 and?" "70!"'
    ),
    reteach={
        "down": "Put the top card on a 0-100 line in tens and hop one ten forward. "
        "20 is behind 30, so it is counting down.",
        "far": "From the top card, hop one ten on the line and stop: 40, 50. "
        "Count the hops to the card played: more than one is too far.",
        "not-100": "Count on in tens from the top card to 100 on fingers. "
        "Only 90 is one ten from 100, and 0 + 100 makes 100.",
        "zero": "On 0, say what fits: 0 (the same), 10 (ten more), 100 (0 + 100). "
        "Check each on a hundred chart.",
        "A card must be bigger": (
            "Hold up a 40 on the 40 and ask: is it ten more, the same, or makes 100? "
            "The same fits. Then put a 0 on it: 0 fits on anything, so a card can"
            " be smaller."
        ),
    },
    home_questions=(
        "What is ten more than 60?",
        "Which ten goes with 30 to make 100?",
        "Count in tens from 20. What comes after 70?",
    ),
    home_learning=(
        "Your child is learning to count in tens, and to say ten more than a number like 40. "
        "They also find two tens that make 100, like 30 and 70."
    ),
    home_game=(
        "Take the cards ace to 10 from a pack of playing cards. An ace is 1. Each card means "
        "that many tens, so a 4 is 40. Turn over a card and say it in tens. Your child says "
        "ten more. Then ask which ten goes with it to make 100. Take turns, and check by "
        "counting in tens on your fingers."
    ),
    sessions=(
        'ten more (count on in tens aloud: "40, 50, 60").',
        "the same number and making 100 in the worked example.",
        (
            "the exercises (cards that go on 70, the card that makes 100 with 30, where a"
            " 100 may go)."
        ),
        "play, then the exit ticket.",
    ),
    launch=(
        "Launch: count on in tens together from any card. Explore: for each move, ask "
        '"ten more, the same, or makes 100?" before reading the reason. Discuss: why can '
        "0 go on anything, and 100 only on 0 or 90?"
    ),
    misconceptions={  # each with its reteach move's name (a mistake type or words)
        "down": (
            'Counting down: a child plays 20 on 30. The table says "20 is less than 30. We '
            'only count up." Ask: is 20 ten more than 30?'
        ),
        "not-100": (
            'Any big card goes: a child plays 100 on 50. The table says "100 goes only on 0 '
            'or 90." Count on in tens from 50 to 100 together.'
        ),
        "A card must be bigger": (
            'Thinking a card must be bigger: the same number may go ("40 is the same as '
            '40."), and so may 0 ("Zero can go on anything.").'
        ),
    },
    easier=(
        'Younger children (5-6): our *Counting up* variant (`pairs="no"`, on the setup '
        'page "Pairs that make 100 may be played": no), so only ten more fits; `cans=1` '
        "for a short game. Children who know ten more (6-8): the game as printed, with "
        "the pairs that make 100."
    ),
    projector=(
        "Press **Computer waits**, then **Show all hands**: ask which cards could go on "
        "the top card. Press **Next move** and check. Use **Undo** to take the move back "
        "and try another card."
    ),
)
