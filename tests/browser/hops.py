"""A miss, a second miss, then the child's own hops to the answer, on any page that
draws the table: the app (Voila), class play and the site, in Feed the Kitten After a try.

``check_hops(page, tap, next_move)`` finds a decision by Show me moves
(``next_move``: one of them and the computer cats' answers) where the child
holds a card that does not fit and one that fits by ten more or by making 100
(found from the game's own rule, never from the page). It taps the card that
does not fit twice, then Hop to the question's answer and Here, and checks at
each tap what the page shows. ``tap(page, selector)`` taps and waits until the
answer is drawn (each host's own bounded wait). A hop's own animation (motion.js)
is recorded as it starts: none with reduced motion, else each at most
``HOP_MS`` long, and the next Hop is tapped while it runs.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mathcats.games.feed_the_kitten.state import can_play
from mathcats.table.words import LABELS, TEXT

HAND = '.mc-hand button[data-id^="play-"]'  # Feed the Kitten's cards: play-40
HOP = 'button[data-id="count-hop"]'
HERE = 'button[data-id="count-here"]'
HOP_MS = 150  # the longest a hop's own animation may take
MOVES = 40  # Show me moves at most before a decision with a miss and a counted card
# Every animation started inside the Count it step, by its duration (ms).
RECORD_HOPS = """() => {
  window.mcHops = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, timing) {
    if (this.closest && this.closest('.mc-count')) {
      window.mcHops.push(typeof timing === 'number' ? timing : timing.duration);
    }
    return animate.call(this, frames, timing);
  };
}"""


def numbers(page, selector: str, read: str = "b => b.dataset.id") -> list[int]:
    """The number of each ``selector`` on the page: the first in what ``read`` gives."""
    texts = page.eval_on_selector_all(selector, f"bs => bs.map({read})")
    return [int(n) for text in texts for n in re.findall(r"\d+", text)[:1]]


def status(page) -> str:
    return page.inner_text(".mc-status")


def a_decision_to_miss(page, next_move: Callable) -> tuple[int, int, set[int]]:
    """Show me moves until the child holds a card that does not fit and one that fits by
    ten more or by making 100 (a move the table counts): (the pile, the miss, the fits)."""
    for _ in range(MOVES):
        (top,) = numbers(page, ".mc-zone .mc-num", "b => b.innerText")[-1:] or (None,)
        hand = numbers(page, HAND)
        if top is not None and hand and page.locator('button[data-id="show-me"]').count():
            fits = {card for card in hand if can_play(card, top)}
            counted = {c for c in fits if can_play(c, top).rule in ("ten-more", "makes-100")}
            misses = [card for card in hand if card not in fits]
            if misses and counted:
                return top, misses[0], fits
        next_move(page)
    raise AssertionError(f"no decision with a miss in {MOVES} moves: {status(page)}")


def check_hops(page, tap: Callable, next_move: Callable, reduced: bool, shoot=None) -> int:
    """A miss, a second miss, hops to the answer, Here: the cards that fit light.

    ``shoot(name)`` (if given) keeps a screen while the child hops. The hops made.
    """
    top, miss, fits = a_decision_to_miss(page, next_move)
    assert page.locator("button.mc-lit").count() == 0, "nothing is lit before a try"
    card = f'.mc-hand button[data-id="play-{miss}"]'
    page.evaluate(RECORD_HOPS)

    tap(page, card)  # the first miss: why, in that card's own numbers
    said = status(page)
    assert str(miss) in said and page.locator("button.mc-lit").count() == 0, said
    assert not page.locator(".mc-count").count(), "one miss does not count on yet"
    told = set(map(int, re.findall(r"\d+", said))) & (fits - {top})
    assert not told, f"the refusal names a card that fits: {said}"

    tap(page, card)  # the second miss: the child hops on from the pile's number
    page.wait_for_selector(HERE, state="visible", timeout=30_000)
    said = status(page)
    assert TEXT["count-on"] in said and said.rstrip().endswith(str(top)), said
    assert page.inner_text(HOP).strip() == LABELS["count-hop"]
    assert page.inner_text(HERE).strip() == LABELS["count-here"]
    assert page.locator(".mc-count .mc-tone-choice").count() == 0, "the line names no answer"
    assert page.locator("button.mc-lit").count() == 0
    if shoot:
        shoot()
    answer = sum(map(int, re.findall(r"\d+", page.inner_text(".mc-count-question"))))
    hops = 0
    while hops < (answer - top) // 10:
        tap(page, HOP)  # tapped again as soon as the hop is drawn: its animation runs on
        hops += 1
        assert status(page).strip() == str(top + 10 * hops), status(page)
        assert page.locator(".mc-count .mc-tone-token").count() == 1
        assert page.locator(".mc-count .mc-hop-end").count() == hops
        assert page.locator("button.mc-lit").count() == 0, "nothing lights before Here"
        if reduced:
            assert page.evaluate("document.getAnimations().length") == 0, "reduced: no hop"
    started = page.evaluate("window.mcHops")
    if reduced:
        assert started == [], started
    else:
        assert len(started) == hops and all(0 < ms <= HOP_MS for ms in started), started

    tap(page, HERE)  # the token is on the answer: the cards that fit light up
    said = status(page)
    assert TEXT["count-yes"].format(n=answer) in said and TEXT["count-lit"] in said, said
    lit = set(numbers(page, f"{HAND}.mc-lit"))
    assert lit == fits, (lit, fits, said)
    return hops
