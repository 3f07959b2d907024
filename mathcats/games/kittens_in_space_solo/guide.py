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
        "Playing on a closed stack": (
            "Point to each stack and ask: is it still open? A closed stack is done "
            "for the game. Find an open stack whose number is 1 or 2 away."
        ),
    },
    home_questions=(
        "On the 0-9 line, which numbers are 1 or 2 away from 5?",
        "On the 0-9 line, what is 2 more than 7?",
        "On the 0-9 line, why does nothing come after 9?",
    ),
    home_learning=(
        "Your child is learning to count on and back by 1 or 2 on a line of numbers from 0 to"
        " 9. On this line, 9 is the end: nothing comes after it."
    ),
    home_game=(
        "Take the cards ace to 9 from a pack, and write 0 on a scrap of paper. An ace is 1. "
        "Lay them in a row from 0 to 9. Put a coin on 5. Take turns to move the coin 1 or 2 "
        "up or down, and say the new number. Whoever lands on 0 or 9 wins the round."
    ),
    sessions=(
        'the straight line, counting on and back ("Say it with me: 5, 6, 7").',
        ("the worked example: Mia's plays, the Closed card, and Alastair's fixed replies."),
        "the exercises (cards on a 5, on an 8, on a 1, and Alastair's first card).",
        "the class plays Alastair together, then the exit ticket.",
    ),
    launch=(
        "Launch: point along the 0-9 line and count on from 5. Explore: the class chooses"
        " each play together; one child taps. Discuss: why is a 7 or an 8 on a stack "
        "dangerous for you?"
    ),
    misconceptions={  # each with its reteach move's name (a mistake type or words)
        "far": ('Hopping too far: 4 on a 7. The table says "4 is 3 less than 7. Only 1 or 2."'),
        "past-9": (
            'Going past the end: a 0 on a 9, or a 10 in the head. The table says "You '
            'cannot go past 9."'
        ),
        "Playing on a closed stack": (
            'Playing on the closed stack: "That stack is closed. Pick another stack."'
        ),
    },
    easier=(
        'A first game or a younger child (6): `difficulty="easy"` (stacks start at 4) and'
        ' `points=1`. A child who plans ahead (8-10): `difficulty="difficult"` (stacks '
        "start at 6). There is no small hops here: with only 1 more or 1 less, Alastair "
        "undoes every move."
    ),
    projector=(
        "Press **Big screen**. Press **Show me** when the class is stuck, then **Undo** "
        "to try their own idea and compare."
    ),
)
