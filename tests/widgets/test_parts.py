"""The session's parts used on their own, with no ``TableSession`` around them.

The taps part lights a hand and turns a lit tap into an intent (a ``Play``)
that the turns part makes; it explains an unlit tap and makes nothing. The
news part keeps its status. Each is given only the seat, the settings and
the parts below it.
"""

from __future__ import annotations

import mathcats
from mathcats.table.news import STATUS_LINES, News
from mathcats.table.seat import Seat
from mathcats.table.settings import Settings
from mathcats.table.taps import Taps
from mathcats.table.turns import Play, Turns


def parts_alone(game_id: str = "feed-the-kitten", seed: int = 3):
    """The seat, taps and turns parts at seat 0 of a new match (the computer cats wait)."""
    match = mathcats.new_match(game_id, players=2, seed=seed)
    seat = Seat(match, humans=(0,))
    settings = Settings(delay=0, wait=True)
    news = News(seat, settings)
    return seat, Taps(seat, settings, news), Turns(seat, settings, news, None, "cat")


def hand(seat: Seat, taps: Taps) -> tuple[list[dict], dict]:
    """The hand's items as the taps part lights them now, and their actions by id."""
    view = seat.match.view(seat.viewer)
    taps.begin(view, seat.match.legal_moves(seat.viewer))
    actions, ids = {}, set()
    return [taps.item(i, view, ids, actions, hand=True) for i in seat.adapter.hand(view)], actions


def test_a_lit_tap_is_an_intent_the_turns_part_makes():
    seat, taps, turns = parts_alone()
    assert seat.viewer in seat.match.to_move
    items, actions = hand(seat, taps)
    lit = [i for i in items if i["lit"] and (i["tap"],) in taps.paths]
    assert lit and set(actions) == {i["id"] for i in items}
    move = taps.paths[(lit[0]["tap"],)]
    action = actions[lit[0]["id"]]
    assert action.do == "try"
    intent = taps.tried(action.arg)
    assert intent == Play(move, seat.match.check(move, 0))
    assert seat.match.history == ()  # the taps part decides; it makes no move
    turns.play(intent)
    assert seat.match.history[-1].move == move and seat.match.history[-1].seat == 0
    assert turns.outcome().turns == seat.match.history[-1:]
    assert taps.news.tone == "ok" and taps.news.lines[0][0] == lit[0]["words"]


def test_the_taps_part_explains_an_unlit_tap_and_changes_nothing():
    for seed in range(20):
        seat, taps, turns = parts_alone(seed=seed)
        items, actions = hand(seat, taps)
        unlit = [i for i in items if not i["lit"]]
        if unlit:
            break
    assert unlit, "some deal has a hand card that does not fit"
    before = seat.match.to_json()
    action = actions[unlit[0]["id"]]
    assert action.do == "refused"
    taps.refused(mathcats.Verdict(*action.arg))
    assert seat.match.to_json() == before and turns.outcome().turns == ()
    assert taps.news.tone == "no" and taps.news.lines == [(unlit[0]["words"], unlit[0]["maths"])]


def test_the_news_part_keeps_the_first_line_and_the_latest_ones():
    match = mathcats.new_match("meow-10", players=2, seed=1)
    news = News(Seat(match, humans=(0,)), Settings(delay=0))
    news.say(["First.", None, "Two.", ("Three.", "1 + 2 = 3"), "Four."], "ok")
    assert len(news.lines) == STATUS_LINES
    assert news.status() == {
        "lines": ["First.", "Three.", "Four."],
        "maths": [None, "1 + 2 = 3", None],
        "tone": "ok",
        "said": 1,
    }
