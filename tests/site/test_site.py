"""The site in chromium: every mode played to its end, a reload, offline, the lock.

Each table page is opened with a setup from the app's own setup form (a
child against computer cats), a fixed deal (``seed``) and
computer cats that answer at once (``delay=0``), and played by tapping lit
cards only, as a child would. Every wait is bounded.
"""

from __future__ import annotations

import json
import random
import re
import sys
import zipfile
from pathlib import Path
from urllib.parse import urlencode

import pytest

import mathcats
from mathcats.app.pages import TEXT as APP_TEXT
from mathcats.engine import get_game
from mathcats.site.local import LocalServer
from mathcats.site.pins import lock as pins
from mathcats.table.session import TEXT
from mathcats.table.setup import CHILD, TableSetup, hidden_option, levels, option_values

sys.path.insert(0, str(Path(__file__).parents[1] / "browser"))
from harness import FRESH, answer_first_ticket_item
from test_table_in_browser import axe_violations, target_problems

pytestmark = pytest.mark.browser
GAMES = [g for g in mathcats.GAMES if get_game(g).table]
PROBLEMS = (Path(__file__).parents[1] / "browser" / "fit.js").read_text(encoding="utf-8")
READY = 90_000  # ms: the first visit loads Python (about 10 MB) on a busy machine
ANSWER = 30_000  # ms for one tap's answer to be drawn (a tiger thinking on a busy machine)
TAPS = 800  # a short game ends well before this many taps
LIT = "button.mc-lit:not(.mc-picked)"  # a lit card picked already would only be put back
HINTED = "button.mc-hint:not(.mc-picked)"  # the card Show me points at
SHOW_ME = 'button[data-id="show-me"]'
HAND = "() => [...document.querySelectorAll('.mc-hand .mc-num')].map(e => e.innerText)"


def short_setup(game_id: str, level: str) -> TableSetup:
    """A child and computer cats of ``level``, with each number option at the form's first."""
    game = get_game(game_id)
    options = {
        name: int(option_values(field)[0])
        for name, field in game.Options.model_fields.items()
        if not hidden_option(name) and field.annotation is int
    }
    return TableSetup(game_id, (CHILD,) + (level,) * (game.min_players - 1), options)


def table_url(server, setup: TableSetup, seed: int = 4) -> str:
    return f"{server.url}{setup.game}.html?{setup.query()}&{urlencode({'seed': seed, 'delay': 0})}"


def open_table(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(".mc-turn", state="visible", timeout=READY)


def tap(page, selector: str) -> bool:
    """Tap the first ``selector`` there is, and wait until its answer is drawn."""
    button = page.query_selector(selector)
    if button is None:
        return False
    button.click()
    page.wait_for_function("b => !b.isConnected", arg=button, timeout=ANSWER)  # drawn anew
    return True


def play_lit(page, taps: int = TAPS, seed: int = 1) -> int:
    """Tap lit cards, one of them at random (and Next round), until the game is over.

    After a try (the site's default) nothing is lit: the child asks Show me and taps its card.
    """
    rng = random.Random(seed)
    for made in range(taps):
        if page.query_selector('button[data-id="again"]'):
            return made
        if tap(page, 'button[data-id="next-round"]'):
            continue
        lit = page.eval_on_selector_all(LIT, FRESH)
        if not lit and not page.query_selector(HINTED) and tap(page, SHOW_ME):
            continue  # the hinted card is tapped next
        lit = lit or page.eval_on_selector_all(HINTED, FRESH)
        if not lit:
            raise AssertionError(f"nothing lit: {page.inner_text('.mc-status')}")
        tap(page, f'button[data-id="{rng.choice(lit)}"]')
    return taps


@pytest.mark.parametrize("game_id", GAMES)
def test_every_mode_hints_and_plays_a_seeded_game_to_its_end(game_id, server, new_page):
    page = new_page()
    setup = short_setup(game_id, levels()[len(levels()) // 2])
    open_table(page, table_url(server, setup))
    assert page.inner_text(".mc-title") == get_game(game_id).title
    tap(page, SHOW_ME)  # the hint's search runs in the page too
    assert page.locator("button.mc-hint").count() >= 1, page.inner_text(".mc-status")
    made = play_lit(page)
    assert made < TAPS, f"{game_id} was not over after {TAPS} taps"
    assert page.locator(".mc-party").count() == 1  # the game's summary, with Play again
    answer_first_ticket_item(page, game_id, ANSWER)  # the exit ticket, run by Pyodide too


def test_a_reload_mid_game_brings_back_the_same_hand(server, new_page):
    page = new_page()
    open_table(page, table_url(server, TableSetup("feed-the-kitten", (CHILD, "cat", "tiger"))))
    play_lit(page, taps=4)
    hand, log = page.evaluate(HAND), page.inner_text(".mc-log")
    page.reload()
    page.wait_for_function(
        "words => (document.querySelector('.mc-status') || {}).innerText?.includes(words)",
        arg=TEXT["restored"],
        timeout=READY,
    )
    assert page.evaluate(HAND) == hand
    assert page.inner_text(".mc-log") == log


def test_with_the_server_stopped_a_second_visit_still_plays(site, new_page):
    server = LocalServer(site)  # a server (an origin) of its own, stopped on the way
    page = new_page(fresh=True)
    url = table_url(server, short_setup("meow-10", "kitten"))
    try:
        open_table(page, url)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # every file kept
    finally:
        server.stop()
    # Not the browser's own cache: only the service worker has the files now.
    page.context.new_cdp_session(page).send("Network.clearBrowserCache")
    open_table(page, url.replace("seed=4", "seed=5"))
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    assert play_lit(page) < TAPS


def test_the_home_page_s_setup_form_starts_that_table(server, new_page):
    page = new_page()
    page.goto(server.url)
    page.click("#feed-the-kitten summary")
    page.click('#feed-the-kitten label:has(input[name="players"][value="3"])')
    page.click("#feed-the-kitten button.mc-start")
    page.wait_for_selector(".mc-turn", state="visible", timeout=READY)
    assert page.url.startswith(f"{server.url}feed-the-kitten.html?game=feed-the-kitten&players=3")
    assert page.inner_text(".mc-title") == get_game("feed-the-kitten").title
    assert page.locator(".mc-seat").count() == 3
    assert "lights=after-try" in page.url  # think first: the form starts on After a try
    assert page.locator("button.mc-lit").count() == 0, page.inner_text(".mc-status")


def test_a_setup_the_game_does_not_take_is_refused_kindly(server, new_page):
    page = new_page()
    page.goto(f"{server.url}kittys.html?game=kittys&players=30")
    page.wait_for_selector("#mc-back", state="visible", timeout=READY)
    assert page.inner_text("#mc-wait") == APP_TEXT["bad-setup"]
    assert page.locator(".mc-table").count() == 0


def test_the_wheels_are_the_versions_of_the_lock_file(site):
    lock = json.loads((site / "site-lock.json").read_text())
    shipped = {wheel.name for wheel in (site / "wheels").glob("*.whl")}
    assert shipped == {wheel["file"] for wheel in lock["wheels"]}
    versions = {}
    for wheel in lock["wheels"]:
        with zipfile.ZipFile(site / "wheels" / wheel["file"]) as archive:
            metadata = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
            fields = dict(
                line.split(": ", 1) for line in archive.read(metadata).decode().splitlines()[:5]
            )
            assert fields["Version"] == wheel["version"], wheel["file"]
            assert not [n for n in archive.namelist() if n.endswith(".py")], "not compiled"
            versions[fields["Name"].lower().replace("_", "-")] = fields["Version"]
    games = {w["name"]: w["version"] for w in pins()["wheels"] if w["for"] == "games"}
    assert {name: versions[name] for name in games} == games
    assert any(pins()["platform"] in wheel["file"] for wheel in lock["wheels"])
    assert lock["python"].startswith("3.")


def test_the_page_ships_the_table_session_but_no_widget_app_or_notebook(site):
    lock = json.loads((site / "site-lock.json").read_text())
    ours = next(w["file"] for w in lock["wheels"] if w["name"] == "mathcats")
    with zipfile.ZipFile(site / "wheels" / ours) as archive:
        names = set(archive.namelist())
    assert "mathcats/table/session.pyc" in names
    assert "mathcats/widgets/table.pyc" not in names  # the anywidget widget
    assert not [n for n in names if n.endswith((".ipynb", ".md")) or "/app/pages" in n]


@pytest.mark.parametrize("screen", [(1366, 768), (768, 1024)])
def test_the_home_and_a_teacher_s_table_pass_axe_and_fit_the_screen(screen, server, new_page):
    page = new_page(*screen)
    page.goto(server.url)
    assert page.locator("form.mc-setup").count() == len(GAMES)
    assert axe_violations(page) == []
    setup = TableSetup("feed-the-kitten", (CHILD, "cat", "cat"), teacher=True)
    open_table(page, table_url(server, setup))
    play_lit(page, taps=3)
    tap(page, SHOW_ME)
    assert page.locator(".mc-teacher button").count() > 5 and page.locator(".mc-speaker").count()
    page.wait_for_function("document.getAnimations().length === 0", timeout=5000)
    problems = page.evaluate(PROBLEMS)
    assert problems == [], "\n  ".join(problems)
    assert axe_violations(page) == [] and target_problems(page) == []


def test_kittys_asks_after_a_reveal_on_the_site(server, new_page):
    """After a try (the site's default): a child who was not the boss says if their card was
    good; nothing marks it before, and the table confirms it in the cards' own numbers."""
    page = new_page()
    open_table(page, table_url(server, TableSetup("kittys", (CHILD, "cat", "cat"))))
    for _ in range(4):  # the child is the boss of the first play
        if page.query_selector(".mc-count"):
            break
        tap(page, '.mc-hand button[data-id^="commit-"]')
    question = page.inner_text(".mc-count .mc-count-question")
    card, boss = map(int, re.findall(r"\d+", question))
    badges = page.eval_on_selector_all(".mc-zone .mc-badge", "bs => bs.map(b => b.innerText)")
    assert not {"good", "bad"} & {b.strip() for b in badges}, badges
    tap(page, f'button[data-id="{"judge-good" if card <= boss else "judge-big"}"]')
    status = page.inner_text(".mc-status")
    assert f"Yes! {card} is " in status and f" {boss}: " in status, status
    assert not page.query_selector(".mc-count")
