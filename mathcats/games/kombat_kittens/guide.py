"""Kombat Kittens' teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can name a set of three: the same, in a row, or a pair.",
        "I can add a treasure pile of three cards.",
    ),
    standards=(
        ("1.OA.A.2", "adding three treasures, a sum up to 20"),
        ("1.OA.B.3", "adding treasure in any order: 4 + 3 + 5 is 5 + 4 + 3"),
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
    },
    home_questions=(
        "Are 3, 4, 5 in a row? Why?",
        "What is 3 + 4 + 5? Which two did you add first?",
    ),
)
