"""Kombat Kittens: one test per ruling of RULINGS.md, the sets, hidden cards, words and bots."""

from __future__ import annotations

import json
import random
import re
import string
from collections import Counter
from itertools import pairwise

import pytest

import mathcats
from mathcats import reading
from mathcats.bots import make_bot, play_bots
from mathcats.bots.hints import hint
from mathcats.engine import IllegalMove, get_game
from mathcats.engine.count import predictor
from mathcats.games.kombat_kittens import state as kk
from mathcats.games.kombat_kittens.rules import DOG, beats_words, classify, compare, set_words
from mathcats.games.kombat_kittens.state import DRAW, FORFEIT, Battle, Capture, Commit, Recruit
from mathcats.pages.form import setup_form
from mathcats.printout import deck
from mathcats.table.session import TableSession
from mathcats.table.setup import TableSetup

ID = "kombat-kittens"


def k(rank: int, value: int = 1) -> int:
    """A kitten card: rank 1-7 or 9, treasure 1-4."""
    return 10 * rank + value


def table(hands, pile=(), recruits=None, treasure=None, litter=(), turn=0):
    """A match whose cards lie exactly as given (the pile's top is its last card)."""
    match = mathcats.new_match(ID, players=len(hands), seed=0)
    state = match.state
    state.hands = [sorted(h) for h in hands]
    state.draw_pile = list(pile)
    state.dogs_in_pile = state.draw_pile.count(DOG)
    if recruits is not None:
        state.recruits = list(recruits)
    state.treasure = [list(t) for t in treasure or [[] for _ in hands]]
    state.litter = list(litter)
    state.turn = turn
    return match


def commit(match, seat, card):
    """``seat`` puts its card ``card`` (a card value, not a place) face down."""
    return match.play(Commit(match.state.hands[seat].index(card)), seat)


def fight(match, attacker, defender, mine, theirs):
    """A whole battle: each fighter's three cards, committed round by round."""
    events = match.play(Battle(defender), attacker)
    for a, d in zip(mine, theirs, strict=True):
        events += commit(match, attacker, a)
        events += commit(match, defender, d)
    return events


def kinds(events):
    return [e.kind for e in events]


def words_of(events, match, seat=None):
    return [match.narrate(e, seat) for e in events]


# --- the sets: classify and compare -------------------------------------------


@pytest.mark.parametrize(
    ("ranks", "kind"),
    [
        ((4, 4, 4), "three-of-a-kind"),
        ((9, 9, 9), "three-of-a-kind"),
        ((4, 5, 6), "straight"),
        ((6, 4, 5), "straight"),
        ((1, 2, 3), "straight"),
        ((5, 6, 7), "straight"),
        ((7, 9, 6), "high-card"),  # no 8: 7 and 9 are not in a row
        ((7, 9, 1), "high-card"),
        ((7, 9, 9), "pair"),
        ((6, 6, 5), "pair"),
        ((3, 6, 6), "pair"),
        ((7, 4, 3), "high-card"),
        ((9, 2, 4), "high-card"),
    ],
)
def test_classify_names_the_kind_of_set(ranks, kind):
    assert classify(ranks).kind == kind


def test_seven_nine_is_never_a_straight():
    for low in (1, 2, 3, 4, 5, 6, 7, 9):
        assert classify([7, 9, low]).kind != "straight"
    assert compare([5, 6, 7], [7, 9, 6]) == 1


@pytest.mark.parametrize(
    ("a", "b", "result"),
    [
        ((2, 2, 2), (7, 6, 5), 1),  # three of a kind beats a straight
        ((4, 4, 4), (2, 2, 2), 1),
        ((2, 3, 4), (9, 9, 7), 1),  # a straight beats a pair
        ((4, 5, 6), (2, 3, 4), 1),
        ((1, 1, 2), (9, 7, 6), 1),  # a pair beats high card
        ((6, 6, 5), (6, 6, 3), 1),  # same pair: the odd card decides
        ((6, 6, 3), (4, 4, 7), 1),  # the pair's rank comes before the odd card
        ((7, 4, 3), (6, 5, 2), 1),  # high card: the highest first
        ((7, 5, 1), (7, 4, 3), 1),  # then the next
        ((7, 4, 3), (7, 4, 2), 1),  # then the lowest
        ((9, 7, 6), (9, 7, 6), 0),
        ((6, 5, 4), (4, 5, 6), 0),
        ((3, 3, 9), (9, 3, 3), 0),
    ],
)
def test_compare_orders_sets(a, b, result):
    assert compare(a, b) == result
    assert compare(b, a) == -result


def test_classify_wants_exactly_three_cards():
    with pytest.raises(ValueError, match="3 cards"):
        classify([4, 5])


def test_set_words_teach_what_each_kind_is():
    assert set_words([4, 5, 6]) == "4, 5, 6 is a run: three numbers in a row."
    assert set_words([2, 2, 2]) == "2, 2, 2 is three the same."
    assert set_words([6, 3, 6]) == "3, 6, 6 has a pair: two the same."
    assert set_words([7, 9, 6]) == "6, 7, 9: the biggest card is 9."


@pytest.mark.parametrize(
    ("winner", "loser", "says"),
    [
        ((4, 5, 6), (9, 9, 1), "A run beats a pair."),
        ((2, 2, 2), (5, 6, 7), "Three the same beats a run."),
        ((4, 4, 4), (2, 2, 2), "Three 4s beat three 2s."),
        ((5, 6, 7), (2, 3, 4), "A run to 7 beats a run to 4."),
        ((6, 6, 1), (4, 4, 9), "Two 6s beat two 4s."),
        ((6, 6, 5), (6, 6, 3), "Same pair, and 5 beats 3."),
        ((7, 4, 3), (6, 5, 2), "The biggest cards: 7 beats 6."),
        ((7, 5, 1), (7, 4, 3), "Both have 7, so 5 beats 4."),
        ((7, 4, 3), (7, 4, 2), "Both have 7 and 4, so 3 beats 2."),
        ((4, 5, 6), (6, 5, 4), "Both sets are just as strong."),
    ],
)
def test_beats_words_name_the_numbers(winner, loser, says):
    assert beats_words(winner, loser) == says


# --- General rulings -----------------------------------------------------------


def test_ruling_seats_go_clockwise_and_the_next_seat_is_seat_plus_one():
    match = table([[k(1)] * 5, [k(2)] * 5, [k(3)] * 5], pile=[DOG, k(4), k(5)], turn=2)
    match.play(DRAW, 2)
    assert match.to_move == (0,)
    match = mathcats.new_match(ID, players=4, seed=1, first_seat=3)
    assert match.to_move == (3,)
    with pytest.raises(ValueError):
        mathcats.new_match(ID, players=2, seed=1, first_seat=2)


def test_ruling_a_seed_and_the_moves_replay_the_game_exactly():
    first = mathcats.new_match(ID, players=3, seed=11)
    bots = {s: make_bot("greedy", ID, seed=s) for s in range(3)}
    play_bots(first, bots)
    again = mathcats.load_match(first.to_json())
    assert again.teacher_view() == first.teacher_view()
    assert [t.events for t in again.history] == [t.events for t in first.history]


def test_ruling_a_battle_is_several_moves_one_card_each():
    match = table([[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)]])
    events = fight(match, 0, 1, [k(4), k(5), k(6)], [k(2), k(2), k(9)])
    assert len(match.history) == 7  # battle + 3 x 2 cards
    assert kinds(events).count("revealed") == 3


def test_ruling_an_illegal_move_is_refused_with_a_reason_and_changes_nothing():
    match = table([[k(4)] * 7, [k(2)] * 5])
    before = match.teacher_view()
    for move, rule in [
        (DRAW, "hand-full"),
        (Commit(0), "no-battle"),
        (FORFEIT, "no-battle"),
        (Capture("played", 0), "nothing-to-take"),
        (Battle(0), "battle-yourself"),
        (Battle(5), "no-such-player"),
        (Recruit(7, 0), "no-such-card"),
        (Recruit(0, 3), "no-such-recruit"),
    ]:
        verdict = match.check(move)
        assert not verdict and verdict.rule == rule and verdict.words
        with pytest.raises(IllegalMove):
            match.play(move)
    assert match.teacher_view() == before


# --- Kombat Kittens rulings ------------------------------------------------------


def test_ruling_two_to_five_players():
    game = get_game(ID)
    assert (game.min_players, game.max_players) == (2, 5)
    for players in (1, 6):
        with pytest.raises(ValueError, match="players"):
            mathcats.new_match(ID, players=players)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_ruling_80_kittens_ranks_1_to_7_and_9_with_treasure_values_and_five_dogs(players):
    state = mathcats.new_match(ID, players=players, seed=players).state
    cards = Counter(c for zone in state.zones().values() for c in zone)
    assert cards[DOG] == 5
    kittens = Counter({c: n for c, n in cards.items() if c != DOG})
    assert sum(kittens.values()) == 80
    assert {kk.rank(c) for c in kittens} == {1, 2, 3, 4, 5, 6, 7, 9}
    for rank in (1, 2, 3, 4, 5, 6, 7, 9):
        values = sorted(kk.value(c) for c in kittens.elements() if kk.rank(c) == rank)
        assert values == [1, 1, 1, 1, 2, 2, 2, 3, 3, 4]
    assert kk.value(DOG) == 5 and kk.rank(DOG) == 0


@pytest.mark.parametrize(("players", "recruits"), [(2, 3), (3, 1), (4, 1), (5, 1)])
def test_ruling_setup_deals_five_each_and_the_recruit_cards(players, recruits):
    match = mathcats.new_match(ID, players=players, seed=4)
    view = match.view(0)
    assert view.hand_sizes == [5] * players
    assert len(view.recruits) == recruits and DOG not in view.recruits
    assert view.treasure == [[]] * players and view.litter_box == []
    assert view.draw_pile_size == 80 - 5 * players - recruits + view.dogs_in_pile


def test_ruling_two_players_dogs_at_one_third_two_thirds_and_the_bottom():
    state = mathcats.new_match(ID, players=2, seed=9).state
    top_down = state.draw_pile[::-1]
    kittens = 80 - 10 - 3
    assert [i for i, c in enumerate(top_down) if c == DOG] == [
        kittens // 3,
        2 * kittens // 3 + 1,
        kittens + 2,
    ]
    assert state.dogs_in_pile == 3 and state.dogs_out == [DOG, DOG]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_ruling_three_to_five_players_dogs_at_the_middle_and_the_bottom(players):
    state = mathcats.new_match(ID, players=players, seed=9).state
    top_down = state.draw_pile[::-1]
    kittens = 80 - 5 * players - 1
    assert [i for i, c in enumerate(top_down) if c == DOG] == [kittens // 2, kittens + 1]
    assert state.dogs_in_pile == 2 and state.dogs_out == [DOG] * 3


def test_ruling_a_drawn_dog_goes_to_the_treasure_and_the_drawer_draws_again():
    match = table([[k(1)] * 5, [k(2)] * 5], pile=[DOG, k(4, 3), DOG], treasure=[[k(9, 4)], []])
    events = match.play(DRAW)
    state = match.state
    assert state.treasure[0] == [k(9, 4), DOG] and match.scores == (9, 0)
    assert k(4, 3) in state.hands[0] and DOG not in state.hands[0]
    assert kinds(events) == ["dog-found", "drew"] and not match.over
    assert words_of(events, match)[0] == "Mia finds a Dog: 4 + 5 = 9 treasure. Mia draws again."
    assert match.to_move == (1,)


def test_ruling_the_game_ends_at_once_when_the_last_dog_is_drawn():
    match = table([[k(1)] * 5, [k(2)] * 5], pile=[k(3), DOG, k(4)])
    match.play(DRAW, 0)
    events = match.play(DRAW, 1)
    assert match.over and match.to_move == () and match.state.hands[1] == [k(2)] * 5
    assert kinds(events) == ["dog-found", "final-treasure", "final-treasure", "game-won"]
    assert match.state.draw_pile == [k(3)]
    assert match.winners == (1,)
    # ...also in the middle of refilling after a battle: the next fighter draws nothing.
    match = table([[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)]], [DOG, k(7)])
    fight(match, 0, 1, [k(4), k(5), k(6)], [k(2), k(2), k(9)])
    events = match.play(Capture("played", 2), 0)
    assert match.over and match.state.hands[1] == [k(1), k(3)]
    assert kinds(events).count("game-won") == 1


def test_ruling_draw_only_with_fewer_than_seven_cards():
    match = table([[k(1)] * 7, [k(2)] * 6], pile=[DOG, k(3), k(4)])
    verdict = match.check(DRAW)
    assert not verdict and verdict.rule == "hand-full" and "7" in verdict.words
    assert DRAW not in match.legal_moves()
    match.play(Recruit(0, 0))
    assert match.check(DRAW).ok and DRAW in match.legal_moves(1)


def test_ruling_a_turn_may_swap_one_hand_card_for_one_recruit_card():
    match = table([[k(1, 1), k(5, 2)] * 2 + [k(9)], [k(2)] * 5], recruits=[k(3, 4), k(6, 2), k(7)])
    verdict = match.check(Recruit(0, 1))
    assert verdict.ok and verdict.words == "You swap your 1 (1 treasure) for the 6 (2 treasure)."
    events = match.play(Recruit(0, 1))
    assert match.state.recruits == [k(3, 4), k(1, 1), k(7)]
    assert match.state.hands[0] == sorted([k(1, 1), k(5, 2), k(5, 2), k(9), k(6, 2)])
    assert words_of(events, match, 1) == ["Mia swapped a 1 (1 treasure) for a 6 (2 treasure)."]
    assert match.to_move == (1,)


def test_ruling_a_battle_needs_three_cards_in_each_hand_and_another_seat():
    match = table([[k(1)] * 5, [k(2)] * 2, [k(3)] * 3])
    assert match.check(Battle(0)).rule == "battle-yourself"
    refusal = match.check(Battle(1))
    assert refusal.rule == "battle-needs-3" and refusal.words == (
        "They need 3 cards to battle. They have 2 cards."
    )
    assert match.check(Battle(2)).ok
    assert [m for m in match.legal_moves() if isinstance(m, Battle)] == [Battle(2)]
    match.state.turn = 1
    assert match.check(Battle(0), 1).words == "You need 3 cards to battle. You have 2 cards."


def test_ruling_a_battle_is_three_rounds_of_face_down_then_reveal():
    match = table([[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)], [k(7)] * 5])
    match.play(Battle(1), 0)
    assert match.to_move == (0, 1)
    events = commit(match, 1, k(9))
    assert kinds(events) == ["committed"] and match.to_move == (0,)
    events = commit(match, 0, k(6))
    assert kinds(events) == ["committed", "revealed"]
    assert words_of(events, match, 2)[1] == "Card 1: Mia shows 6, Leo shows 9."
    assert match.view(2).battle.played == [[k(6)], [k(9)]]
    commit(match, 0, k(5))
    commit(match, 1, k(2))
    commit(match, 0, k(4))
    events = commit(match, 1, k(2))
    assert kinds(events) == ["committed", "revealed", "set-shown", "set-shown", "battle-won"]
    told = words_of(events, match, 2)
    assert told[2] == "Mia: 4, 5, 6 is a run: three numbers in a row."
    assert told[4] == "Mia wins! A run beats a pair."
    assert match.to_move == (0,) and match.view(0).phase == "capture"


def test_ruling_forfeit_only_before_the_second_or_third_card_and_the_forfeiter_loses():
    match = table([[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)]])
    match.play(Battle(1), 0)
    assert match.check(FORFEIT, 1).rule == "forfeit-too-soon"
    assert FORFEIT not in match.legal_moves(1)
    commit(match, 0, k(6))
    commit(match, 1, k(9))
    commit(match, 0, k(5))  # Mia's second card lies face down when Leo gives up
    assert FORFEIT in match.legal_moves(1)
    events = match.play(FORFEIT, 1)
    assert kinds(events) == ["took-back", "forfeited"]
    assert k(5) in match.state.hands[0]
    assert words_of(events, match, 1) == [
        "Mia takes back the face-down card.",
        "Leo gives up. Mia wins the battle.",
    ]
    assert match.to_move == (0,) and match.state.winner == 0


def test_ruling_sets_rank_three_of_a_kind_straight_pair_high_card():
    order = [(2, 2, 2), (1, 2, 3), (1, 1, 2), (9, 7, 6)]
    for stronger, weaker in pairwise(order):
        assert compare(stronger, weaker) == 1
    assert [classify(s).kind for s in order] == [
        "three-of-a-kind",
        "straight",
        "pair",
        "high-card",
    ]


def test_ruling_same_kind_compares_rank_then_odd_card_then_each_card_and_equal_ties():
    assert compare((9, 9, 9), (7, 7, 7)) == 1
    assert compare((5, 6, 7), (4, 5, 6)) == 1
    assert compare((6, 6, 5), (6, 6, 3)) == 1 and compare((6, 6, 3), (4, 4, 9)) == 1
    assert compare((7, 4, 3), (6, 5, 2)) == 1 and compare((7, 4, 3), (7, 4, 2)) == 1
    assert compare((2, 3, 4), (4, 3, 2)) == 0


def test_ruling_two_players_the_winner_takes_one_of_the_losers_played_cards():
    match = table(
        [[k(4), k(5), k(6), k(1), k(1)], [k(2, 1), k(2, 3), k(9, 4), k(3), k(1)]],
        pile=[DOG] + [k(7)] * 9,
        treasure=[[], [k(1, 1), DOG]],
    )
    fight(match, 0, 1, [k(4), k(5), k(6)], [k(2, 1), k(2, 3), k(9, 4)])
    assert match.legal_moves(0) == [Capture("played", i) for i in range(3)]
    assert match.check(Capture("treasure", 0), 0).rule == "two-players-no-treasure"
    verdict = match.check(Capture("played", 2), 0)
    assert verdict.ok and verdict.words == "You take a 9 (4 treasure). Your treasure grows."
    assert verdict.maths == "0 + 4 = 4"
    events = match.play(Capture("played", 2), 0)
    assert match.state.treasure == [[k(9, 4)], [k(1, 1), DOG]]
    assert words_of(events, match)[0] == "Mia takes Leo's 9 (4 treasure). Now 0 + 4 = 4 treasure."


def test_ruling_three_to_five_players_a_played_card_or_the_lowest_treasure():
    match = table(
        [[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)], [k(7)] * 5],
        pile=[DOG] + [k(7)] * 9,
        treasure=[[], [k(1, 3), k(3, 2), DOG, k(5, 2)], []],
    )
    fight(match, 0, 1, [k(4), k(5), k(6)], [k(2), k(2), k(9)])
    legal = match.legal_moves(0)
    assert legal == [Capture("played", i) for i in range(3)] + [
        Capture("treasure", 1),
        Capture("treasure", 3),
    ]
    refusal = match.check(Capture("treasure", 0), 0)
    assert refusal.rule == "not-lowest" and refusal.maths == "2 < 3"
    assert refusal.words == "Take their smallest treasure. It is worth 2."
    assert match.check(Capture("treasure", 4), 0).rule == "no-such-treasure"
    events = match.play(Capture("treasure", 3), 0)
    assert match.state.treasure[:2] == [[k(5, 2)], [k(1, 3), k(3, 2), DOG]]
    assert words_of(events, match)[0] == "Mia takes a 5 (2 treasure) from Leo. Now 0 + 2 = 2."


@pytest.mark.parametrize(("players", "choices"), [(2, 1), (3, 2)])
def test_ruling_a_forfeiters_cards_played_so_far_can_be_captured(players, choices):
    hands = [[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)], [k(7)] * 5]
    match = table(hands[:players], pile=[DOG] + [k(7)] * 9, treasure=[[], [k(3, 1)], []][:players])
    match.play(Battle(1), 0)
    commit(match, 0, k(6))
    commit(match, 1, k(9))
    match.play(FORFEIT, 1)
    legal = match.legal_moves(0)
    assert legal[0] == Capture("played", 0) and len(legal) == choices
    assert match.check(Capture("played", 1), 0).rule == "no-such-played"
    match.play(legal[0], 0)
    assert match.state.treasure[0] == [k(9)]


def test_ruling_after_a_battle_played_cards_go_to_the_litter_box_and_fighters_refill_to_five():
    match = table(
        [[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1), k(3)], [k(7)] * 5],
        pile=[DOG] + [k(7, 2)] * 9,
    )
    fight(match, 0, 1, [k(4), k(5), k(6)], [k(2), k(2), k(9)])
    events = match.play(Capture("played", 2), 0)
    state = match.state
    assert sorted(state.litter) == sorted([k(4), k(5), k(6), k(2), k(2)])
    assert [len(h) for h in state.hands] == [5, 5, 5]
    assert kinds(events) == ["captured", "discarded", "drew", "drew"]
    assert words_of(events, match, 2)[1:] == [
        "The Litter Box gets 5 cards.",
        "Mia drew 3 cards.",
        "Leo drew 2 cards.",
    ]
    assert words_of(events, match, 0)[2] == "Mia drew 7, 7 and 7."
    assert match.to_move == (1,) and match.view(2).battle is None


def test_ruling_a_forfeiter_draws_one_more_card_after_refilling():
    match = table(
        [[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)]],
        pile=[DOG] + [k(7, 2)] * 9,
    )
    match.play(Battle(1), 0)
    commit(match, 0, k(6))
    commit(match, 1, k(9))
    commit(match, 1, k(2))
    match.play(FORFEIT, 0)  # Mia gives up: Leo's face-down 2 goes back to his hand
    match.play(Capture("played", 0), 1)
    assert [len(h) for h in match.state.hands] == [6, 5]
    assert sorted(match.state.litter) == [k(9)]


def test_ruling_a_tie_discards_the_played_cards_and_each_draws_as_many_as_played():
    match = table(
        [[k(4), k(5), k(6), k(1), k(1), k(9), k(9)], [k(4), k(5), k(6), k(3), k(1)]],
        pile=[DOG] + [k(7, 2)] * 9,
        treasure=[[k(1)], [DOG]],
    )
    events = fight(match, 0, 1, [k(4), k(5), k(6)], [k(6), k(5), k(4)])
    assert kinds(events)[-4:] == ["battle-tied", "discarded", "drew", "drew"]
    assert [len(h) for h in match.state.hands] == [7, 5]  # 4 + 3 and 2 + 3, not up to 5
    assert match.state.treasure == [[k(1)], [DOG]] and len(match.state.litter) == 6
    assert words_of(events, match)[-4] == (
        "A tie: both sets are just as strong. Nobody takes treasure."
    )
    assert match.to_move == (1,)


def test_ruling_an_empty_draw_pile_takes_in_the_shuffled_litter_box():
    match = table([[k(1)] * 5, [k(2)] * 5], pile=[], litter=[k(3), k(4), k(5)])
    match.state.dogs_in_pile = 1  # the last Dog left some other way: play goes on
    assert match.check(DRAW).ok
    events = match.play(DRAW)
    assert kinds(events) == ["reshuffled", "drew"]
    assert (
        words_of(events, match)[0] == "The pile ran out. We shuffle in 3 cards from the Litter Box."
    )
    assert len(match.state.draw_pile) == 2 and match.state.litter == []
    match.state.draw_pile = []
    assert match.check(DRAW, 1).rule == "nothing-to-draw"  # no card anywhere: no draw
    assert match.legal_moves(1)  # a Recruit swap or a battle is still there


def test_ruling_most_treasure_wins_then_more_cards_then_a_shared_win():
    def ending(treasure):
        match = table([[k(1)] * 5] * 3, pile=[DOG], treasure=treasure, turn=2)
        return match, words_of(match.play(DRAW, 2), match)

    match, told = ending([[k(1, 4), k(2, 4)], [DOG], [k(3, 1)]])  # 8, 5 and 1 + 5 = 6
    assert match.winners == (0,) and match.scores == (8, 5, 6)
    assert told[1:] == [
        "Mia: 4 + 4 = 8 treasure.",
        "Leo: 5 treasure.",
        "Ava: 1 + 5 = 6 treasure.",
        "Mia wins with 8 treasure!",
    ]
    match, told = ending([[k(1, 3), k(2, 3)], [k(5, 2)] * 3, []])  # 6, 6 and 5
    assert match.winners == (1,) and told[-1] == "Leo wins! Same treasure, but Leo has more cards."
    match, told = ending([[k(1, 3), k(2, 2)], [k(3, 4), k(4, 1)], []])  # 5, 5 and a Dog: 5
    assert match.winners == (0, 1) and told[-1] == "Mia and Leo share the win with 5 treasure!"


# --- Our readings ------------------------------------------------------------------


def test_a_seat_always_has_a_move_and_random_games_end():
    for players in (2, 3, 4, 5):
        for seed in range(8):
            match = mathcats.new_match(ID, players=players, seed=seed)
            rng = random.Random(seed)
            while not match.over:
                for seat in match.to_move:
                    assert match.legal_moves(seat), match.teacher_view()
                if match.view(0).phase == "turn":
                    hand = match.state.hands[match.to_move[0]]
                    assert len(hand) >= 5  # so a Recruit swap and a battle are always there
                seat = rng.choice(match.to_move)
                match.play(rng.choice(match.legal_moves(seat)), seat)
                assert len(match.history) < 5000


def test_a_long_treasure_pile_is_told_as_a_total():
    match = table([[k(1)] * 5] * 2, pile=[DOG], treasure=[[k(1, 2)] * 6, []], turn=1)
    told = words_of(match.play(DRAW, 1), match)
    assert told[1] == "Mia has 12 treasure in 6 cards."


def test_determinize_keeps_the_dogs_and_what_the_seat_knows():
    match = table(
        [[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)], [k(7)] * 5],
        pile=[DOG, k(1), k(2), k(3), DOG, k(4), k(5)],
    )
    match.play(Battle(1), 0)
    commit(match, 1, k(9))
    state = match.state
    seen = set()
    for number in range(30):
        twin = state.determinize(0, random.Random(number))
        assert twin.view(0) == state.view(0)
        assert [c == DOG for c in twin.draw_pile] == [c == DOG for c in state.draw_pile]
        assert twin.hands[0] == state.hands[0]
        seen.add(twin.committed[1])
    assert len(seen) > 1  # Leo's face-down card is dealt again: Mia cannot know it
    assert state.determinize(1, random.Random(0)).committed[1] == k(9)


# --- Hidden face-down cards ---------------------------------------------------------


def test_a_face_down_card_is_hidden_from_everyone_else_until_both_reveal():
    views = []
    for card in (k(5), k(6)):
        match = table([[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)], [k(7)] * 5])
        match.play(Battle(1), 0)
        events = commit(match, 0, card)
        views.append([match.view(seat) for seat in (1, 2)])
        for seat in (1, 2):
            assert match.narrate(events[0], seat) == "Mia put a card face down."
    assert views[0] == views[1]  # Leo and Ava cannot tell which card Mia put down
    for view in views[1]:
        assert view.battle.committed == [True, False] and view.battle.mine is None
        assert view.battle.cards is None and view.hands is None
    assert match.view(0).battle.mine == k(6)
    assert match.narrate(events[0], 0) == "Mia put a 6 (1 treasure) face down."
    assert match.teacher_view().battle.cards == [k(6), None]
    # A committed card cannot be changed: Mia must wait for Leo.
    refusal = match.check(Commit(0), 0)
    assert not refusal and refusal.words in (
        "Your card is down. Wait for the other cat.",
        "Wait please. It is Leo's turn.",
    )


def test_a_bots_choice_does_not_change_with_what_the_other_fighter_committed():
    choices = set()
    for card in (k(2), k(9), k(3)):
        match = table([[k(4), k(5), k(6), k(1), k(1)], [k(2), k(2), k(9), k(3), k(1)]])
        match.play(Battle(1), 0)
        commit(match, 1, card)
        bot = make_bot("greedy", ID, seed=1)
        choices.add(bot.choose(match.view(0), match.legal_moves(0)))
    assert len(choices) == 1


# --- Words --------------------------------------------------------------------------


def test_every_sentence_in_the_pool_fits_the_ux_limits():
    for key, text in kk.TEXT.items():
        slots = [name for _, name, _, _ in string.Formatter().parse(text) if name]
        filled = text.format(**{name: "Mia" if "name" in name else "40" for name in slots})
        assert reading.too_long(filled) is None, key


@pytest.mark.parametrize("players", [2, 5])
def test_every_play_refusal_and_event_in_real_games_fits_the_ux_limits(players):
    told, explained = set(), set()
    for seed in range(6):
        match = mathcats.new_match(ID, players=players, seed=seed)
        bots = {s: make_bot("greedy" if seed % 2 else "random", ID, seed=s) for s in range(players)}
        seen = set()
        while not match.over:
            seat = match.to_move[0]
            legal = match.legal_moves(seat)
            seen.update(legal)
            explained.update(match.explain(m, seat) for m in seen)
            move = bots[seat].choose(match.view(seat), legal)
            for event in match.play(move, seat):
                told.update(match.narrate(event, viewer) for viewer in (None, *range(players)))
    problems = [reading.too_long(line) for line in told | explained]
    assert [p for p in problems if p] == []
    assert len(told) > 50 and len(explained) > 20


# --- JSON ---------------------------------------------------------------------------


def test_moves_round_trip_through_json():
    match = mathcats.new_match(ID, players=3, seed=2)
    play_bots(match, {s: make_bot("greedy", ID, seed=s) for s in range(3)})
    kinds_seen = set()
    for turn in match.history:
        text = json.dumps(turn.move.to_json())
        assert match.parse_move(json.loads(text)) == turn.move
        kinds_seen.add(turn.move.kind)
    assert kinds_seen >= {"draw", "battle", "commit", "capture"}
    assert match.parse_move({"kind": "recruit", "card": 1, "recruit": 0}) == Recruit(1, 0)
    with pytest.raises(ValueError):
        match.parse_move({"kind": "capture", "source": "pocket", "card": 0})


def test_a_match_saved_in_the_middle_of_a_battle_loads_the_same():
    match = mathcats.new_match(ID, players=2, seed=6)
    battle = next(m for m in match.legal_moves() if isinstance(m, Battle))
    match.play(battle)
    match.play(Commit(0), 1)
    loaded = mathcats.load_match(match.to_json())
    assert loaded.teacher_view() == match.teacher_view() and loaded.to_move == (0,)
    assert loaded.view(0).battle.committed == [False, True]


# --- The greedy bot -------------------------------------------------------------------


@pytest.mark.parametrize(("players", "at_least"), [(2, 0.8), (4, 0.6)])
def test_greedy_beats_random_clearly(players, at_least):
    games, wins = 30, 0.0
    for seed in range(games):
        greedy = seed % players
        match = mathcats.new_match(ID, players=players, seed=seed)
        bots = {
            s: make_bot("greedy" if s == greedy else "random", ID, seed=seed * 10 + s)
            for s in range(players)
        }
        play_bots(match, bots)
        if greedy in match.winners:
            wins += 1 / len(match.winners)
    assert wins / games >= at_least


def test_greedy_battles_with_a_strong_set_and_commits_it():
    match = table([[k(4), k(4), k(4), k(1), k(2)], [k(2), k(3), k(9), k(5), k(1)]], pile=[DOG] * 2)
    bot = make_bot("greedy", ID, seed=0)
    assert bot.choose(match.view(0), match.legal_moves(0)) == Battle(1)
    match.play(Battle(1), 0)
    move = bot.choose(match.view(0), match.legal_moves(0))
    assert match.state.hands[0][move.card] == k(4)


def test_greedy_gives_up_a_hopeless_battle_and_takes_the_richest_card():
    match = table([[k(1), k(2), k(4), k(6), k(9)], [k(9, 1), k(9, 4), k(9, 2), k(3), k(1)]])
    match.play(Battle(1), 0)
    commit(match, 0, k(1))
    commit(match, 1, k(9, 1))
    commit(match, 1, k(9, 4))
    commit(match, 0, k(2))
    bot = make_bot("greedy", ID, seed=0)
    assert bot.choose(match.view(0), match.legal_moves(0)) == FORFEIT  # 9, 9 beats all it can make
    match.play(FORFEIT, 0)
    choice = bot.choose(match.view(1), match.legal_moves(1))
    assert choice == Capture("played", 1)  # the 2 worth 1 and the 1 worth 1: the higher rank


def test_why_not_a_hand_card_the_winner_must_take_one_of_their_cards_first():
    match = table([[k(4), k(5), k(6), k(1, 3), k(9)], [k(2), k(2), k(7), k(3), k(1)]])
    assert kk.why_not(match.view(0), 0) is None  # in a turn it can swap with a Recruit
    fight(match, 0, 1, [k(4), k(5), k(6)], [k(2), k(2), k(7)])
    assert match.view(0).phase == "capture" and match.view(0).hand == [k(1, 3), k(9)]
    # the card as it shows (its worth is a badge), and what to take: the loser's cards
    said = kk.why_not(match.view(0), 0).words
    assert said == "First take one of their cards. Your 1 stays in your hand."
    assert kk.why_not_recruit(match.view(0), 0).words == "You won! First take one of their cards."
    assert not any(isinstance(m, (Recruit, Commit)) for m in match.legal_moves(0))


# --- our variant: fewer kitten numbers (option ranks) --------------------------------


def every_card(match) -> list[int]:
    """Every card of the match, wherever it lies (the state's zones)."""
    return [card for cards in match.state.zones().values() for card in cards]


def test_variant_ranks_keeps_only_the_lowest_kitten_numbers():
    default = Counter(kk.rank(c) for c in every_card(mathcats.new_match(ID, players=3, seed=1)))
    assert sorted(default) == [0, 1, 2, 3, 4, 5, 6, 7, 9]  # rank 0: the Dogs
    for players in (2, 5):
        small = mathcats.new_match(ID, players=players, seed=1, ranks=5)
        numbers = Counter(kk.rank(c) for c in every_card(small))
        assert numbers == {**{r: 10 for r in range(1, 6)}, 0: kk.DOGS}
        # 50 kittens less the hands and the Recruits, and the Dogs put in
        assert small.view(0).draw_pile_size == {2: 37 + 3, 5: 24 + 2}[players]
    for bad in (3, 9):
        with pytest.raises(ValueError):
            mathcats.new_match(ID, players=2, ranks=bad)


def test_variant_bot_games_still_make_sets_and_add_treasure_and_saves_round_trip():
    kinds_seen, captured = set(), 0
    for seed in range(8):
        match = mathcats.new_match(ID, players=2 + seed % 4, seed=seed, ranks=5)
        levels = ["greedy", "random"]
        bots = {s: make_bot(levels[s % 2], ID, seed=seed + s) for s in range(match.players)}
        play_bots(match, bots)
        assert match.over
        events = [e for turn in match.history for e in turn.events]
        sets = [e.cards for e in events if e.kind == "set-shown"]
        assert all(max(ranks) <= 5 for ranks in sets)
        kinds_seen |= {kk.classify(ranks).kind for ranks in sets}
        captured += sum(e.kind == "captured" for e in events)
        loaded = mathcats.load_match(match.to_json())
        assert loaded.options.ranks == 5 and loaded.to_json() == match.to_json()
        assert loaded.scores == match.scores
    assert {"pair", "straight", "three-of-a-kind"} <= kinds_seen and captured > 0


def test_variant_show_me_and_the_app_setup_page_and_a_notebook_table():
    small = mathcats.new_match(ID, players=3, seed=4, ranks=5)
    assert hint(small, 0).move in small.legal_moves(0)
    query = "game=kombat-kittens&players=2&seat0=child&seat1=cat&ranks=5"
    setup = TableSetup.from_query(query)
    assert setup.new_match(seed=1).options.ranks == 5
    assert TableSetup.from_query(setup.query()) == setup
    assert 'name="ranks"' in setup_form(setup, "table.ipynb")
    assert mathcats.play(ID, players=2, seed=1, ranks=5).match.options.ranks == 5


def test_a_save_from_before_the_variant_loads_with_every_kitten_number():
    match = mathcats.new_match(ID, players=2, seed=3)
    match.play(DRAW, 0)
    saved = json.loads(match.to_json())
    del saved["options"]["ranks"]
    assert mathcats.load_match(json.dumps(saved)).to_json() == match.to_json()


# --- a Dog has no number -------------------------------------------------------------


def dog_to_take():
    """Mia has won a battle against Leo, who has a Dog and a 3 worth 1 in treasure."""
    hands = [[k(4), k(5), k(6), k(1), k(2)], [k(2), k(2), k(7), k(3), k(1)], [k(3)] * 3]
    match = table(hands, pile=[k(9)] * 6 + [DOG], treasure=[[], [DOG, k(3)], []])
    fight(match, 0, 1, [k(4), k(5), k(6)], [k(2), k(2), k(7)])
    assert match.to_move == (0,) and Capture("treasure", 1) in match.legal_moves(0)
    return match


def test_a_dog_on_the_table_and_on_paper_shows_no_number_only_its_name():
    scene = TableSession(dog_to_take(), humans=(0,), delay=0).scene
    treasure = next(z for z in scene["zones"] if z["id"] == "treasure")["items"]
    assert [(c["label"], c["badge"]) for c in treasure] == [("Dog", "worth 5"), ("3", "worth 1")]
    printed = [card["label"] for card in deck(ID)]
    assert printed.count("Dog") == kk.DOGS and "0" not in printed


def test_every_set_the_picture_names_has_its_question_mark_beside_it():
    """In seeded games tapped by a child: each set the picture names, its kind's "?" is there."""
    text, met = get_game("kombat-kittens").text, Counter()
    for seed in range(4):
        session = TableSession(
            mathcats.new_match("kombat-kittens", seed=seed), humans=(0,), delay=0
        )
        rng = random.Random(seed)
        while not session.match.over and sum(met.values()) < 400:
            scene = session.scene
            asks = {w["label"] for w in scene["words"]}
            for row in [r for r in scene["picture"]["rows"] if r["words"]]:
                kind = classify([card["rank"] for card in row["cards"]]).kind
                assert text[f"name-{kind}"] in asks, (row["words"], asks)
                met[kind] += 1
            items = [i for z in scene["zones"] for i in z["items"]] + scene["hand"]
            lit = [i for i in items + scene["actions"] if i.get("lit") and i.get("tap")]
            session.click(rng.choice(lit)["id"])
    assert len(met) == 4, met  # every kind of set was named, and asked about


def test_count_it_asks_a_capture_in_words_naming_the_treasure_and_the_worth_not_the_sum():
    """Asked before the capture, the question says what the numbers are, in the words
    the table shows them with: the winner's "Treasure" and a capturable card's "worth"
    (its ones: k(3, 2) is worth 2). It never says the sum, nor which card: every card of
    that worth makes it."""
    predict, asked = predictor(get_game(ID)), 0
    for seed in range(30):
        match = mathcats.new_match(ID, players=2 + seed % 2, seed=seed)
        rng = random.Random(seed)
        while not match.over and len(match.history) < 400:
            seat = match.to_move[0]
            view = match.view(seat)
            legal = [(move, match.check(move, seat)) for move in match.legal_moves(seat)]
            for question in predict(view, legal):
                words = question.question
                treasure, worth = map(int, re.findall(r"\d+", words))
                battle = view.battle
                played = battle.played[battle.fighters.index(battle.loser)]
                cards = {"played": played, "treasure": view.treasure[battle.loser]}
                worths = {cards[m.source][m.card] % 10 for m, v in legal if v.rule == "capture"}
                assert treasure == view.scores[battle.winner] and worth in worths, words
                assert words.startswith(f"Treasure {treasure} "), words
                assert f"worth {worth}" in words, words
                assert len(words.split()) <= 12 and len(re.findall(r"[.?!]", words)) <= 2
                assert question.answer == treasure + worth
                assert treasure == 0 or str(treasure + worth) not in words.split(), words
                assert question.found == f"{treasure} + {worth} = {treasure + worth}"
                asked += 1
            match.play(rng.choice(match.legal_moves(seat)), seat)
    assert asked >= 20, f"only {asked} questions asked"
