"""Kombat Kittens' teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can tell three the same from three in a row.",
        "I can add a treasure pile of three cards.",
    ),
    standards=(
        ("1.OA.A.2", "word problems adding three treasures to 20: the story cards"),
        ("2.NBT.B.5", "adding a small treasure to a running total, within 100"),
    ),
    vocabulary={
        "three the same": "three cards of one number: 4, 4, 4",
        "three in a row": "three numbers one after another: 4, 5, 6",
        "a pair": "two cards of the same number: 6, 6",
        "treasure": "the small number on a card; a Dog is worth 5",
    },
    warm_up=(
        'Show three cards for two seconds; the class says "the same", "in a row" '
        'or "a pair". Then add three small treasures aloud, the biggest first.'
    ),
    reteach={
        "lowest": "Line up the loser's treasures from smallest to biggest "
        "and point to the first: that is the one the winner takes.",
        "Close numbers are in a row": "Lay 6, 7, 9 on a 1-9 line: the gap at 8 "
        "shows they are not one after another.",
        "A bigger number always wins": (
            "Lay out 2, 2, 2 and 5, 6, 7 and name each set first: three the same, a "
            "run. The kind of set wins before the numbers do; only two sets of one "
            "kind compare their numbers."
        ),
        "Battling yourself": (
            "Before a battle, point to another player and say their name: a battle is"
            " always against someone else."
        ),
        "Giving up at once": (
            "Play a battle slowly with printed cards: put down one card each, then "
            'ask "Give up now, or go on?" Giving up comes after the first card, '
            "before the second or third."
        ),
    },
    home_questions=(
        "Are 3, 4, 5 in a row? Why?",
        "What is 3 + 4 + 5? Which two did you add first?",
        "Mia has 2 and 4, then wins 5 more. How much now?",
    ),
    home_learning=(
        "Your child is learning to add three small numbers, like 3 + 4 + 5. They also spot "
        "sets of three cards: three the same, three in a row, or a pair."
    ),
    home_game=(
        "Take the cards ace to 9 from a pack. An ace is 1. Deal three cards to each player. "
        "Each player adds up their three cards, in any order they like. The biggest total "
        "wins the cards. Then look again: who has three the same, three in a row or a pair?"
    ),
    sessions=(
        ('three the same, three in a row ("6, 7, 9 is not: there is no 8"), two the same.'),
        (
            "the worked example: Recruit swaps, a battle card by card, the treasure as a "
            "number sentence."
        ),
        (
            "the exercises (which sets are in a row, which set wins, adding a treasure "
            "pile with a Dog)."
        ),
        "play, then the exit ticket.",
    ),
    launch=(
        'Launch: show three cards and ask "the same, in a row, or neither?" Explore: in '
        "each battle, name both sets before the winner is shown. Discuss: which order "
        "makes a treasure pile easy to add?"
    ),
    misconceptions={  # each with its reteach move's name (a mistake type or words)
        "Close numbers are in a row": (
            'Numbers that are close count as in a row: "6, 7, 9: the biggest card is 9." '
            "There is no 8 on the cards."
        ),
        "A bigger number always wins": (
            'A bigger number always wins: a child thinks 5, 6, 7 beats 2, 2, 2. But "three '
            'the same beats a run".'
        ),
        "Battling yourself": (
            'Battling yourself: "You cannot battle yourself. Pick another player."'
        ),
        "Giving up at once": (
            'Giving up at once: "You may give up only before your second or third card."'
        ),
    },
    easier=(
        "Younger children and first games (6-7): our *fewer kitten numbers* variant "
        '(`ranks=5`, on the setup page "Kitten numbers": 5), kittens 1 to 5, so pairs and'
        " runs come often. Older children (7-10): kittens 1 to 7 and 9, as printed."
    ),
    projector=(
        "Press **Computer waits** and **Show all hands**. Before each **Next move** in a "
        "battle, ask which set each cat is making."
    ),
)
