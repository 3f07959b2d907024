"""In chromium: the "?" of a hard word, Kittens in Space's Done, and ten-frames.

A "?" stands beside its word, says the game's meaning in the status, and is
reached by keyboard; Done ends a Kittens in Space turn; a Kittys card and
Meow 10's penalty points are drawn as ten-frames that fit their frame on a
laptop, a projector and a tablet.
"""

from __future__ import annotations

import pytest

import mathcats
from mathcats.engine import get_game
from mathcats.games.kittens_in_space.state import Place
from mathcats.widgets import Table

pytestmark = pytest.mark.browser
SCREENS = {"laptop": (1366, 768), "projector": (1920, 1080), "tablet": (768, 1024)}
FILLED = """sel => [...document.querySelectorAll(sel + ' .mc-frame')]
  .map(f => f.querySelectorAll('.mc-cell.mc-on').length)"""
SUMS = "sums => sums.map(s => s.innerText)"


def table(game_id: str, seed: int = 3, players: int | None = None, **kwargs) -> Table:
    players = players or get_game(game_id).min_players
    return Table(mathcats.new_match(game_id, players=players, seed=seed), delay=0, **kwargs)


def status(page) -> str:
    return page.inner_text(".mc-status").strip()


def test_a_question_mark_stands_by_its_word_and_says_what_it_means(mount):
    harness = mount(table("kittens-in-space"))
    page, words = harness.page, harness.table.scene["words"]
    save_em = next(w for w in words if w["label"] == "Save 'Em")
    button = page.locator(f'button[data-id="{save_em["id"]}"]')
    assert button.get_attribute("aria-label") == "What does Save 'Em mean?"
    before = button.evaluate("b => b.previousElementSibling.dataset.id")
    assert before == save_em["near"] and save_em["near"].startswith("stack-")
    assert "Save 'Em" in page.inner_text(f'button[data-id="{before}"]')  # the word is right there
    button.click()
    harness.settle()
    assert status(page) == save_em["says"]
    assert len(harness.table.match.history) == 0


def test_the_question_marks_are_reached_by_keyboard_and_keep_focus(mount):
    harness = mount(table("kombat-kittens"))
    page, words = harness.page, harness.table.scene["words"]
    focused = None
    for _ in range(40):
        page.keyboard.press("Tab")
        focused = page.evaluate("document.activeElement.dataset.group")
        if focused == "words":
            break
    assert focused == "words", "Tab never reached a ?"
    seen = set()
    for _ in words:
        word_id = page.evaluate("document.activeElement.dataset.id")
        seen.add(word_id)
        page.keyboard.press("Enter")
        harness.settle()
        says = next(w["says"] for w in words if w["id"] == word_id)
        assert status(page) == says
        assert page.evaluate("document.activeElement.dataset.id") == word_id  # focus kept
        page.keyboard.press("ArrowRight")
    assert seen == {w["id"] for w in words}


def test_done_ends_a_kittens_in_space_turn(mount):
    harness = mount(table("kittens-in-space", seed=1))
    page, match = harness.page, harness.table.match
    done = page.locator('button[data-id="done"]')
    assert done.is_visible() and "mc-unlit" in done.get_attribute("class")
    page.locator(".mc-hand button.mc-lit").first.click()
    harness.settle()
    page.locator(".mc-zones button.mc-lit").first.click()
    harness.settle()
    assert match.to_move == (0,) and len(match.view(0).played_stacks) == 1
    assert "mc-lit" in done.get_attribute("class")
    moves = len(match.history)
    done.click()
    harness.settle()
    assert match.history[moves].move == Place(match.history[moves - 1].move.stack)
    assert match.history[moves].seat == 0


def kittys_twelve() -> Table:
    """Kittys with 4 players (cards 1 to 12), the child's 12 under the pointer next."""
    return table("kittys", players=4)


def meow_seventeen() -> Table:
    """A Meow 10 deal whose first hand adds up to 17 points."""
    for seed in range(500):
        match = mathcats.new_match("meow-10", players=2, seed=seed)
        if sum(c.number for c in match.view(0).hand) == 17:
            return Table(match, delay=0, teacher=True)
    raise AssertionError("no deal of 17 points in 500 seeds")


def fits(page) -> list[str]:
    """Every part of the picture inside its frame, and no sideways scroll in it."""
    return page.evaluate(
        """() => { const f = document.querySelector('.mc-picture'), r = f.getBoundingClientRect();
        const out = [...f.querySelectorAll('.mc-frame, .mc-frame-sum, .mc-row-label, .mc-cat')]
          .filter(e => { const b = e.getBoundingClientRect();
            return b.left < r.left || b.right > r.right || b.top < r.top || b.bottom > r.bottom; })
          .map(e => e.className);
        if (f.scrollWidth > f.clientWidth) out.push('scrolls sideways');
        return out; }"""
    )


@pytest.mark.parametrize("screen", SCREENS)
def test_a_kittys_card_is_a_ten_frame_with_that_many_dots(mount, page, screen):
    page.set_viewport_size(dict(zip(("width", "height"), SCREENS[screen], strict=True)))
    harness = mount(kittys_twelve())
    if screen == "projector":
        harness.table.projector = True
        harness.push()
    for number in (7, 12):
        page.locator(f'button[data-id="commit-{number}"]').focus()  # its preview
        frames = page.evaluate(FILLED, ".mc-art-dots")
        assert frames == ([7] if number == 7 else [10, 2]), frames
        sums = page.eval_on_selector_all(".mc-art-dots .mc-frame-sum", SUMS)
        assert sums == ([] if number == 7 else ["10", "12"])  # past ten, counted on
        assert fits(page) == []


@pytest.mark.parametrize("screen", SCREENS)
def test_the_penalty_picture_groups_17_as_10_and_7_to_count_on(mount, page, screen):
    page.set_viewport_size(dict(zip(("width", "height"), SCREENS[screen], strict=True)))
    harness = mount(meow_seventeen())
    if screen == "projector":
        page.click('button[data-id="t-big"]')
        harness.settle()
    assert page.evaluate(FILLED, ".mc-art-penalty") == [10, 7]
    sums = page.eval_on_selector_all(
        ".mc-art-penalty .mc-frame-sum", "ss => ss.map(s => s.innerText)"
    )
    assert sums == ["10", "17"]
    assert fits(page) == []
