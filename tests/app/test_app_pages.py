"""The app's pages as HTML: every game on the home page, a setup form that
sends back what it shows, kind words only, and never a traceback."""

from __future__ import annotations

from html.parser import HTMLParser
from urllib.parse import parse_qsl, urlencode

import pytest

import mathcats
from mathcats import reading
from mathcats.app import pages
from mathcats.engine import get_game
from mathcats.table.setup import TableSetup


@pytest.fixture
def shown(monkeypatch):
    """What a page displays, as text (HTML and Markdown) plus the widgets."""
    out: list = []
    monkeypatch.setattr(pages, "display", lambda *objs: out.extend(objs))

    def run(page, query=""):
        out.clear()
        monkeypatch.setattr(pages, "_query", lambda: query)
        page()
        return "".join(getattr(o, "data", "") or "" for o in out), list(out)

    return run


class Form(HTMLParser):
    """What a browser would send when the form is submitted as it is."""

    def __init__(self):
        super().__init__()
        self.fields: list[tuple[str, str]] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "input" and (a.get("type") == "hidden" or "checked" in a):
            self.fields.append((a["name"], a["value"]))


def submitted(form_html: str) -> str:
    form = Form()
    form.feed(form_html)
    return urlencode(form.fields)


def test_kid_words_are_short_and_easy():
    assert [reading.too_long(t) for t in pages.TEXT.values() if reading.too_long(t)] == []
    assert reading.grade_level(pages.TEXT.values()) <= reading.MAX_GRADE


def test_the_home_page_shows_every_game_with_play_and_rules(shown):
    html, _ = shown(pages.home_page)
    assert set(pages.home_order()) == set(mathcats.GAMES)
    for game_id in mathcats.GAMES:
        game = get_game(game_id)
        assert game.title in html and game.maths in html and f"Ages {game.ages} · " in html
        playable = f'href="setup.ipynb?game={game_id}"' in html
        assert playable == pages.has_table(game_id)
        assert f'href="rules.ipynb?game={game_id}"' in html
    assert "Ages 5-9 · 2 to 5 players" in html  # as docs/rules/feed-the-kitten.md says
    assert html.count('<svg class="mc-home-art"') == len(mathcats.GAMES)
    assert html.count('<svg class="mc-sprite"') == 1  # the art's symbols, once
    soon = len([g for g in mathcats.GAMES if not pages.has_table(g)])
    assert html.count(pages.TEXT["soon"]) == soon
    assert "http" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "")


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_setup_form_sends_back_the_setup_it_shows(game_id):
    setup = TableSetup.default(game_id)
    assert TableSetup.from_query(submitted(pages.setup_form(setup, pages.TABLE))) == setup


def test_a_changed_setup_is_shown_checked_on_the_form():
    setup = TableSetup.from_query(
        "game=feed-the-kitten&players=4&seat0=child&seat1=tiger&seat2=child&seat3=kitten"
        "&cans=5&teacher=yes"
    )
    assert TableSetup.from_query(submitted(pages.setup_form(setup, pages.TABLE))) == setup


def test_read_aloud_is_offered_off_and_reaches_the_table(shown):
    setup = TableSetup.default("feed-the-kitten")
    form = pages.setup_form(setup, pages.TABLE)
    assert pages.TEXT["read-aloud"] in form
    assert ("read_aloud", "no") in parse_qsl(submitted(form))  # off unless the teacher says yes
    _, objs = shown(pages.table_page, f"{setup.query()}&read_aloud=yes")
    (table,) = [o for o in objs if hasattr(o, "read_aloud")]
    assert table.read_aloud is True and table.scene["read_aloud"] is True
    _, objs = shown(pages.table_page, setup.query())
    assert [o.read_aloud for o in objs if hasattr(o, "read_aloud")] == [False]


def test_the_setup_page_offers_home_and_rules_and_the_form(shown):
    html, _ = shown(pages.setup_page, "game=meow-10")
    assert 'href="home.ipynb"' in html and 'href="rules.ipynb?game=meow-10"' in html
    assert 'action="table.ipynb"' in html and "Meow 10" in html


def test_the_table_page_shows_a_table_with_the_way_out(shown):
    from mathcats.widgets import Table

    html, objs = shown(
        pages.table_page, "game=feed-the-kitten&players=2&seat0=child&seat1=cat&cans=1"
    )
    tables = [o for o in objs if isinstance(o, Table)]
    assert len(tables) == 1 and tables[0].session.humans == [0]
    assert 'href="home.ipynb"' in html and "setup.ipynb?game=feed-the-kitten" in html
    assert 'target="_blank"' in html  # the rules open beside the game, which goes on


@pytest.mark.parametrize(
    "page, query",
    [
        (pages.table_page, "game=feed-the-kitten&players=9"),
        (pages.table_page, "game=nope"),
        (pages.setup_page, "game=nope"),
        (pages.rules_page, "game=nope"),
    ],
)
def test_a_bad_address_gets_kind_words_and_a_way_home(shown, page, query):
    html, _ = shown(page, query)
    assert 'href="home.ipynb"' in html
    assert pages.TEXT["bad-setup"] in html or pages.TEXT["oops"] in html
    assert "Traceback" not in html and "Error" not in html


def test_an_error_inside_a_page_never_shows_its_details(shown, capsys):
    @pages._friendly
    def broken():
        raise RuntimeError("secret details")

    html, _ = shown(broken)
    assert pages.TEXT["oops"] in html and "secret" not in html


def test_the_rules_page_shows_the_rules_in_our_words(shown, monkeypatch):
    html, _ = shown(pages.rules_page, "game=feed-the-kitten")
    assert "# Feed the Kitten" in html
    assert "not for the table" not in html and "our variant -->" not in html  # the printout's marks
    import mathcats.engine.registry

    def missing(game_id):
        raise FileNotFoundError(game_id)

    monkeypatch.setattr(mathcats.engine.registry, "rules_text", missing)
    html, _ = shown(pages.rules_page, "game=feed-the-kitten")
    assert pages.TEXT["no-rules"] in html
