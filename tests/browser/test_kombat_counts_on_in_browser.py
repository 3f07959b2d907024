"""Kombat Kittens' fullest capture counts on within a laptop, a tablet and a projector (chromium).

With 3 players, Mia's run beats Leo's pair, three cards each, and Leo has
treasure: the table shows both fighters' cards, Leo's treasure and the set
words' "?". Mia taps a card of her own hand twice: After a try counts on from
her treasure. In the room the app's header leaves on a laptop, an upright tablet
and a projector, the page does not scroll (fit.js's checks; a child's tablet table,
with no teacher's buttons, keeps What happened to a few lines) and the line's
numbers stay 11 px or more and apart (on a laptop Leo's six treasure cards are
drawn at 70%, beside his cards: count.css).
The same moment in the app, from a fresh deal: app_voila/test_kombat_counts_on_in_app.py.
When the loser has no treasure yet, its heading says so: no title over nothing.
A teacher's tablet (every hand shown, the Teacher panel open) holds the fullest
2-player capture: the piles drawn at 60%, snug's last step.
"""

from __future__ import annotations

import pytest
from games.test_kombat_kittens import DOG, commit, fight, k, table
from test_fit import PROBLEMS, SCREENS
from test_numline_in_browser import LINES

from mathcats.games.kombat_kittens.words import TEXT as KOMBAT
from mathcats.widgets import Table

pytestmark = pytest.mark.browser
HEADER = 45  # px: the app's header (Home, New game, Rules) pushes the table down this much


LEOS_TREASURE = [k(4, 3), k(5, 2), k(9, 4), DOG, k(3, 3), k(7, 3)]


def a_full_battle_won_by_three(leos_treasure=LEOS_TREASURE):
    """Mia's run beats Leo's pair, three cards each, with 3 players: she must take a card.
    Leo's treasure is six cards (a Dog among them) unless given: on a laptop the piles take
    three rows."""
    hands = [[k(4), k(5), k(6), k(1), k(9)], [k(2), k(2), k(7), k(3), k(1)], [k(3)] * 5]
    treasure = [[k(1, 2)], leos_treasure, [k(3)]]
    match = table(hands, pile=[k(9)] * 6 + [DOG], treasure=treasure)
    fight(match, 0, 1, [k(4), k(5), k(6)], [k(2), k(2), k(7)])
    assert match.state.phase == "capture" and match.to_move == (0,)
    return match


def test_the_fullest_capture_counts_on_within_the_apps_room(page, mount):
    taps = Table(a_full_battle_won_by_three(), bots="cat", delay=0, lights="after-try")
    for _ in range(2):
        taps.click("hand-0")
    assert taps.scene["count"]["question"] == KOMBAT["count-capture"].format(treasure=2, worth=1)
    harness, found = mount(taps), []
    for screen in ("laptop", "tablet", "projector"):
        width, height = SCREENS[screen]
        page.set_viewport_size({"width": width, "height": height - HEADER})
        harness.settle()
        page.wait_for_timeout(50)  # a resize is laid out
        problems = page.evaluate(PROBLEMS) + page.evaluate(LINES)
        found += [f"{screen}: {problem}" for problem in problems]
    assert found == [], "a second miss at a capture:\n  " + "\n  ".join(found)


# Each of the table's headings and what the child reads under it (its cards' numbers, its note).
HEADINGS = """() => [...document.querySelectorAll(".mc-zone")].map((z) => [
  z.querySelector(".mc-zone-label").textContent,
  [...z.querySelectorAll(".mc-zone-items .mc-num, .mc-note")].map((e) => e.textContent),
])"""


def test_a_loser_with_no_treasure_yet_has_words_under_its_heading(page, mount):
    """Leo loses with no treasure, 3 players: Mia may take only a played card."""
    mount(Table(a_full_battle_won_by_three(leos_treasure=[]), bots="cat", delay=0)).settle()
    headings = dict(page.evaluate(HEADINGS))
    bare = [label for label, under in headings.items() if not under]
    assert bare == [], f"headings over nothing: {bare} in {headings}"
    assert headings["Leo's treasure"] == [KOMBAT["treasure-none"]], headings


def test_a_teachers_capture_with_every_hand_shown_fits_an_upright_tablet(page, mount):
    """The fullest 2-player moment the app's tablet walk found (its Voila box 1,029 px in
    1,024): Mia's run beats Leo's pair and she must take a card, with the Teacher panel open
    and every hand shown. Leo keeps four cards (his line takes two rows), the battle's end
    says three lines and the picture adds Mia's treasure on a line. Snug's last step draws
    the piles at 60% (fit.js)."""
    hands = [[k(2), k(3), k(4), k(9), k(4, 4)], [k(9), k(9, 2), k(5), k(1, 2), k(2, 3), k(6), k(7)]]
    treasure = [[k(1, 3), k(3, 3), k(5, 4)], [k(6, 2), k(7, 4), DOG]]
    match = table(hands, pile=[k(9)] * 30 + [DOG], treasure=treasure)
    fight(match, 0, 1, [k(2), k(3)], [k(9), k(9, 2)])
    commit(match, 0, k(4))
    settings = {"teacher": True, "reveal": True, "lights": "after-try"}
    taps = Table(match, bots="cat", delay=0, wait=True, **settings)  # Leo waits, then plays
    taps.wait = False  # his last card: whichever it is, 9, 9 and it are a pair at most
    assert match.state.phase == "capture" and match.to_move == (0,)
    assert len(match.state.hands[1]) == 4
    harness = mount(taps)
    width, height = SCREENS["tablet"]
    page.set_viewport_size({"width": width, "height": height - HEADER})
    harness.settle()
    page.wait_for_timeout(50)  # a resize is laid out
    problems = page.evaluate(PROBLEMS) + page.evaluate(LINES)
    assert problems == [], "a capture on the teacher's tablet:\n  " + "\n  ".join(problems)
