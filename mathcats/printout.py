"""Printable decks: a game's cards, nine to a page with cut lines, then a player aid.

The cards are the table's: the game's own deal says which cards there are, the
game's adapter says what each shows (``look()``), and the sprite draws them.
See docs/print.md.
"""

from __future__ import annotations

import io
import re
from functools import cache
from pathlib import Path
from types import SimpleNamespace

import matplotlib
from fpdf import FPDF

from .cli import rules_text
from .engine import Match, get_game
from .widgets.adapters import adapter_for
from .widgets.adapters.base import OKABE_ITO
from .widgets.art import sprite

CARD_W, CARD_H = 63, 88  # mm: a poker card
COLUMNS, ROWS = 3, 3
PAPERS = ("A4", "Letter")
INK = "#1a1a1a"
FONTS = Path(matplotlib.get_data_path()) / "fonts" / "ttf"  # DejaVu: the marks ☾ ▲ ☀ ...

SEATED = {"kittys"}  # each seat has its own deck, in its own colour
# Parts of the rules about the app, our sources or the teaching, left out of the player aid,
# and the sentences elsewhere that name the app, code or a seat number.
NOT_FOR_THE_TABLE = re.compile(
    r"our readings|in mathcats|words the table|the app|come from|practise", re.I
)
APP_TALK = re.compile(r"`|\bapp\b|\bseed\b|\bseat \d|mathcats|\boption|rulebook|rulings", re.I)


def deck(game_id: str) -> list[dict]:
    """Every card of a full table's deal, as the table draws it (the adapter's hand cards)."""
    game = get_game(game_id)
    state = Match(game_id, players=game.max_players, seed=0).state
    adapter = adapter_for(game, [""] * game.max_players)
    cards = []
    for where, pile in state.zones().items():  # every card, by where it lies ("hand 2")
        seat = int(where.split()[-1]) if game_id in SEATED else 0
        view = SimpleNamespace(hand=list(pile), seat=seat, boss=-1)
        cards += [(seat, item) for item in adapter.hand(view)]
    return [item for _, item in sorted(cards, key=_order)]


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


def band_svg(pattern: str) -> str:
    """A colour's band pattern, drawn alone: the card clips it to the band."""
    width, height = CARD_W - 2, 11
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}mm" height="{height}mm" '
        f'viewBox="0 0 {width} {height}"><defs>{symbols("pat-" + pattern)}</defs>'
        f'<use href="#mca-pat-{pattern}" width="{width}" height="{height}"/></svg>'
    )


def card_svg(item: dict) -> str:
    """One card face, in mm, with the sprite's symbols inlined in the card's colour."""
    colour, art = item.get("colour") or "#ffffff", item["art"]
    names = [*art["picture"], *(art[key] for key in ("backdrop", "mark") if key in art)]
    fur = colour if colour.startswith("#") else INK
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
    parts += [
        f'<use href="#mca-{name}" x="12.5" y="33" width="38" height="38"/>'
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

    def words(self, x: float, y: float, w: float, h: float, text: str, size: float, style=""):
        self.set_font("DejaVu", style, size)
        self.set_xy(x, y)
        self.cell(w, h, text, align="C")


def _card(pdf: _Printout, x: float, y: float, item: dict, title: str) -> None:
    pdf.image(io.BytesIO(card_svg(item).encode()), x=x, y=y, w=CARD_W, h=CARD_H)
    if "pattern" in item["art"]:
        with pdf.rect_clip(x + 1, y + 1, CARD_W - 2, 11):
            svg = band_svg(item["art"]["pattern"]).encode()
            pdf.image(io.BytesIO(svg), x=x + 1, y=y + 1, w=CARD_W - 2, h=11)
    pdf.set_text_color(INK)
    pdf.words(x, y + 12.5, CARD_W, 5, item.get("caption") or "", 9, "B")
    pdf.words(x, y + 16, CARD_W, 17, item["label"], 44, "B")
    corner = f"{item.get('mark', '')} {item['label']}".strip()
    pdf.words(x + CARD_W - 24, y + 77, 21, 8, corner, 13, "B")
    pdf.words(x, y + 72, CARD_W, 5, item.get("badge") or "", 9, "B")
    pdf.words(x + 13, y + 80.5, CARD_W - 38, 4, f"Math Cats · {title}", 5)


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
    """Write the game's deck and player aid to ``path``; return the number of cards."""
    game = get_game(game_id)
    pdf = _Printout(paper)
    pdf.set_title(f"Math Cats: {game.title}, cards to cut out")
    left = (pdf.w - COLUMNS * CARD_W) / 2
    top = (pdf.h - ROWS * CARD_H) / 2
    cards = deck(game_id)
    per_page = COLUMNS * ROWS
    for start in range(0, len(cards), per_page):
        pdf.add_page()
        for i, item in enumerate(cards[start : start + per_page]):
            row, column = divmod(i, COLUMNS)
            _card(pdf, left + column * CARD_W, top + row * CARD_H, item, game.title)
        _cut_lines(pdf, left, top)
    _aid(pdf, game, len(cards))
    pdf.output(str(path))
    return len(cards)


def _aid(pdf: _Printout, game, count: int) -> None:
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
        f"{game.maths}. Ages {game.ages}, {players}. {count} cards.",
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
