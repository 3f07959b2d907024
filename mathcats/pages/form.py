"""The setup form: players, who each seat is, the game's options, and Start.

Plain HTML (big radio buttons, no script of ours), the same in every host: the
app's setup page sends it to ``table.ipynb``, the site's home page to the
game's table page. Its fields are a ``TableSetup``'s query.
"""

from __future__ import annotations

from html import escape

from ..engine import get_game
from ..engine.match import NAMES
from ..table.lights import LIGHTS
from ..table.settings import FORMS, SPEEDS, TIMERS
from ..table.setup import CHILD, LEVEL_WORDS, TableSetup, hidden_option, levels, option_values
from .parts import TEXT


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


def setup_form(setup: TableSetup, action: str) -> str:
    """The form showing ``setup``; Start sends it to ``action`` (the host's table page)."""
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
    forms = [(str(n), TEXT["form"].format(n=n)) for n in FORMS]
    parts.append(_choice("ticket_form", TEXT["ticket-form"], forms, str(setup.ticket_form)))
    timers = [(str(s), TEXT[f"timer-{s}"]) for s in TIMERS]
    parts.append(_choice("sprint_seconds", TEXT["timer"], timers, str(setup.sprint_seconds)))
    parts.append(f'<button class="mc-page-button mc-start" type="submit">{TEXT["start"]}</button>')
    # Seats beyond the chosen number of players fold away (CSS only, no script).
    hide = ",".join(
        f'.mc-setup:has(input[name="players"][value="{n}"]:checked) .mc-seat-{seat}'
        for n in range(game.min_players, game.max_players + 1)
        for seat in range(n, game.max_players)
    )
    style = f"<style>{hide} {{ display: none; }}</style>" if hide else ""
    form = f'<form class="mc-setup" action="{action}" method="get">{"".join(parts)}</form>'
    return style + form
