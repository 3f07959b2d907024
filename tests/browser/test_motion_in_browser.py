"""Motion in chromium (motion.js), against the real Python Table (see conftest.py).

With reduced motion no animation ever runs. Without it a computer's move
animates and the table it leaves is the engine's, the hop lights up each
number it counts on the strip, and a round's end shows its summary with the
right winner until Next round, while the computer cats wait.
"""

from __future__ import annotations

import random

import pytest
from test_table_in_browser import axe_violations, target_problems

import mathcats
from mathcats.engine.events import RoundWon
from mathcats.games.kittens_in_space.rules import SIGNS
from mathcats.games.kittens_in_space.state import Stacked, hop
from mathcats.widgets import Table

pytestmark = pytest.mark.browser
WAIT = 10_000  # ms: every wait is bounded

# Every animation the page starts, and the most that ran at once (sampled every frame).
WATCH = """() => {
  window.mcAnimated = [];
  window.mcMost = 0;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, timing) {
    const zone = this.closest("[data-zone]");
    window.mcAnimated.push({
      id: this.dataset ? this.dataset.id || null : null,
      zone: zone ? zone.dataset.zone : null,
      cls: this.getAttribute("class") || "",
      strip: Boolean(this.closest(".mc-strip")),
      text: this.textContent,
      delay: (timing && timing.delay) || 0,
    });
    return animate.call(this, frames, timing);
  };
  const sample = () => {
    window.mcMost = Math.max(window.mcMost, document.getAnimations().length);
    requestAnimationFrame(sample);
  };
  sample();
}"""
RUNNING = "document.getAnimations().filter(a => a.playState === 'running').length"


def table(game_id: str, seed: int, delay: float, **options) -> Table:
    players = 1 if game_id == "kittens-in-space-solo" else 2
    return Table(mathcats.new_match(game_id, players=players, seed=seed, **options), delay=delay)


def lit(page) -> list[str]:
    return page.eval_on_selector_all("button.mc-lit", "bs => bs.map(b => b.dataset.id)")


def wait_for_the_child(harness, tries: int = 200) -> None:
    """Until the computer cats (paced by ticks) have played and it is the child's turn."""
    table, page = harness.table, harness.page
    for _ in range(tries):
        harness.settle()
        if table.match.over or "celebrate" in table.scene:
            return
        if table.session.viewer in table.match.to_move and table.scene["tick"] is None:
            return
        page.wait_for_timeout(25)
    raise AssertionError(f"the computer cats did not answer: {table.scene['status']}")


def next_frame(page) -> None:
    """Motion starts in the frame after a redraw."""
    page.evaluate("new Promise(done => requestAnimationFrame(() => done()))")


def drawn_state(page) -> dict:
    return page.evaluate(
        """() => ({
        top: document.querySelector('[data-zone="play-pile"] .mc-num').textContent,
        hand: [...document.querySelectorAll('.mc-hand .mc-num')].map(n => n.textContent),
        cards: [...document.querySelectorAll('.mc-seat')].map(s => s.innerText),
        })"""
    )


def test_with_reduced_motion_nothing_ever_animates(page, mount):
    page.emulate_media(reduced_motion="reduce")
    harness = mount(table("feed-the-kitten", seed=7, delay=0.05, cans=1))
    page.evaluate(WATCH)
    rng, moves = random.Random(7), 0
    while not harness.table.match.over:
        assert moves < 300, "the game did not end"
        ids = lit(page)
        assert ids, f"nothing to tap: {harness.table.scene['status']}"
        page.click(f'button[data-id="{rng.choice(ids)}"]')
        wait_for_the_child(harness)
        moves += 1
    cats = sum(t.seat == 1 for t in harness.table.match.history)
    assert cats >= 3, "the computer cat hardly played"
    page.wait_for_selector(".mc-party", timeout=WAIT)  # the celebration too
    page.wait_for_timeout(300)
    assert page.evaluate("window.mcAnimated") == []
    assert page.evaluate("window.mcMost") == 0
    assert page.evaluate("document.getAnimations().length") == 0


def test_a_computer_move_animates_and_leaves_the_engines_table(page, mount):
    page.emulate_media(reduced_motion="no-preference")
    harness = mount(table("feed-the-kitten", seed=3, delay=0.05))
    page.evaluate(WATCH)
    match, rng = harness.table.match, random.Random(3)
    for _ in range(30):
        page.evaluate("window.mcAnimated = []")
        page.click(f'button[data-id="{rng.choice(lit(page))}"]')
        wait_for_the_child(harness)
        last = match.history[-1]
        if last.seat == 1 and last.move.kind == "play":
            break
    else:
        pytest.fail("the computer cat never played a card")
    next_frame(page)
    animated = page.evaluate("window.mcAnimated")
    assert any(a["zone"] == "play-pile" for a in animated), animated  # its card slid in
    page.wait_for_function(f"{RUNNING} === 0", timeout=WAIT)
    view = match.view(0)
    drawn = drawn_state(page)
    assert drawn["top"] == str(view.top)
    assert drawn["hand"] == [str(c) for c in view.hand]
    for seat, words in enumerate(drawn["cards"]):
        assert f"{view.hand_sizes[seat]} card" in words


def test_the_hop_lights_each_number_it_counts_on_the_strip(page, mount):
    page.emulate_media(reduced_motion="no-preference")
    harness = mount(table("kittens-in-space", seed=3, delay=0))
    page.evaluate(WATCH)
    match, rng, checked = harness.table.match, random.Random(3), 0
    for _ in range(200):
        if match.over or checked >= 3:
            break
        if "celebrate" in harness.table.scene:
            page.click('button[data-id="next-round"]')
            harness.settle()
            continue
        moves = len(match.history)
        page.evaluate("window.mcAnimated = []")
        page.click(f'button[data-id="{rng.choice(lit(page))}"]')
        harness.settle()
        next_frame(page)
        stacked = [e for t in match.history[moves:] for e in t.events if isinstance(e, Stacked)]
        if not stacked or "celebrate" in harness.table.scene:
            continue
        last = stacked[-1]
        steps = hop(last.card, last.top, SIGNS.get(last.side, 0))
        way = 1 if steps > 0 else -1
        expected = [str((last.top + way * i) % 10) for i in range(abs(steps) + 1)]
        pulses = page.evaluate(
            """() => window.mcAnimated.filter(a => a.strip && a.cls.includes('mc-node-num'))
                 .sort((a, b) => a.delay - b.delay).map(a => a.text)"""
        )
        assert pulses == expected, (last, pulses)
        marker = page.evaluate("window.mcAnimated.filter(a => a.cls === 'mc-hop-marker').length")
        assert marker == (2 if len(expected) > 1 else 0)  # one on the ring, one on the strip
        checked += 1
    assert checked >= 1, "no card was stacked"


def test_a_round_end_shows_its_summary_until_next_round(page, mount):
    page.emulate_media(reduced_motion="no-preference")
    harness = mount(table("feed-the-kitten", seed=7, delay=0.05, cans=3))
    match, rng = harness.table.match, random.Random(7)
    for _ in range(400):
        if page.locator(".mc-party").count():
            break
        page.click(f'button[data-id="{rng.choice(lit(page))}"]')
        wait_for_the_child(harness)
    else:
        pytest.fail("no round was won")
    won = [e for t in match.history for e in t.events if isinstance(e, RoundWon)]
    winner = match.names[won[-1].seat]
    assert winner in page.inner_text(".mc-party-title")
    assert page.inner_text(".mc-party .mc-winner .mc-seat-name") == winner
    assert not page.is_visible(".mc-board")  # the summary is in the board's place
    assert page.is_visible('.mc-party button[data-id="next-round"]')
    assert axe_violations(page) == [] and target_problems(page) == []
    sent = page.evaluate("window.mcSent.length")
    page.wait_for_timeout(300)  # the computer cats wait while the summary is up
    assert page.evaluate("window.mcSent.length") == sent
    page.click('button[data-id="next-round"]')
    wait_for_the_child(harness)
    assert page.locator(".mc-party").count() == 0 and page.is_visible(".mc-board")
    assert "celebrate" not in harness.table.scene
    assert drawn_state(page)["hand"] == [str(c) for c in match.view(0).hand]
