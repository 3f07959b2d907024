"""Kittens in Space's teaching plan (the teacher's guide and the note for home read it)."""

from ...engine import Guide

GUIDE = Guide(
    objective=(
        "I can count on or back 1 or 2 from a number.",
        "I can say where 9 + 2 lands on the ring.",
    ),
    standards=(
        ("1.OA.C.5", "counting on or back 1 or 2 to add or take away"),
        ("K.CC.A.2", "counting on from a number, up to 9 (9 to 0 is the ring's rule)"),
    ),
    vocabulary={
        "Rescue": "the side where a card is 1 or 2 more",
        "Adopt": "the side where a card is 1 or 2 less",
        "count on": "say the next numbers up: 7, 8, 9",
        "count back": "say the numbers down: 5, 4, 3",
        "ring": "the 0-9 strip bent round, so 0 comes after 9",
    },
    warm_up=(
        "On a straight 0-9 strip, the class counts on 2 from a number you call "
        '("6: 7, 8"), then back 2. Then join the ends and count 8, 9, 0, 1.'
    ),
    reteach={
        "far": "Lay the stack's card on the strip and hop one step at a time, "
        "counting aloud. Stop after two hops: that is as far as a card goes.",
        "way": "Point the way before playing: Rescue hops right (more), "
        "Adopt hops left (less). Say the first hop aloud.",
        "same": "Put two cards of the same number side by side: no hop happened. "
        "A card must move 1 or 2 along the strip.",
        "Stopping at 9": (
            "Bend a 0-9 strip into a ring so 9 touches 0. Hop from 8: 9, then 0. Say "
            "8 + 2 = 10, and 10 shows its ones digit, 0."
        ),
    },
    home_questions=(
        "On the ring, what comes 2 after 8?",
        "On the ring, what number is 1 less than 0?",
        "On the ring, which numbers are 1 or 2 more than 9?",
    ),
    home_learning=(
        "Your child is learning to count on and back by 1 or 2. In this game the numbers go "
        "round in a ring: after 9 comes 0 again, and before 0 comes 9."
    ),
    home_game=(
        "Take the cards ace to 9 from a pack, and write 0 on a scrap of paper. An ace is 1. "
        "Lay them in a circle from 0 to 9, so 9 sits next to 0. Put a coin on a number. Take "
        "turns to say up 1, up 2, back 1 or back 2. Your child moves the coin and says where "
        "it lands."
    ),
    sessions=(
        (
            'the straight strip, counting on and back aloud ("Say it with me: 5, 6, 7"); '
            'then bend it into the ring ("7, 8, 9, 0").'
        ),
        "Rescue and Adopt in the worked example, and the bells.",
        ("the exercises (where 9 + 2 lands, where 1 - 2 lands, cards on a 7 and on a 0)."),
        "play, then the exit ticket.",
    ),
    launch=(
        "Launch: lay the strip on the floor or board and hop along it, then join its "
        "ends. Explore: before each move, the class counts on (Rescue) or back (Adopt) "
        "aloud from the stack's number. Discuss: why does 9 + 2 land on 1? Show it on the"
        " strip, then on the ring."
    ),
    misconceptions={  # each with its reteach move's name (a mistake type or words)
        "way": (
            'Going the wrong way: a child counts up on an Adopt stack. The table says "0 '
            'is up from 9. This stack goes down."'
        ),
        "far": (
            'Hopping too far: 6 on a 3 on Rescue. The table says "6 is too far from 3. '
            'Count on from 3." Count the hops aloud: 3, 4, 5, 6.'
        ),
        "same": ('The same number is not a hop: "3 is the same as 3. It must move on."'),
        "Stopping at 9": (
            "Stopping at 9: a child thinks nothing comes after 9. Walk the strip to 9, then "
            "show the ring joins it to 0."
        ),
    },
    easier=(
        "Younger children (5-6) still learning one more and one less: our *small hops* "
        'variant (`hops=1`, on the setup page "Longest hop": 1), with `points=1` because '
        "games run longer. Everyone else (6-8): hops of 1 or 2, as printed."
    ),
    projector=(
        "Press **Computer waits** and **Big screen**. Before each **Next move**, the "
        "class counts on from the stack aloud. After a bell, press **Undo** and ask which"
        " side was Rescue before."
    ),
)
