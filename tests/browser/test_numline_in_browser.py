"""Long sums on the number line fit the table in chromium (see conftest.py), at every screen.

Kombat Kittens' treasure of 30 (eight cards) and a capture on top of it, Meow
10's hand of ten cards and a card played from it: at a laptop, a projector
(Big screen on) and a tablet held upright, the line beside the picture stays
inside the picture's frame, no two of its numbers touch (a space's width apart at
least), and its numbers are big enough to read (the table's own fit checks, fit.js,
leave out what is drawn in an SVG). So do Count it's lines with two-digit ticks:
Meow 10's 4 + 4 + 1 + 1 on 0 to 12, Kittens in Space's 0 to 12 and Feed the Kitten's
0 to 100 in tens.
"""

from __future__ import annotations

import pytest
from games.test_kombat_kittens import DOG, fight, k, table
from test_fit import SCREENS

import mathcats
from mathcats.games.meow_ten.state import RAINBOW, Card
from mathcats.widgets import Table

pytestmark = pytest.mark.browser
TREASURE = [DOG, DOG, k(3, 4), k(5, 3), k(2, 4), k(6, 2), k(7, 4), k(1, 3)]  # 30 treasure
HAND = [Card("sleepy", 4), Card("jumpy", 3), Card("happy", 4), Card("grumpy", 2), RAINBOW]
HAND += [Card("fluffy", 4), Card("spotty", 1), Card("stripy", 3), Card("tiny", 4), Card("lucky", 2)]

# What is wrong with the number lines on screen (a picture's or Count it's), in words: each
# numline's numbers that touch (side by side, less than a quarter of their height apart: a
# space), a number smaller than 11 px, a line that leaves its frame.
LINES = """() => {
  const out = [];
  const frames = ".mc-picture, .mc-count-line";
  for (const svg of document.querySelectorAll(`:is(${frames}) svg.mc-numline`)) {
    if (!svg.getClientRects().length || getComputedStyle(svg).visibility === "hidden") continue;
    const frame = svg.closest(frames).getBoundingClientRect();
    const box = svg.getBoundingClientRect();
    if (box.left < frame.left - 1 || box.right > frame.right + 1
        || box.top < frame.top - 1 || box.bottom > frame.bottom + 1) {
      out.push(`the line leaves its frame: ${JSON.stringify([box, frame])}`);
    }
    const texts = [...svg.querySelectorAll("text")]
      .map((t) => [t.textContent, t.getBoundingClientRect()]);
    for (const [text, r] of texts) {
      if (r.height < 11) out.push(`${text} is ${r.height.toFixed(1)} px high`);
    }
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const [a, p] = texts[i], [b, q] = texts[j];
        const space = Math.max(p.left, q.left) - Math.min(p.right, q.right);
        const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        const least = Math.min(p.height, q.height) / 4;
        if (h > 0.5 && space < least) {
          out.push(`${a} touches ${b}: ${space.toFixed(1)} px apart, ${least.toFixed(1)} at least`);
        }
      }
    }
  }
  return out;
}"""


def kombat_capture():
    """Mia (30 treasure in eight cards) has won a battle: she takes one of Leo's cards."""
    hands = [[k(4), k(5), k(6), k(1), k(2)], [k(2), k(2), k(7), k(3), k(1)]]
    match = table(hands, pile=[k(9)] * 6 + [DOG], treasure=[TREASURE, [k(3, 2)]])
    fight(match, 0, 1, [k(4), k(5), k(6)], [k(2), k(2), k(7)])
    assert match.state.phase == "capture" and match.to_move == (0,)
    return match


def meow_big_hand():
    """Ava holds ten cards worth 27 points, a 4 on top."""
    match = mathcats.new_match("meow-10", players=2, seed=0)
    state = match.state
    state.hands[0] = list(HAND)
    state.discard = [Card("silly", 4)]
    state.turn, state.limit, state.played = 0, 4, 0
    return match


def shown_at(page, mount, table, screen: str) -> None:
    """``table`` mounted on a ``screen`` (a projector with Big screen on), its animations over."""
    table.projector = screen == "projector"
    width, height = SCREENS[screen]
    page.set_viewport_size({"width": width, "height": height})
    mount(table).settle()
    page.wait_for_function("document.getAnimations().length === 0", timeout=5000)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize(
    ("game_id", "position"), [("kombat", kombat_capture), ("meow", meow_big_hand)]
)
def test_a_long_sums_line_fits_the_picture_and_its_numbers_never_touch(
    page, mount, game_id, position, screen
):
    shown_at(page, mount, Table(position(), delay=0, teacher=True), screen)
    lines = page.locator(".mc-picture svg.mc-numline")
    assert lines.count() == 1 and lines.first.is_visible(), f"{game_id} {screen}: no line"
    assert page.evaluate(LINES) == [], f"{game_id} on a {screen}: {page.evaluate(LINES)}"
    # the move's own line, under the pointer: a capture on top of 30, a card off 27
    item = page.locator(
        ".mc-zones button.mc-lit" if game_id == "kombat" else ".mc-hand button.mc-lit"
    )
    item.first.hover()
    page.locator(".mc-preview svg.mc-numline").wait_for(timeout=5000)
    problems = page.evaluate(LINES)
    assert problems == [], f"{game_id} on a {screen}, a move's picture: {problems}"


def meow_counts_ten():
    """Ava plays her 3 on a 3 and keeps 4 + 4 + 1 + 1: Count it asks it on 0 to 12."""
    match = mathcats.new_match("meow-10", players=2, seed=0)
    state = match.state
    state.hands[0] = [Card("jumpy", 4), Card("grumpy", 4), Card("spotty", 1), Card("tiny", 1)]
    state.hands[0].append(Card("happy", 3))
    state.discard = [Card("silly", 3)]
    state.turn, state.limit, state.played = 0, 1, 0
    table = Table(match, delay=0, lights="count")
    table.click("play-happy-3")
    return table


def asked(game_id: str):
    """A table in Count it asking its child a number: Meow 10's 4 + 4 + 1 + 1, or a seeded
    game's first question (Kittens in Space's on 0 to 12, Feed the Kitten's on 0 to 100)."""
    if game_id == "meow-10":
        return meow_counts_ten()
    return Table(mathcats.new_match(game_id, seed=0), delay=0, lights="count")


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("game_id", ["meow-10", "kittens-in-space", "feed-the-kitten"])
def test_count_its_two_digit_numbers_never_touch_and_are_11_px_or_more(
    page, mount, game_id, screen
):
    table = asked(game_id)
    count = table.scene["count"]["picture"]
    assert count["kind"] == "line" and count["stop"] >= 10, f"{game_id}: {count}"
    shown_at(page, mount, table, screen)
    line = page.locator(".mc-count-line svg.mc-numline")
    assert line.is_visible(), f"{game_id} on a {screen}: no Count it line"
    ticks = page.locator(".mc-count-line .mc-tick-num").all_text_contents()
    assert len([t for t in ticks if len(t) > 1]) >= 3, f"{game_id}: ticks {ticks}"
    problems = page.evaluate(LINES)
    assert problems == [], f"{game_id} in Count it on a {screen}: {problems}"
