"""`mathcats print GAME`: a PDF of every card of the game's own deal, nine to a page, each
page's backs mirrored after it, the table's other pieces, and a player aid; pages are
drawn to PNG with poppler's pdftoppm and looked at."""

from __future__ import annotations

import math
import shutil
import subprocess

import matplotlib.image
import numpy as np
import pytest
from pypdf import PdfReader

from mathcats import cli, printout
from mathcats.engine import Match, game_ids, get_game, rules_text
from mathcats.printout import CARD_H, CARD_W, COLUMNS, ROWS
from mathcats.table.session import LABELS

PER_PAGE = COLUMNS * ROWS
MARKER = "Math Cats ·"  # printed small on every card and piece
DPI = 40
SEATED = [g for g in game_ids() if get_game(g).seated]  # a deck for each seat, in its colour


def cards_in_the_box(game_id: str) -> int:
    """The game's own count: every card of a full table's fresh deal, wherever it lies."""
    most = get_game(game_id).max_players
    return sum(map(len, Match(game_id, players=most, seed=1).state.zones().values()))


def pieces_in_the_box(game_id: str) -> dict[str, int]:
    """The pieces the game's record says its rules need besides its cards (docs/rules),
    by name, and a score card for each player when none of them keeps the score."""
    game = get_game(game_id)
    most = game.max_players
    names = {game.text[p.name]: most if p.copies is None else p.copies for p in game.pieces}
    if not any(p.score for p in game.pieces):
        names[LABELS["scores"]] = most
    return {name[:1].upper() + name[1:]: copies for name, copies in names.items()}


def layout(game_id: str) -> tuple[int, int]:
    """How many sheets of cards and of pieces the PDF should have."""
    pieces = sum(pieces_in_the_box(game_id).values())
    return math.ceil(cards_in_the_box(game_id) / PER_PAGE), math.ceil(pieces / PER_PAGE)


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    folder = tmp_path_factory.mktemp("decks")
    for game_id in game_ids():
        assert cli.main(["print", game_id, "--out", str(folder / f"{game_id}.pdf")]) == 0
    return folder


def texts(printed, game_id: str) -> list[str]:
    return [page.extract_text() for page in PdfReader(printed / f"{game_id}.pdf").pages]


def render(printed, game_id: str, page: int) -> np.ndarray:
    """Page ``page`` (from 1) drawn to PNG at 40 dpi, as RGB values 0 to 1."""
    assert shutil.which("pdftoppm"), "pdftoppm is missing: apt-get install poppler-utils"
    stem = printed / f"{game_id}-{page}"
    pdf = printed / f"{game_id}.pdf"
    command = ["pdftoppm", "-r", str(DPI), "-png", "-f", str(page), "-l", str(page), pdf, stem]
    subprocess.run(command, check=True, timeout=120)
    (png,) = printed.glob(f"{game_id}-{page}-*.png")
    print("look at", png)
    return matplotlib.image.imread(png)[..., :3]


def cells(pixels: np.ndarray, inset: float = 0.2) -> list[np.ndarray]:
    """The middle of each card's place on the page, row by row, left to right."""
    height, width = pixels.shape[:2]
    per_mm = DPI / 25.4  # pixels per mm
    left = (width / per_mm - COLUMNS * CARD_W) / 2
    top = (height / per_mm - ROWS * CARD_H) / 2

    def span(start: float, size: float) -> slice:
        return slice(
            int((start + inset * size) * per_mm), int((start + (1 - inset) * size) * per_mm)
        )

    return [
        pixels[span(top + row * CARD_H, CARD_H), span(left + column * CARD_W, CARD_W)]
        for row in range(ROWS)
        for column in range(COLUMNS)
    ]


def filled(pixels: np.ndarray) -> list[bool]:
    """Which card places hold something (a card has ink or colour in its middle)."""
    return [bool((cell.min(axis=2) < 0.8).mean() > 0.05) for cell in cells(pixels)]


def mirrored(places: list) -> list:
    """The places of a sheet turned over on its long edge: each row right to left."""
    return [
        places[row * COLUMNS + COLUMNS - 1 - column]
        for row in range(ROWS)
        for column in range(COLUMNS)
    ]


def band_colours(pixels: np.ndarray) -> list[tuple]:
    """The most common colour along the top band of each card's place."""
    found = []
    for cell in cells(pixels, inset=0.0):
        band = cell[int(cell.shape[0] * 0.02) : int(cell.shape[0] * 0.12), 2:-2].reshape(-1, 3)
        colours, counts = np.unique((band * 8).round(), axis=0, return_counts=True)
        found.append(tuple(colours[counts.argmax()]))
    return found


@pytest.mark.parametrize("game_id", game_ids())
def test_the_pdf_holds_cards_then_backs_then_pieces_then_the_player_aid(printed, game_id):
    pages = texts(printed, game_id)
    count, names = cards_in_the_box(game_id), pieces_in_the_box(game_id)
    fronts, sheets = layout(game_id)
    on_fronts = [text.count(MARKER) for text in pages[: 2 * fronts : 2]]
    assert sum(on_fronts) == count, on_fronts
    assert on_fronts[:-1] == [PER_PAGE] * (fronts - 1), on_fronts
    backs = pages[1 : 2 * fronts : 2]
    assert backs == [""] * fronts, "a back sheet after each sheet of cards, with no words"
    pieces = pages[2 * fronts : 2 * fronts + 2 * sheets : 2]
    assert sum(text.count(MARKER) for text in pieces) == sum(names.values()), pieces
    words = "\n".join(pieces)
    for name, copies in names.items():
        assert words.count(f"{name}\n") == copies, (name, words)
    blanks = pages[2 * fronts + 1 : 2 * fronts + 2 * sheets : 2]
    assert blanks == [""] * sheets, "nothing behind a sheet of pieces"
    aid = " ".join(" ".join(pages[2 * (fronts + sheets) :]).split())  # justified: one space
    assert MARKER not in aid
    assert f"{get_game(game_id).title}: player aid" in aid
    assert f"{count} cards" in aid
    for name, copies in names.items():
        assert (f"{name} ({copies})" if copies > 1 else name) in aid, name
    for slip in ("`", "_", "seat 0", " app ", "mathcats", " option", "rulebook", "<!--"):
        assert slip not in aid, slip


MARKED = """# A game

Play a card. Tap it in the app.<!-- not for the table --> Then draw one.

## In the app
<!-- not for the table -->

Tap Done.

## Our variant: small cards
<!-- our variant -->

Play only small cards. Set `small`.<!-- not for the table -->
- Go on. `go` goes on.<!-- not for the table -->
"""


def test_the_player_aid_leaves_out_what_the_rules_doc_marks(monkeypatch):
    monkeypatch.setattr(printout.rules, "rules_text", lambda game_id, marked: MARKED)
    game = ("A game", "Play a card. Then draw one.")
    assert printout.player_aid("any") == [
        game,
        ("Our variant: small cards", "Play only small cards.\n- Go on."),
    ]
    assert printout.player_aid("any", variants=False) == [game]


@pytest.mark.parametrize("game_id", game_ids())
def test_the_rules_shown_on_screen_hold_no_mark(game_id):
    """The app, the site and ``mathcats rules`` show the doc as written, without its marks."""
    marked, shown = rules_text(game_id, marked=True), rules_text(game_id)
    assert "<!--" not in shown
    marks = ("<!-- not for the table -->", "<!-- our variant -->")
    unmarked = [line.replace(marks[0], "") for line in marked.splitlines() if line not in marks]
    assert shown.splitlines() == unmarked


def test_a_letter_page_holds_nine_cards_too(tmp_path):
    out = tmp_path / "letter.pdf"
    cli.main(["print", SEATED[0], "--paper", "Letter", "--out", str(out)])
    first = PdfReader(out).pages[0]
    assert round(float(first.mediabox.width)) == 612  # 8.5 inches in points
    assert first.extract_text().count(MARKER) == PER_PAGE


@pytest.mark.parametrize("game_id", game_ids())
def test_a_page_drawn_to_png_shows_coloured_cards(printed, game_id):
    pixels = render(printed, game_id, 1)
    height, width = pixels.shape[:2]
    assert 1.3 < height / width < 1.5  # a portrait A4 page
    inked = (pixels.max(axis=2) < 0.5).mean()  # numerals, lines, fur
    coloured = (np.ptp(pixels, axis=2) > 0.3).mean()  # bands and cats
    assert 0.02 < inked < 0.5, inked
    assert coloured > 0.02, coloured
    assert filled(pixels) == [True] * PER_PAGE


@pytest.mark.parametrize("game_id", game_ids())
def test_each_back_lies_behind_its_card_when_the_sheet_is_turned_on_its_long_edge(printed, game_id):
    fronts, _ = layout(game_id)
    last = 2 * fronts - 1  # the last sheet of cards: a part-full sheet shows the mirror best
    front, back = render(printed, game_id, last), render(printed, game_id, last + 1)
    assert filled(back) == mirrored(filled(front))
    coloured = (np.ptp(back, axis=2) > 0.3).mean()
    assert coloured > 0.2, coloured  # the backs' blue
    places = zip(cells(back), filled(back), strict=True)
    means = [cell.mean(axis=(0, 1)) for cell, full in places if full]
    assert all(np.abs(mean - means[0]).max() < 0.02 for mean in means), means  # all alike


@pytest.mark.parametrize("game_id", SEATED)
def test_a_seated_deck_s_back_has_its_players_colour(printed, game_id):
    """A seated game's second sheet holds two players' cards; each back's band is its colour."""
    front, back = render(printed, game_id, 3), render(printed, game_id, 4)
    assert band_colours(back) == mirrored(band_colours(front))
    assert len(set(band_colours(front))) == 2, band_colours(front)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_pieces_are_drawn_with_their_art_and_nothing_behind_them(printed, game_id):
    first = 2 * layout(game_id)[0] + 1
    pixels = render(printed, game_id, first)
    on_sheet = min(PER_PAGE, sum(pieces_in_the_box(game_id).values()))
    assert sum(filled(pixels)) == on_sheet
    assert (pixels.max(axis=2) < 0.5).mean() > 0.01  # names and pictures
    assert (render(printed, game_id, first + 1) > 0.99).all(), "the page behind is empty"
