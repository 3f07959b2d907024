"""Kittens in Space (multiplayer): one test per ruling of RULINGS.md, our readings, can_stack."""

from __future__ import annotations

import itertools
import json
import random
import re
import string
from collections import Counter

import pytest

import mathcats
from mathcats import reading
from mathcats.bots import make_bot, play_bots
from mathcats.bots.hints import hint
from mathcats.engine import IllegalMove
from mathcats.games.kittens_in_space import rules as kis_rules
from mathcats.games.kittens_in_space import state as kis
from mathcats.games.kittens_in_space.rules import BELL, DECK, can_stack, sides
from mathcats.games.kittens_in_space.state import Adopt, ChooseStart, Draw, Pass, Place, StackCard
from mathcats.games.kittens_in_space_solo.state import can_place
from mathcats.games.ring import hop
from mathcats.pages.form import setup_form
from mathcats.table.setup import TableSetup

GAME = "kittens-in-space"
B = BELL  # B + 7 is the bell 7


def table(hands, tops=(5, 5, 5, 5), save_em=2, rescue_right=True, draw=(), under=None, **kw):
    """A match whose cards lie exactly as given; ``under`` holds the cards below each top."""
    match = mathcats.new_match(GAME, players=len(hands), seed=0, **kw)
    state = match.state
    state.hands = [list(h) for h in hands]
    under = under or [[] for _ in tops]
    state.stacks = [[*below, top] for below, top in zip(under, tops, strict=True)]
    state.draw_pile = list(draw)
    state.save_em, state.rescue_right = save_em, rescue_right
    return match


def kinds(events):
    return [e.kind for e in events]


def refusal(match, move) -> str:
    verdict = match.check(move)
    assert not verdict and verdict.words
    assert move not in match.legal_moves()
    before = match.to_json(), match.teacher_view()
    with pytest.raises(IllegalMove):
        match.play(move)
    assert (match.to_json(), match.teacher_view()) == before
    return verdict.rule


# --- can_stack: the arithmetic on the ring -------------------------------------


@pytest.mark.parametrize(
    ("card", "top", "side", "rule", "words", "maths"),
    [
        (7, 5, "rescue", "rescue", "7 is 2 more than 5.", "5 + 2 = 7"),
        (9, 8, "rescue", "rescue", "9 is 1 more than 8.", "8 + 1 = 9"),
        (9, 7, "rescue", "rescue", "9 is 2 more than 7.", "7 + 2 = 9"),
        (3, 5, "adopt", "adopt", "3 is 2 less than 5.", "5 - 2 = 3"),
        (0, 1, "adopt", "adopt", "0 is 1 less than 1.", "1 - 1 = 0"),
        (0, 2, "adopt", "adopt", "0 is 2 less than 2.", "2 - 2 = 0"),
    ],
)
def test_can_stack_without_a_loop(card, top, side, rule, words, maths):
    verdict = can_stack(card, top, side)
    assert verdict.ok and (verdict.rule, verdict.words, verdict.maths) == (rule, words, maths)


@pytest.mark.parametrize(
    ("card", "top", "side", "words", "maths"),
    [
        (0, 9, "rescue", "9 + 1 goes past 9. It lands on 0.", "9 + 1 = 10: the ones digit is 0"),
        (1, 9, "rescue", "9 + 2 goes past 9. It lands on 1.", "9 + 2 = 11: the ones digit is 1"),
        (0, 8, "rescue", "8 + 2 goes past 9. It lands on 0.", "8 + 2 = 10: the ones digit is 0"),
        (9, 0, "adopt", "0 - 1 goes below 0. It lands on 9.", "0 is like 10: 10 - 1 = 9"),
        (8, 0, "adopt", "0 - 2 goes below 0. It lands on 8.", "0 is like 10: 10 - 2 = 8"),
        (9, 1, "adopt", "1 - 2 goes below 0. It lands on 9.", "1 is like 11: 11 - 2 = 9"),
    ],
)
def test_can_stack_every_loop_case(card, top, side, words, maths):
    verdict = can_stack(card, top, side)
    assert verdict.ok and verdict.rule == f"{side}-loop"
    assert (verdict.words, verdict.maths) == (words, maths)


@pytest.mark.parametrize(
    ("card", "top", "side", "rule", "words", "maths"),
    [
        (
            9,
            0,
            "rescue",
            "wrong-way",
            "9 is down from 0. This stack goes up.",
            "0 is like 10: 10 - 1 = 9",
        ),
        (
            8,
            0,
            "rescue",
            "wrong-way",
            "8 is down from 0. This stack goes up.",
            "0 is like 10: 10 - 2 = 8",
        ),
        (
            1,
            9,
            "adopt",
            "wrong-way",
            "1 is up from 9. This stack goes down.",
            "9 + 2 = 11: the ones digit is 1",
        ),
        (
            0,
            9,
            "adopt",
            "wrong-way",
            "0 is up from 9. This stack goes down.",
            "9 + 1 = 10: the ones digit is 0",
        ),
        (4, 5, "rescue", "wrong-way", "4 is down from 5. This stack goes up.", "5 - 1 = 4"),
        (9, 9, "rescue", "same-number", "9 is the same as 9. It must move on.", "9 = 9"),
        (0, 0, "adopt", "same-number", "0 is the same as 0. It must move on.", "0 = 0"),
        (
            2,
            9,
            "rescue",
            "too-far",
            "2 is too far from 9. Count on from 9.",
            "9 + 3 = 12: the ones digit is 2",
        ),
        (
            7,
            0,
            "adopt",
            "too-far",
            "7 is too far from 0. Count on from 0.",
            "0 is like 10: 10 - 3 = 7",
        ),
        (6, 2, "adopt", "too-far", "6 is too far from 2. Count on from 2.", "2 + 4 = 6"),
        (8, 5, "rescue", "too-far", "8 is too far from 5. Count on from 5.", "5 + 3 = 8"),
    ],
)
def test_can_stack_refuses_in_the_cards_own_arithmetic_never_naming_what_fits(
    card, top, side, rule, words, maths
):
    verdict = can_stack(card, top, side)
    assert not verdict and (verdict.rule, verdict.words, verdict.maths) == (rule, words, maths)


def test_can_stack_allows_exactly_two_cards_per_top_and_side_and_agrees_with_fits():
    for side, sign in (("rescue", 1), ("adopt", -1)):
        for top in range(10):
            ok = [card for card in range(10) if can_stack(card, top, side)]
            assert ok == sorted({(top + sign) % 10, (top + 2 * sign) % 10})
            for card in range(10):
                verdict = can_stack(card, top, side)
                assert verdict.ok == (card in kis.FITS[2, sign][top])
                assert verdict.words and verdict.maths


PAST_9 = re.compile(r"(\d) \+ (\d) = (\d+): the ones digit is (\d)")  # 9 + 2 = 11 lands on 1
PAST_0 = re.compile(r"(\d) is like (\d+): (\d+) - (\d) = (\d)")  # 0 - 1: 10 - 1 = 9


def ties_to_its_sum(maths: str, top: int, steps: int, card: int) -> bool:
    """Does a hop past the 9-0 edge say the sum it is, from the hop's own numbers?"""
    if steps > 0:  # counted on past 9: top + steps is 10 or more, and its ones digit is the card
        said = PAST_9.fullmatch(maths)
        return bool(said) and [*map(int, said.groups())] == [top, steps, top + steps, card]
    said = PAST_0.fullmatch(maths)  # counted back past 0: from the ten more than top
    ten_more = top + 10
    return bool(said) and [*map(int, said.groups())] == [top, ten_more, ten_more, -steps, card]


def test_can_stack_number_sentences_are_true_and_tie_a_hop_past_the_edge_to_its_sum():
    past = 0
    for side, sign in kis_rules.SIGNS.items():
        for top in range(10):
            for card in range(10):
                maths, steps = can_stack(card, top, side).maths, hop(card, top, sign)
                if 0 <= top + steps <= 9:
                    left, right = maths.split(" = ")
                    assert eval(left) == int(right) and int(right) == card  # "a + b" or "a - b"
                else:
                    assert (top + steps) % 10 == card and ties_to_its_sum(maths, top, steps, card)
                    assert reading.too_long(maths) is None
                    past += 1
    assert past > 20 and not ties_to_its_sum("9 → 0 → 1", 9, 2, 1)


def test_the_solo_game_refuses_a_hop_past_the_edge_with_the_sum_it_is():
    """Solo's line does not loop: a 1 on a 9 is refused, and its sentence says why it looks
    like it fits (9 + 2 = 11, whose ones digit is 1)."""
    refused = 0
    for top in range(10):
        for card in range(10):
            verdict = can_place(card, top)
            if verdict.rule in ("past-9", "below-0"):
                steps = hop(card, top, 1 if verdict.rule == "past-9" else -1)
                assert not verdict and ties_to_its_sum(verdict.maths, top, steps, card)
                refused += 1
    assert refused == 6  # 0 or 1 on a 9, 0 on an 8; 9 or 8 on a 0, 9 on a 1


def test_can_stack_refuses_a_bad_side_or_number():
    with pytest.raises(ValueError):
        can_stack(3, 4, "up")
    with pytest.raises(ValueError):
        can_stack(10, 4, "rescue")


# --- rulings: the cards and the deal -------------------------------------------


def test_ruling_forty_cards_four_of_each_value():
    assert len(DECK) == 40
    assert Counter(kis.value(card) for card in DECK) == {v: 4 for v in range(10)}
    state = mathcats.new_match(GAME, players=3, seed=1).state
    dealt = Counter(card for zone in state.zones().values() for card in zone)
    assert dealt == Counter(DECK)


def test_ruling_exactly_one_bell_card_of_each_value():
    bells = [card for card in DECK if kis.has_bell(card)]
    assert sorted(kis.value(card) for card in bells) == list(range(10))
    assert kis.card_words(B + 7) == "7 with a bell" and kis.card_words(7) == "7"


@pytest.mark.parametrize(("players", "size"), [(2, 10), (3, 8), (4, 6), (5, 5), (6, 5)])
def test_ruling_hand_sizes(players, size):
    view = mathcats.new_match(GAME, players=players, seed=4).teacher_view()
    assert view.hand_sizes == [size] * players
    assert view.draw_pile_size == 40 - 4 - players * size


def test_ruling_four_stacks_in_a_row_from_the_deck():
    view = mathcats.new_match(GAME, players=2, seed=2).teacher_view()
    assert view.stack_sizes == [1, 1, 1, 1] and len(view.tops) == 4


def test_ruling_first_round_save_em_covers_the_third_stack_seeded_way_round():
    ways = set()
    for seed in range(30):
        match = mathcats.new_match(GAME, players=2, seed=seed)
        again = mathcats.new_match(GAME, players=2, seed=seed)
        view = match.teacher_view()
        assert view.save_em == 2 and view.choosing is None
        assert view.rescue_side == again.teacher_view().rescue_side
        ways.add(view.rescue_side)
    assert ways == {"left", "right"}


# --- rulings: the Save 'Em card and its two sides ------------------------------


def test_ruling_save_em_orientation_gives_a_rescue_side_and_an_adopt_side():
    assert sides(2, True) == (-1, -1, 0, 1)
    assert sides(2, False) == (1, 1, 0, -1)
    assert sides(0, True) == (0, 1, 1, 1)
    match = table([[7, 3], [1]], rescue_right=True)
    assert match.teacher_view().sides == ["adopt", "adopt", None, "rescue"]
    assert match.check(StackCard(7, 3)).rule == "rescue"
    assert match.check(StackCard(3, 0)).rule == "adopt"
    assert refusal(match, StackCard(7, 0)) == "wrong-way"
    assert refusal(match, StackCard(3, 3)) == "wrong-way"


def test_ruling_no_card_goes_on_the_covered_stack():
    match = table([[6, 4, 1, 2], [1]])
    assert refusal(match, StackCard(6, 2)) == "covered"
    assert refusal(match, Adopt(1, 2)) == "covered"
    assert all(m.stack != 2 for m in match.legal_moves() if isinstance(m, (StackCard, Adopt)))


def test_ruling_values_loop_round_from_9_to_0():
    match = table([[0, 1, 8, 9], [1]], tops=(0, 0, 5, 9), rescue_right=True)
    legal = match.legal_moves()
    assert StackCard(0, 3) in legal and StackCard(1, 3) in legal  # 9 + 1, 9 + 2
    assert StackCard(9, 0) in legal and StackCard(8, 1) in legal  # 0 - 1, 0 - 2


# --- rulings: a Stack Kittens turn ----------------------------------------------


def test_ruling_one_side_per_turn():
    match = table([[4, 6, 3, 9], [1]], tops=(5, 5, 5, 5), rescue_right=True)
    match.play(StackCard(4, 0))
    assert refusal(match, StackCard(6, 3)) == "other-side"
    assert match.explain(StackCard(6, 3)) == "You started on the left. Stay on that side."
    assert {m.stack for m in match.legal_moves() if isinstance(m, StackCard)} == {1}


def test_ruling_at_most_one_card_per_stack_each_turn():
    match = table([[4, 3, 9], [1]], tops=(5, 5, 5, 5), rescue_right=True)
    match.play(StackCard(4, 0))
    assert refusal(match, StackCard(3, 0)) == "already-played"
    match.play(StackCard(3, 1))
    assert [type(m) for m in match.legal_moves()] == [Place, Place]


def test_ruling_each_card_must_suit_its_side():
    match = table([[6, 4, 9], [1]], tops=(5, 5, 5, 5), rescue_right=False)
    assert match.check(StackCard(6, 0)).ok  # left is rescue now
    assert refusal(match, StackCard(4, 0)) == "wrong-way"
    assert refusal(match, StackCard(6, 3)) == "wrong-way"


def test_ruling_bells_flip_save_em_once_per_bell_card_played():
    for bells, flipped in ((0, False), (1, True), (2, False)):
        cards = [B + 4 if bells >= 1 else 4, B + 3 if bells == 2 else 3]
        match = table([[*cards, 9], [1]], tops=(5, 5, 5, 5), rescue_right=True)
        match.play(StackCard(cards[0], 0))
        match.play(StackCard(cards[1], 1))
        assert match.teacher_view().bells_this_turn == bells
        events = match.play(Place(1))
        assert match.state.rescue_right is (not flipped)
        flips = [e for e in events if e.kind == "flipped"]
        assert [f.bells for f in flips] == ([bells] if bells else [])


def test_ruling_save_em_moves_onto_a_stack_played_this_turn_the_player_chooses():
    match = table([[4, 3, 9], [1]], tops=(5, 5, 5, 5), rescue_right=True)
    assert refusal(match, Place(0)) == "play-first"
    match.play(StackCard(4, 0))
    match.play(StackCard(3, 1))
    assert refusal(match, Place(3)) == "place-not-played"
    assert refusal(match, Draw()) == "finish-turn"
    assert match.check(Place(0)).ok and match.check(Place(1)).ok
    events = match.play(Place(0))
    assert kinds(events) == ["placed"] and match.state.save_em == 0
    assert match.to_move == (1,) and match.teacher_view().sides == [
        None,
        "rescue",
        "rescue",
        "rescue",
    ]


# --- rulings: Free Adoption ------------------------------------------------------


def test_ruling_free_adoption_any_card_onto_any_open_stack_as_the_whole_turn():
    match = table([[0, 8, 9], [1]], tops=(5, 5, 5, 5), rescue_right=True)
    assert match.check(Adopt(0, 3)).ok  # 0 is no rescue for 5, but adoption is free
    events = match.play(Adopt(0, 3))
    assert kinds(events) == ["adopted", "placed"]
    assert match.state.stacks[3][-1] == 0 and match.state.save_em == 3
    assert match.to_move == (1,) and match.teacher_view().free_adoption_used == [True, False]


def test_ruling_free_adoption_bells_flip_then_save_em_covers_that_stack():
    match = table([[B + 0, 8, 9], [1]], tops=(5, 5, 5, 5), rescue_right=True)
    events = match.play(Adopt(B + 0, 1))
    assert kinds(events) == ["adopted", "flipped", "placed"]
    assert match.state.save_em == 1 and match.state.rescue_right is False


def test_ruling_free_adoption_once_per_round():
    match = table([[0, 8, 9, 2], [1, 2, 3]])
    match.play(Adopt(0, 0))
    match.play(Draw(), 1)
    assert refusal(match, Adopt(8, 1)) == "adoption-used"


def test_ruling_free_adoption_needs_three_cards_in_hand():
    match = table([[0, 8], [1]])
    assert refusal(match, Adopt(0, 0)) == "adoption-needs-3"
    assert not any(isinstance(m, Adopt) for m in match.legal_moves())


def test_ruling_free_adoption_not_after_stacking_a_card():
    match = table([[4, 8, 9], [1]], tops=(5, 5, 5, 5))
    match.play(StackCard(4, 0))
    assert refusal(match, Adopt(8, 1)) == "finish-turn"


def test_ruling_free_adoption_comes_back_next_round():
    match = table([[0, 8, 9], [6]], tops=(5, 5, 5, 5), rescue_right=True)
    match.play(Adopt(0, 0))
    match.play(StackCard(6, 3), 1)  # seat 1 plays its last card
    assert match.teacher_view().free_adoption_used == [False, False]


# --- rulings: drawing -------------------------------------------------------------


def test_ruling_draw_a_kitten_and_pass_any_time():
    match = table([[6, 4], [1]], draw=[2, 7])
    assert StackCard(6, 3) in match.legal_moves() and Draw() in match.legal_moves()
    events = match.play(Draw())
    assert kinds(events) == ["drew"] and sorted(match.state.hands[0]) == [4, 6, 7]
    assert match.to_move == (1,)
    assert match.narrate(events[0], 0) == "Mia drew 7."
    assert match.narrate(events[0], 1) == "Mia drew a card."


def test_ruling_empty_draw_pile_shuffles_all_stack_cards_but_the_tops():
    under = [[1, 2], [], [3], [B + 4, 6, 7]]
    match = table([[9], [9]], tops=(5, 6, 7, 8), under=under)
    events = match.play(Draw())
    assert kinds(events) == ["reshuffled", "drew"] and events[0].count == 6
    assert match.state.stacks == [[5], [6], [7], [8]]
    assert len(match.state.draw_pile) == 5
    assert Counter(match.state.draw_pile + match.state.hands[0]) == Counter(
        [1, 2, 3, B + 4, 6, 7, 9]
    )


# --- rulings: points, rounds and the game -----------------------------------------


def test_ruling_last_card_ends_the_round_with_a_point():
    match = table([[6], [1, 2]], tops=(5, 5, 5, 5), rescue_right=True)
    events = match.play(StackCard(6, 3))
    assert kinds(events)[:2] == ["stacked", "round-won"]
    assert match.scores == (1, 0) and match.teacher_view().round == 2
    assert match.narrate(events[1]) == "Mia played the last card and gets a point!"


@pytest.mark.parametrize("points", [1, 2, 3, 4])
def test_ruling_points_to_win_is_an_option_from_1_to_4(points):
    match = table([[6], [1, 2]], points=points)
    match.state.points = [points - 1, 0]
    events = match.play(StackCard(6, 3))
    assert match.over and match.winners == (0,) and kinds(events)[-1] == "game-won"


@pytest.mark.parametrize("points", [0, 5])
def test_ruling_points_to_win_outside_1_to_4_are_refused(points):
    with pytest.raises(ValueError, match="Bad option"):
        mathcats.new_match(GAME, players=2, points=points)


def test_ruling_points_to_win_defaults_to_3():
    assert mathcats.new_match(GAME, players=2).options.points == 3


def test_ruling_next_round_seat_right_of_winner_chooses_save_em_stack_first():
    match = table([[1, 2], [6], [1, 2], [1, 2]], tops=(5, 5, 5, 5), rescue_right=True)
    match.state.turn = 1
    match.play(StackCard(6, 3), 1)
    view = match.teacher_view()
    assert match.to_move == (0,) and view.choosing == 0 and view.save_em is None
    assert match.legal_moves() == [ChooseStart(i) for i in range(4)]
    assert refusal(match, Draw()) == "pick-start-first"
    way = match.state.rescue_right
    events = match.play(ChooseStart(1))
    assert kinds(events) == ["save-em-set"] and match.state.save_em == 1
    assert match.state.rescue_right is way
    assert refusal(match, ChooseStart(0)) == "already-started"


def test_ruling_next_round_seat_left_of_winner_starts_after_a_full_deal():
    match = table([[1, 2], [1, 2], [1, 2], [6]], tops=(5, 5, 5, 5), rescue_right=True)
    match.state.turn = 3
    events = match.play(StackCard(6, 3), 3)
    started = next(e for e in events if e.kind == "round-started")
    assert (started.seat, started.chooser) == (0, 2)
    match.play(ChooseStart(0), 2)
    assert match.to_move == (0,)
    view = match.teacher_view()
    assert view.hand_sizes == [6] * 4 and view.stack_sizes == [1] * 4
    assert Counter(c for zone in match.state.zones().values() for c in zone) == Counter(DECK)


def test_ruling_first_seat_option():
    assert mathcats.new_match(GAME, players=3, seed=1, first_seat=2).to_move == (2,)
    with pytest.raises(ValueError, match="first_seat"):
        mathcats.new_match(GAME, players=3, first_seat=4)


# --- our readings where the rulebook is silent -------------------------------------


def test_reading_last_card_mid_turn_ends_the_round_at_once():
    match = table([[4, 3], [1, 2]], tops=(5, 5, 5, 5), rescue_right=True)
    match.play(StackCard(4, 0))
    events = match.play(StackCard(3, 1))
    assert "placed" not in kinds(events) and "round-won" in kinds(events)
    assert match.scores == (1, 0)


def test_reading_pass_only_when_there_is_no_play_and_nothing_to_draw():
    match = table([[0, 0], [1]], tops=(5, 5, 5, 5))
    assert match.legal_moves() == [Pass()]
    assert kinds(match.play(Pass())) == ["passed"] and match.to_move == (1,)
    match = table([[0, 0], [1]], tops=(5, 5, 5, 5), draw=[3])
    assert refusal(match, Pass()) == "pass-can-draw"
    match = table([[6, 0], [1]], tops=(5, 5, 5, 5))
    assert refusal(match, Pass()) == "pass-can-play"


def test_reading_the_chooser_sees_save_em_way_round_before_choosing():
    match = table([[1, 2], [6]], tops=(5, 5, 5, 5))
    match.state.turn = 1
    match.play(StackCard(6, 3), 1)
    view = match.view(0)
    assert view.choosing == 0 and view.rescue_side in ("left", "right")
    assert view.sides == [None] * 4


def test_reading_cards_under_the_tops_are_hidden():
    match = table([[1, 2], [3]], tops=(5, 6, 7, 8), under=[[1, 2], [], [3], [4]])
    view = match.view(0)
    assert view.tops == [5, 6, 7, 8] and view.stack_sizes == [3, 1, 2, 2]
    assert view.hands is None and match.teacher_view().hands == [[1, 2], [3]]
    twin = match.state.determinize(0, random.Random(1))
    assert twin.view(0) == view


# --- words, JSON, bots ---------------------------------------------------------------


def too_long(text: str) -> bool:
    """More than 12 words or 2 sentences (UX.md)."""
    words = re.findall(r"[A-Za-z']+|\d+", text)
    return len(words) > 12 or len(re.findall(r"[.!?]+(?=\s|$)", text.strip())) > 2


def test_every_text_entry_fits_the_ux_limits_once_filled():
    samples = {"name": "Mia", "chooser": "Leo", "side": "Rescue"}
    for key, template in kis.TEXT.items():
        slots = [slot for _, slot, _, _ in string.Formatter().parse(template) if slot]
        text = template.format(**{slot: samples.get(slot, "9") for slot in slots})
        if key in ("not-in-hand", "drew"):  # these name a whole card: "7 with a bell"
            text = template.format(name="Mia", card=kis.card_words(B + 7))
        assert not too_long(text), (key, text)


def test_every_check_and_narration_in_random_games_fits_the_ux_limits():
    for players in (2, 6):
        match = mathcats.new_match(GAME, players=players, seed=players)
        rng = random.Random(players)
        while not match.over:
            seat = match.to_move[0]
            legal = match.legal_moves(seat)
            for move in {*legal, StackCard(5, 2), Adopt(B + 1, 0), Place(1), Draw(), Pass()}:
                assert not too_long(match.explain(move, seat)), move
            for event in match.play(rng.choice(legal), seat):
                for viewer in (None, *range(players)):
                    assert not too_long(match.narrate(event, viewer)), event


def test_legal_moves_are_exactly_the_moves_check_allows():
    everything = [
        *(kind(c, i) for kind in (StackCard, Adopt) for c in range(2 * B) for i in range(4)),
        *(kind(i) for kind in (Place, ChooseStart) for i in range(4)),
        Draw(),
        Pass(),
    ]
    for players in (2, 3, 6):
        match = mathcats.new_match(GAME, players=players, seed=players, points=2)
        rng = random.Random(players)
        while not match.over:
            seat = match.to_move[0]
            legal = match.legal_moves(seat)
            assert [m for m in everything if match.check(m, seat).ok] == sorted(
                legal, key=everything.index
            )
            match.play(rng.choice(legal), seat)


def test_moves_round_trip_through_json():
    match = mathcats.new_match(GAME, players=2, seed=0)
    examples = [StackCard(7, 2), StackCard(B + 7, 0), Place(1), Adopt(3, 3), Draw(), Pass()]
    for move in [*examples, ChooseStart(0)]:
        data = json.loads(json.dumps(move.to_json()))
        assert match.parse_move(data) == move
    assert match.parse_move({"kind": "stack", "card": 7, "stack": 2}) == StackCard(7, 2)
    with pytest.raises(ValueError):
        match.parse_move({"kind": "stack", "card": 7})


def test_greedy_beats_random_clearly_over_fixed_seeds():
    for players in (2, 4):
        wins = 0
        for seed in range(24):
            greedy = seed % players
            match = mathcats.new_match(GAME, players=players, seed=seed)
            bots = {
                s: make_bot("greedy" if s == greedy else "random", GAME, seed=seed * 10 + s)
                for s in range(players)
            }
            play_bots(match, bots)
            wins += greedy in match.winners
        assert wins >= 20, (players, wins)  # a random seat would win about 24 / players


# --- why a card starts no move -------------------------------------------------


def test_why_not_names_the_card_and_never_what_the_open_stacks_need():
    # Save 'Em on stack 3, rescue to its right: stacks 1 and 2 adopt (down), stack 4 rescues (up).
    match = table([[9, 4, 6, 1], [3]], tops=(7, 5, 6, 2), save_em=2, rescue_right=True)
    assert kis.why_not(match.view(0), 9).words == "9 fits on no stack now."
    match.play(StackCard(4, 1))  # 5 - 1 = 4 on the left: only stack 1 is left on this side
    assert kis.why_not(match.view(0), 9).words == "9 fits on no stack on this side."
    match.play(StackCard(6, 0))
    assert kis.why_not(match.view(0), 1).words == "No stack is left on this side for 1."
    match.state.chooser = 0
    assert kis.why_not(match.view(0), B + 9).words == (
        "Pick a stack for Save 'Em first. Your 9 must wait."
    )


def test_why_not_agrees_with_the_legal_moves_over_random_games():
    """A card it says fits nowhere has no legal stack move; it names that card, no other number."""
    for seed in range(8):
        match, rng = mathcats.new_match(GAME, players=2 + seed % 3, seed=seed), random.Random(seed)
        while not match.over:
            seat = match.to_move[0]
            view, legal = match.view(seat), match.legal_moves(seat)
            stackable = {m.card % BELL for m in legal if isinstance(m, StackCard)}
            for code in view.hand:
                if code % BELL in stackable:
                    continue
                words = kis.why_not(view, code).words
                assert re.findall(r"\d+", words) == [str(code % BELL)], words
            match.play(rng.choice(legal), seat)


# --- our small hops variant (option hops=1): only 1 more or 1 less -----------------


def test_small_hops_can_stack_refuses_the_hop_of_2_the_rulebook_allows():
    assert can_stack(7, 5, "rescue") and can_stack(3, 5, "adopt") and can_stack(1, 9, "rescue")
    for card, top, side, rule, words in [
        (7, 5, "rescue", "too-far", "7 is too far from 5. Count on from 5."),
        (3, 5, "adopt", "too-far", "3 is too far from 5. Count on from 5."),
        (1, 9, "rescue", "too-far", "1 is too far from 9. Count on from 9."),
        (4, 5, "rescue", "wrong-way", "4 is down from 5. This stack goes up."),
        (5, 5, "adopt", "same-number", "5 is the same as 5. It must move on."),
    ]:
        verdict = can_stack(card, top, side, hops=1)
        assert not verdict and (verdict.rule, verdict.words) == (rule, words)
    assert (
        can_stack(6, 5, "rescue", hops=1) and can_stack(9, 0, "adopt", hops=1).rule == "adopt-loop"
    )
    for top, side in itertools.product(range(10), ("rescue", "adopt")):
        fitting = [c for c in range(10) if can_stack(c, top, side, hops=1)]
        assert fitting == [(top + kis.SIGNS[side]) % 10]
        assert kis.FITS[1, kis.SIGNS[side]][top] == set(fitting)


def test_small_hops_at_the_table_a_7_on_a_5_is_refused_and_why_not_says_it_fits_nowhere():
    for hops in (2, 1):
        # Save 'Em covers stack 2; stacks 0 and 1 adopt (down), stack 3 rescues (up).
        match = table([[7, 0, 8], [1, 1]], save_em=2, rescue_right=True, hops=hops)
        assert (StackCard(7, 3) in match.legal_moves()) == (hops == 2)
    assert refusal(match, StackCard(7, 3)) == "too-far"
    assert match.check(StackCard(7, 3)).words == "7 is too far from 5. Count on from 5."
    assert kis.why_not(match.view(0), 7).words == "7 fits on no stack now."
    assert match.view(0).hops == 1 and Adopt(7, 3) in match.legal_moves()  # Free Adoption: any


@pytest.mark.parametrize("players", [2, 3, 5])
def test_small_hops_bot_games_finish_with_hops_of_1_and_replay_from_their_save(players):
    match = mathcats.new_match(GAME, players=players, seed=players, points=2, hops=1)
    bots = {s: make_bot("random" if s == 1 else "greedy", GAME, seed=s) for s in range(players)}
    play_bots(match, bots, max_moves=20_000)
    assert match.over and match.winners, match.teacher_view()
    hops = [
        abs(kis.hop(e.card, e.top, kis.SIGNS[e.side]))
        for turn in match.history
        for e in turn.events
        if isinstance(e, kis.Stacked)
    ]
    assert hops and set(hops) == {1}
    again = mathcats.load_match(match.to_json())
    assert again.options.hops == 1 and again.teacher_view() == match.teacher_view()


def test_small_hops_show_me_picks_a_legal_hop_of_1_and_a_save_goes_on_with_it():
    match = mathcats.new_match(GAME, players=2, seed=4, hops=1)
    bots = {s: make_bot("greedy", GAME, seed=s) for s in range(2)}
    for _ in range(12):
        seat = match.to_move[0]
        match.play(bots[seat].choose(match.view(seat), match.legal_moves(seat)), seat)
    saved = mathcats.load_match(match.to_json())
    for each in (match, saved):
        best = hint(each, each.to_move[0])
        assert best.move in each.legal_moves(each.to_move[0]) and best.said
    assert saved.legal_moves() == match.legal_moves() and saved.state.hops == 1


def test_small_hops_option_is_checked_and_reaches_the_setup_page_and_the_table():
    for bad in (0, 3):
        with pytest.raises(ValueError, match="hops"):
            mathcats.new_match(GAME, players=2, hops=bad)
    assert mathcats.new_match(GAME, players=2).options.hops == 2  # the rulebook's game
    setup = TableSetup.from_query(f"game={GAME}&players=2&seat0=child&seat1=greedy&hops=1")
    assert setup.options["hops"] == 1 and "hops=1" in setup.query()
    assert re.search(r'name="hops"[^>]*value="1"', setup_form(setup, "table.ipynb"))
    assert setup.new_match(seed=3).state.hops == 1
    assert mathcats.play(GAME, players=2, seed=3, hops=1, delay=0).match.options.hops == 1
