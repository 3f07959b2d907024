"""Meow 10's teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can say why a card matches: the same number or the same cat.",
        "I can add up the numbers in my hand.",
    ),
    standards=(
        ("K.CC.C.7", "is it the same number? (comparing two numerals, equal only)"),
        ("K.MD.B.3", "sorting cards by kind of cat and counting the kinds"),
        ("1.OA.C.6", "adding a hand's points within 20 (a hand past 20 goes beyond)"),
        ("2.OA.B.2", "adding small numbers in your head, fluently"),
    ),
    vocabulary={
        "match": "the same number or the same cat as the top card",
        "rainbow": "a card that matches anything and is worth 0 points",
        "points": "the numbers left in your hand, added up; fewer is better",
        "kind": "one sort of cat, like sleepy or happy",
    },
    warm_up=(
        'Call out two or three small numbers ("3, 4, 1"); pairs say the total. '
        "Then hold up a card: same number or same cat?"
    ),
    reteach={
        "match": "Hold the card next to the top card and ask two questions in order: "
        "the same number? the same cat? One yes is enough.",
    },
    home_questions=("What do 3, 4 and 1 make?", "A 2 is on top. Which cards can go on it?"),
)
