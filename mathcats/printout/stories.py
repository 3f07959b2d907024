"""A game's story cards on paper (its record's ``stories``, engine/quiz.py): each word problem
in a box with the number line to solve it on, then an answer key with the hops."""

from __future__ import annotations

import math
from pathlib import Path

from ..engine import get_game
from ..engine.quiz import LINES as STORY_LINES
from .art import INK
from .pdf import Printout
from .words import KEY, TEXT

CARD_H = 72  # mm: a story card's box
LINES = {name: range(start, stop + 1, step) for name, (start, stop, step) in STORY_LINES.items()}
RING_R = 17  # mm: the ring's radius


def print_stories(game_id: str, path: str | Path, paper: str = "A4") -> None:
    """Write the game's story cards (page 1) and their key (page 2) to ``path``."""
    game = get_game(game_id)
    if not game.stories:
        raise ValueError(f"{game.title} has no story cards yet.")
    pdf = Printout(paper)
    title = KEY["stories"].format(title=game.title)
    pdf.set_title(title)
    pdf.titled_page(title, TEXT["stories-do"])
    pdf.name_line()
    for number, story in enumerate(game.stories, 1):
        top = pdf.get_y()
        pdf.set_draw_color(INK)
        pdf.set_line_width(0.4)
        pdf.rect(pdf.l_margin, top, pdf.w - pdf.l_margin - pdf.r_margin, CARD_H - 4)
        pdf.set_xy(pdf.l_margin + 3, top + 3)
        pdf.text_block(f"{number}. {story.text}", 14, "B")
        _line(pdf, story.line, top + 22)
        pdf.set_xy(pdf.l_margin + 3, top + CARD_H - 14)
        pdf.text_block(TEXT["story-answer"], 14)
        pdf.set_y(top + CARD_H)
    pdf.titled_page(KEY["key"], title)
    for number, story in enumerate(game.stories, 1):
        hops = ", ".join(f"{hop:+d}" for hop in story.hops)
        pdf.text_block(f"{number}. {story.text}", 12, "B", gap=1)
        pdf.text_block(KEY["answer"].format(answers=story.answer), 12)
        landed = " → ".join(map(str, [story.start, *story.landings]))
        pdf.text_block(KEY["hops"].format(sentence=story.sentence, hops=hops, landed=landed), 10)
        pdf.ln(4)
    pdf.output(str(path))


def _line(pdf: Printout, line: str, y: float) -> None:
    """The number line ``line`` across the card at ``y``; the ring as a circle of 0-9."""
    marks = LINES[line]
    pdf.set_line_width(0.5)
    if line == "ring":
        cx, cy = pdf.w / 2, y + RING_R - 2
        pdf.ellipse(cx - RING_R, cy - RING_R, 2 * RING_R, 2 * RING_R)
        for n in marks:
            angle = 2 * math.pi * n / len(marks) - math.pi / 2
            x, yy = cx + (RING_R + 5) * math.cos(angle), cy + (RING_R + 5) * math.sin(angle)
            pdf.words(x - 4, yy - 3, 8, 6, str(n), 11, "B")
        return
    left, width = pdf.l_margin + 8, pdf.w - pdf.l_margin - pdf.r_margin - 16
    step = width / (len(marks) - 1)
    pdf.line(left - 3, y + 12, left + width + 3, y + 12)
    for i, n in enumerate(marks):
        x = left + i * step
        pdf.line(x, y + 9, x, y + 15)
        pdf.words(x - 5, y + 16, 10, 6, str(n), 10, "B")
