"""The table fits one classroom screen: no scroll, no overlap, no text out of its frame.

Every game at a laptop (1366x768), a projector (1920x1080, Big screen on) and a
tablet held upright (768x1024), at the start, mid-game (a few moves chosen by
"Show me", every hand shown) and at the end of a round (its summary in the
board's place), with the "?" of the words to know and the read-aloud speaker.
The checks run in the page (``PROBLEMS``) once every animation is over, and
name each element that overlaps or overflows.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mathcats
from mathcats.engine import get_game
from mathcats.table.lights import ALWAYS, LIGHTS
from mathcats.table.settings import SPEEDS
from mathcats.table.words import LABELS
from mathcats.widgets import Table

pytestmark = pytest.mark.browser
GAMES = [g for g in mathcats.GAMES if get_game(g).table]
SCREENS = {"laptop": (1366, 768), "projector": (1920, 1080), "tablet": (768, 1024)}
PLAYERS = {"feed-the-kitten": 3}  # as in the screenshots
SHORT = {  # one round is the whole game
    "feed-the-kitten": {"cans": 1},
    "kittens-in-space-solo": {"points": 1},
    "kittys": {"hands": 1},
}

# Everything wrong with the table on screen now, in words (a function for page.evaluate).
PROBLEMS = (Path(__file__).parent / "fit.js").read_text(encoding="utf-8")


def hinted_move(table: Table) -> None:
    """One move chosen by Show me (its taps one by one), made in Python."""
    moves = len(table.match.history)
    table.click("show-me")
    for _ in range(4):
        scene = table.scene
        items = [i for z in scene["zones"] for i in z["items"]] + scene["hand"] + scene["actions"]
        table.click(next(i["id"] for i in items if i.get("hint")))
        if len(table.match.history) != moves or table.match.over:
            return
    raise AssertionError(f"Show me made no move: {table.scene['status']}")


def round_number(table: Table):
    view = table.match.teacher_view()
    return getattr(view, "round", getattr(view, "hand_number", None))


def check(harness, where: str) -> None:
    scene = harness.table.scene
    harness.settle()
    harness.page.wait_for_timeout(50)  # a resize is laid out
    # What is checked is where things come to rest: every slide and celebration is over.
    harness.page.wait_for_function("document.getAnimations().length === 0", timeout=5000)
    problems = harness.page.evaluate(PROBLEMS)
    assert problems == [], f"{where}:\n  " + "\n  ".join(problems)
    # What was checked: the "?" of every word to know, the speaker, the summary of a round.
    page = harness.page
    assert page.locator("button.mc-what").count() == len(scene.get("words") or []), where
    assert page.locator(".mc-speaker").is_visible(), where
    assert page.locator(".mc-party").count() == (1 if scene.get("celebrate") else 0), where


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_fits_the_screen_at_start_mid_game_and_round_end(
    page, mount, stub_speech, game_id, screen
):
    """With every part on: the "?" buttons, the speaker (a local voice), the round's summary."""
    players = PLAYERS.get(game_id, get_game(game_id).min_players)
    match = mathcats.new_match(game_id, players=players, seed=4, **SHORT.get(game_id, {}))
    table = Table(match, delay=0, teacher=True, read_aloud=True)
    table.projector = screen == "projector"
    width, height = SCREENS[screen]
    page.set_viewport_size({"width": width, "height": height})
    stub_speech(page, [{"name": "Here", "lang": "en-GB", "localService": True}])
    page.goto("about:blank")  # a new document: the stub is in place before the table
    harness = mount(table)
    page.wait_for_selector(".mc-speaker", state="visible", timeout=5000)
    check(harness, f"{game_id} on a {screen}, at the start")
    for _ in range(3):
        hinted_move(table)
    table.reveal = True
    harness.push()
    check(harness, f"{game_id} on a {screen}, mid-game, every hand shown")
    first, moves = round_number(table), 0
    while not table.match.over and round_number(table) == first:
        assert moves < 400, f"{game_id}: no round end after {moves} moves"
        hinted_move(table)
        moves += 1
    harness.push()
    check(harness, f"{game_id} on a {screen}, at the end of a round")


# The size on screen of each word or number in a picture (an SVG scales its text), in px.
PICTURE_TEXT = """() => [...document.querySelectorAll('.mc-table svg text')]
  .filter((t) => t.getClientRects().length)
  .map((t) => [t.getAttribute('class'), t.textContent, parseFloat(getComputedStyle(t).fontSize)
    * Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b)])"""
SMALLEST = 11  # px: the smallest text a child of six reads on any screen


@pytest.mark.parametrize("game_id", GAMES)
def test_the_pictures_words_and_numbers_are_11_px_or_more_on_every_screen(page, mount, game_id):
    """Ring, strip and number lines (their ticks, marks and words) at the start and after each
    of six Show me moves, After a try (Kittys asks after a reveal)."""
    players = PLAYERS.get(game_id, get_game(game_id).min_players)
    table = Table(mathcats.new_match(game_id, players=players, seed=4), delay=0, lights="after-try")
    harness = mount(table)
    small = set()
    for move in range(7):
        for screen, (width, height) in SCREENS.items():
            table.projector = screen == "projector"
            page.set_viewport_size({"width": width, "height": height})
            harness.push()
            harness.settle()
            page.wait_for_timeout(50)  # a resize is laid out
            small |= {
                f"{screen}, move {move}: {kind} {text!r} at {px:.1f} px"
                for kind, text, px in page.evaluate(PICTURE_TEXT)
                if px < SMALLEST
            }
        if table.match.over or move == 6:
            break
        hinted_move(table)
    assert not small, f"{game_id}:\n  " + "\n  ".join(sorted(small))


TEACHER_WORDS = """() => [...document.querySelectorAll(".mc-teacher .mc-button")]
  .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
  .map((b) => b.innerText)"""
PRESSED = '.mc-teacher [aria-pressed="true"]'


def test_a_pressed_teacher_button_keeps_its_words_inside_on_every_screen(page, mount):
    """Every hand shown, and each speed (or the computer waiting) and each way of lighting
    the cards pressed in turn: on a tablet, a tick beside "Computer" did not fit its seventh
    of the width (it goes above the words there: table.css)."""
    table = Table(mathcats.new_match("meow-10", players=2, seed=4), delay=0, teacher=True)
    table.reveal = True
    harness = mount(table)
    cut, pressed = set(), set()
    pressings = [(True, "slow", ALWAYS), (False, "slow", "after-try")]
    pressings += [(False, "medium", "count"), (False, "fast", ALWAYS)]
    for wait, speed, lights in pressings:
        table.wait, table.delay, table.lights = wait, SPEEDS[speed], lights
        for screen, (width, height) in SCREENS.items():
            page.set_viewport_size({"width": width, "height": height})
            harness.push()
            harness.settle()
            page.wait_for_timeout(50)  # a resize is laid out
            cut |= {f"{screen}: {words!r}" for words in page.evaluate(TEACHER_WORDS)}
            pressed |= set(page.locator(PRESSED).all_inner_texts())
    labels = {"Show all hands", "Computer waits", *LIGHTS.values()} | {LABELS[s] for s in SPEEDS}
    assert {" ".join(words.split()) for words in pressed} == labels
    assert not cut, "words cut off in a pressed teacher's button:\n  " + "\n  ".join(sorted(cut))


def test_the_teacher_toggle_folds_the_teacher_buttons_away(page, mount):
    """Open in teacher mode; a real button with aria-expanded, by click and by keyboard."""
    harness = mount(Table(mathcats.new_match("meow-10", players=2, seed=4), delay=0, teacher=True))
    toggle = page.locator('button[data-id="teacher-toggle"]')
    panel = page.locator(f"#{toggle.get_attribute('aria-controls')}")
    assert toggle.inner_text() == "Teacher" and toggle.get_attribute("aria-expanded") == "true"
    assert panel.locator('button[data-id="t-reveal"]').is_visible()
    toggle.click()
    assert toggle.get_attribute("aria-expanded") == "false" and panel.is_hidden()
    page.locator("button.mc-lit").first.click()  # a new scene keeps it folded
    harness.settle()
    assert toggle.get_attribute("aria-expanded") == "false" and panel.is_hidden()
    toggle.focus()
    page.keyboard.press("Enter")
    assert toggle.get_attribute("aria-expanded") == "true" and panel.is_visible()
    assert page.evaluate("document.activeElement.dataset.id") == "teacher-toggle"
    page.keyboard.press("Tab")  # on to the cards, past nothing hidden
    assert page.evaluate("document.activeElement.dataset.group") in {"zones", "hand"}


def test_a_table_without_teacher_has_no_toggle(page, mount):
    mount(Table(mathcats.new_match("meow-10", players=2, seed=4), delay=0))
    assert page.locator('[data-id="teacher-toggle"], .mc-teacher').count() == 0


@pytest.mark.parametrize("game_id", ["feed-the-kitten", "kombat-kittens"])
def test_revealed_hands_are_drawn_as_cards_hidden_ones_as_backs(page, mount, game_id):
    table = Table(mathcats.new_match(game_id, players=3, seed=4), delay=0, teacher=True)
    harness = mount(table)
    seats = page.locator(".mc-seats > li")
    assert seats.nth(0).locator(".mc-mini-back").count() == 0  # your own cards are the hand
    assert seats.nth(1).locator(".mc-mini-back").count() == 1  # hidden: a back and the count
    assert seats.nth(1).locator(".mc-peek-card").count() == 0
    page.click('button[data-id="t-reveal"]')
    harness.settle()
    for seat in table.scene["seats"][1:]:
        cards = seats.nth(seat["seat"]).locator(".mc-peek-card")
        assert cards.all_inner_texts() == [str(card) for card in seat["hand"]]
        assert seats.nth(seat["seat"]).locator(".mc-mini-back").count() == 0
