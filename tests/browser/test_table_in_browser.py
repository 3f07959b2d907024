"""The real table JS in chromium, talking to the real Python Table (see conftest.py).

Per game: the table renders, the lit things are exactly the engine's legal
moves, a click plays, axe-core finds no WCAG 2.2 A/AA problem, and every
card and button is at least 44x44 px and 8 px from the next. For Feed the
Kitten also: a whole round by keyboard alone, projector numerals, reduced
motion, the focus ring, the pass screen, and how fast a click is answered.
"""

from __future__ import annotations

import random
import statistics

import pytest
from axe_playwright_python.sync_playwright import Axe

import mathcats
from mathcats.engine import get_game
from mathcats.widgets import Table
from mathcats.widgets.table import LABELS

pytestmark = pytest.mark.browser
GAMES = [g for g in mathcats.GAMES if get_game(g).table]
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
TARGETS = "button, [role=button], a[href], input, select"


def new_table(game_id: str, seed: int = 3, players: int | None = None, **kwargs) -> Table:
    options = kwargs.pop("options", {})
    game = get_game(game_id)
    players = players or game.min_players
    match = mathcats.new_match(game_id, players=players, seed=seed, **options)
    return Table(match, delay=0, **kwargs)


def legal_first_taps(table: Table) -> set[str]:
    """From the engine, not from the scene: the taps that start a legal move."""
    seat, adapter = table.session.viewer, table.session.adapter
    return {p[0] for m in table.match.legal_moves(seat) for p in adapter.paths(m)}


def dom_lit(page) -> set[str]:
    return set(page.eval_on_selector_all("button.mc-lit", "bs => bs.map(b => b.dataset.id)"))


def tap_of(table: Table, item_id: str) -> str:
    scene = table.scene
    everything = [i for z in scene["zones"] for i in z["items"]] + scene["hand"] + scene["actions"]
    return next(i["tap"] for i in everything if i["id"] == item_id)


def axe_violations(page) -> list[str]:
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG}})
    return [
        f"{v['id']}: {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in results.response["violations"]
    ]


def target_problems(page) -> list[str]:
    """Every target at least 44x44 CSS px and at least 8 px from every other one."""
    boxes = page.eval_on_selector_all(
        TARGETS,
        """els => els.filter(e => e.offsetParent !== null).map(e => {
            const r = e.getBoundingClientRect();
            return {id: e.dataset.id || e.textContent, x: r.x, y: r.y, w: r.width, h: r.height};
        })""",
    )
    problems = [
        f"{b['id']} is {b['w']:.0f}x{b['h']:.0f}" for b in boxes if min(b["w"], b["h"]) < 44
    ]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            gap_x = max(b["x"] - (a["x"] + a["w"]), a["x"] - (b["x"] + b["w"]))
            gap_y = max(b["y"] - (a["y"] + a["h"]), a["y"] - (b["y"] + b["h"]))
            if max(gap_x, gap_y) < 8:
                problems.append(f"{a['id']} and {b['id']} are {max(gap_x, gap_y):.0f} px apart")
    assert boxes, "no targets on the page"
    return problems


@pytest.mark.parametrize("game_id", GAMES)
def test_each_table_renders_lights_the_legal_moves_and_plays_a_click(game_id, mount):
    harness = mount(new_table(game_id))
    page, table = harness.page, harness.table
    assert page.inner_text(".mc-title") == get_game(game_id).title
    assert page.get_attribute(".mc-table", "data-lm-suppress-shortcuts") == "true"  # JupyterLab
    assert page.locator(".mc-hand button, .mc-zones button, .mc-group-actions button").count()
    lit = dom_lit(page)
    assert {tap_of(table, i) for i in lit} == legal_first_taps(table)
    # Not by colour alone: every lit thing has the paw mark, nothing else has it.
    assert page.locator("button.mc-lit:not(:has(.mc-icon-paw))").count() == 0
    assert page.locator("button:not(.mc-lit) .mc-icon-paw").count() == 0
    assert page.locator(".mc-card .mc-num:empty").count() == 0  # every card shows its number
    moves = len(table.match.history)
    rng = random.Random(1)
    while len(table.match.history) == moves:
        page.click(f'button[data-id="{rng.choice(sorted(dom_lit(page)))}"]')
        harness.settle()
    lit = dom_lit(page)
    assert table.match.over or {tap_of(table, i) for i in lit} == legal_first_taps(table)
    assert page.locator(".mc-log li").count() >= 1


@pytest.mark.parametrize("game_id", GAMES)
def test_previews_never_move_the_page_under_the_pointer(game_id, mount):
    """Hovering each card and button shows its picture without moving anything below."""
    harness = mount(
        new_table(
            game_id,
            players=max(3, get_game(game_id).min_players)
            if get_game(game_id).max_players >= 3
            else None,
        )
    )
    page = harness.page
    status = "document.querySelector('.mc-status').getBoundingClientRect().top + window.scrollY"
    for _ in range(2):
        where = page.evaluate(status)
        for button in page.locator(".mc-board button").all():
            button.hover()
            assert page.evaluate(status) == where, f"{button.get_attribute('data-id')} moved it"
        page.locator("button.mc-lit").first.click()  # and again, a move later
        harness.settle()


@pytest.mark.parametrize("game_id", GAMES)
def test_axe_finds_no_wcag_problem_and_targets_are_big(game_id, mount):
    table = new_table(game_id, teacher=True)
    harness = mount(table)
    page = harness.page
    assert target_problems(page) == []
    page.click('button[data-id="t-reveal"]')
    page.click('button[data-id="show-me"]')
    harness.settle()
    assert page.locator(".mc-hint").count() >= 1
    unlit = page.locator("button.mc-unlit")
    if unlit.count():
        unlit.first.click()  # a "why not" in the status region
        harness.settle()
    assert axe_violations(page) == []
    page.click('button[data-id="t-big"]')
    harness.settle()
    assert target_problems(page) == []


def round_number(table: Table) -> int | None:
    view = table.match.teacher_view()
    return getattr(view, "round", getattr(view, "hand_number", None))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_round_by_keyboard_alone(game_id, mount):
    """Tab between groups, arrows to a lit card, Enter or Space: until the round is over."""
    table = new_table(game_id, seed=21, options=get_game(game_id).short)
    harness = mount(table)
    page = harness.page
    first = round_number(table)
    keys = 0
    while not table.match.over and round_number(table) == first:
        assert keys < 3000, f"{game_id}: the round is not over after {keys} keys"
        focused, lit_here = page.evaluate(
            """() => { const b = document.activeElement, g = b.dataset.group;
            const fresh = (x) => x.matches(".mc-lit:not(.mc-picked)");
            const lit = ["zones", "hand", "actions"].includes(g)
              && [...document.querySelectorAll(`button[data-group="${g}"]`)].some(fresh);
            return [fresh(b), lit]; }"""
        )
        if focused:
            page.keyboard.press("Enter" if keys % 2 else " ")
            harness.settle()
        else:
            page.keyboard.press("ArrowRight" if lit_here else "Tab")
        keys += 1
    mine = sum(t.seat == 0 for t in table.match.history)
    print(f"{game_id}: {keys} keys, {mine} moves by keyboard")
    assert mine >= 3
    if table.match.over:
        assert page.evaluate("document.activeElement.dataset.id") == "ticket"  # then Play again
    if game_id == "feed-the-kitten":  # the page at the end of a game passes too
        assert axe_violations(page) == [] and target_problems(page) == []


@pytest.mark.parametrize("game_id", ["kittens-in-space", "kittens-in-space-solo"])
def test_projector_numerals_on_the_ring_and_strip(mount, game_id):
    table = new_table(game_id, teacher=True)
    harness = mount(table)
    harness.page.click('button[data-id="t-big"]')
    harness.settle()
    sizes = harness.page.eval_on_selector_all(
        ".mc-node-num",
        "ns => ns.map(n => n.getScreenCTM().a * parseFloat(getComputedStyle(n).fontSize))",
    )
    assert len(sizes) >= 20 and min(sizes) >= 48


def test_projector_numerals_reduced_motion_and_focus_ring(mount):
    table = new_table("feed-the-kitten", teacher=True)
    harness = mount(table)
    page = harness.page
    page.click('button[data-id="t-big"]')
    harness.settle()
    sizes = page.eval_on_selector_all(
        ".mc-num", "ns => ns.map(n => parseFloat(getComputedStyle(n).fontSize))"
    )
    assert sizes and min(sizes) >= 48
    card = "button.mc-lit"
    assert page.eval_on_selector(card, "b => getComputedStyle(b).transitionDuration") != "0s"
    page.emulate_media(reduced_motion="reduce")
    assert page.eval_on_selector(card, "b => getComputedStyle(b).transitionDuration") == "0s"
    page.focus(card)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    ring = page.evaluate(
        """() => { const s = getComputedStyle(document.activeElement);
        return [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor]; }"""
    )
    assert ring[0] == "solid" and ring[1] >= 3
    assert contrast_on_white(ring[2]) >= 3, ring  # UX.md: a focus ring visible at 3:1


def contrast_on_white(rgb: str) -> float:
    """WCAG contrast of an ``rgb(r, g, b)`` colour against white."""

    def channel(value: str) -> float:
        c = int(value) / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3])
    return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05)


def test_the_pass_screen_hides_the_hand(mount):
    table = new_table("feed-the-kitten", humans=[0, 1])
    harness = mount(table)
    page = harness.page
    page.click("button.mc-lit")
    harness.settle()
    assert page.locator(".mc-hand").count() == 0
    assert page.inner_text(".mc-status").startswith("Pass the screen to Leo.")
    assert axe_violations(page) == []
    assert target_problems(page) == []
    page.click('button[data-id="ready"]')
    harness.settle()
    assert page.locator(".mc-hand button").count() == len(table.scene["hand"])
    assert page.inner_text(".mc-turn") == "Your turn, Leo."


def test_an_unlit_card_says_why_and_changes_nothing(mount):
    table = new_table("feed-the-kitten", seed=1)
    harness = mount(table)
    page = harness.page
    before = table.match.to_json()
    unlit = page.locator("button.mc-unlit").first
    item = next(i for i in table.scene["hand"] if i["id"] == unlit.get_attribute("data-id"))
    unlit.hover()
    assert page.inner_text(".mc-why").startswith(item["words"])
    # its picture covers the scene's, which keeps its room unseen
    assert page.locator(".mc-sentence:visible").inner_text() == item["pic"]["sentence"]
    unlit.click()
    harness.settle()
    assert table.match.to_json() == before
    assert page.inner_text(".mc-status").startswith(item["words"])


def click_times(page, harness, table, rng, clicks: int) -> list[float]:
    page.evaluate("window.mcTimes = []")
    for _ in range(clicks):
        if table.match.over:
            break
        buttons = page.locator(".mc-hand button, .mc-group-actions button")
        buttons.nth(rng.randrange(buttons.count())).click()
        harness.settle()
    return sorted(page.evaluate("window.mcTimes"))


def test_a_click_is_answered_on_screen_within_100_ms(mount):
    """From the click to the new status on screen, p95 over 25 clicks.

    The time includes the round trip to Python. On a machine busy with other
    work one batch may be slow, so a second batch of 25 may pass instead.
    """
    table = new_table("feed-the-kitten", seed=9, players=3, options={"cans": 5})
    harness = mount(table)
    page = harness.page
    page.evaluate(
        """() => { const status = document.querySelector('.mc-status');
        document.addEventListener('click', () => { window.mcClicked = performance.now(); }, true);
        new MutationObserver(() => {
          if (window.mcClicked) { window.mcTimes.push(performance.now() - window.mcClicked); }
          window.mcClicked = null;
        }).observe(status, {childList: true, subtree: true, characterData: true}); }"""
    )
    rng = random.Random(9)
    p95s = []
    for _ in range(2):
        times = click_times(page, harness, table, rng, 25)
        assert len(times) >= 20
        p95s.append(times[int(0.95 * (len(times) - 1))])
        print(f"click to screen: median {statistics.median(times):.1f} ms, p95 {p95s[-1]:.1f} ms")
        if p95s[-1] < 100:
            break
    assert min(p95s) < 100


def test_a_tap_the_computer_never_answers_says_so_and_a_late_answer_clears_it(page, mount):
    """A kernel that does not answer: after 10 s the table says so."""
    page.clock.install()
    table = new_table("feed-the-kitten", seed=1)
    mount(table)
    page.evaluate(
        "() => { window.mcLine = window.mcSend; window.mcSend = () => new Promise(() => {}); }"
    )
    page.locator("button.mc-lit").first.click()
    page.clock.run_for(9_000)
    assert page.inner_text(".mc-status") != LABELS["no-answer"]
    page.clock.run_for(2_000)
    assert page.inner_text(".mc-status") == LABELS["no-answer"]
    page.evaluate("() => { window.mcSend = window.mcLine; }")  # the line works again
    page.locator("button.mc-lit").first.click()
    for _ in range(200):  # the fake clock also holds Playwright's waits: step it by hand
        page.clock.run_for(50)
        if page.evaluate("window.mcAnswered") == 1:  # the first tap is never answered
            break
    page.clock.run_for(11_000)
    assert page.inner_text(".mc-status") != LABELS["no-answer"]


@pytest.mark.parametrize("keep", [False, True])
def test_a_send_that_throws_says_so_at_once(mount, keep):
    """As after a kernel restart: the comm is closed and every send throws "Cannot send"."""
    match = mathcats.new_match("feed-the-kitten", players=2, seed=3)
    harness = mount(Table(match, delay=0, keep=keep))
    page = harness.page
    page.evaluate("window.mcSent = {push() { throw new Error('Cannot send'); }, length: 0}")
    page.locator("button.mc-lit").first.click()
    words = LABELS["stuck"] if keep else LABELS["stopped"]  # no kernel to wait for here
    page.wait_for_function(
        "w => document.querySelector('.mc-status').innerText.includes(w)",
        arg=words,
        timeout=3000,
    )
    assert page.evaluate("document.querySelector('.mc-board').inert") is True
