"""The PDF every printout writes: fpdf2 with DejaVu Sans, SVGs read once each."""

from __future__ import annotations

from pathlib import Path

import matplotlib
from fpdf import FPDF
from fpdf.drawing import Transform
from fpdf.svg import SVGObject

PAPERS = ("A4", "Letter")
FONTS = Path(matplotlib.get_data_path()) / "fonts" / "ttf"  # DejaVu: the marks ☾ ▲ ☀ ...


class Printout(FPDF):
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
