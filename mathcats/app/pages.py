"""The app's pages. Each notebook in ``notebooks/`` imports this module in its
first cell (run ahead of time in a preheated kernel) and calls one page
function in its second cell, which reads the page address and draws.

Pages link to each other with plain relative links and one plain HTML form,
so moving between them needs no JavaScript of ours. Any error becomes a
friendly message: a child never sees a traceback.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from functools import wraps
from html import escape
from urllib.parse import parse_qs

from IPython.display import HTML, Markdown, display

from ..engine import get_game
from ..pages.covers import sprite
from ..pages.form import setup_form
from ..pages.parts import TEXT, game_card, game_list, has_table, header, home_order, link, message
from ..pages.parts import nav as page_nav
from ..table.setup import TableSetup
from .decks import deck_link
from .request import query_string as _query  # a preheated kernel waits for it

# The lessons: lessons/ linked into notebooks/ (docs/lessons.md); the teacher's guide lists them.
LESSONS = "lessons/teachers-guide.ipynb"
TABLE = "table.ipynb"  # where the setup form's Start goes


def _game_in(query: str) -> str:
    return parse_qs(query).get("game", [""])[-1]


def _friendly(page: Callable[[], None]) -> Callable[[], None]:
    """Show ``oops`` instead of an error; the details go to the server's log only."""

    @wraps(page)
    def run() -> None:
        try:
            page()
        except Exception:
            traceback.print_exc(file=sys.__stderr__)
            _show(_nav(), message(TEXT["oops"]))

    return run


def _show(*parts: str) -> None:
    display(HTML("".join(parts)))


def _nav(game_id: str | None = None, query: str = "", new_tab_rules: bool = False) -> str:
    """The app's Home, New game (the setup page, with ``query``'s choices) and Rules."""
    if not game_id:
        return page_nav("home.ipynb")
    setup = f"setup.ipynb?{query or 'game=' + game_id}"
    return page_nav("home.ipynb", game_id, setup, f"rules.ipynb?game={game_id}", new_tab_rules)


def _rules(game_id: str) -> str | None:
    """The game's rules in our words (docs/rules/<game>.md), if written."""
    from ..engine.registry import rules_text

    try:
        return rules_text(game_id)
    except FileNotFoundError:
        return None


@_friendly
def home_page() -> None:
    cards = []
    for game_id in home_order():
        title = get_game(game_id).title
        if has_table(game_id):
            play = link(f"setup.ipynb?game={game_id}", TEXT["play"], f"Play {title}")
        else:
            play = f'<span class="mc-soon">{TEXT["soon"]}</span>'
        rules = link(f"rules.ipynb?game={game_id}", TEXT["rules"], f"Rules of {title}")
        deck = link(deck_link(game_id), TEXT["print"], f"{title} cards to print (PDF)")
        cards.append(game_card(game_id, play + rules + deck))
    lessons = link(LESSONS, TEXT["lessons"], "Lessons for teachers")
    _show(sprite(), header(lessons), game_list(cards))


@_friendly
def setup_page() -> None:
    query = _query()
    setup = TableSetup.from_query_or_default(query, _game_in(query))
    title = get_game(setup.game).title
    _show(
        _nav(setup.game),
        f'<h1>{escape(title)}</h1><p class="mc-intro">{TEXT["get-ready"]}</p>',
        setup_form(setup, TABLE),
    )


def make_table(setup: TableSetup, seed: int | None = None):
    """The table widget for ``setup``: children at their seats, computer cats at theirs.

    The page keeps the match in the browser tab, to bring it back after a fault.
    """
    from ..widgets import Table

    return Table(setup.session(setup.new_match(seed), keep=True))


def bad_setup(query: str) -> str:
    """What a table address that cannot start shows (in a kernel, or from ``limits.Page``)."""
    back = link(f"setup.ipynb?{query}", TEXT["back-to-setup"])
    return _nav() + message(TEXT["bad-setup"]) + f'<p class="mc-actions">{back}</p>'


@_friendly
def table_page() -> None:
    query = _query()
    try:
        setup = TableSetup.from_query(query)
    except ValueError:
        _show(bad_setup(query))
        return
    table = make_table(setup)
    _show(
        _nav(setup.game, setup.query(), new_tab_rules=True),
        # The table shows the title itself; the page's heading is for screen readers.
        f'<h1 class="mc-sr-only">{escape(get_game(setup.game).title)}</h1>',
    )
    display(table)


@_friendly
def rules_page() -> None:
    game_id = _game_in(_query())
    game = get_game(game_id)
    _show(_nav(game_id))
    rules = _rules(game_id)
    if rules:
        display(Markdown(rules))
    else:
        _show(f"<h1>{escape(game.title)}</h1>", message(TEXT["no-rules"]))
