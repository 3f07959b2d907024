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

from ..engine import game_ids, get_game
from ..engine.match import NAMES
from ..table.lights import LIGHTS
from ..table.settings import SPEEDS
from ..table.setup import CHILD, LEVEL_WORDS, TableSetup, hidden_option, levels, option_values
from .covers import cover, sprite
from .decks import deck_link
from .request import query_string as _query  # a preheated kernel waits for it

# Every sentence a child reads in the app (the games' own words live in each game).
TEXT = {
    "title": "Math Cats",
    "intro": "Pick a game. Play with friends or computer cats.",
    "home": "Home",
    "play": "Play",
    "rules": "Rules",
    "lessons": "Lessons",
    "print": "Cards to print",
    "new-game": "New game",
    "get-ready": "Get ready to play!",
    "how-many": "How many players?",
    "who-is": "Who is {name}?",
    "child": "A child",
    "start": "Start the game",
    "speed": "How fast do computer cats play?",
    "slow": "Slow",
    "medium": "Medium",
    "fast": "Fast",
    "teacher": "Teacher buttons",
    "lights": "When do the cards light up?",
    "read-aloud": "Read the words out loud",
    "yes": "Yes",
    "no": "No",
    "no-rules": "These rules are not written yet.",
    "soon": "Coming soon!",
    "oops": "Something went wrong. Let us go back home.",
    "bad-setup": "This game cannot start. Please pick players again.",
    "back-to-setup": "Pick players",
}

# The lessons: lessons/ linked into notebooks/ (docs/lessons.md); the teacher's guide lists them.
LESSONS = "lessons/teachers-guide.ipynb"


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
            _show(_nav(), _message(TEXT["oops"]))

    return run


def _show(*parts: str) -> None:
    display(HTML("".join(parts)))


def _link(href: str, words: str, label: str | None = None, new_tab: bool = False) -> str:
    extra = f' aria-label="{escape(label)}"' if label else ""
    if new_tab:
        extra += ' target="_blank" rel="noopener" data-new-tab'
    return f'<a class="mc-button" href="{escape(href)}"{extra}>{escape(words)}</a>'


def _nav(game_id: str | None = None, query: str = "", new_tab_rules: bool = False) -> str:
    """Home, New game and Rules: the same three ways out on every page."""
    links = [_link("home.ipynb", TEXT["home"])]
    if game_id:
        title = get_game(game_id).title
        setup = f"setup.ipynb?{query or 'game=' + game_id}"
        links.append(_link(setup, TEXT["new-game"], f"{TEXT['new-game']}: {title}"))
        rules_label = f"{TEXT['rules']}: {title}" + (" (new tab)" if new_tab_rules else "")
        links.append(
            _link(f"rules.ipynb?game={game_id}", TEXT["rules"], rules_label, new_tab_rules)
        )
    return f'<nav class="mc-nav" aria-label="Pages">{"".join(links)}</nav>'


def _message(words: str) -> str:
    return f'<p class="mc-message" role="status">{escape(words)}</p>'


def _players(game_id: str) -> str:
    game = get_game(game_id)
    if game.min_players == game.max_players:
        return "1 player" if game.min_players == 1 else f"{game.min_players} players"
    return f"{game.min_players} to {game.max_players} players"


def has_table(game_id: str) -> bool:
    """Whether the table widget can draw this game yet (its record names a layout)."""
    return bool(get_game(game_id).table)


def home_order() -> list[str]:
    """Registered games, in the order of the home page (each record's ``order``)."""
    return sorted(game_ids(), key=lambda game_id: get_game(game_id).order)


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
        game = get_game(game_id)
        if has_table(game_id):
            play = _link(f"setup.ipynb?game={game_id}", TEXT["play"], f"Play {game.title}")
        else:
            play = f'<span class="mc-soon">{TEXT["soon"]}</span>'
        cards.append(
            f'<li class="mc-game">{cover(game_id)}'
            f"<h2>{escape(game.title)}</h2>"
            f'<p class="mc-maths">{escape(game.maths)}</p>'
            f'<p class="mc-about">Ages {game.ages} · {_players(game_id)}</p>'
            f'<p class="mc-actions">{play}'
            f"{_link(f'rules.ipynb?game={game_id}', TEXT['rules'], f'Rules of {game.title}')}"
            f"{_link(deck_link(game_id), TEXT['print'], f'{game.title} cards to print (PDF)')}"
            f"</p></li>"
        )
    _show(
        sprite(),
        f'<header class="mc-header"><h1>{TEXT["title"]}</h1>',
        f'<p class="mc-intro">{TEXT["intro"]}</p>',
        f'<p class="mc-actions">{_link(LESSONS, TEXT["lessons"], "Lessons for teachers")}</p>',
        "</header>",
        f'<ul class="mc-games" aria-label="Games">{"".join(cards)}</ul>',
    )


def _choice(name: str, legend: str, values: list[tuple[str, str]], chosen: str, cls="") -> str:
    """A row of big radio buttons (a fieldset), ``values`` as (value, words)."""
    buttons = "".join(
        f'<label class="mc-pill"><input type="radio" name="{escape(name)}" '
        f'value="{escape(value)}"{" checked" if value == chosen else ""}>'
        f"<span>{escape(words)}</span></label>"
        for value, words in values
    )
    return (
        f'<fieldset class="mc-choice {cls}"><legend>{escape(legend)}</legend>'
        f'<div class="mc-pills">{buttons}</div></fieldset>'
    )


def _hidden(name: str, value: str) -> str:
    return f'<input type="hidden" name="{escape(name)}" value="{escape(value)}">'


def setup_form(setup: TableSetup, action: str = "table.ipynb") -> str:
    """The setup form: players, who each seat is, the game's options, and Start (to ``action``)."""
    game = get_game(setup.game)
    parts = [_hidden("game", setup.game)]
    count = len(setup.seats)
    if game.min_players < game.max_players:
        numbers = [(str(n), str(n)) for n in range(game.min_players, game.max_players + 1)]
        parts.append(_choice("players", TEXT["how-many"], numbers, str(count)))
    else:
        parts.append(_hidden("players", str(count)))
    alone = game.max_players == 1  # a solo game: one child, no computer cats to set up
    who = [(CHILD, TEXT["child"])] + [(lv, LEVEL_WORDS.get(lv, lv)) for lv in levels()]
    default_bot = levels()[len(levels()) // 2]
    for seat in range(game.max_players):
        chosen = setup.seats[seat] if seat < count else default_bot
        if alone:
            parts.append(_hidden(f"seat{seat}", chosen))
        else:
            legend = TEXT["who-is"].format(name=NAMES[seat])
            parts.append(_choice(f"seat{seat}", legend, who, chosen, f"mc-seat mc-seat-{seat}"))
    for name, field in game.Options.model_fields.items():
        if not hidden_option(name):
            values = [(v, v) for v in option_values(field)]
            legend = field.description or name
            parts.append(_choice(name, legend, values, str(setup.options[name])))
    speeds = [(name, TEXT[name]) for name in SPEEDS]
    if alone:
        parts.append(_hidden("speed", setup.speed))
    else:
        parts.append(_choice("speed", TEXT["speed"], speeds, setup.speed))
    parts.append(_choice("lights", TEXT["lights"], list(LIGHTS.items()), setup.lights))
    yes_no = [("no", TEXT["no"]), ("yes", TEXT["yes"])]
    parts.append(_choice("teacher", TEXT["teacher"], yes_no, "yes" if setup.teacher else "no"))
    aloud = "yes" if setup.read_aloud else "no"
    parts.append(_choice("read_aloud", TEXT["read-aloud"], yes_no, aloud))
    parts.append(f'<button class="mc-button mc-start" type="submit">{TEXT["start"]}</button>')
    # Seats beyond the chosen number of players fold away (CSS only, no script).
    hide = ",".join(
        f'.mc-setup:has(input[name="players"][value="{n}"]:checked) .mc-seat-{seat}'
        for n in range(game.min_players, game.max_players + 1)
        for seat in range(n, game.max_players)
    )
    style = f"<style>{hide} {{ display: none; }}</style>" if hide else ""
    form = f'<form class="mc-setup" action="{action}" method="get">{"".join(parts)}</form>'
    return style + form


@_friendly
def setup_page() -> None:
    query = _query()
    setup = TableSetup.from_query_or_default(query, _game_in(query))
    title = get_game(setup.game).title
    _show(
        _nav(setup.game),
        f'<h1>{escape(title)}</h1><p class="mc-intro">{TEXT["get-ready"]}</p>',
        setup_form(setup),
    )


def make_table(setup: TableSetup, seed: int | None = None):
    """The table widget for ``setup``: children at their seats, computer cats at theirs.

    The page keeps the match in the browser tab, to bring it back after a fault.
    """
    from ..widgets import Table

    return Table(setup.session(setup.new_match(seed), keep=True))


def bad_setup(query: str) -> str:
    """What a table address that cannot start shows (in a kernel, or from ``limits.Page``)."""
    back = _link(f"setup.ipynb?{query}", TEXT["back-to-setup"])
    return _nav() + _message(TEXT["bad-setup"]) + f'<p class="mc-actions">{back}</p>'


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
        _show(f"<h1>{escape(game.title)}</h1>", _message(TEXT["no-rules"]))
