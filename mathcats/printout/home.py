"""A one-page note for home, written for a parent (the game's ``guide``): what the child is
learning, one short game to play with ordinary playing cards, and three questions to ask."""

from __future__ import annotations

from pathlib import Path

from ..engine import get_game
from .pdf import Printout
from .rules import about
from .words import KEY


def home_text(game_id: str) -> list[tuple[str, list[str]]]:
    """The note's parts, (heading, paragraphs), as a parent reads them."""
    guide = get_game(game_id).guide
    asked = [f"{n}. {question}" for n, question in enumerate(guide.home_questions, 1)]
    return [
        (KEY["learning"], [guide.home_learning, KEY["said"], *(f"• {s}" for s in guide.objective)]),
        (KEY["home-game"], [guide.home_game]),
        (KEY["ask"], asked),
    ]


def print_home(game_id: str, path: str | Path, paper: str = "A4") -> None:
    """Write the game's note for home, on one page, to ``path``."""
    game = get_game(game_id)
    pdf = Printout(paper)
    title = KEY["home"].format(title=game.title)
    pdf.set_title(title)
    pdf.titled_page(title, about(game))
    for heading, paragraphs in home_text(game_id):
        pdf.text_block(heading, 15, "B", gap=2)
        for paragraph in paragraphs:
            pdf.text_block(paragraph, 13, gap=2)
        pdf.ln(4)
    if pdf.page_no() != 1:
        raise ValueError(f"The note for home of {game.title} is longer than one page.")
    pdf.output(str(path))
