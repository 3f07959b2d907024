"""The engine's helpers for a game's words: verdicts worded from its table, counts, events told."""

from __future__ import annotations

import pytest

from mathcats.engine.events import Drew, GameWon, Reshuffled, RoundWon, told
from mathcats.engine.text import nouns
from mathcats.engine.verdict import worded

TEXT = {
    "hand-full": "You have {cards}.",
    "draw": "You take a card.",
    "draw-last": "You take the last card, a {card}.",
    "drew": "{name} drew {count}.",
    "drew-hidden": "{name} drew {cards}.",
    "game-won": "{name} wins!",
    "noun-card": "card",
}
NAMES = ["Mia", "Leo"]


def test_worded_verdicts_take_their_words_from_the_table():
    allow, refuse = worded(TEXT)
    full = refuse("hand-full", "9 > 8", cards="9 cards")
    assert not full and (full.rule, full.words, full.maths) == (
        "hand-full",
        "You have 9 cards.",
        "9 > 8",
    )
    draw = allow("draw")
    assert draw and (draw.rule, draw.words, draw.maths) == ("draw", "You take a card.", None)
    last = allow("draw", key="draw-last", card=40)  # another sentence for the same rule
    assert last and (last.rule, last.words) == ("draw", "You take the last card, a 40.")
    with pytest.raises(KeyError):
        refuse("no-such-rule")


def test_nouns_count_with_the_tables_own_nouns():
    count = nouns(TEXT)
    assert [count(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]


def test_told_fills_an_events_sentence_from_its_fields_and_its_seats_name():
    drew = Drew(1, 2, ("40", "50"))
    assert told(TEXT, drew, NAMES) == "Leo drew 2."
    assert told(TEXT, drew, NAMES, "drew-hidden", cards="2 cards") == "Leo drew 2 cards."
    won = GameWon((1,), 3)  # no seat: {name} is its first seat's, {names} all its seats'
    assert told(TEXT, won, NAMES) == "Leo wins!"
    assert told(TEXT, won, NAMES, name="Ava") == "Ava wins!"  # given words come first
    shared = {"game-won": "{names} share the win with {score}."}
    assert told(shared, GameWon((1, 0), 4), NAMES) == "Leo and Mia share the win with 4."
    with pytest.raises(ValueError, match="no words"):
        told(TEXT, RoundWon(0, 1), NAMES)


def test_told_hides_what_a_seat_may_not_see_and_falls_back_on_the_engines_words():
    seen = Drew(1, 1, ("40",))
    assert told(TEXT, seen, NAMES) == "Leo drew 1."
    assert told(TEXT, seen.seen_by(0), NAMES, cards="1 card") == "Leo drew 1 card."  # drew-hidden
    assert told({}, Reshuffled(1), NAMES) != told({}, Reshuffled(2), NAMES)
    assert told({}, Reshuffled(1), NAMES).endswith(" 1 card.")  # the engine's sentence
    assert told({}, Reshuffled(2), NAMES).endswith(" 2 cards.")
    own = {"reshuffled": "We shuffled {cards} back in."}
    assert told(own, Reshuffled(3), NAMES) == "We shuffled 3 cards back in."
