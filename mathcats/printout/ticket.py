"""A game's exit ticket and fact sprint on paper, each with an answer key on a page of its own.

The ticket's questions are its record's ``tickets`` (engine/quiz.py), the key their own
judges' answers; the sprint's facts are its record's ``sprint`` (engine/sprint.py).
"""

from __future__ import annotations

from pathlib import Path

from ..engine import get_game
from ..engine.sprint import sheet
from ..engine.text import listed
from .pdf import Printout
from .words import KEY, TEXT

OPTION_GAP = 9  # mm between a question's options
ROWS = 10  # sprint facts in a column


def print_ticket(game_id: str, path: str | Path, paper: str = "A4") -> None:
    """Write the game's exit ticket (page 1) and its answer key (page 2) to ``path``."""
    game = get_game(game_id)
    if not game.tickets:
        raise ValueError(f"{game.title} has no exit ticket yet.")
    pdf, title = Printout(paper), KEY["ticket"].format(title=game.title)
    pdf.set_title(title)
    pdf.titled_page(title, game.maths)
    pdf.name_line()
    pdf.text_block(TEXT["ticket-do"], 13, gap=4)
    for number, question in enumerate(game.tickets, 1):
        pdf.text_block(f"{number}. {question.text}", 14, "B", gap=3)
        _options(pdf, [question.label(option) for option in question.options])
    pdf.titled_page(KEY["key"], title)
    for number, question in enumerate(game.tickets, 1):
        right = question.answers
        why = dict.fromkeys(_reason(question.judge(option)) for option in right)
        pdf.text_block(f"{number}. {question.text}", 12, "B", gap=1)
        pdf.text_block(KEY["answer"].format(answers=", ".join(map(question.label, right))), 12)
        pdf.text_block(KEY["why"].format(why=" ".join(why)), 10, gap=5)
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


def _reason(verdict) -> str:
    """The engine's words for an answer, and its number sentence where it has one."""
    return f"{verdict.words} ({verdict.maths})" if verdict.maths else verdict.words


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
    pdf.text_block(TEXT["sprint-do"], 13, gap=4)
    signs = sorted({fact.answer for fact in game.sprint if not fact.answer.isdigit()})
    if signs:  # not numbers: say which (<, = or >)
        pdf.text_block(TEXT["write-one"].format(signs=listed(signs, "or")), 13, gap=4)
    _columns(pdf, [fact.prompt for fact in facts])
    pdf.titled_page(KEY["key"], f"{title}. {number}.")
    _columns(pdf, [fact.sentence for fact in facts])
    pdf.output(str(path))


def _columns(pdf: Printout, lines: list[str]) -> None:
    """Numbered lines in columns of ``ROWS``, large, down the rest of the page."""
    top, width = pdf.get_y(), (pdf.w - pdf.l_margin - pdf.r_margin) / 2
    step = (pdf.h - pdf.b_margin - top) / ROWS
    pdf.set_font("DejaVu", "", 18)
    for i, line in enumerate(lines):
        column, row = divmod(i, ROWS)
        pdf.set_xy(pdf.l_margin + column * width, top + row * step)
        pdf.cell(width, step, f"{i + 1}.  {line}")
