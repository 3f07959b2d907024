"""The PDF every printout writes: fpdf2 with DejaVu Sans, SVGs read once each."""

from __future__ import annotations

from pathlib import Path

import matplotlib
from fpdf import FPDF
from fpdf.drawing import Transform
from fpdf.svg import SVGObject

from .art import INK
from .words import TEXT

PAPERS = ("A4", "Letter")
FONTS = Path(matplotlib.get_data_path()) / "fonts" / "ttf"  # DejaVu: the marks ☾ ▲ ☀ ...


class Printout(FPDF):
    """A PDF in DejaVu Sans, in mm, 15 mm margins, pages broken by hand."""

    def __init__(self, paper: str):
        super().__init__(format=paper)
        self.add_font("DejaVu", "", FONTS / "DejaVuSans.ttf")
        self.add_font("DejaVu", "B", FONTS / "DejaVuSans-Bold.ttf")
        self.set_auto_page_break(False, margin=15)
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

    def titled_page(self, title: str, under: str = "") -> None:
        """A new page: its title large, and a smaller line ``under`` it."""
        self.add_page()
        self.set_text_color(INK)
        self.set_xy(self.l_margin, self.t_margin)
        self.text_block(title, 20, "B")
        if under:
            self.text_block(under, 10)
        self.ln(2)

    def text_block(self, text: str, size: float = 11, style: str = "", gap: float = 0) -> None:
        """Words across the page at ``size`` points, wrapped, then ``gap`` mm."""
        self.set_font("DejaVu", style, size)
        self.multi_cell(0, size * 0.5, text, align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(gap)

    def name_line(self) -> None:
        """Name and date, with lines to write them on."""
        line = f"{TEXT['name']}: {'_' * 24}    {TEXT['date']}: {'_' * 12}"
        self.text_block(line, 12, gap=4)
