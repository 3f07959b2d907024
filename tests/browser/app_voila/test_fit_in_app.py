"""Every game's table fits every classroom screen in the real app page (its header above).

The page a child opens (``table.ipynb``, Voila with the app's template), with
the Teacher panel open, at a laptop (1366x768), a tablet held upright
(768x1024) and a projector (1920x1080, Big screen on): at the start, three
"Show me" moves later with every hand shown, and at the end of a round (its
summary in the board's place). Each moment is checked at the three sizes on
the same page (one page per game), once every animation is over, with the
checks of ``fit.js``: nothing overlaps, no text leaves its frame, nothing
scrolls (neither the page nor Voila's box), and on the projector the table
spans 90% of the width with the hand, the status and the Teacher toggle on
the screen. The test fails with every problem, named by game, screen and
moment.

In Count it the question asked first takes the picture's place, with its line
and three numbers: a third test checks that moment at the three sizes in every
game that asks a number (Meow 10 once a card is chosen), and Kittys' question
after a reveal.

A fourth test plays a whole round on the upright tablet (every hand shown) and
checks after every move, so the fullest moment of a deal (a Kombat Kittens
battle of three cards each, say) is tested whatever the deal. There Kombat
Kittens' treasure line keeps its numbers at least 11 px high and inside the
picture (``LINES``), however small a full moment draws the picture. A problem seen
while a computer cat's card may still be sliding is looked at again a second
later; only what is still wrong then counts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from app_table import (
    GO_ON,
    MOVES,
    PARTY,
    Stuck,
    asked_first,
    childs_turn,
    kittys_asks,
    open_table,
    play_to_round_end,
    set_pressed,
    settle,
    show_me_move,
    shown,
    table_url,
    tap,
)
from hops import CHOICES, HERE, SpaceAsks
from test_fit import GAMES, PROBLEMS, SCREENS, SHORT
from test_numline_in_browser import LINES

from mathcats.engine import get_game
from mathcats.games.kittens_in_space_solo.words import TEXT as SOLO

pytestmark = pytest.mark.browser
SLOTS = "bs => bs.map(b => b.dataset.id)"
# How the table shares the page when something is wrong: its height and the room it was
# given (fit.js), how small its piles are drawn, and the heights of all in Voila's box.
ROOM = """() => {
  const root = document.querySelector(".mc-table");
  const piles = root.querySelector(".mc-middle .mc-zone-items");
  const log = root.querySelector(".mc-log ol");
  const box = root.closest("#rendered_cells") || document.body;
  return `the table is ${root.offsetHeight} px high in its room of `
    + `${getComputedStyle(root).getPropertyValue("--mc-room")}, its piles at zoom `
    + `${piles ? piles.style.zoom || 1 : "-"}, What happened ${log ? log.offsetHeight : "-"} px`
    + ` (at least ${log && log.style.minHeight || "its share"}); the page's parts: `
    + [...box.children].map((c) => c.offsetHeight).join(" + ") + ` px in ${box.clientHeight}`;
}"""
TRIES = {SOLO["play"], SOLO["more"]}  # Kittens in Space solo: a card may go on a stack


def problems_now(page, when: str, shot: Path) -> list[str]:
    """What is wrong on the page once it is still, each said ``when``; kept as a picture in
    ``shot`` if anything is."""
    settle(page)
    problems = page.evaluate(PROBLEMS)
    if problems:  # a computer cat's card may have been mid-slide: look again once it landed
        page.wait_for_timeout(1000)
        settle(page)
        problems = page.evaluate(PROBLEMS)
    if not problems:
        return []
    page.screenshot(path=shot)
    how = page.evaluate(ROOM)
    return [f"{when}: {problem}" for problem in problems] + [f"({how}; seen in {shot})"]


def problems_on_every_screen(page, moment: str, shots: Path, kept: str = "") -> list[str]:
    """What is wrong at each screen size now (the projector with Big screen on); ``kept``:
    a selector that must stay on screen through it all."""
    found = []
    for screen, (width, height) in SCREENS.items():
        page.set_viewport_size({"width": width, "height": height})
        set_pressed(page, "t-big", screen == "projector")
        name = f"{screen}-{moment.split(',')[0].replace(' ', '-')}.png"
        found += problems_now(page, f"{screen}, {moment}", shots / name)
        assert not kept or page.locator(kept).is_visible(), f"{screen}: gone: {shown(page)}"
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_the_app_table_fits_every_screen_at_start_mid_game_and_round_end(
    voila, new_page, game_id, tmp_path
):
    page = new_page()
    open_table(page, table_url(voila, game_id, **SHORT.get(game_id, {})))
    found = problems_on_every_screen(page, "at the start", tmp_path)
    for _ in range(3):
        show_me_move(page)
    set_pressed(page, "t-reveal", True)
    found += problems_on_every_screen(page, "mid-game, every hand shown", tmp_path)
    play_to_round_end(page)
    found += problems_on_every_screen(page, "at the end of a round", tmp_path)
    assert found == [], f"{game_id} in the app:\n  " + "\n  ".join(found)


@pytest.mark.parametrize("game_id", [g for g in GAMES if get_game(g).count])
def test_the_count_it_question_fits_every_screen(voila, new_page, game_id, tmp_path):
    page = new_page()
    open_table(page, table_url(voila, game_id, lights="count", **SHORT.get(game_id, {})))
    asked_first(page)
    found = problems_on_every_screen(page, "Count it asks", tmp_path)
    assert found == [], f"{game_id} in Count it:\n  " + "\n  ".join(found)


@pytest.mark.parametrize("teacher", [True, False], ids=["teacher", "child"])
@pytest.mark.parametrize("game_id", ["kittens-in-space", "kombat-kittens"])
def test_count_it_fits_an_upright_tablet_with_and_without_the_teacher_panel(
    voila, new_page, game_id, teacher, tmp_path
):
    """The fullest Count it moments the walk through the app found too tall on the tablet:
    Kittens in Space's hops after a wrong number (Hop and Here, the status, a full hand),
    Kombat Kittens' question; with the Teacher panel open and without it."""
    width, height = SCREENS["tablet"]
    page = new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_table(page, table_url(voila, game_id, lights="count", teacher=teacher))
    asked_first(page)
    moment = "Count it asks"
    if game_id == "kittens-in-space":
        asks = SpaceAsks(page, page.inner_text(".mc-count-question"))
        read = "bs => bs.map(b => [b.innerText.trim(), b.dataset.id])"
        choices = dict(page.eval_on_selector_all(CHOICES, read))
        [wrong, *_] = (n for n in choices if n != str(asks.answer))
        tap(page, f'{CHOICES}[data-id="{choices[wrong]}"]')
        assert page.locator(HERE).is_visible(), shown(page)
        moment = "hops after a wrong number"
    found = problems_now(page, f"tablet, {moment}", tmp_path / "tablet.png")
    assert found == [], f"{game_id} in Count it on the tablet:\n  " + "\n  ".join(found)


def a_second_miss(page, turns: int = 10) -> None:
    """Kittens in Space solo, After a try: the child's tries until one misses twice and
    starts the count (Hop and Here show), in ``turns`` rounds of tries at most. Between
    tries (a round's start, a played stack to close, Done) Show me moves on; a round's
    summary, Next round."""
    for _ in range(turns):
        if page.locator(PARTY).count():
            tap(page, GO_ON)
            childs_turn(page)
        elif page.inner_text(".mc-next") in TRIES and misses_twice(page):
            return settle(page)
        else:
            show_me_move(page)
    raise Stuck(f"no card missed twice in {turns} turns; the table shows: {shown(page)}")


def misses_twice(page) -> bool:
    """Each card of the hand on each stack, twice each, until a stack refused twice starts
    the count (True), or a card fits (False: the hand is new)."""
    for card in page.eval_on_selector_all('.mc-hand button[data-id^="slot-"]', SLOTS):
        for stack in page.eval_on_selector_all('button[data-id^="stack-"]', SLOTS):
            for _ in range(2):
                tap(page, f'.mc-hand button[data-id="{card}"]')
                tap(page, f'button[data-id="{stack}"]')
                if page.locator(HERE).count():
                    return True
                if page.get_attribute(".mc-status", "data-tone") != "no":
                    return False
    return False


def test_a_second_miss_fits_every_screen(voila, new_page, tmp_path):
    """After a try's second miss says three things while the child hops (Kittens in Space
    solo: its points beside the stacks make the tallest middle on a laptop)."""
    page = new_page()
    page.set_viewport_size({"width": 1366, "height": 768})
    open_table(page, table_url(voila, "kittens-in-space-solo", lights="after-try"))
    a_second_miss(page)
    found = problems_on_every_screen(page, "a second miss", tmp_path, kept=HERE)  # the count
    assert found == [], "After a try's second miss:\n  " + "\n  ".join(found)


def test_kittys_question_fits_every_screen(voila, new_page, tmp_path):
    page = new_page()
    open_table(page, table_url(voila, "kittys", **SHORT["kittys"]))
    kittys_asks(page)
    found = problems_on_every_screen(page, "Kittys asks", tmp_path)
    assert found == [], "Kittys' question:\n  " + "\n  ".join(found)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_app_table_fits_an_upright_tablet_after_every_move_of_a_round(
    voila, new_page, game_id, tmp_path
):
    width, height = SCREENS["tablet"]
    page = new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_table(page, table_url(voila, game_id, **SHORT.get(game_id, {})))
    set_pressed(page, "t-reveal", True)
    found: list[str] = []
    for move in range(1, MOVES + 1):
        if page.locator(PARTY).count() or len(found) > 3:
            break
        show_me_move(page)
        found += problems_now(page, f"after move {move}", tmp_path / f"move-{move}.png")
        small = page.evaluate(LINES) if game_id == "kombat-kittens" else []
        if small:  # its treasure line shares the tablet's room
            shot = tmp_path / f"move-{move}-line.png"
            page.screenshot(path=shot)
            found += [f"after move {move}: {line}" for line in small] + [f"(seen in {shot})"]
    else:
        raise Stuck(f"no round end after {MOVES} moves; the table shows: {shown(page)}")
    assert found == [], f"{game_id} on the tablet:\n  " + "\n  ".join(found)
