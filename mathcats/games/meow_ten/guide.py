"""Meow 10's teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can say why a card matches: same number or same cat.",
        "I can add up the numbers in my hand.",
    ),
    standards=(
        ("K.CC.C.7", "is it the same number? (comparing two numerals, equal only)"),
        ("K.MD.B.3", "sorting cards by kind of cat and counting the kinds"),
        ("1.OA.C.6", "adding a hand's points within 20 (a hand past 20 goes beyond)"),
        ("1.OA.A.2", "word problems adding three cards' points to 20: the story cards"),
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
        "A rainbow is a number": (
            "Put a rainbow on any top card: it fits everything. Then count a hand "
            "with a rainbow in it: the rainbow adds 0 points."
        ),
        "Low points are bad": (
            "Add up two hands at the end on a number line. The hand with fewer points"
            " wins: the shorter hop is the better one."
        ),
        "Playing past the top card's number": (
            "Read the top card's number aloud, then count the cards played after it "
            "on fingers. When the fingers reach the number, tap Done."
        ),
    },
    home_questions=(
        "What do 3, 4 and 1 make?",
        "A 2 is on top. Which cards can go on it?",
        "You hold 2, 2 and 4. How many points is that?",
    ),
    home_learning=(
        "Your child is learning to add small numbers in their head, like 3 + 4 + 1. They also"
        " match cards by their number or by their kind."
    ),
    home_game=(
        "Take the cards ace to 4 from a pack. An ace is 1. Deal five cards each and turn one "
        "card over. Take turns to put down a card with the same number or the same suit. If "
        "you cannot, take a card. When someone has no cards left, everyone adds up the cards "
        "in their hand. The fewest points wins."
    ),
    sessions=(
        "two ways to match, by number or by cat, and rainbows.",
        (
            "the worked example: the top card's number says how many cards may follow, a "
            "draw, and a hand added up."
        ),
        (
            "the exercises (cards on a sleepy 3, a hand's points, kinds of cat, points "
            'after "Ten!").'
        ),
        "play, then the exit ticket.",
    ),
    launch=(
        "Launch: hold up a card; children with the same number stand, then children with "
        'the same cat. Explore: before each play, say "same number" or "same cat". '
        "Discuss: which cards do you want to play first, and why?"
    ),
    misconceptions={  # each with its reteach move's name (a mistake type or words)
        "match": (
            'Matching the colour or look only, not the number or the kind: "Your 2 is not a '
            '4 or a happy cat."'
        ),
        "A rainbow is a number": (
            'Counting a rainbow as a number: "A rainbow fits any card. It counts as 0 points."'
        ),
        "Low points are bad": (
            'Low points are bad: "Cards left in your hand are points. Fewest points wins."'
        ),
        "Playing past the top card's number": (
            "Playing after the top card's number is used up: the number on top says how "
            'many may follow ("You may play 2 more, or tap Done.").'
        ),
    },
    easier=(
        'Younger children (6-7): our *short game* (`end_at=20`, on the setup page "The '
        'game ends when a player has this many points": 20). As printed (7-9): 30. Older '
        "children (8-10): our *long game*, `end_at=50`, for longer running totals."
    ),
    projector=(
        "Press **Show all hands** and ask which cards match the top card. Press **Show "
        "me** to check, then **Undo** to try another match."
    ),
)
