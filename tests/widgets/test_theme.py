"""One look: theme.css alone sets the colours, and every page loads it first."""

import re
from pathlib import Path

from mathcats.pages import STYLE, THEME
from mathcats.site.build import site_style
from mathcats.widgets.table import Table

ROOT = Path(__file__).parents[2] / "mathcats"
TEMPLATE = ROOT / "app/share/jupyter/voila/templates/mathcats"
SETTING = re.compile(r"(--mc-[\w-]+)\s*:")
COLOUR = re.compile(r"#[0-9a-fA-F]{3,8}\b|rgb|hsl")


def theme_colours() -> set[str]:
    """The custom properties theme.css gives a colour."""
    body = THEME.read_text(encoding="utf-8")
    return {
        name
        for name, value in re.findall(r"(--mc-[\w-]+)\s*:\s*([^;]+);", body)
        if COLOUR.search(value)
    }


def test_the_theme_sets_the_colours_and_the_focus_ring():
    assert {"--mc-ink", "--mc-paper", "--mc-deep-blue", "--mc-blue"} <= theme_colours()
    assert ":root" in THEME.read_text(encoding="utf-8")


def test_no_other_sheet_sets_a_root_rule_or_a_theme_colour():
    colours = theme_colours()
    sheets = [path for path in ROOT.rglob("*.css") if path != THEME]
    assert STYLE in sheets and len(sheets) > 10
    for path in sheets:
        body = path.read_text(encoding="utf-8")
        assert ":root" not in body, path
        assert not colours & set(SETTING.findall(body)), path


def test_the_widget_and_the_site_carry_the_theme_first():
    theme = THEME.read_text(encoding="utf-8")
    assert Table._css.startswith(theme)
    assert site_style().startswith(theme)


def test_the_app_template_links_the_theme_before_its_own_sheet():
    index = (TEMPLATE / "index.html.j2").read_text(encoding="utf-8")
    assert (
        0
        < index.index('include_css("static/theme.css")')
        < index.index('include_css("static/mathcats.css")')
    )
