"""Feed the Kitten: one test per ruling of RULINGS.md, plus the arithmetic of can_play."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

import mathcats
from mathcats.bots import make_bot, play_bots
from mathcats.bots.base import reason_for
from mathcats.engine import IllegalMove
from mathcats.games.feed_the_kitten import state as ftk
from mathcats.games.feed_the_kitten.state import can_play
from mathcats.pages.form import setup_form
from mathcats.table.setup import TableSetup


def table(hands, top, draw=(), played=(), discard=(), cans=None, turn=0, cans_to_win=3, **options):
    """A match whose cards lie exactly as given (the play pile ends with ``top``)."""
    players = len(hands)
    match = mathcats.new_match(
        "feed-the-kitten", players=players, seed=0, cans=cans_to_win, **options
    )
    state = match.state
    state.hands = [list(h) for h in hands]
    state.draw_pile = list(draw)
    state.play_pile = [*played, top]
    state.discard_pile = list(discard)
    state.cans = list(cans or [0] * len(hands))
    state.turn = turn
    return match


def kinds(events):
    return [e.kind for e in events]


# --- can_play: the arithmetic ------------------------------------------------


@pytest.mark.parametrize(
    ("card", "top", "rule"),
    [
        (0, 70, "zero"),
        (40, 40, "same"),
        (50, 40, "ten-more"),
        (60, 40, "makes-100"),
        (100, 90, "ten-more"),
        (100, 0, "makes-100"),
        (10, 0, "ten-more"),
        (0, 0, "zero"),
    ],
)
def test_can_play_allows_same_ten_more_makes_100_and_zero(card, top, rule):
    verdict = can_play(card, top)
    assert verdict.ok and bool(verdict) and verdict.rule == rule
    assert str(card) in verdict.words or card == 0


@pytest.mark.parametrize(
    ("card", "top", "rule", "says"),
    [
        (20, 30, "counting-down", "20 is less than 30"),
        (30, 50, "counting-down", "30 < 50"),
        (60, 30, "too-far-up", "60 is 30 more than 30, not 10 more"),
        (90, 40, "too-far-up", "40 + 50 = 90"),
        (100, 50, "hundred-needs-0-or-90", "0 or 90"),
        (30, 0, "on-zero", "30 more than 0, not ten more"),
    ],
)
def test_can_play_names_the_numbers_when_refusing(card, top, rule, says):
    verdict = can_play(card, top)
    assert not verdict and verdict.rule == rule
    assert says in verdict.words + " " + (verdict.maths or "")


@pytest.mark.parametrize("pairs", [True, False])
def test_can_play_number_sentences_are_true_arithmetic(pairs):
    for top in range(0, 101, 10):
        for card in range(0, 101, 10):
            verdict = can_play(card, top, pairs)
            assert verdict.ok == (card in ftk.PLAYABLE_ON[top, pairs])
            if verdict.maths and "=" in verdict.maths:
                left, right = verdict.maths.split("=")
                if "+" in left:
                    a, b = (int(x) for x in left.split("+"))
                    assert a + b == int(re.split("[,:]", right)[0])  # then why not


# --- RULINGS.md, Feed the Kitten ---------------------------------------------


def test_ruling_players_2_to_5_and_deck_of_49():
    assert Counter(ftk.DECK) == Counter({0: 2, 100: 2, **{n: 5 for n in range(10, 100, 10)}})
    assert len(ftk.DECK) == 49
    for players in (1, 6):
        with pytest.raises(ValueError, match="2 to 5 players"):
            mathcats.new_match("feed-the-kitten", players=players)


def test_ruling_cans_to_win_is_an_option_3_by_default_from_1_to_5():
    assert mathcats.new_match("feed-the-kitten", players=2).state.cans_to_win == 3
    assert mathcats.new_match("feed-the-kitten", players=2, cans=5).state.cans_to_win == 5
    for bad in (0, 6, "three"):
        with pytest.raises(ValueError, match="cans"):
            mathcats.new_match("feed-the-kitten", players=2, cans=bad)


def test_ruling_setup_deals_5_each_and_flips_one_card():
    for seed in range(50):
        state = mathcats.new_match("feed-the-kitten", players=4, seed=seed).state
        assert [len(h) for h in state.hands] == [5, 5, 5, 5]
        assert len(state.play_pile) == 1 and state.play_pile[0] != 100
        assert len(state.draw_pile) == 49 - 20 - 1


def test_ruling_a_flipped_100_goes_back_and_the_pile_is_reshuffled():
    shuffles = []

    class Rigged(random.Random):
        """Puts a 100 on top of the pile at the first shuffle only."""

        def shuffle(self, cards):
            shuffles.append(len(cards))
            super().shuffle(cards)
            if len(shuffles) == 1:
                cards.remove(100)
                cards.append(100)

    state = ftk.FeedTheKittenState(players=2, cans_to_win=3, rng=Rigged(3), cans=[0, 0])
    events = []
    state._new_round(0, events)
    assert kinds(events)[0] == "hundred-flipped"
    assert state.play_pile[-1] != 100 and len(state.play_pile) == 1
    assert shuffles == [49, 39]  # the deck, then the draw pile again
    assert sorted(c for zone in state.zones().values() for c in zone) == sorted(ftk.DECK)


def test_ruling_zero_on_anything_and_only_0_10_100_on_zero():
    assert all(can_play(0, top) for top in range(0, 101, 10))
    assert [c for c in range(0, 101, 10) if can_play(c, 0)] == [0, 10, 100]


def test_ruling_a_100_is_playable_only_on_0_or_90():
    # The top card is never 100 (a 100 ends the round), so the tops are 0..90.
    assert [top for top in range(0, 100, 10) if can_play(100, top)] == [0, 90]


def test_ruling_playing_a_100_wins_the_round():
    match = table([[100, 20], [30, 40]], top=90, draw=[50] * 10)
    events = match.play({"kind": "play", "card": 100})
    assert "round-won" in kinds(events)
    assert match.scores == (1, 0)


def test_ruling_playing_your_last_card_wins_the_round():
    match = table([[50], [30, 40]], top=40, draw=[50] * 10)
    events = match.play({"kind": "play", "card": 50})
    won = [e for e in events if e.kind == "round-won"]
    assert won and won[0].how == "last-card" and match.scores == (1, 0)


def test_ruling_making_100_with_two_other_cards_does_not_win():
    match = table([[20, 30], [60, 70]], top=80, draw=[50] * 10)
    events = match.play({"kind": "play", "card": 20})
    assert kinds(events) == ["played"]
    assert match.state.play_pile[-1] == 20 and match.scores == (0, 0)


def test_ruling_play_or_draw_never_both():
    match = table([[50, 20], [30, 40]], top=40, draw=[70, 80, 10])
    match.play({"kind": "draw"})
    assert match.to_move == (1,)  # drawing ended the turn
    match.play({"kind": "play", "card": 40})
    assert match.to_move == (0,)  # playing ended the turn


def test_ruling_drawing_is_allowed_even_when_a_play_exists():
    match = table([[50, 20], [30, 40]], top=40, draw=[70, 80, 10])
    assert match.check({"kind": "play", "card": 50})
    assert match.check({"kind": "draw"})


def test_ruling_drawing_needs_fewer_than_9_cards():
    match = table([[10, 10, 10, 20, 20, 20, 30, 30, 50], [30]], top=40, draw=[70, 80])
    verdict = match.check({"kind": "draw"})
    assert not verdict and verdict.rule == "hand-full"
    assert match.legal_moves() == [ftk.Play(50)]  # nine cards and a play: you must play


def test_ruling_nine_cards_and_no_play_swaps_the_hand_for_five_new_cards():
    nine = [10, 10, 10, 20, 20, 20, 40, 40, 50]
    match = table([[60, 70], nine], top=70, draw=[40, 40, 40, 40, 50, 50])
    events = match.play({"kind": "play", "card": 70})  # seat 1's turn starts with 9 and no play
    swap = [e for e in events if e.kind == "hand-swapped"]
    assert swap and swap[0].seat == 1
    state = match.state
    assert len(state.hands[1]) == 5
    assert sorted(state.discard_pile) == sorted(nine)
    assert match.to_move == (1,)  # then seat 1 plays or draws as usual
    assert swap[0].seen_by(0).new is None  # nobody else sees the new cards


def test_ruling_empty_draw_pile_reshuffles_all_but_the_top_card_and_the_discards():
    match = table([[50, 20], [30, 40]], top=40, draw=[], played=[10, 20, 30], discard=[60, 70])
    events = match.play({"kind": "draw"})
    assert kinds(events) == ["reshuffled", "drew"]
    state = match.state
    assert state.play_pile == [40]
    assert state.discard_pile == []
    assert len(state.draw_pile) == 4 and len(state.hands[0]) == 3


def test_ruling_pass_only_when_nothing_can_be_played_or_drawn():
    match = table([[20, 40], [60, 60]], top=70, draw=[])
    assert match.legal_moves() == [ftk.Pass()]
    assert match.play({"kind": "pass"})[0].kind == "passed"
    match = table([[20, 40], [60, 60]], top=70, draw=[10])
    verdict = match.check({"kind": "pass"})
    assert not verdict and verdict.rule == "pass-can-draw"
    match = table([[80, 30], [60, 60]], top=70, draw=[])
    assert match.check({"kind": "pass"}).rule == "pass-can-play"


def test_ruling_round_winner_gets_a_can_and_the_kitten_and_goes_first():
    match = table([[30, 40], [100, 20], [50]], top=90, draw=[50] * 10, turn=1)
    events = match.play({"kind": "play", "card": 100}, seat=1)
    state = match.state
    assert state.cans == [0, 1, 0] and state.kitten == 1
    started = [e for e in events if e.kind == "round-started"]
    assert started and started[0].seat == 1 and match.to_move == (1,)


def test_ruling_each_round_starts_from_a_full_reshuffled_deck():
    match = table([[100], [30, 40]], top=90, draw=[50] * 3, discard=[10, 10])
    match.play({"kind": "play", "card": 100})
    state = match.state
    assert sorted(c for zone in state.zones().values() for c in zone) == sorted(ftk.DECK)
    assert [len(h) for h in state.hands] == [5, 5] and state.discard_pile == []


def test_ruling_first_round_starts_at_seat_0_or_the_first_seat_option():
    assert mathcats.new_match("feed-the-kitten", players=3).to_move == (0,)
    assert mathcats.new_match("feed-the-kitten", players=3, first_seat=2).to_move == (2,)
    with pytest.raises(ValueError, match="first_seat"):
        mathcats.new_match("feed-the-kitten", players=3, first_seat=3)


def test_ruling_the_game_ends_when_a_seat_has_enough_cans():
    match = table([[100], [30, 40]], top=90, draw=[50] * 10, cans=[2, 0])
    events = match.play({"kind": "play", "card": 100})
    assert kinds(events)[-1] == "game-won"
    assert match.over and match.winners == (0,) and match.to_move == ()
    assert not match.check({"kind": "draw"}, seat=1)


# --- refusals, views, words --------------------------------------------------


def test_a_refused_play_explains_and_changes_nothing():
    match = table([[20, 50], [30, 40]], top=30, draw=[50] * 5)
    before = match.to_json(), match.teacher_view()
    with pytest.raises(IllegalMove) as refusal:
        match.play({"kind": "play", "card": 20})
    assert refusal.value.verdict.rule == "counting-down"
    assert "20 is less than 30" in str(refusal.value)
    assert (match.to_json(), match.teacher_view()) == before
    assert match.check({"kind": "play", "card": 90}).rule == "not-in-hand"


def test_views_show_only_your_own_hand_and_the_teacher_sees_all():
    match = mathcats.new_match("feed-the-kitten", players=3, seed=4)
    state = match.state
    view = match.view(1)
    assert view.hand == sorted(state.hands[1]) and view.hands is None
    assert view.hand_sizes == [5, 5, 5] and view.draw_pile_size == len(state.draw_pile)
    dumped = view.model_dump_json()
    assert 'draw_pile"' not in dumped
    teacher = match.teacher_view()
    assert teacher.hands == [sorted(h) for h in state.hands] and teacher.seat is None


def test_narration_speaks_like_the_issue_asks():
    match = table([[50, 20], [30, 40]], top=40, draw=[70, 80])
    events = match.play({"kind": "play", "card": 50})
    assert match.narrate(events[0]) == "Mia played 50 on 40: ten more!"
    events = match.play({"kind": "draw"}, seat=1)
    assert match.narrate(events[0], seat=0) == "Leo drew a card."
    assert match.narrate(events[0], seat=1) == "Leo drew 80."


def test_moves_round_trip_through_json():
    match = mathcats.new_match("feed-the-kitten", players=2, seed=1)
    for move in (ftk.Play(40), ftk.Draw(), ftk.Pass()):
        assert match.parse_move(move.to_json()) == move
    assert ftk.Play(40).to_json() == {"kind": "play", "card": 40}


# --- our variant Counting up (pairs="no"): pairs of tens do not make 100 --------

COUNTING_UP = {"pairs": "no"}


def test_counting_up_refuses_a_pair_that_the_rulebook_allows():
    assert can_play(60, 40).rule == "makes-100"
    verdict = can_play(60, 40, pairs=False)
    assert not verdict and verdict.rule == "too-far-up"
    assert (
        verdict.words == "60 is 20 more than 40, not 10 more." and verdict.maths == "40 + 20 = 60"
    )
    down = can_play(40, 60, pairs=False)
    assert not down and down.rule == "counting-down" and down.maths == "40 < 60"
    assert can_play(40, 60)  # the rulebook: 60 and 40 make 100


def test_counting_up_keeps_the_rulebooks_zero_and_100():
    fits = {top: [c for c in range(0, 101, 10) if can_play(c, top, pairs=False)] for top in (0, 40)}
    assert fits == {0: [0, 10, 100], 40: [0, 40, 50]}
    assert [top for top in range(0, 100, 10) if can_play(100, top, pairs=False)] == [0, 90]


def test_counting_up_at_the_table_lights_and_refuses_by_its_rule():
    hands = [[60, 50, 20], [30, 40]]
    rulebook = table(hands, top=40, draw=[70] * 5)
    counting = table(hands, top=40, draw=[70] * 5, **COUNTING_UP)
    assert ftk.Play(60) in rulebook.legal_moves()
    assert counting.legal_moves() == [ftk.Play(50), ftk.Draw()]
    with pytest.raises(IllegalMove, match="60 is 20 more than 40, not 10 more"):
        counting.play({"kind": "play", "card": 60})
    assert counting.view(0).pairs is False and rulebook.view(0).pairs is True
    picture = ftk.picture(counting.view(0), ftk.Play(60))
    assert [row["label"] for row in picture["rows"]] == ["On the pile: 40", "60"]  # no 40 + 60


def test_counting_up_is_an_option_with_two_values():
    assert mathcats.new_match("feed-the-kitten", players=2).options.pairs == "yes"
    with pytest.raises(ValueError, match="pairs"):
        mathcats.new_match("feed-the-kitten", players=2, pairs="maybe")


@pytest.mark.parametrize("bot", ["random", "greedy", "tiger:20"])
def test_counting_up_bot_games_finish_and_their_saves_replay(bot):
    for seed in range(4 if bot.startswith("tiger") else 20):
        players = 2 + seed % 4
        match = mathcats.new_match("feed-the-kitten", players=players, seed=seed, **COUNTING_UP)
        bots = {s: make_bot(bot, "feed-the-kitten", seed=seed + s) for s in range(players)}
        events = play_bots(match, bots, max_moves=5000)
        assert match.over, match.teacher_view()
        assert not any(e.kind == "played" and e.rule == "makes-100" and e.top for e in events)
        loaded = mathcats.load_match(match.to_json())
        assert loaded.options.pairs == "no" and loaded.state.pairs is False
        assert loaded.teacher_view() == match.teacher_view() and loaded.winners == match.winners


def test_counting_up_show_me_reasons_hold_under_its_rule():
    named = 0
    for seed in range(6):
        match = mathcats.new_match("feed-the-kitten", players=3, seed=seed, **COUNTING_UP)
        bots = {s: make_bot("greedy", "feed-the-kitten", seed=s) for s in range(3)}
        while not match.over and len(match.history) < 150:
            seat = match.to_move[0]
            legal = match.legal_moves(seat)
            for move in legal:
                reason = reason_for("feed-the-kitten")(match.view(seat), move, legal)
                if reason is not None and reason.key == "fits-next":
                    named += 1
                    assert can_play(reason.facts["next"], move.card, pairs=False), reason
            match.play(bots[seat].move(match, seat), seat)
    assert named > 10  # the claim that a pair would make false was told, and held


def test_counting_up_reaches_the_app_setup_and_the_table():
    query = "game=feed-the-kitten&players=2&seat0=child&seat1=cat&pairs=no"
    setup = TableSetup.from_query(query)
    assert setup.options["pairs"] == "no" and TableSetup.from_query(setup.query()) == setup
    assert setup.new_match(seed=1).state.pairs is False
    form = setup_form(setup, "table.ipynb")
    assert 'name="pairs" value="no" checked>' in form
    assert ftk.FeedTheKittenOptions.model_fields["pairs"].description in form
    table_widget = mathcats.play("feed-the-kitten", players=2, seed=1, delay=0, pairs="no")
    assert table_widget.session.match.options.pairs == "no"


def test_a_refused_card_s_number_sentence_says_why_it_does_not_fit():
    """About the card tapped, and never the sentence a card that fits on that top says."""
    on_zero = can_play(40, 0)  # says how far up 40 is, never the cards that fit on 0
    assert on_zero.maths == "0 + 40 = 40" and not {"10", "100"} & set(on_zero.words.split())
    counting_up = can_play(100, 40, pairs=False)
    assert counting_up.maths.startswith("40 + 60 = 100") and "not 10 more" in counting_up.maths
    for (card, top, _), verdict in ftk.VERDICTS.items():
        fits = {v.maths for (_, t, _), v in ftk.VERDICTS.items() if t == top and v}
        if not verdict:
            assert card in map(int, re.findall(r"\d+", verdict.maths)), (card, top)
            assert verdict.maths not in fits, (card, top)


RULES_DOC = Path(mathcats.__file__).parents[1] / "docs" / "rules" / "feed-the-kitten.md"


def test_the_rules_doc_s_examples_are_the_engine_s_verdicts():
    """Its plays ("ten more (50 on 40)"), its refusals with their reason, and its quotes."""
    text = re.sub(r"```.*?```|`[^`]*`", "", RULES_DOC.read_text(encoding="utf-8"), flags=re.S)
    doc = " ".join(text.split())
    for kind in ("same", "ten more", "makes 100"):
        card, top = re.search(rf"\*\*{kind}\*\*[^(]*\((\d+) on (\d+)\)", doc).groups()
        assert can_play(int(card), int(top)).rule == kind.replace(" ", "-"), kind
    refusals = re.findall(r"(\d+) on (\d+) is not a play, because ([^.]+)", doc)
    for card, top, because in refusals:  # in our own words, with every word of the table's
        verdict = can_play(int(card), int(top))
        reason = set(re.findall(r"\w+", because.lower()))
        assert not verdict and set(re.findall(r"\w+", verdict.words.lower())) <= reason, because
    said = [s.lower() for v in ftk.VERDICTS.values() for s in (v.words, v.maths) if s]
    sentences = re.compile(r"\d.*(?:[=<]|\.$)")  # a number sentence, or a sentence with a number
    quoted = [q for q in re.findall(r'"([^"]*)"', doc) if sentences.search(q)]
    assert refusals and len(quoted) >= 5
    assert [q for q in quoted if not any(q.lower() in s for s in said)] == []
