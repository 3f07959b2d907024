"""`mathcats print GAME`: a PDF of every card of the game's own deal, nine to a page, and a
player aid; one page of each is drawn to PNG with poppler's pdftoppm and looked at."""

from __future__ import annotations

import math
import shutil
import subprocess

import matplotlib.image
import numpy as np
import pytest
from pypdf import PdfReader

from mathcats import cli
from mathcats.engine import Match, game_ids, get_game
from mathcats.games import feed_the_kitten, kittens_in_space, kittys, kombat_kittens, meow_ten
from mathcats.printout import COLUMNS, ROWS

PER_PAGE = COLUMNS * ROWS
MARKER = "Math Cats ·"  # printed small on every card


def cards_in_the_box(game_id: str) -> int:
    """The game's own count: its deck constants, or a fresh deal's cards."""
    most = get_game(game_id).max_players
    if game_id == "kittens-in-space-solo":
        state = Match(game_id, seed=1).state
        return len(state.hand) + len(state.deck) + sum(map(len, state.stacks))
    return {
        "feed-the-kitten": len(feed_the_kitten.DECK),
        "kittens-in-space": len(kittens_in_space.DECK),
        "kittys": most * kittys.deck_top(most),  # a deck per seat at a full table
        "kombat-kittens": len(kombat_kittens.KITTENS) + kombat_kittens.DOGS,
        "meow-10": len(meow_ten.DECK),
    }[game_id]


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    folder = tmp_path_factory.mktemp("decks")
    for game_id in game_ids():
        assert cli.main(["print", game_id, "--out", str(folder / f"{game_id}.pdf")]) == 0
    return folder


@pytest.mark.parametrize("game_id", game_ids())
def test_the_pdf_holds_every_card_nine_to_a_page_then_the_player_aid(printed, game_id):
    reader = PdfReader(printed / f"{game_id}.pdf")
    texts = [page.extract_text() for page in reader.pages]
    count = cards_in_the_box(game_id)
    card_pages = math.ceil(count / PER_PAGE)
    per_page = [text.count(MARKER) for text in texts]
    assert sum(per_page) == count, per_page
    assert per_page[: card_pages - 1] == [PER_PAGE] * (card_pages - 1), per_page
    assert all(n == 0 for n in per_page[card_pages:]), per_page
    aid = " ".join(texts[card_pages:])
    assert f"{get_game(game_id).title}: player aid" in aid
    assert f"{count} cards" in aid
    for slip in ("`", "_", "seat 0", " app ", "mathcats"):
        assert slip not in aid, slip


def test_a_letter_page_holds_nine_cards_too(tmp_path):
    out = tmp_path / "letter.pdf"
    cli.main(["print", "kittys", "--paper", "Letter", "--out", str(out)])
    first = PdfReader(out).pages[0]
    assert round(float(first.mediabox.width)) == 612  # 8.5 inches in points
    assert first.extract_text().count(MARKER) == PER_PAGE


@pytest.mark.parametrize("game_id", game_ids())
def test_a_page_drawn_to_png_shows_coloured_cards(printed, game_id):
    assert shutil.which("pdftoppm"), "pdftoppm is missing: apt-get install poppler-utils"
    stem = printed / f"{game_id}-page"
    subprocess.run(
        ["pdftoppm", "-r", "40", "-png", "-f", "1", "-l", "1", printed / f"{game_id}.pdf", stem],
        check=True,
        timeout=120,
    )
    (png,) = printed.glob(f"{game_id}-page*.png")
    print("look at", png)
    pixels = matplotlib.image.imread(png)[..., :3]
    height, width = pixels.shape[:2]
    assert 1.3 < height / width < 1.5  # a portrait A4 page
    inked = (pixels.max(axis=2) < 0.5).mean()  # numerals, lines, fur
    coloured = (np.ptp(pixels, axis=2) > 0.3).mean()  # bands and cats
    assert 0.02 < inked < 0.5, inked
    assert coloured > 0.02, coloured
