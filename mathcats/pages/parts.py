"""What every host's pages draw alike: the words, the links, the header and navigation,
the home page's game cards.

A host gives only its addresses (the app's pages are notebooks, the site's are
files); the HTML, its classes and its words are the same everywhere.
"""

from __future__ import annotations

from html import escape

from ..engine import game_ids, get_game
from .covers import cover

# Every sentence a child reads on the pages (the games' own words live in each game).
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
    "ticket-form": "Exit ticket after the game",
    "form": "Form {n}",
    "timer": "Quick facts timer",
    "timer-0": "No timer",
    "timer-60": "1 minute",
    "timer-120": "2 minutes",
    "yes": "Yes",
    "no": "No",
    "no-rules": "These rules are not written yet.",
    "soon": "Coming soon!",
    "oops": "Something went wrong. Let us go back home.",
    "bad-setup": "This game cannot start. Please pick players again.",
    "back-to-setup": "Pick players",
}


def home_order() -> list[str]:
    """Registered games, in the order of the home page (each record's ``order``)."""
    return sorted(game_ids(), key=lambda game_id: get_game(game_id).order)


def has_table(game_id: str) -> bool:
    """Whether the table can draw this game yet (its record names a layout)."""
    return bool(get_game(game_id).table)


def link(href: str, words: str, label: str | None = None, new_tab: bool = False) -> str:
    """A link drawn as a button. ``new_tab`` opens a tab, and says so with ``data-new-tab``
    (the app's template keeps every other button-link in the same tab)."""
    extra = f' aria-label="{escape(label)}"' if label else ""
    if new_tab:
        extra += ' target="_blank" rel="noopener" data-new-tab'
    return f'<a class="mc-page-button" href="{escape(href)}"{extra}>{escape(words)}</a>'


def nav(
    home: str, game_id: str | None = None, setup: str = "", rules: str = "", new_tab: bool = False
) -> str:
    """Home, and with a game its New game (``setup``) and Rules (``rules``, in a new tab
    if ``new_tab``): the same ways out on every page of every host."""
    links = [link(home, TEXT["home"])]
    if game_id:
        title = get_game(game_id).title
        links.append(link(setup, TEXT["new-game"], f"{TEXT['new-game']}: {title}"))
        label = f"{TEXT['rules']}: {title}" + (" (new tab)" if new_tab else "")
        links.append(link(rules, TEXT["rules"], label, new_tab))
    return f'<nav class="mc-nav" aria-label="Pages">{"".join(links)}</nav>'


def message(words: str) -> str:
    return f'<p class="mc-message" role="status">{escape(words)}</p>'


def players(game_id: str) -> str:
    """How many play it, in words ("2 to 4 players")."""
    game = get_game(game_id)
    if game.min_players == game.max_players:
        return "1 player" if game.min_players == 1 else f"{game.min_players} players"
    return f"{game.min_players} to {game.max_players} players"


def header(actions: str = "") -> str:
    """The home page's header: the title, the intro, and the host's ``actions`` (links)."""
    more = f'<p class="mc-actions">{actions}</p>' if actions else ""
    return (
        f'<header class="mc-header"><h1>{TEXT["title"]}</h1>'
        f'<p class="mc-intro">{TEXT["intro"]}</p>{more}</header>'
    )


def game_card(game_id: str, actions: str, more: str = "") -> str:
    """One game on the home page: its cover, title, maths, ages and players, then the
    host's ``actions`` (links) and ``more`` (the site's setup form)."""
    game = get_game(game_id)
    return (
        f'<li class="mc-game">{cover(game_id)}<h2>{escape(game.title)}</h2>'
        f'<p class="mc-maths">{escape(game.maths)}</p>'
        f'<p class="mc-about">Ages {game.ages} · {players(game_id)}</p>'
        f'<p class="mc-actions">{actions}</p>{more}</li>'
    )


def game_list(cards: list[str]) -> str:
    return f'<ul class="mc-games" aria-label="Games">{"".join(cards)}</ul>'
