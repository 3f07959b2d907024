"""Kittens in Space solo: one test per ruling of RULINGS.md "Solo mode", can_place, Alastair."""

from __future__ import annotations

import json
import random
import re
import string
from collections import Counter

import pytest

import mathcats
from mathcats.bots import make_bot, play_bots
from mathcats.engine import IllegalMove
from mathcats.games.kittens_in_space_solo import state as solo
from mathcats.games.kittens_in_space_solo.state import (
    FINISH,
    PLAY,
    TEXT,
    Close,
    Done,
    Place,
    Swap,
    alastair_plays,
    can_place,
)

GAME = "kittens-in-space-solo"
DIFFICULTY = {base: name for name, base in solo.BASES.items()}


def table(
    hand,
    tops,
    closed=1,
    base=5,
    step=PLAY,
    played=(),
    deck=(),
    discard=(),
    free=True,
    points=(0, 0),
    to_win=3,
):
    """A match whose cards lie exactly as given; ``deck`` lists the next card first."""
    match = mathcats.new_match(GAME, seed=0, difficulty=DIFFICULTY[base], points=to_win)
    state = match.state
    state.hand = list(hand)
    state.stacks = [[base] if top == base else [base, top] for top in tops]
    state.deck = list(reversed(deck))
    state.discard = list(discard)
    state.closed = closed
    state.step = step
    state.played = list(played)
    state.free_adoption = free
    state.player_points, state.alastair_points = points
    return match


def kinds(events):
    return [e.kind for e in events]


def told(match, events):
    return [match.narrate(e) for e in events]


def tops(match):
    return match.view(0).stacks


# --- can_place: the arithmetic ------------------------------------------------


@pytest.mark.parametrize("top", range(10))
@pytest.mark.parametrize("card", range(10))
def test_can_place_allows_exactly_one_or_two_up_or_down(card, top):
    verdict = can_place(card, top)
    assert verdict.ok == (abs(card - top) in (1, 2))
    assert verdict.ok == (card in solo.FITS[top])
    assert verdict.words and verdict.rule


@pytest.mark.parametrize(
    ("card", "top", "rule", "words", "maths"),
    [
        (9, 7, "up", "9 is 2 more than 7.", "7 + 2 = 9"),
        (6, 5, "up", "6 is 1 more than 5.", "5 + 1 = 6"),
        (0, 1, "down", "0 is 1 less than 1.", "1 - 1 = 0"),
        (3, 5, "down", "3 is 2 less than 5.", "5 - 2 = 3"),
        (6, 3, "too-far-up", "6 is 3 more than 3. Only 1 or 2.", "3 + 3 = 6"),
        (2, 6, "too-far-down", "2 is 4 less than 6. Only 1 or 2.", "6 - 4 = 2"),
        (4, 4, "same", "4 is the same as 4. Go 1 or 2 away.", "4 + 0 = 4"),
    ],
)
def test_can_place_says_why_with_a_number_sentence(card, top, rule, words, maths):
    verdict = can_place(card, top)
    assert (verdict.rule, verdict.words, verdict.maths) == (rule, words, maths)


# --- Solo mode rulings, in the order of RULINGS.md ----------------------------


@pytest.mark.parametrize(("difficulty", "base"), [("easy", 4), ("normal", 5), ("difficult", 6)])
def test_ruling_bases_are_the_four_cards_of_the_difficulty_value_and_36_cards_the_deck(
    difficulty, base
):
    match = mathcats.new_match(GAME, seed=1, difficulty=difficulty)
    state = match.state
    assert state.stacks == [[base]] * 4
    rest = Counter(state.hand + state.deck)
    assert sum(rest.values()) == 36 and len(state.hand) == 6
    assert rest == Counter({value: 4 for value in range(10) if value != base})
    assert mathcats.new_match(GAME, seed=1).view(0).base == 5  # normal by default


def test_ruling_the_closed_card_starts_on_a_middle_stack_of_the_players_choice():
    match = mathcats.new_match(GAME, seed=2)
    assert match.view(0).step == "choose-closed" and match.view(0).closed is None
    assert match.legal_moves() == [Close(1), Close(2)]
    for stack in (0, 3, 7):
        assert match.check(Close(stack)).rule == "start-middle"
    assert match.check(Place(0, 0)).rule == "choose-closed-first"
    assert match.check(Done()).rule == "choose-closed-first"
    events = match.play({"kind": "close", "stack": 2})
    assert told(match, events)[0] == "The Closed card starts on stack 3."
    assert match.view(0).closed == 2


def test_ruling_no_card_may_be_played_on_the_closed_stack():
    match = table([6, 4, 9, 9, 9, 9], [5, 5, 5, 5], closed=2)
    verdict = match.check(Place(0, 2))
    assert not verdict.ok and verdict.rule == "stack-closed"
    assert all(move.stack != 2 for move in match.legal_moves() if isinstance(move, Place))


def test_ruling_bells_are_ignored_only_the_player_moves_the_closed_card():
    match = mathcats.new_match(GAME, seed=3)
    rng = random.Random(3)
    while not match.over:
        before = match.state.closed
        move = rng.choice(match.legal_moves())
        match.play(move)
        if not isinstance(move, Close):
            assert match.state.closed == before


@pytest.mark.parametrize(
    ("card", "top", "rule"),
    [
        (0, 9, "past-9"),
        (1, 9, "past-9"),
        (0, 8, "past-9"),
        (9, 0, "below-0"),
        (8, 0, "below-0"),
        (9, 1, "below-0"),
    ],
)
def test_ruling_no_looping_in_solo(card, top, rule):
    verdict = can_place(card, top)
    assert not verdict.ok and verdict.rule == rule
    word = "past 9" if rule == "past-9" else "below 0"
    assert verdict.words == f"You cannot go {word}."
    assert can_place(0, 9).maths == "9 + 1 = 10: the ones digit is 0"
    assert can_place(9, 0).maths == "0 is like 10: 10 - 1 = 9"  # 0 - 1 past the edge


def test_ruling_shared_hand_refills_one_card_at_a_time_at_the_left_and_discards_at_the_right():
    # Two cards were played this turn, and nothing fits a 5: only the conveyor moves.
    match = table([8, 9, 0, 1], [5, 5, 5, 5], step=FINISH, deck=[9, 8, 0, 1, 9])
    events = match.play(Done())
    assert kinds(events) == [
        "discarded",  # the player's rightmost card, 1
        "turn-started",
        "refilled",  # Alastair's refill: 9, then 8 to its left, then 0
        "alastair-skipped",
        "discarded",  # Alastair's rightmost card, 0
        "turn-started",
        "refilled",
        "no-play",
    ]
    assert events[0].card == 1 and events[4].card == 0
    assert events[2].cards == (9, 8, 0) and events[6].cards == (1,)
    assert match.view(0).hand == [1, 0, 8, 9, 8, 9]
    assert told(match, events)[2] == "New cards on the left: 9, 8 and 0."


def test_ruling_the_player_turn_goes_refill_play_close_adopt_discard():
    match = table([6, 4, 9, 1, 8, 7], [5, 5, 5, 5], closed=1)
    assert match.check(Swap(0, 1)).rule == "play-first"
    events = match.play(Place(0, 0))
    assert told(match, events) == ["Mia put 6 on 5. 6 is 1 more than 5."]
    assert match.view(0).played == [0] and match.view(0).step == "play"
    assert match.check(Swap(0, 1)).rule == "swap-later"
    assert match.check(Done()).rule == "close-first"
    match.play(Close(0))
    assert match.view(0).step == "finish" and match.view(0).closed == 0
    assert match.check(Place(0, 2)).rule == "playing-over"
    assert match.check(Close(0)).rule == "closed-moved"
    match.play(Swap(0, 1))
    assert match.view(0).hand == [9, 4, 1, 8, 7]
    events = match.play(Done())
    assert events[0] == solo.Discarded("player", 7)


def test_ruling_at_most_one_card_on_each_open_stack_per_turn():
    match = table([6, 4, 9, 9, 9, 9], [5, 5, 5, 5], closed=1)
    match.play(Place(0, 0))
    verdict = match.check(Place(0, 0))
    assert verdict.rule == "one-per-stack" and not verdict.ok
    assert Place(0, 2) in match.legal_moves() and Place(0, 3) in match.legal_moves()
    assert not [m for m in match.legal_moves() if isinstance(m, Place) and m.stack == 0]


def test_ruling_at_least_one_card_is_played_when_any_play_exists():
    match = table([6, 9, 9, 9, 9, 9], [5, 5, 5, 5])
    assert match.check(Done()).rule == "play-first"
    assert match.check(Close(0)).rule == "play-first"
    assert all(isinstance(move, Place) for move in match.legal_moves())


def test_ruling_the_closed_card_moves_onto_a_stack_played_on_this_turn():
    match = table([6, 4, 9, 9, 9, 9], [5, 5, 5, 5], closed=1)
    match.play(Place(0, 0))
    match.play(Place(0, 2))
    for stack in (1, 3):
        assert match.check(Close(stack)).rule == "close-played"
    closes = [move for move in match.legal_moves() if isinstance(move, Close)]
    assert closes == [Close(0), Close(2)]
    events = match.play(Close(2))
    assert told(match, events) == ["Mia moved the Closed card to stack 3."]


def test_ruling_free_adoption_swaps_two_shared_cards_once_then_is_exhausted():
    match = table([6, 4, 9, 1, 8, 7], [5, 5, 5, 5], step=FINISH)
    assert match.check(Swap(2, 2)).rule == "swap-same"
    assert match.check(Swap(0, 6)).rule == "no-such-card"
    assert match.check(Swap(5, 0)).ok  # either order
    events = match.play(Swap(5, 0))
    assert told(match, events) == ["Mia swapped the 7 and the 6."]
    view = match.view(0)
    assert view.hand == [7, 4, 9, 1, 8, 6] and not view.free_adoption
    assert match.check(Swap(0, 1)).rule == "adoption-used"
    assert match.legal_moves() == [Done()]


def test_ruling_with_no_legal_play_the_player_skips_only_the_play_and_closed_card_steps():
    match = table([8, 9, 0, 1, 8, 1], [5, 5, 5, 5], step=FINISH, deck=[9, 8, 0, 1, 9])
    events = match.play(Done())
    assert told(match, events)[-1] == "No card fits. Mia cannot play this turn."
    view = match.view(0)
    assert view.step == "finish" and view.played == [] and view.closed == 1
    assert Swap(0, 1) in match.legal_moves() and Done() in match.legal_moves()
    assert match.check(Close(0)).rule == "closed-stays"
    assert match.check(Place(0, 0)).words == "8 is 3 more than 5. Only 1 or 2."
    assert not any(isinstance(move, (Place, Close)) for move in match.legal_moves())


def test_ruling_alastair_offense_plays_the_highest_card_on_the_highest_stack():
    # The rulebook's example: the 9, not the 8, goes on the 7 stack.
    assert alastair_plays([8, 9], [7, 5, 5, 4], closed=1, base=5)[0] == (9, 0)


def test_ruling_alastair_defense_plays_the_highest_card_on_the_lowest_stack():
    # The rulebook's example: the 3, not the 2, goes on the 1 stack.
    assert alastair_plays([2, 3, 6], [5, 1, 7, 5], closed=2, base=5) == [(6, 0), (3, 1)]


def test_ruling_alastair_offense_takes_the_highest_stack_a_card_fits():
    assert alastair_plays([4], [8, 9, 5, 3], closed=1, base=5) == [(4, 2)]


def test_ruling_alastair_ties_go_to_the_leftmost_stack():
    assert alastair_plays([6], [5, 5, 5, 5], closed=1, base=5) == [(6, 0)]
    assert alastair_plays([7, 4], [5, 5, 5, 5], closed=3, base=5) == [(7, 0), (4, 1)]
    assert alastair_plays([3, 7], [2, 9, 6, 8], closed=1, base=5) == [(7, 3), (3, 0)]


def test_ruling_alastair_defense_skips_the_stack_offense_played_on():
    # Offense makes 9 on the 7: that stack resets to 5 and Defense chooses among the others.
    assert alastair_plays([2, 8, 9, 3], [7, 1, 5, 5], closed=2, base=5) == [(9, 0), (3, 1)]
    # Offense takes the 8 down to 6, the lowest stack now, but Defense looks elsewhere.
    assert alastair_plays([6, 5], [8, 9, 7, 7], closed=1, base=5) == [(6, 0), (5, 2)]


def test_ruling_alastair_resets_a_scored_stack_before_defense():
    match = table([9, 1, 4, 2, 0, 8], [7, 5, 3, 5], closed=1, step=FINISH, deck=[0, 0])
    events = match.play(Done())
    assert kinds(events)[:6] == [
        "discarded",
        "turn-started",
        "refilled",
        "placed",  # offense: 9 on the 7
        "scored",
        "stack-reset",
    ]
    assert events[6] == solo.Placed("defense", 4, 2, 3)  # lowest of the other open stacks
    assert match.view(0).stacks == [5, 5, 4, 5]
    assert match.view(0).alastair_points == 1


def test_ruling_alastair_plays_the_rightmost_of_equal_cards():
    match = table([7, 4, 7, 8, 8, 9], [5, 6, 1, 1], step=FINISH, deck=[8, 0, 0])
    match.play(Done())
    # 9 discarded; 8 came in: [8, 7, 4, 7, 8, 8]; the right-hand 7 went on the 5;
    # the rightmost 8 was discarded, and two 0s came in for the player.
    assert match.view(0).hand == [0, 0, 8, 7, 4, 8]


def test_ruling_alastair_skips_a_phase_with_no_play():
    assert alastair_plays([9, 0], [5, 5, 5, 5], closed=1, base=5) == []
    assert alastair_plays([7], [5, 5, 5, 5], closed=1, base=5) == [(7, 0)]
    assert TEXT["alastair-stuck"] and TEXT["alastair-one"]


def test_ruling_alastair_never_plays_on_or_moves_the_closed_card():
    assert alastair_plays([9, 6], [5, 8, 5, 5], closed=1, base=5) == [(6, 0)]
    match = table([9, 6, 0, 0, 0, 0], [5, 8, 5, 5], closed=1, step=FINISH, deck=[0])
    match.play(Done())
    assert match.view(0).closed == 1 and match.view(0).stacks[1] == 8


def test_ruling_alastair_plays_by_himself_after_done_and_says_why():
    match = table([3, 7, 2, 8, 0, 1], [5, 5, 7, 1], closed=1, step=FINISH, deck=[0, 0])
    events = match.play(Done())
    lines = told(match, events)
    assert lines[1] == "Now it is Alastair's turn." and "Your turn." in lines
    assert "Alastair: 8 on 7. Highest stack he can, biggest card that fits." in lines
    assert "Alastair: 3 on 1. Lowest stack he can, biggest card that fits." in lines
    assert match.to_move == (0,) and match.view(0).step == "play"


def alastair_turns(seeds):
    """Each Alastair turn of random games: his hand, the stack tops, the closed stack, his plays."""
    for seed in seeds:
        match, rng = mathcats.new_match(GAME, seed=seed), random.Random(seed)
        while not match.over:
            move = rng.choice(match.legal_moves())
            state = match.state
            hand, tops = state.hand[:-1], [pile[-1] for pile in state.stacks]  # his hand: less 1
            closed, base = state.closed, state.base
            events = match.play(move)
            if not isinstance(move, Done):
                continue
            mine = events[events.index(solo.TurnStarted("alastair")) + 1 :]
            end = next((i for i, e in enumerate(mine) if isinstance(e, solo.TurnStarted)), None)
            mine = mine[:end]
            came = [e.cards for e in mine if isinstance(e, solo.Refilled)]
            hand = [*reversed(came[0]), *hand] if came else hand
            plays = [e for e in mine if isinstance(e, solo.Placed)]
            yield match, hand, tops, closed, base, plays


def test_alastair_says_truly_which_card_he_plays_and_why_over_many_games():
    """RULINGS: the highest stack (Defense: lowest) a card fits on; the highest card that fits."""
    turns = not_his_highest = 0
    for match, hand, tops, closed, base, plays in alastair_turns(range(40)):
        turns += 1
        open_stacks = [s for s in range(4) if s != closed]
        for play in plays:
            fitting = {s: [c for c in hand if 0 < abs(c - tops[s]) < 3] for s in open_stacks}
            can = [s for s in open_stacks if fitting[s]]
            best = (max if play.by == "offense" else min)(tops[s] for s in can)
            assert play.top == tops[play.stack] == best
            assert play.stack == next(s for s in can if tops[s] == best)  # leftmost on ties
            assert play.card == max(fitting[play.stack])
            not_his_highest += play.card != max(hand)
            line = match.narrate(play)
            assert f"Alastair: {play.card} on {play.top}." in line
            assert ("Highest" if play.by == "offense" else "Lowest") in line
            assert "biggest card that fits" in line
            hand.remove(play.card)
            tops[play.stack] = base if play.card in (0, 9) else play.card
            open_stacks.remove(play.stack)
        if len(plays) < 2 and not match.over:  # he skipped: nothing fitted
            assert not any(0 < abs(c - tops[s]) < 3 for s in open_stacks for c in hand)
    assert turns > 200 and not_his_highest > 0  # the old "his highest card" was often untrue


def test_ruling_a_zero_scores_for_the_player_and_makes_free_adoption_fresh():
    match = table([0, 9, 9, 9, 9, 9], [5, 5, 2, 5], free=False)
    events = match.play(Place(0, 2))
    assert kinds(events) == ["placed", "scored", "adoption-ready", "stack-reset"]
    view = match.view(0)
    assert view.player_points == 1 and view.scores == [1] and view.free_adoption
    assert told(match, events)[1] == "A 0 means a point for Mia. Points so far: 1."


def test_ruling_a_zero_placed_by_alastair_still_scores_for_the_player():
    match = table([9, 0, 9, 9, 9, 9], [5, 5, 1, 5], closed=1, step=FINISH, deck=[9])
    match.play(Done())
    assert match.view(0).player_points == 1 and match.view(0).stacks[2] == 5


def test_ruling_a_nine_scores_for_alastair_even_when_the_player_places_it():
    match = table([9, 0, 0, 0, 0, 0], [8, 5, 5, 5])
    events = match.play(Place(0, 0))
    assert told(match, events)[1] == "A 9 means a point for Alastair. He has 1 now."
    assert match.view(0).alastair_points == 1 and match.scores == (0,)


def test_ruling_a_scored_stack_resets_to_its_base_and_the_rest_is_discarded():
    match = table([0, 9, 9, 9, 9, 9], [5, 5, 5, 5], base=5)
    match.state.stacks[0] = [5, 4, 3, 2, 1]
    events = match.play(Place(0, 0))
    assert match.state.stacks[0] == [5]
    assert sorted(match.state.discard) == [0, 1, 2, 3, 4]
    assert told(match, events)[-1] == "Stack 1 goes back to 5."


def test_ruling_a_reset_stack_still_counts_as_played_on_for_the_closed_card():
    match = table([0, 9, 9, 9, 9, 9], [1, 5, 5, 5], closed=2)
    match.play(Place(0, 0))
    assert tops(match)[0] == 5
    assert Close(0) in match.legal_moves()
    match.play(Close(0))
    assert match.view(0).closed == 0


def test_ruling_discards_are_reshuffled_when_the_deck_runs_out():
    match = table([8, 9, 0, 1, 8, 1], [5, 5, 5, 5], step=FINISH, deck=[], discard=[9, 0])
    events = match.play(Done())
    assert events[2] == solo.Reshuffled(3)
    assert told(match, events)[2] == "The draw pile ran out. We shuffled in 3 cards."
    state = match.state
    assert len(state.hand) == 6 and len(state.deck) == 1 and len(state.discard) == 1


def test_ruling_refill_takes_what_there_is_when_few_cards_are_left():
    match = table([8, 9, 0, 1], [5, 5, 5, 5], step=FINISH)
    events = match.play(Done())
    assert kinds(events).count("reshuffled") == 2  # each time, only the card just discarded
    assert match.view(0).hand == [0, 1, 8, 9]


def test_ruling_first_to_the_points_option_wins_the_player():
    match = table([0, 9, 9, 9, 9, 9], [5, 1, 5, 5], closed=2, points=(2, 2), to_win=3)
    events = match.play(Place(0, 1))
    assert match.over and match.winners == (0,) and match.scores == (3,)
    assert told(match, events)[-1] == "Mia won! All the kittens have homes."
    assert match.view(0).step == "over" and match.legal_moves() == []


def test_ruling_first_to_the_points_option_wins_alastair():
    match = table([1, 9, 0, 0, 0, 0], [8, 5, 5, 2], closed=1, step=FINISH, deck=[0], to_win=1)
    events = match.play(Done())
    assert match.over and match.winners == () and match.scores == (0,)
    assert match.view(0).alastair_points == 1
    assert told(match, events)[-1] == "Alastair wins this time. Try again!"
    assert "alastair-skipped" not in kinds(events)  # no Defense after the winning 9


@pytest.mark.parametrize("points", [1, 2, 3, 4, 5])
def test_points_option_allows_1_to_5(points):
    match = mathcats.new_match(GAME, seed=4, points=points)
    assert match.view(0).points_to_win == points
    bot = make_bot("greedy", GAME, seed=4)
    play_bots(match, {0: bot})
    view = match.view(0)
    assert max(view.player_points, view.alastair_points) == points


@pytest.mark.parametrize("bad", [{"points": 0}, {"points": 6}, {"difficulty": "hard"}])
def test_bad_options_are_refused(bad):
    with pytest.raises(ValueError, match="Bad option"):
        mathcats.new_match(GAME, **bad)
    with pytest.raises(ValueError, match="players"):
        mathcats.new_match(GAME, players=2)


# --- views, words and JSON ---------------------------------------------------


def test_everything_but_the_deck_order_is_face_up():
    match = mathcats.new_match(GAME, seed=5)
    match.play(Close(1))
    seat, teacher = match.view(0), match.teacher_view()
    assert seat.deck is None and teacher.deck == list(reversed(match.state.deck))
    assert seat.hand == teacher.hand == match.state.hand
    assert seat.deck_size == 30 and seat.discard_size == 0 and seat.stack_sizes == [1] * 4
    twin = match.state.determinize(0, random.Random(1))
    assert twin.view(0) == seat and sorted(twin.deck) == sorted(match.state.deck)


def test_bad_slots_and_stacks_are_refused_and_change_nothing():
    match = table([6, 4, 9, 9, 9, 9], [5, 5, 5, 5])
    before = match.to_json(), match.teacher_view()
    for move, rule in [
        (Place(6, 0), "no-such-card"),
        (Place(-1, 0), "no-such-card"),
        (Place(0, 4), "no-such-stack"),
        (Place(2, 0), "too-far-up"),
    ]:
        with pytest.raises(IllegalMove) as refused:
            match.play(move)
        assert refused.value.verdict.rule == rule
    assert (match.to_json(), match.teacher_view()) == before


def count_words(text: str) -> tuple[int, int]:
    """(words, sentences) as UX.md counts them: numerals are words."""
    return len(re.findall(r"[A-Za-z']+|\d+", text)), len(re.findall(r"[.!?]+(?=\s|$)", text))


def test_every_sentence_fits_the_ux_limits():
    for key, template in TEXT.items():
        slots = [name for _, name, _, _ in string.Formatter().parse(template) if name]
        filler = {"name": "Mia", "cards": "9, 9, 9, 9"}
        text = template.format(**{slot: filler.get(slot, 9) for slot in slots})
        if key == "placed":
            text = template.format(name="Mia", card=9, top=7, why="9 is 2 more than 7.")
        words, sentences = count_words(text)
        assert words <= 12 and sentences <= 2, text
    for seed in range(20):
        match = mathcats.new_match(GAME, seed=seed)
        rng = random.Random(seed)
        while not match.over:
            move = rng.choice(match.legal_moves())
            lines = [match.explain(move), *told(match, match.play(move))]
            for line in lines:
                words, sentences = count_words(line)
                assert line.strip() and words <= 12 and sentences <= 2, line


def test_moves_and_views_round_trip_through_json():
    match = mathcats.new_match(GAME, seed=6, difficulty="difficult", points=2)
    rng = random.Random(6)
    while not match.over:
        for move in match.legal_moves():
            assert match.parse_move(json.loads(json.dumps(move.to_json()))) == move
        view = match.view(0)
        assert type(view).model_validate_json(view.model_dump_json()) == view
        match.play(rng.choice(match.legal_moves()).to_json())
    loaded = mathcats.load_match(match.to_json())
    assert loaded.teacher_view() == match.teacher_view()
    assert loaded.options.difficulty == "difficult" and loaded.options.points == 2


# --- the greedy bot -----------------------------------------------------------


def win_rate(bot_name: str, games: int) -> float:
    wins = 0
    for seed in range(games):
        match = mathcats.new_match(GAME, seed=seed)
        play_bots(match, {0: make_bot(bot_name, GAME, seed=seed)})
        wins += match.winners == (0,)
    return wins / games


def test_greedy_wins_clearly_more_often_than_random_on_normal():
    greedy, random_rate = win_rate("greedy", 150), win_rate("random", 150)
    assert greedy >= 0.6 and greedy >= random_rate + 0.4, (greedy, random_rate)


# --- why a card of the hand starts no move ---------------------------------------


def test_why_not_names_the_card_and_the_open_stacks():
    match = table([0, 6, 1, 8, 0, 0], [5, 5, 7, 3], closed=1)
    assert solo.why_not(match.view(0), 0).words == "0 is not 1 or 2 away from 3, 5 or 7."
    match.play(Place(2, 3))  # 1 on 3
    assert solo.why_not(match.view(0), 0).words == "0 is not 1 or 2 away from 5 or 7."
    match.play(Place(2, 2))  # 8 on 7
    match.play(Place(1, 0))  # 6 on 5: every open stack is played now
    assert solo.why_not(match.view(0), 0).words == "0 has no open stack left. Close a played stack."
    match.play(Close(0))
    assert solo.why_not(match.view(0), 0).words == "Playing is over, so your 0 stays. Tap Done."
    fresh = mathcats.new_match(GAME, seed=0)
    card = fresh.view(0).hand[0]
    assert (
        solo.why_not(fresh.view(0), 0).words == f"Close stack 2 or 3 first. Then play your {card}."
    )


def test_a_swap_refused_while_playing_names_both_cards():
    match = table([6, 4, 9, 1, 8, 7], [5, 5, 5, 5], closed=1)
    assert match.check(Swap(0, 2)).words == "A card fits. Play first, then you may swap 6 and 9."
    match.play(Place(0, 0))
    assert match.check(Swap(1, 2)).words == "Finish playing first. Then you may swap 9 and 1."
