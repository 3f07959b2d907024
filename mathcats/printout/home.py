"""A one-page note for home: what the child practised, how to play with the printed
cards (the rules in our words), and two questions to ask (the game's ``guide``)."""

from __future__ import annotations

from pathlib import Path

from ..engine import get_game
from .pdf import Printout
from .rules import about, player_aid
from .words import KEY

SIZES = (10, 9.5, 9, 8.5, 8, 7.5, 7)  # the rules' type, smaller until the note fits a page


def home_rules(game_id: str) -> list[tuple[str, str]]:
    """The player aid's parts without our variants: the game as it is usually played."""
    return player_aid(game_id, variants=False)


def print_home(game_id: str, path: str | Path, paper: str = "A4") -> None:
    """Write the game's note for home, on one page, to ``path``."""
    game = get_game(game_id)
    for size in SIZES:
        pdf = _note(game, paper, size)
        if pdf.page_no() == 1:
            break
    else:
        raise ValueError(f"The rules of {game.title} are too long for one page.")
    pdf.output(str(path))


def _note(game, paper: str, size: float) -> Printout:
    pdf = Printout(paper)
    pdf.set_auto_page_break(True, margin=15)
    title = KEY["home"].format(title=game.title)
    pdf.set_title(title)
    pdf.titled_page(title, about(game))
    pdf.text_block(KEY["practised"], 13, "B", gap=1)
    for line in game.guide.objective:
        pdf.text_block(f"• {line}", 11)
    pdf.ln(3)
    pdf.text_block(KEY["how"], 13, "B", gap=1)
    with pdf.text_columns(ncols=2, gutter=6, balance=True, line_height=1.25) as columns:
        for number, (heading, text) in enumerate(home_rules(game.id)):
            with columns.paragraph(bottom_margin=size * 0.25) as paragraph:
                if number:  # the first part is under the title; the others lead with theirs
                    pdf.set_font("DejaVu", "B", size)
                    paragraph.write(f"{heading}: ")
                pdf.set_font("DejaVu", "", size)
                paragraph.write(text)
    pdf.ln(2)
    pdf.text_block(KEY["ask"], 13, "B", gap=1)
    for number, question in enumerate(game.guide.home_questions, 1):
        pdf.text_block(f"{number}. {question}", 12)
    return pdf
