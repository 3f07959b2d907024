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

``check_number_first(page, tap, next_move, game, wrong)`` is Count it's number
first (Feed the Kitten, Kittens in Space): Show me moves until the question
asked first is one some cards in hand make; nothing is lit; the answer is
worked out from the pile or the stack as drawn (``ASKS``), picked (or a wrong
number first, then the child's hops and Here); exactly the hand's cards that
make it light, and one of them is played.
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


def feed_count(question: str, top: int) -> tuple[int, int]:
    """Feed the Kitten's Count it question about a pile showing ``top``, worked out here:
    (the number counting starts from, the answer)."""
    if f"The pile shows {top}. What is ten more?" in question:
        return top, top + 10
    assert f"What makes 100 with {top}?" in question, question
    return (100 if top else 0), 100 - top  # counted back from 100 in tens; on 0, on from 0


def a_decision_to_miss(page, next_move: Callable) -> tuple[int, int, set[int]]:
    """Show me moves until the child holds a card that does not fit and one that fits by
    ten more or by making 100 (a move the table counts), the pile not 0: (the pile, the
    miss, the fits)."""
    for _ in range(MOVES):
        (top,) = numbers(page, ".mc-zone .mc-num", "b => b.innerText")[-1:] or (None,)
        hand = numbers(page, HAND)
        # on 0, "What makes 100 with 0?" is ten hops: the test keeps to a few. A round's
        # summary hides the board (its hand and Show me stay in the page): Next round first
        if top and hand and page.locator('button[data-id="show-me"]').is_visible():
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
    own = {miss, top, abs(miss - top), miss + top}  # "30 is 20 more than 10": its own sums
    told = (set(map(int, re.findall(r"\d+", said))) - own) & fits
    assert not told, f"the refusal names a card that fits: {said}"

    tap(page, card)  # the second miss: the child hops on from the pile's number
    page.wait_for_selector(HERE, state="visible", timeout=30_000)
    said = status(page)
    first, answer = feed_count(page.inner_text(".mc-count-question"), top)
    assert TEXT["count-on"].format(n=first) in said, said
    assert page.inner_text(HOP).strip() == LABELS["count-hop"]
    assert page.inner_text(HERE).strip() == LABELS["count-here"]
    assert page.locator(".mc-count .mc-tone-choice").count() == 0, "the line names no answer"
    assert page.locator("button.mc-lit").count() == 0
    if shoot:
        shoot()
    way = 10 if answer > first else -10
    hops = 0
    while hops < (answer - first) // way:
        tap(page, HOP)  # tapped again as soon as the hop is drawn: its animation runs on
        hops += 1
        assert status(page).strip() == str(first + way * hops), status(page)
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


# --- Count it: the number first, then the cards that make it light ------------------------

CHOICES = '.mc-count button[data-id^="count-"]'  # the three numbers (then Hop and Here)
HAND_CARDS = """bs => bs.map(b => [b.dataset.id,
  (b.querySelector('.mc-num') || b).innerText.trim(), b.classList.contains('mc-lit')])"""
RING = re.compile(r"Stack (\d) shows (\d+)\. What is (\d) (more|less)\?")


def hand(page) -> list[tuple[str, int, bool]]:
    """The hand's cards as drawn: (id, number, lit)."""
    cards = page.eval_on_selector_all(".mc-hand button[data-id]", HAND_CARDS)
    return [(id_, int(num), lit) for id_, num, lit in cards if num.isdigit()]


def pile(page) -> int:
    """Feed the Kitten's pile as drawn: the number on its top card."""
    (top,) = numbers(page, ".mc-zone .mc-num", "b => b.innerText")[-1:]
    return top


def stack_shows(page, n: int) -> int:
    """The number on stack ``n`` (1: the leftmost) as drawn."""
    return int(page.inner_text(f'button[data-id="stack-{n - 1}"] .mc-num').strip())


class FeedAsks:
    """Feed the Kitten: ten more than the pile, or what makes 100 with it; the card is the
    answer, played on the pile. Its line counts in tens."""

    step = 10

    def __init__(self, page, question: str):
        self.top = pile(page)
        self.first, self.answer = feed_count(question, self.top)
        self.card = self.answer

    def play(self, page, tap: Callable, card_id: str) -> None:
        tap(page, f'.mc-hand button[data-id="{card_id}"]')
        log = page.inner_text(".mc-log")
        assert f"played {self.card} on {self.top}" in log, log


class SpaceAsks:
    """Kittens in Space: "Stack 2 shows 7. What is 2 more?" of a stack as drawn; past 9 the
    answer is 11 and the card 1 (the ring's ones digit); played on that stack. Its line
    counts in ones."""

    step = 1

    def __init__(self, page, question: str):
        found = RING.search(question)
        assert found, question
        self.stack, named, step, way = int(found[1]), int(found[2]), int(found[3]), found[4]
        self.first = stack_shows(page, self.stack)
        assert named == self.first, (question, self.first)
        self.answer = self.first + (step if way == "more" else -step)
        self.card = self.answer % 10

    def play(self, page, tap: Callable, card_id: str) -> None:
        tap(page, f'.mc-hand button[data-id="{card_id}"]')
        tap(page, f'button[data-id="stack-{self.stack - 1}"].mc-lit')
        assert stack_shows(page, self.stack) == self.card, status(page)


ASKS = {"feed-the-kitten": FeedAsks, "kittens-in-space": SpaceAsks}


def a_number_a_card_makes(page, game: str, next_move: Callable):
    """Show me moves until Count it asks a number first that some cards in hand make: the
    question worked out from the page (``ASKS``), and the ids of the cards that make it."""
    for _ in range(MOVES):
        question = page.locator(".mc-count-question")
        if not page.locator(".mc-party").count() and question.count():
            asks = ASKS[game](page, question.inner_text())
            cards = {id_: number for id_, number, _ in hand(page)}
            makes = {id_ for id_, number in cards.items() if number == asks.card}
            if makes and set(cards) - makes:  # some card makes it, and some does not
                return asks, makes
        next_move(page)
    raise AssertionError(f"no card made the number asked in {MOVES} moves: {status(page)}")


def check_number_first(
    page, tap: Callable, next_move: Callable, game: str, wrong: bool, shoot=None
) -> int:
    """Count it asks the number first with nothing lit; the child answers it (``wrong``:
    first a wrong number, then hops to it and says Here); exactly the hand's cards that make
    it light, and one of them is played. ``shoot(moment)`` (if given) keeps the screen when
    the number is asked ("asked") and when the cards light ("lit"). The answer."""
    asks, makes = a_number_a_card_makes(page, game, next_move)
    said = status(page)
    assert TEXT["count-first"] in said, said
    assert page.locator("button.mc-lit").count() == 0, f"lit before the number: {said}"
    assert not any(lit for *_, lit in hand(page)), hand(page)
    read = "bs => bs.map(b => [b.innerText.trim(), b.dataset.id])"
    choices = dict(page.eval_on_selector_all(CHOICES, read))
    assert len(choices) == 3 and str(asks.answer) in choices, (choices, asks.answer)
    if shoot:
        shoot("asked")
    if wrong:
        [miss, *_] = (n for n in choices if n != str(asks.answer))
        tap(page, f'{CHOICES}[data-id="{choices[miss]}"]')
        said = status(page)
        assert TEXT["count-on"].format(n=asks.first) in said, said
        assert page.locator("button.mc-lit").count() == 0, "nothing lights before Here"
        way = 1 if asks.answer > asks.first else -1
        for hop in range(1, abs(asks.answer - asks.first) // asks.step + 1):
            tap(page, HOP)
            at = asks.first + way * asks.step * hop
            assert status(page).strip() == str(at), (status(page), at)
            assert page.locator("button.mc-lit").count() == 0, "nothing lights before Here"
        tap(page, HERE)
        assert TEXT["count-yes"].format(n=asks.answer) in status(page), status(page)
    else:
        tap(page, f'{CHOICES}[data-id="{choices[str(asks.answer)]}"]')
    said = status(page)
    assert TEXT["count-makes"] in said and not page.locator(".mc-count").count(), said
    lit = {id_ for id_, _, lit in hand(page) if lit}
    assert lit == makes, (lit, makes, said)
    if shoot:
        shoot("lit")
    asks.play(page, tap, sorted(lit)[0])
    return asks.answer
