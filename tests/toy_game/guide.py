"""Count to Ten's teaching plan, as a real game keeps one."""

from mathcats.engine import Guide

GUIDE = Guide(
    objective=("I can add 1 or 2 and say the new count.",),
    standards=(("K.OA.A.2", "adding 1 or 2 within 10"), ("K.CC.A.2", "counting on from a number")),
    vocabulary={"add": "put more on: 5 and 2 more is 7", "goal": "the number to reach"},
    warm_up='Count on 1 or 2 from a number you call: "6: 7, 8".',
    reteach={
        "Going past the goal": "Count on to the goal on fingers and stop there: "
        "no step goes past it."
    },
    home_questions=(
        "What is 2 more than 6?",
        "From 9, can you add 2 and stay at 10 or less?",
        "What is 1 more than 8?",
    ),
    home_learning="Your child is learning to add 1 or 2 and say the new number.",
    home_game="Take turns to add 1 or 2 to a count. Whoever says 10 wins.",
)
