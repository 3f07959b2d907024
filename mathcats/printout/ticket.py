"""A game's exit ticket and fact sprint on paper, each with an answer key on a page of its own.

The ticket is one form of its record's ``tickets`` (engine/quiz.py): its items, and a key
with each answer, why, and the mistake each wrong option shows. The sprint's facts are its
record's ``sprint`` (engine/sprint.py), none twice, with a box for the score.
"""

from __future__ import annotations

from pathlib import Path

from ..engine import get_game
from ..engine.quiz import MISTAKES
from ..engine.sprint import sheet
from ..engine.text import listed
from .pdf import Printout
from .words import KEY, TEXT

OPTION_GAP = 9  # mm between a question's options
ROWS = 10  # sprint facts in a column


def print_ticket(game_id: str, path: str | Path, paper: str = "A4", form: int = 1) -> None:
    """Write one form of the game's exit ticket (page 1) and its answer key (page 2): each
    item's answers and why, and what each wrong option shows."""
    game = get_game(game_id)
    if form not in range(1, len(game.tickets) + 1):
        raise ValueError(f"{game.title} has {len(game.tickets)} forms of its exit ticket.")
    items = game.tickets[form - 1]
    pdf = Printout(paper)
    title = KEY["ticket"].format(title=game.title, form=form)
    pdf.set_title(title)
    pdf.titled_page(title, game.maths)
    pdf.name_line()
    for number, item in enumerate(items, 1):
        pdf.text_block(f"{number}. {item.text}", 14, "B", gap=1)
        pdf.text_block(TEXT["circle-all" if item.pick_all else "circle-one"], 12)
        _options(pdf, [option.label for option in item.options])
    pdf.titled_page(KEY["key"], title)
    for number, item in enumerate(items, 1):
        right = [o for o in item.options if o.right]
        pdf.text_block(f"{number}. {item.text}", 12, "B", gap=1)
        pdf.text_block(KEY["answer"].format(answers=", ".join(o.label for o in right)), 12)
        pdf.text_block(KEY["why"].format(why="; ".join(o.says for o in right)), 10)
        for option in item.options:
            if not option.right:
                said = KEY["wrong"].format(label=option.label, says=option.says)
                pdf.text_block(f"{said} {KEY['shows'].format(what=MISTAKES[option.mistake])}", 10)
        pdf.ln(4)
    pdf.output(str(path))


def _options(pdf: Printout, labels: list[str]) -> None:
    """A question's options in rows, each with a ring to circle."""
    pdf.set_font("DejaVu", "", 16)
    x = pdf.l_margin + 5
    for label in labels:
        width = pdf.get_string_width(f"○ {label}") + OPTION_GAP
        if x + width > pdf.w - pdf.r_margin:
            pdf.ln(10)
            x = pdf.l_margin + 5
        pdf.set_x(x)
        pdf.cell(width, 10, f"○ {label}")
        x += width
    pdf.ln(18)


def print_sprint(game_id: str, path: str | Path, paper: str = "A4", seed: int = 1) -> None:
    """Write a one-minute fact sprint of the game (page 1) and its answer key (page 2).

    The same ``seed`` prints the same sheet; its number is printed on both pages.
    """
    game = get_game(game_id)
    facts = sheet(game.sprint, seed)
    pdf, title = Printout(paper), KEY["sprint"].format(title=game.title)
    pdf.set_title(title)
    number = KEY["sheet"].format(seed=seed)
    pdf.titled_page(title, f"{game.maths}. {number}.")
    pdf.name_line()
    _score_box(pdf, len(facts))
    pdf.text_block(TEXT["sprint-do"], 13, gap=4)
    signs = sorted({fact.answer for fact in game.sprint if not fact.answer.isdigit()})
    if signs:  # not numbers: say which (<, = or >)
        pdf.text_block(TEXT["write-one"].format(signs=listed(signs, "or")), 13, gap=4)
    _columns(pdf, [fact.prompt for fact in facts])
    pdf.titled_page(KEY["key"], f"{title}. {number}.")
    _columns(pdf, [fact.sentence for fact in facts])
    pdf.output(str(path))


def _score_box(pdf: Printout, out_of: int) -> None:
    """A box at the top right to write the score in: "Score: ____ of 19"."""
    words = TEXT["score"].format(size=out_of)
    pdf.set_font("DejaVu", "B", 14)
    width = pdf.get_string_width(words) + 8
    x, y, below = pdf.w - pdf.r_margin - width, pdf.t_margin, pdf.get_y()
    pdf.set_line_width(0.6)
    pdf.rect(x, y, width, 12)
    pdf.set_xy(x, y)
    pdf.cell(width, 12, words, align="C")
    pdf.set_xy(pdf.l_margin, below)


def _columns(pdf: Printout, lines: list[str]) -> None:
    """Numbered lines in columns of ``ROWS``, large, down the rest of the page."""
    top, width = pdf.get_y(), (pdf.w - pdf.l_margin - pdf.r_margin) / 2
    step = (pdf.h - pdf.b_margin - top) / ROWS
    pdf.set_font("DejaVu", "", 18)
    for i, line in enumerate(lines):
        column, row = divmod(i, ROWS)
        pdf.set_xy(pdf.l_margin + column * width, top + row * step)
        pdf.cell(width, step, f"{i + 1}.  {line}")
