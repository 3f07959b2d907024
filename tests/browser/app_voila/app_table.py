"""A child's and a teacher's taps on the app's table page (Voila, its header above).

Each tap waits until the table has drawn the answer: the table redraws its
board for every scene, so the tapped button leaves the page. Every wait is
bounded; one that runs out raises ``Stuck`` with what the table showed.
The fit test (test_fit_in_app.py) and the screenshots (tests/browser/screenshots.py)
drive the page with these.
"""

from __future__ import annotations

from contextlib import suppress

from playwright.sync_api import Error, Page
from test_fit import PLAYERS

from mathcats.engine import get_game
from mathcats.table.lights import THINK_FIRST
from mathcats.table.setup import CHILD, TableSetup

WAIT = 90_000  # ms for any one wait, as in conftest.py: a 2-core machine may be busy
SHOW_ME = 'button[data-id="show-me"]'
PARTY = ".mc-party"  # a round's (or the game's) summary, in the board's place
# A summary's last button: Next round, or Play again after the game (its first is the ticket).
GO_ON = ".mc-party-go button:last-child"
CHOICE = 'button[data-id="count-0"]'  # a Count it question's first choice
KITTYS_PLAYS = 4  # the child is the boss of the first play, then of every third
TAPS = 8  # taps of one move at most (three cards face down, then Done)
MOVES = 400  # Show me moves at most before a round must have ended
COMPUTER = "cat"  # the computer cats: medium
# What the table shows, for a stuck wait's message.
SHOWN = """() => ["turn", "next", "status"].map(
  (part) => (document.querySelector(`.mc-table .mc-${part}`) || {}).textContent || "")
  .filter(Boolean).join(" / ")"""
QUIET = "() => document.getAnimations().length === 0"


class Stuck(AssertionError):
    """A wait ran out; the message says what the table showed."""


def table_url(
    voila, game_id: str, lights: str = THINK_FIRST, teacher: bool = True, **options
) -> str:
    """A table's address: one child, computer cats at the other seats, the Teacher panel."""
    players = PLAYERS.get(game_id, get_game(game_id).min_players)
    seats = (CHILD,) + (COMPUTER,) * (players - 1)
    setup = TableSetup(game_id, seats, options, teacher=teacher, speed="fast", lights=lights)
    return voila.url(f"table.ipynb?{setup.query()}")


def shown(page: Page) -> str:
    try:
        return page.evaluate(SHOWN) or page.inner_text("body")[:200]
    except Error:
        return "(the page is loading)"


def wait(page: Page, what: str, call, *args, **kwargs):
    """``call(*args, timeout=WAIT, **kwargs)``, or ``Stuck`` naming ``what`` and the table."""
    try:
        return call(*args, timeout=WAIT, **kwargs)
    except Error as error:
        raise Stuck(f"stuck waiting for {what}; the table shows: {shown(page)}") from error


def settle(page: Page) -> None:
    """Wait until every slide and celebration is over and the page is laid out."""
    wait(page, "the animations to end", page.wait_for_function, QUIET)
    page.wait_for_timeout(100)  # a resize is laid out (a ResizeObserver, then a frame)


def open_table(page: Page, url: str) -> None:
    page.goto(url)
    wait(page, "the table", page.wait_for_selector, ".mc-turn", state="visible")
    childs_turn(page)


def tap(page: Page, selector: str) -> None:
    """Tap the first ``selector`` and wait until the table drew its answer."""
    for _ in range(3):  # a scene drawn just then (a computer cat's move) takes the button away
        button = wait(page, selector, page.wait_for_selector, selector, state="visible")
        try:
            button.click(timeout=WAIT)
            break
        except Error as error:
            if "not attached" not in error.message:
                raise Stuck(
                    f"{selector} could not be tapped; the table shows: {shown(page)}"
                ) from error
    else:
        raise Stuck(f"{selector} went away three times; the table shows: {shown(page)}")
    gone = "b => !b.isConnected"
    wait(page, f"an answer to {selector}", page.wait_for_function, gone, arg=button)


def childs_turn(page: Page) -> None:
    """Wait until the child may play (Show me is there) or a round's summary shows."""
    wait(page, "the child's turn", page.wait_for_selector, f"{SHOW_ME}, {PARTY}", state="visible")
    settle(page)


def show_me_move(page: Page) -> None:
    """One move chosen by Show me, its taps one by one, then the computer cats' moves.

    None once the game is over (its summary shows).
    """
    if page.locator(PARTY).count():
        return
    tap(page, SHOW_ME)
    for _ in range(TAPS):
        if not page.locator("button.mc-hint").count():
            break
        tap(page, "button.mc-hint")
    childs_turn(page)


def asked_first(page: Page) -> None:
    """Count it: Show me's taps one by one (Next round on a summary) until the table asks
    the child a number (Meow 10 asks once a card is chosen); the question stays on screen."""
    choice = page.locator(CHOICE)
    for _ in range(MOVES):
        if choice.is_visible():
            return settle(page)
        if page.locator(PARTY).count():
            tap(page, GO_ON)
            childs_turn(page)
            continue
        tap(page, SHOW_ME)
        while page.locator("button.mc-hint").count() and not choice.is_visible():
            tap(page, "button.mc-hint")
        if not choice.is_visible():
            childs_turn(page)
    raise Stuck(f"nothing asked in {MOVES} moves; the table shows: {shown(page)}")


def kittys_asks(page: Page) -> None:
    """Kittys, After a try: the child puts cards down until, after a reveal the child was
    not the boss of, the table asks if their card was good (the question stays on screen)."""
    for _ in range(KITTYS_PLAYS):
        tap(page, '.mc-hand button[data-id^="commit-"]')
        wait(
            page, "the next turn", page.wait_for_selector, f".mc-count, {SHOW_ME}", state="visible"
        )
        if page.locator(".mc-count").count():
            return settle(page)
    raise Stuck(f"no question after {KITTYS_PLAYS} plays; the table shows: {shown(page)}")


def set_pressed(page: Page, control: str, on: bool) -> None:
    """Turn a teacher's button (``t-big``, ``t-reveal``) on or off.

    A tap just as another scene comes is refused ("The table changed"): tap again.
    """
    button = f'button[data-id="{control}"]'
    pressed = f'{button}[aria-pressed="{str(on).lower()}"]'
    for _ in range(3):
        if page.locator(pressed).count():
            break
        tap(page, button)
        with suppress(Error):
            page.wait_for_selector(pressed, timeout=WAIT // 10)
    if not page.locator(pressed).count():
        raise Stuck(f"{control} is not {'on' if on else 'off'}; the table shows: {shown(page)}")
    settle(page)


def play_to_round_end(page: Page) -> int:
    """Show me moves until a round's summary shows; returns how many."""
    for moves in range(MOVES):
        if page.locator(PARTY).count():
            settle(page)
            return moves
        show_me_move(page)
    raise Stuck(f"no round end after {MOVES} moves; the table shows: {shown(page)}")
