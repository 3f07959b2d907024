"""The printouts' words. A child reads those on the sheets (short, easy); the teacher the keys."""

from ..engine.sprint import BLANK

TEXT = {
    "name": "Name",
    "date": "Date",
    "ticket-do": "Circle each answer that fits.",
    "sprint-do": "Fill in each blank. You have one minute.",
    "write-one": "Write {signs} in each blank.",
    "strip": "Numbers 0 to 9",
    "tens-line": "Count in tens, 0 to 100",
    "ten-frames": "Ten-frames",
    "recording": "What I played",
    "recording-do": "Write a card you played and the card under it.",
    "played": f"I played {BLANK} on {BLANK}:  {BLANK} + {BLANK} = {BLANK}",
}

# The teacher's words and the grown-up's at home.
KEY = {
    "ticket": "{title}: exit ticket",
    "sprint": "{title}: fact sprint",
    "key": "Answer key (for the teacher)",
    "sheet": "Sheet {seed}",
    "answer": "Answer: {answers}",
    "why": "Why: {why}",
    "home": "{title} at home",
    "practised": "What your child practised",
    "how": "How to play with the printed cards",
    "ask": "Two questions to ask",
    "cut": "Cut along the lines.",
}
