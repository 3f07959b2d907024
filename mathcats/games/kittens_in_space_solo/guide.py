"""The solo game's teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can find every card 1 or 2 away from a number.",
        "I can say why nothing goes past 9 or below 0.",
    ),
    standards=(
        ("1.OA.C.5", "counting on or back 1 or 2 to add or take away"),
        ("K.CC.A.2", "counting on from a number, up to 9"),
    ),
    vocabulary={
        "one more": "the next number up: 5, then 6",
        "one less": "the number before: 5, then 4",
        "number line": "the numbers 0 to 9 in a row; it stops at 0 and 9",
        "closed": "the stack nobody may play on this turn",
    },
    warm_up=(
        "Point along a 0-9 line: from a number you call, the class says the cards "
        '1 or 2 away ("5: 3, 4, 6, 7"). Try 8 and 1, where the line stops.'
    ),
    reteach={
        "far": "Put a finger on the stack's number on the line and take steps aloud. "
        "After two steps, stop: a card further away does not fit.",
        "same": "A card on its own number takes no step. "
        "Ask for one step or two, then find that card.",
        "below-0": "Walk back along the line to 0 and stop: there is nothing before it. "
        "From 1, only 0 and 2, 3 fit.",
        "past-9": "Walk on along the line to 9 and stop: there is nothing after it. "
        "From 8, only 9 and 7, 6 fit.",
    },
    home_questions=("Which numbers are 1 or 2 away from 5?", "Why can nothing go on a 9?"),
)
