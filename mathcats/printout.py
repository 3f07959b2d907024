"""Printable decks: a game's cards, nine to a page with cut lines, each page's backs
mirrored behind it for duplex printing, the table's other pieces, then a player aid.

The cards are the table's: the game's own deal says which cards there are, the
game's adapter says what each shows (``look()``), and the sprite draws them.
The pieces are what the same table shows at the start that is not a card.
See docs/print.md.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import matplotlib
from fpdf import FPDF
from fpdf.drawing import Transform
from fpdf.svg import SVGObject

from .engine import Match, get_game, rules_text
from .engine.scene import OKABE_ITO, look
from .widgets.adapters import adapter_for
from .widgets.art import sprite
from .widgets.session import LABELS

CARD_W, CARD_H = 63, 88  # mm: a poker card
COLUMNS, ROWS = 3, 3
PAPERS = ("A4", "Letter")
INK = "#1a1a1a"
FONTS = Path(matplotlib.get_data_path()) / "fonts" / "ttf"  # DejaVu: the marks ☾ ▲ ☀ ...

# Parts of the rules about the app, our sources or the teaching, left out of the player aid,
# and the sentences elsewhere that name the app, code or a seat number.
NOT_FOR_THE_TABLE = re.compile(
    r"our readings|in mathcats|words the table|the app|come from|practise", re.I
)
APP_TALK = re.compile(r"`|\bapp\b|\bseed\b|\bseat \d|mathcats|\boption|rulebook|rulings", re.I)


def _table(game_id: str):
    """A full table at the start of a game: the game, its match and its table adapter."""
    game = get_game(game_id)
    most = game.max_players
    return game, Match(game_id, players=most, seed=0), adapter_for(game, [""] * most)


def deck(game_id: str) -> list[dict]:
    """Every card of a full table's deal, as the table draws it in a hand (``adapter.cards``)."""
    game, match, adapter = _table(game_id)
    cards = []
    for where, pile in match.state.zones().items():  # every card, by where it lies ("hand 2")
        seat = int(where.split()[-1]) if game.seated else 0
        cards += [(seat, item) for item in adapter.cards(list(pile), seat)]
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


def _piece(name: str, what: str, picture: list[str], mark: str, copies: int = 1) -> dict:
    """A piece to draw: its name, what it is, its picture (else the game's mark)."""
    art = look(None, *(picture or [mark]), mark=mark)["art"]
    return {"label": name[:1].upper() + name[1:], "badge": what, "art": art, "copies": copies}


def _order(seat_item: tuple[int, dict]) -> tuple:
    seat, item = seat_item
    label = item["label"]
    return seat, item.get("caption") or "", len(label), label, item.get("badge") or ""


@cache
def _sprite_symbols() -> dict[str, str]:
    """Each symbol of the sprite, by id."""
    pattern = r'(?s)<symbol id="([^"]+)"[^>]*?(?:/>|>.*?</symbol>)'
    return {match.group(1): match.group(0) for match in re.finditer(pattern, sprite())}


def symbols(*names: str) -> str:
    """The sprite's symbols these names need, with those they use (parsing all is slow)."""
    found, wanted, todo = _sprite_symbols(), {}, [f"mca-{name}" for name in names]
    while todo:
        name = todo.pop()
        if name in found and name not in wanted:
            wanted[name] = found[name]
            todo += re.findall(r'href="#([^"]+)"', found[name])
    return "".join(text for name, text in found.items() if name in wanted)  # used before users


def _own_colour(name: str) -> str | None:
    """The fur colour a symbol sets itself (Alastair's grey, the back's cat), if it does."""
    found = re.search(r'(?<![\w-])color="([^"]+)"', _sprite_symbols().get(f"mca-{name}", ""))
    return found and found.group(1)


def back_svg() -> str:
    """The back of every card: the table's card back (the sprite's ``back``), filling it."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{CARD_W}mm" height="{CARD_H}mm" '
        f'viewBox="0 0 {CARD_W} {CARD_H}"><defs>'
        f"{symbols('back').replace('currentColor', _own_colour('back'))}</defs>"
        f'<rect width="{CARD_W}" height="{CARD_H}" fill="#fff"/>'
        f'<use href="#mca-back" width="{CARD_W}" height="{CARD_H}"/></svg>'
    )


def band_svg(pattern: str) -> str:
    """A colour's band pattern, drawn alone: the card clips it to the band."""
    width, height = CARD_W - 2, 11
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}mm" height="{height}mm" '
        f'viewBox="0 0 {width} {height}"><defs>{symbols("pat-" + pattern)}</defs>'
        f'<use href="#mca-pat-{pattern}" width="{width}" height="{height}"/></svg>'
    )


def card_svg(item: dict, picture: tuple[float, float] = (33, 38)) -> str:
    """One card face, in mm, with the sprite's symbols inlined in the card's colour.

    ``picture``: the top and the size of the picture's square.
    """
    colour, art = item.get("colour") or "#ffffff", item["art"]
    names = [*art["picture"], *(art[key] for key in ("backdrop", "mark") if key in art)]
    fur = _own_colour(art["picture"][0]) or (colour if colour.startswith("#") else INK)
    defs = symbols(*names).replace("currentColor", fur)
    parts = [f'<rect width="{CARD_W}" height="{CARD_H}" rx="4" fill="#fff"/>']
    if colour == "rainbow":  # a stripe of every colour
        width = (CARD_W - 2) / len(OKABE_ITO)
        parts += [
            f'<rect x="{1 + i * width:.2f}" y="1" width="{width + 0.1:.2f}" height="11" '
            f'fill="{c}"/>'
            for i, c in enumerate(OKABE_ITO)
        ]
    else:
        parts.append(f'<rect x="1" y="1" width="{CARD_W - 2}" height="11" fill="{colour}"/>')
    if "backdrop" in art:
        parts.append(f'<use href="#mca-{art["backdrop"]}" x="8" y="32" width="47" height="40"/>')
    x, size = (CARD_W - picture[1]) / 2, picture[1]
    parts += [
        f'<use href="#mca-{name}" x="{x}" y="{picture[0]}" width="{size}" height="{size}"/>'
        for name in art["picture"]
    ]
    if "mark" in art:
        parts.append(f'<use href="#mca-{art["mark"]}" x="3" y="76" width="9" height="9"/>')
    parts.append(
        f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="3.5" '
        f'fill="none" stroke="{INK}" stroke-width="0.8"/>'
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{CARD_W}mm" height="{CARD_H}mm" '
        f'viewBox="0 0 {CARD_W} {CARD_H}"><defs>{defs}</defs>{"".join(parts)}</svg>'
    )


class _Printout(FPDF):
    def __init__(self, paper: str):
        super().__init__(format=paper)
        self.add_font("DejaVu", "", FONTS / "DejaVuSans.ttf")
        self.add_font("DejaVu", "B", FONTS / "DejaVuSans-Bold.ttf")
        self.set_auto_page_break(False)
        self.set_margins(15, 15)
        self.drawings: dict[str, SVGObject] = {}

    def vector(self, svg: str, x: float, y: float, w: float, h: float) -> None:
        """Draw an SVG at ``x, y``, ``w`` by ``h`` mm, reading each SVG once.

        ``image()`` reads an SVG again every time; a deck draws the same back 85 times.
        """
        if svg not in self.drawings:
            self.drawings[svg] = SVGObject(svg)
        _, _, path = self.drawings[svg].transform_to_rect_viewport(
            scale=1, width=w, height=h, ignore_svg_top_attrs=True
        )
        path.transform = path.transform @ Transform.translation(x, y)
        self.draw_path(path, copy=False)

    def words(self, x: float, y: float, w: float, h: float, text: str, size: float, style=""):
        self.set_font("DejaVu", style, size)
        self.set_xy(x, y)
        self.cell(w, h, text, align="C")


def _card(pdf: _Printout, x: float, y: float, item: dict, title: str) -> None:
    pdf.vector(card_svg(item), x, y, CARD_W, CARD_H)
    _pattern(pdf, x, y, item)
    pdf.set_text_color(INK)
    pdf.words(x, y + 12.5, CARD_W, 5, item.get("caption") or "", 9, "B")
    pdf.words(x, y + 16, CARD_W, 17, item["label"], 44, "B")
    corner = f"{item.get('mark', '')} {item['label']}".strip()
    pdf.words(x + CARD_W - 24, y + 77, 21, 8, corner, 13, "B")
    pdf.words(x, y + 72, CARD_W, 5, item.get("badge") or "", 9, "B")
    _footer(pdf, x, y, title)


def _pattern(pdf: _Printout, x: float, y: float, item: dict) -> None:
    """The colour's pattern over the card's band, clipped to the band."""
    if "pattern" in item["art"]:
        with pdf.rect_clip(x + 1, y + 1, CARD_W - 2, 11):
            pdf.vector(band_svg(item["art"]["pattern"]), x + 1, y + 1, CARD_W - 2, 11)


def _footer(pdf: _Printout, x: float, y: float, title: str) -> None:
    pdf.words(x + 13, y + 80.5, CARD_W - 38, 4, f"Math Cats · {title}", 5)


def _back(pdf: _Printout, x: float, y: float, item: dict, seated: bool) -> None:
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


def _draw_piece(pdf: _Printout, x: float, y: float, item: dict, title: str) -> None:
    """A piece: its name large, its picture, what it is in small words."""
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


def _cut_lines(pdf: _Printout, left: float, top: float) -> None:
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


def player_aid(game_id: str) -> list[tuple[str, str]]:
    """The rules in our words, as (heading, text) parts, without the app's and sources' parts."""
    parts, heading, lines = [], "", []
    for line in [*rules_text(game_id).splitlines(), "## "]:
        if line.startswith("#"):
            text = "\n".join(_plain(block) for block in _blocks(lines))
            if text.strip() and not NOT_FOR_THE_TABLE.search(heading):
                parts.append((heading, text))
            heading, lines = line.lstrip("#").strip(), []
        else:
            lines.append(line)
    return parts


def _blocks(lines: list[str]) -> list[str]:
    """Paragraphs, list items and table rows, each joined into one line."""
    blocks: list[str] = []
    fresh = True
    for line in lines:
        if not line.strip() or re.fullmatch(r"\|[\s:|-]+\|?", line.strip()):
            fresh = True
        elif fresh or re.match(r"\s*(- |\d+\. |\|)", line):
            blocks.append(line.strip())
            fresh = False
        else:
            blocks[-1] += " " + line.strip()
    return blocks


def _plain(block: str) -> str:
    """Markdown to plain words (no emphasis, links or table bars), without the app's sentences."""
    block = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", block)
    block = re.sub(r"^\|\s*|\s*\|$", "", block).replace(" | ", ": ")
    marker, rest = re.match(r"((?:- |\d+\. )?)(.*)", block).groups()
    sentences: list[str] = []
    for piece in re.split(r"(?<=[.!?])\s+", rest):  # a quote's sentences stay one
        if sentences and sentences[-1].count('"') % 2:
            sentences[-1] += " " + piece
        else:
            sentences.append(piece)
    kept = " ".join(s for s in sentences if not APP_TALK.search(s))
    return f"{marker}{re.sub(r'[*_]', '', kept)}" if kept else ""


def print_deck(game_id: str, path: str | Path, paper: str = "A4") -> int:
    """Write the game's deck, its backs, its pieces and a player aid to ``path``.

    Each sheet of cards is followed by its backs, mirrored, and each sheet of
    pieces by an empty page, so that printing both sides (flip on the long edge)
    puts each back behind its card and nothing behind a piece. Returns the
    number of cards.
    """
    game = get_game(game_id)
    pdf = _Printout(paper)
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


def _sheet(pdf: _Printout, items: list[dict], draw, mirrored: bool = False) -> None:
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


def _aid(pdf: _Printout, game, count: int, found: list[dict]) -> None:
    pdf.set_auto_page_break(True, margin=15)
    pdf.add_page()
    pdf.set_xy(pdf.l_margin, pdf.t_margin)
    pdf.set_text_color(INK)
    pdf.set_font("DejaVu", "B", 18)
    pdf.multi_cell(0, 9, f"{game.title}: player aid", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("DejaVu", "", 10)
    players = f"{game.min_players}-{game.max_players} players"
    if game.min_players == game.max_players:
        players = "1 player" if game.min_players == 1 else f"{game.min_players} players"
    pdf.multi_cell(
        0,
        5,
        f"{game.maths}. Ages {game.ages}, {players}. {count} cards. Pieces: "
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
