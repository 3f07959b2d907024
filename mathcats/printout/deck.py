"""Printable decks: a game's cards, nine to a page with cut lines, each page's backs
mirrored behind it for duplex printing, the table's other pieces, then a player aid.

The cards are the table's: the game's own deal says which cards there are, the
game's adapter says what each shows (``look()``), and the sprite draws them.
The pieces are what the same table shows at the start that is not a card.
See docs/print.md.
"""

from __future__ import annotations

from pathlib import Path

from ..engine import Match, game_ids, get_game
from ..engine.scene import look
from ..table.adapters import adapter_for
from ..table.art import SPRITE
from ..table.session import LABELS
from .art import CARD_H, CARD_W, INK, back_svg, band_svg, card_svg
from .pdf import Printout
from .rules import about, player_aid

COLUMNS, ROWS = 3, 3


def _table(game_id: str):
    """A full table at the start of a game: the game, its match and its table adapter."""
    game = get_game(game_id)
    most = game.max_players
    return game, Match(game_id, players=most, seed=0), adapter_for(game, [""] * most)


def deck(game_id: str) -> list[dict]:
    """Every card of a full table's deal, as the table draws it in a hand (``adapter.cards``).

    A seated game's cards are each seat's deck, the hand its view holds at the start.
    """
    game, match, adapter = _table(game_id)
    state = match.state
    if game.seated:
        piles = [(seat, state.view(seat).hand) for seat in range(state.players)]
    else:
        piles = [(0, pile) for pile in state.zones().values()]  # every card, wherever it lies
    cards = [(seat, item) for seat, pile in piles for item in adapter.cards(list(pile), seat)]
    return [item for _, item in sorted(cards, key=_order)]


def pieces(game_id: str) -> list[dict]:
    """The game's pieces that are not cards (its record's ``pieces``), each with its ``copies``.

    A score card for each player is added when no piece keeps the score (docs/print.md).
    """
    game, cards = get_game(game_id), deck(game_id)
    mark = cards[0]["art"].get("mark", "paw") if cards else "paw"  # the game's mark, on every piece
    most = game.max_players
    found = [
        _piece(
            game.text[p.name],
            game.text[p.what] if p.what else "",
            [p.symbol] if p.symbol else [],
            mark,
            most if p.copies is None else p.copies,
        )
        for p in game.pieces
    ]
    if not any(p.score for p in game.pieces):
        found.append(_piece(LABELS["scores"], "", [mark], mark, most))
    return found


def _piece(name: str, what: str, symbols: list[str], mark: str, copies: int = 1) -> dict:
    """A piece to draw: its name, what it is, its symbols (else the game's mark)."""
    art = look(None, *(symbols or [mark]), mark=mark)["art"]
    return {"label": name[:1].upper() + name[1:], "badge": what, "art": art, "copies": copies}


def _order(seat_item: tuple[int, dict]) -> tuple:
    seat, item = seat_item
    label = item["label"]
    return seat, item.get("caption") or "", len(label), label, item.get("badge") or ""


def _card(pdf: Printout, x: float, y: float, item: dict, title: str) -> None:
    pdf.vector(card_svg(item), x, y, CARD_W, CARD_H)
    _pattern(pdf, x, y, item)
    pdf.set_text_color(INK)
    pdf.words(x, y + 12.5, CARD_W, 5, item.get("caption") or "", 9, "B")
    pdf.words(x, y + 16, CARD_W, 17, item["label"], 44, "B")
    corner = f"{item.get('mark', '')} {item['label']}".strip()
    pdf.words(x + CARD_W - 24, y + 77, 21, 8, corner, 13, "B")
    pdf.words(x, y + 72, CARD_W, 5, item.get("badge") or "", 9, "B")
    _footer(pdf, x, y, title)


def _pattern(pdf: Printout, x: float, y: float, item: dict) -> None:
    """The colour's pattern over the card's band, clipped to the band."""
    if "pattern" in item["art"]:
        with pdf.rect_clip(x + 1, y + 1, CARD_W - 2, 11):
            pdf.vector(band_svg(item["art"]["pattern"]), x + 1, y + 1, CARD_W - 2, 11)


def _footer(pdf: Printout, x: float, y: float, title: str) -> None:
    pdf.words(x + 13, y + 80.5, CARD_W - 38, 4, f"Math Cats · {title}", 5)


def _back(pdf: Printout, x: float, y: float, item: dict, seated: bool) -> None:
    """A card's back; in a game with a deck per seat, under its seat's colour band."""
    band = 11 if seated else 0
    pdf.vector(back_svg(), x, y + band, CARD_W, CARD_H - band)
    if seated:
        pdf.set_fill_color(item["colour"])
        pdf.set_draw_color(INK)
        pdf.set_line_width(0.5)
        corners = ("TOP_LEFT", "TOP_RIGHT")
        pdf.rect(x + 1, y + 1, CARD_W - 2, band, "FD", round_corners=corners, corner_radius=3.5)
        _pattern(pdf, x, y, item)


def _draw_piece(pdf: Printout, x: float, y: float, item: dict, title: str) -> None:
    """A piece: its name large, its art, what it is in small words."""
    pdf.vector(card_svg(item, (26, 34)), x, y, CARD_W, CARD_H)
    pdf.set_text_color(INK)
    size = 26
    pdf.set_font("DejaVu", "B", size)
    while pdf.get_string_width(item["label"]) > CARD_W - 8:
        size -= 1
        pdf.set_font("DejaVu", "B", size)
    pdf.words(x, y + 13, CARD_W, 12, item["label"], size, "B")
    pdf.set_font("DejaVu", "", 8)
    pdf.set_xy(x + 5, y + 62)
    pdf.multi_cell(CARD_W - 10, 3.6, item["badge"], align="C")
    _footer(pdf, x, y, title)


def _cut_lines(pdf: Printout, left: float, top: float) -> None:
    """Dashed lines along every card edge, out to the page's edges."""
    pdf.set_draw_color(150)
    pdf.set_line_width(0.2)
    with pdf.local_context():
        pdf.set_dash_pattern(dash=2, gap=1.5)
        for column in range(COLUMNS + 1):
            x = left + column * CARD_W
            pdf.line(x, 0, x, pdf.h)
        for row in range(ROWS + 1):
            y = top + row * CARD_H
            pdf.line(0, y, pdf.w, y)


def print_deck(game_id: str, path: str | Path, paper: str = "A4") -> int:
    """Write the game's deck, its backs, its pieces and a player aid to ``path``.

    Each sheet of cards is followed by its backs, mirrored, and each sheet of
    pieces by an empty page, so that printing both sides (flip on the long edge)
    puts each back behind its card and nothing behind a piece. Returns the
    number of cards.
    """
    game = get_game(game_id)
    pdf = Printout(paper)
    pdf.set_title(f"Math Cats: {game.title}, cards to cut out")
    cards, seated = deck(game_id), get_game(game_id).seated
    found = pieces(game_id)
    extras = [item for item in found for _ in range(item["copies"])]
    per_page = COLUMNS * ROWS
    for start in range(0, len(cards), per_page):
        sheet = cards[start : start + per_page]
        _sheet(pdf, sheet, lambda x, y, item: _card(pdf, x, y, item, game.title))
        _sheet(pdf, sheet, lambda x, y, item: _back(pdf, x, y, item, seated), mirrored=True)
    for start in range(0, len(extras), per_page):
        sheet = extras[start : start + per_page]
        _sheet(pdf, sheet, lambda x, y, item: _draw_piece(pdf, x, y, item, game.title))
        pdf.add_page()  # the piece sheet's back stays empty
    _aid(pdf, game, len(cards), found)
    pdf.output(str(path))
    return len(cards)


def _sheet(pdf: Printout, items: list[dict], draw, mirrored: bool = False) -> None:
    """A page of up to nine items in a grid; ``mirrored``: each row right to left, no lines."""
    pdf.add_page()
    left = (pdf.w - COLUMNS * CARD_W) / 2
    top = (pdf.h - ROWS * CARD_H) / 2
    for i, item in enumerate(items):
        row, column = divmod(i, COLUMNS)
        if mirrored:
            column = COLUMNS - 1 - column
        draw(left + column * CARD_W, top + row * CARD_H, item)
    if not mirrored:
        _cut_lines(pdf, left, top)


def _aid(pdf: Printout, game, count: int, found: list[dict]) -> None:
    pdf.set_auto_page_break(True, margin=15)
    pdf.add_page()
    pdf.set_xy(pdf.l_margin, pdf.t_margin)
    pdf.set_text_color(INK)
    pdf.set_font("DejaVu", "B", 18)
    pdf.multi_cell(0, 9, f"{game.title}: player aid", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("DejaVu", "", 10)
    pdf.multi_cell(
        0,
        5,
        f"{about(game)} {count} cards. Pieces: "
        + ", ".join(p["label"] + (f" ({p['copies']})" if p["copies"] > 1 else "") for p in found)
        + ".",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    for number, (heading, text) in enumerate(player_aid(game.id)):
        pdf.ln(2)
        if number:  # the first part is under the title
            pdf.set_font("DejaVu", "B", 11)
            pdf.multi_cell(0, 6, heading, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("DejaVu", "", 9)
        pdf.multi_cell(0, 4.5, text, new_x="LMARGIN", new_y="NEXT")


def write_decks(folder: Path) -> list[Path]:
    """Print into ``folder`` every game's deck (``GAME.pdf``) that is missing or older than
    the code and art that draw it; returns those printed."""
    folder.mkdir(parents=True, exist_ok=True)
    code = Path(__file__).parent.glob("*.py")  # this package's parts
    newest = max(p.stat().st_mtime for p in (*code, SPRITE))
    written = []
    for game_id in game_ids():
        pdf = folder / f"{game_id}.pdf"
        if not pdf.is_file() or pdf.stat().st_mtime < newest:
            print_deck(game_id, pdf)
            written.append(pdf)
    return written
