"""The printouts' words. A child reads those on the sheets (short, easy); the teacher the keys."""

from ..engine.sprint import BLANK

TEXT = {
    "name": "Name",
    "date": "Date",
    "circle-one": "Circle one answer.",
    "circle-all": "Circle every answer that fits.",
    "stories-do": "Read the story. Hop on the line to solve it.",
    "story-answer": "Answer: ________",
    "score": "Score: ____ of {size}",
    "sprint-do": "Fill in each blank. You have one minute.",
    "write-one": "Write {signs} in each blank.",
    "strip": "Numbers 0 to 9",
    "tens-line": "Count in tens, 0 to 100",
    "ten-frames": "Ten-frames",
    "recording": "What I played",
    "recording-do": "Write a card you played and the card under it.",
    "recording-signs": "Write +, \u2212, =, < or > in the boxes.",
    "played": f"I played {BLANK} on {BLANK}:   {BLANK} ☐ {BLANK} ☐ {BLANK}",
}

# The teacher's words and the grown-up's at home.
KEY = {
    "ticket": "{title}: exit ticket, form {form}",
    "wrong": "{label}: {says}.",
    "shows": "Shows: {what}.",
    "sprint": "{title}: fact sprint",
    "key": "Answer key (for the teacher)",
    "sheet": "Sheet {seed}",
    "answer": "Answer: {answers}",
    "why": "Why: {why}",
    "home": "{title} at home",
    "stories": "{title}: story cards",
    "hops": "{sentence}. Hops: {hops} ({landed}).",
    "learning": "What your child is learning",
    "said": "In class, your child said:",
    "home-game": "A short game with ordinary playing cards",
    "ask": "Three questions to ask",
    "cut": "Cut along the lines.",
}
