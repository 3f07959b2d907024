"""The app in chromium through a real Voila server (see conftest.py).

Home, setup and table pages for every game with a table; whole games played
to the end by clicks and a round by keys alone; axe-core on every page kind;
friendly errors; nothing remembered about the child (a class at once is
test_thirty_tables.py).
No request may leave 127.0.0.1 (the ``new_page`` fixture fails the test).
"""

from __future__ import annotations

import json
import random
import time
import urllib.error
import urllib.request
from urllib.parse import urlencode

import pytest
from axe_playwright_python.sync_playwright import Axe
from harness import FRESH, answer_first_ticket_item

import mathcats
from mathcats.app import pages
from mathcats.engine import get_game
from mathcats.table.setup import TableSetup

pytestmark = pytest.mark.browser
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
PLAYABLE = [g for g in mathcats.GAMES if pages.has_table(g)]
TABLE = ".mc-turn"  # the table's "whose turn" line: the table is drawn and usable
OVER = 'button[data-id="again"]'  # "Play again": the game is over
SLOW = 90_000  # ms: generous, for a busy 2-core machine
# Whole games by clicks, with the shortest options (seats, options).
WHOLE_GAMES = {"feed-the-kitten": ("child", "cat"), "kittens-in-space-solo": ("child",)}  # seats


def table_url(voila, game_id: str, seats: tuple[str, ...], **options) -> str:
    """The table's address, with the cards lit: these tests' child taps lit cards."""
    setup = TableSetup(game_id, seats, options, speed="fast", lights="always")
    return voila.url(f"table.ipynb?{setup.query()}")


def open_table(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(TABLE, state="visible", timeout=SLOW)


def axe_violations(page) -> list[str]:
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG}})
    return [
        f"{v['id']}: {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in results.response["violations"]
    ]


def small_targets(page, selector: str) -> list[str]:
    return page.eval_on_selector_all(
        selector,
        """els => els.filter(e => e.offsetParent).map(e => [e.textContent.trim(),
           e.getBoundingClientRect()]).filter(([, r]) => r.width < 44 || r.height < 44)
           .map(([t, r]) => `${t}: ${r.width}x${r.height}`)""",
    )


# What a click can change: the status line, what is lit, what is picked.
SHOWN = """() => [document.querySelector('.mc-status').innerHTML,
  ...[...document.querySelectorAll('button.mc-lit, button.mc-picked')]
     .map(b => b.dataset.id + b.className)].join('|')"""


def play_to_the_end(page, rng: random.Random, max_clicks: int = 600) -> int:
    """Click lit things (never one already picked) until the game is over; returns clicks."""
    clicks = 0
    while not page.locator(OVER).count():
        assert clicks < max_clicks, "the game did not end"
        page.wait_for_selector(f"button.mc-lit:not(.mc-picked), {OVER}", timeout=SLOW)
        lit = page.eval_on_selector_all("button.mc-lit:not(.mc-picked)", FRESH)
        if lit and not page.locator(OVER).count():
            before = page.evaluate(SHOWN)
            page.click(f'button[data-id="{rng.choice(lit)}"]')
            clicks += 1
            # the answer is on screen before the next click
            page.wait_for_function(f"b => ({SHOWN})() !== b", arg=before, timeout=SLOW)
    return clicks


def test_the_home_page_shows_every_game_and_passes_axe(voila, page):
    page.goto(voila.url("home.ipynb"))
    page.wait_for_selector("h1", state="visible", timeout=SLOW)
    for game_id in mathcats.GAMES:
        title = get_game(game_id).title
        assert page.get_by_role("heading", name=title, exact=True).is_visible()
        assert page.get_by_role("link", name=f"Rules of {title}", exact=True).is_visible()
    assert page.locator("a", has_text="Play").count() == len(PLAYABLE)
    # every game's picture draws the art's symbols (docs/art.md)
    drawn = "us => us.filter(u => u.getBBox().width > 0).length"
    uses = page.locator("svg.mc-home-art use")
    assert uses.count() >= len(mathcats.GAMES) * 2
    assert page.eval_on_selector_all("svg.mc-home-art use", drawn) == uses.count()
    assert axe_violations(page) == []
    assert small_targets(page, "a[href]") == []


def test_the_address_bar_root_goes_home(voila, page):
    page.goto(voila.url("").replace("/voila/render/", "/"))
    page.wait_for_url("**/voila/render/home.ipynb", timeout=SLOW)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_each_game_can_be_set_up_and_started(voila, page, game_id):
    game = get_game(game_id)
    page.goto(voila.url("home.ipynb"))
    page.get_by_role("link", name=f"Play {game.title}", exact=True).click()
    page.wait_for_selector("form.mc-setup", state="visible", timeout=SLOW)
    assert axe_violations(page) == []
    assert small_targets(page, ".mc-pill span, button, a[href]") == []
    players = game.max_players
    if game.min_players < players:  # the most players: every seat's row unfolds
        page.locator(f'input[name="players"][value="{players}"]').check(force=True)
    if players > 1:  # a solo game has no seats or speeds to choose
        assert page.locator("fieldset.mc-seat:visible").count() == players
        page.locator('input[name="speed"][value="fast"]').check(force=True)
    page.get_by_role("button", name=pages.TEXT["start"]).click()
    page.wait_for_selector(TABLE, state="visible", timeout=SLOW)
    assert "table.ipynb?" in page.url and f"players={players}" in page.url
    assert page.locator(".mc-seats > li").count() == players
    assert page.get_by_role("link", name=pages.TEXT["home"]).is_visible()
    assert page.get_by_role("link", name=f"{pages.TEXT['new-game']}: {game.title}").is_visible()
    assert axe_violations(page) == []


@pytest.mark.parametrize("game_id", [g for g in WHOLE_GAMES if g in PLAYABLE])
def test_a_whole_game_played_to_the_end_by_clicks(voila, page, game_id):
    """Feed the Kitten, 2 players against a computer cat; solo Kittens in Space against Alastair."""
    seats, options = WHOLE_GAMES[game_id], get_game(game_id).short  # a short whole game
    open_table(page, table_url(voila, game_id, seats, **options))
    assert play_to_the_end(page, random.Random(1)) > 0
    over = page.inner_text(".mc-turn")  # Alastair may win the solo game
    assert over.endswith("won the game!") or over == "The game is over."
    answer_first_ticket_item(page, game_id, SLOW)  # the exit ticket, in the widget in Voila


def test_one_round_by_keyboard_alone(voila, page):
    """Tab into the table, arrows to a lit thing, Enter or Space; until the round is won."""
    open_table(page, table_url(voila, "feed-the-kitten", ("child", "cat"), cans=1))
    keys = 0
    while not page.locator(OVER).count():
        assert keys < 3000, "the round did not end"
        focused, lit_here, lit_anywhere = page.evaluate(
            """() => { const b = document.activeElement, g = b && b.dataset.group;
            const lit = document.querySelector('button.mc-lit');
            const here = g && document.querySelector(`button.mc-lit[data-group="${g}"]`);
            return [b.classList.contains("mc-lit"), Boolean(here), Boolean(lit)]; }"""
        )
        if focused:
            before = page.inner_html(".mc-status")
            page.keyboard.press("Enter" if keys % 2 else " ")
            page.wait_for_function(
                "b => document.querySelector('.mc-status').innerHTML !== b",
                arg=before,
                timeout=SLOW,
            )
        elif lit_here:
            page.keyboard.press("ArrowRight")
        elif lit_anywhere:
            page.keyboard.press("Tab")
        else:
            time.sleep(0.05)  # the computer cat is playing
            continue
        keys += 1
    assert page.inner_text(".mc-turn").endswith("won the game!")


@pytest.mark.parametrize(
    "address",
    [
        "table.ipynb?game=nope",
        "table.ipynb?game=feed-the-kitten&players=2&seat0=child&seat1=cat&cans=zz",
        "setup.ipynb?game=nope",
        "rules.ipynb",
        "no-such-page.ipynb",
    ],
)
def test_errors_are_friendly_words_with_a_way_home(voila, page, address):
    page.goto(voila.url(address))
    assert_friendly(page)


def assert_friendly(page) -> None:
    """The page says what went wrong in kind words, with a way home, and shows no code."""
    page.get_by_role("link", name=pages.TEXT["home"]).or_(
        page.get_by_role("link", name="Back home")
    ).first.wait_for(timeout=SLOW)
    text = page.inner_text("body")
    for word in ("Traceback", "Error", "Exception", "cell", "Voil", "ipynb", "Python"):
        assert word not in text
    assert any(kind in text for kind in ("Let us go", "pick players again"))


def test_the_rules_page_shows_our_words(voila, page):
    page.goto(voila.url("rules.ipynb?game=feed-the-kitten"))
    page.get_by_role("heading", name="Feed the Kitten", exact=True).wait_for(timeout=SLOW)
    assert page.get_by_role("link", name=pages.TEXT["home"]).is_visible()
    assert axe_violations(page) == []


def test_nothing_about_the_child_is_kept(voila, page):
    open_table(page, table_url(voila, "feed-the-kitten", ("child", "cat")))
    page.locator("button.mc-lit").first.click()
    cookies = page.context.cookies()
    assert [c["name"] for c in cookies] == ["_xsrf"]  # Jupyter's form guard, nothing else
    assert all(c["expires"] == -1 for c in cookies)  # gone when the browser closes
    assert page.evaluate("localStorage.length") == 0
    # The tab keeps the match's save (to come back after a fault), and no more:
    # game, seats, options, seed, the default names and the moves.
    kept = page.evaluate("Object.fromEntries(Object.entries(sessionStorage))")
    assert list(kept) == ["mathcats-table"]
    save = json.loads(json.loads(kept["mathcats-table"])["save"])
    fields = {"format", "version", "game", "players", "seed", "options", "names", "moves"}
    assert set(save) == fields
    assert save["names"] == ["Mia", "Leo"]


def test_leaving_a_table_closes_its_kernel(voila, page):
    open_table(page, table_url(voila, "feed-the-kitten", ("child", "cat")))
    config = page.text_content("#jupyter-config-data")
    kernel = f"http://127.0.0.1:{voila.port}/api/kernels/{json.loads(config)['kernelId']}"
    urllib.request.urlopen(kernel).close()  # it runs
    page.goto("about:blank")  # Voila's page sends a beacon as it unloads
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(kernel).close()
        except urllib.error.HTTPError as error:
            assert error.code == 404
            return
        time.sleep(0.2)
    pytest.fail("the table's kernel still runs a minute after the page was left")


def test_a_setup_survives_new_game(voila, page):
    query = urlencode(
        {"game": "feed-the-kitten", "players": 3, "seat0": "child", "seat1": "kitten"}
        | {"seat2": "child", "cans": 2, "teacher": "yes", "speed": "slow"}
    )
    open_table(page, voila.url(f"table.ipynb?{query}"))
    page.get_by_role("link", name="New game: Feed the Kitten").click()
    page.wait_for_selector("form.mc-setup", state="visible", timeout=SLOW)
    checked = page.eval_on_selector_all(
        "input:checked", "ins => Object.fromEntries(ins.map(i => [i.name, i.value]))"
    )
    chosen = {"players": "3", "seat0": "child", "seat1": "kitten", "seat2": "child"}
    chosen |= {"cans": "2", "speed": "slow", "teacher": "yes"}
    assert chosen.items() <= checked.items()
