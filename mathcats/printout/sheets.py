"""Sheets for any game: a 0-9 strip, a 0-100 line in tens, ten-frames and a recording sheet."""

from __future__ import annotations

from pathlib import Path

from ..engine.scene import OKABE_ITO
from .art import INK
from .pdf import Printout
from .words import KEY, TEXT

LEFT = 20  # mm: where each strip and line starts
TOP = 45  # mm: below the title and the name line
STRIP_BOX, STRIPS = (17, 22), 8  # a number's box, and strips on a page
TENS, TENS_LINES = 17, 5  # mm between two tens on a line, and lines on a page
CELL, FRAME_STEP, FRAME_LEFTS = 12, 38, (20, 118)  # a ten-frame's square, rows, columns
FRAMES = 12  # 1 to 10 with their dots, then empty ones for counters
DOT = OKABE_ITO[1]
PLAYED_ROWS = 10


def strip(pdf: Printout) -> None:
    """Strips of the numbers 0 to 9 in boxes, to cut out."""
    width, height = STRIP_BOX
    pdf.set_draw_color(INK)
    pdf.set_line_width(0.4)
    for row in range(STRIPS):
        y = TOP + row * (height + 5)
        for number in range(10):
            x = LEFT + number * width
            pdf.rect(x, y, width, height)
            pdf.words(x, y, width, height, str(number), 30, "B")


def tens_line(pdf: Printout) -> None:
    """Lines from 0 to 100 with a tick and its number at every ten."""
    pdf.set_draw_color(INK)
    for row in range(TENS_LINES):
        y = TOP + 10 + row * 47
        pdf.set_line_width(0.6)
        pdf.line(LEFT - 4, y, LEFT + 10 * TENS + 4, y)
        for ten in range(11):
            x = LEFT + ten * TENS
            pdf.line(x, y - 4, x, y + 4)
            pdf.words(x - 8, y + 5, 16, 8, str(10 * ten), 13, "B")


def ten_frames(pdf: Printout) -> None:
    """Ten-frames with 1 to 10 dots and the number under them, then empty ones."""
    pdf.set_draw_color(INK)
    pdf.set_line_width(0.5)
    for frame in range(FRAMES):
        row, column = divmod(frame, len(FRAME_LEFTS))
        x, y, dots = FRAME_LEFTS[column], TOP + row * FRAME_STEP, frame + 1
        for square in range(10):
            down, across = divmod(square, 5)
            pdf.set_fill_color(DOT)
            pdf.rect(x + across * CELL, y + down * CELL, CELL, CELL)
            if square < dots <= 10:
                inset = CELL * 0.15
                size = CELL - 2 * inset
                pdf.ellipse(x + across * CELL + inset, y + down * CELL + inset, size, size, "F")
        if dots <= 10:
            pdf.words(x, y + 2 * CELL, 5 * CELL, 8, str(dots), 13, "B")


def recording(pdf: Printout) -> None:
    """Lines to write a move on, with its sentence: "I played __ on __: __ ☐ __ ☐ __"
    takes 40 + 10 = 50, 6 - 2 = 4 and 4 < 6."""
    pdf.text_block(TEXT["recording-do"], 13, gap=1)
    pdf.text_block(TEXT["recording-signs"], 13, gap=6)
    pdf.set_font("DejaVu", "", 16)
    for _ in range(PLAYED_ROWS):
        pdf.cell(0, 21, TEXT["played"], new_x="LMARGIN", new_y="NEXT")


SHEETS = {  # name -> (its title, whether it is cut out, how it is drawn)
    "strip": ("strip", True, strip),
    "tens-line": ("tens-line", True, tens_line),
    "ten-frames": ("ten-frames", True, ten_frames),
    "recording": ("recording", False, recording),
}


def print_sheet(name: str, path: str | Path, paper: str = "A4") -> None:
    """Write the sheet ``name`` (one of ``SHEETS``), one page, to ``path``."""
    if name not in SHEETS:
        raise ValueError(f"There is no sheet {name!r}. The sheets are: {', '.join(SHEETS)}.")
    title, cut, draw = SHEETS[name]
    pdf = Printout(paper)
    pdf.set_title(TEXT[title])
    pdf.titled_page(TEXT[title], KEY["cut"] if cut else "")
    pdf.name_line()
    draw(pdf)
    pdf.output(str(path))
