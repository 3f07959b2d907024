"""Every sentence a child reads in Count to Ten."""

TEXT = {
    "step": "{count} and {by} make {total}.",
    "too-far": "{total} is past {goal}. Add less.",
    "one-or-two": "You can add 1 or 2.",
    "added": "{name} added {by}. Now it is {count}.",
    "game-won": "{name} got to {count} and wins!",
    "count": "The count",
    "pic-count": "Count: {count}",
    "add": "Add {by}",
    "wins": "Wins: {wins}",
    # why a move is good, as "Show me" says it
    "reach": "Add {by}: you reach {goal}!",
    "leave": "Add {by}: then {left} is left for the next cat.",
    "out-of-reach": "Add {by}: the next cat cannot reach {goal} yet.",
}
