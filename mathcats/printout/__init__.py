"""`mathcats print`: a game's deck to cut out, and paper for the teacher (docs/print.md).

- ``deck``: the cards, their backs, the pieces and a player aid;
- ``ticket``: a game's exit ticket and fact sprint, each with an answer key;
- ``sheets``: sheets for any game (a 0-9 strip, a tens line, ten-frames, a recording sheet);
- ``stories``: a game's story cards, each with its number line, and their key;
- ``home``: a one-page note for home per game;
- ``rules``: the rules in our words as plain text;
- ``art``: the sprite's symbols drawn as a card;
- ``pdf``: the PDF and its font.
"""

from .art import CARD_H, CARD_W
from .deck import COLUMNS, ROWS, deck, pieces, print_deck, write_decks
from .home import print_home
from .pdf import PAPERS
from .rules import player_aid
from .sheets import SHEETS, print_sheet
from .stories import print_stories
from .ticket import print_sprint, print_ticket

__all__ = [
    "CARD_H",
    "CARD_W",
    "COLUMNS",
    "PAPERS",
    "ROWS",
    "SHEETS",
    "deck",
    "pieces",
    "player_aid",
    "print_deck",
    "print_home",
    "print_sheet",
    "print_sprint",
    "print_stories",
    "print_ticket",
    "write_decks",
]
