"""Kittys: one test per ruling of RULINGS.md, judge and hand_chips, hidden face-down cards."""

from __future__ import annotations

import json
import random

import pytest

import mathcats
from mathcats import reading
from mathcats.bots import make_bot, play_bots
from mathcats.bots.hints import hint
from mathcats.engine import IllegalMove
from mathcats.games.kittys.state import Commit, GameWon, hand_chips, judge
from mathcats.pages.form import setup_form
from mathcats.table.setup import TableSetup


def commit(card):
    return {"kind": "commit", "card": card}


def play_round(match, cards):
    """Everyone commits: the boss first, then the others in seat order. Returns the events."""
    boss = match.to_move[0]
    events = match.play(commit(cards[boss]), boss)
    for seat in range(match.players):
        if seat != boss:
            events += match.play(commit(cards[seat]), seat)
    return events


def random_match(players, seed, **options):
    """A whole match of random legal moves (each waiting seat in random order)."""
    match = mathcats.new_match("kittys", players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not match.over:
        seat = rng.choice(match.to_move)
        match.play(rng.choice(match.legal_moves(seat)), seat)
    return match


def kinds(events):
    return [e.kind for e in events]


# --- judge: the comparing ----------------------------------------------------


@pytest.mark.parametrize(
    ("boss", "others", "expected"),
    [
        (9, [7, 3, 1], (True, [True, True, True])),
        (9, [10, 11, 12], (True, [False, False, False])),
        (9, [7, 9, 11], (False, [True, True, False])),
        (9, [9, 9, 9], (False, [True, True, True])),
        (1, [1, 2], (False, [True, False])),
        (12, [12, 1, 5], (False, [True, True, True])),
        (5, [4, 6, 5, 3, 8], (False, [True, False, True, True, False])),
    ],
)
def test_judge_less_or_same_is_positive_more_is_negative(boss, others, expected):
    assert judge(boss, others) == expected


# --- hand_chips: the scoring, ties as in sport -------------------------------


@pytest.mark.parametrize(
    ("positive", "negative", "chips"),
    [
        ([8, 6, 4], [1, 6, 8], [2, 1, -1]),  # plain: first, second, most negative
        ([8, 8, 4], [4, 4, 8], [2, 2, -1]),  # tied first: both 2, nobody is second
        ([8, 8, 8], [4, 4, 4], [1, 1, 1]),  # all tied: 2 each, and all have most negative
        ([9, 6, 6, 3], [3, 6, 6, 9], [2, 1, 1, -1]),  # tied second: 1 each
        ([9, 6, 3, 3], [3, 6, 9, 9], [2, 1, -1, -1]),  # tied most negative: -1 each
        ([7, 7, 5], [1, 2, 3], [2, 1, -1]),  # fewest negative breaks a tie in positives
        ([9, 9, 9], [0, 0, 0], [2, 2, 2]),  # nobody has a negative card: nobody loses one
        ([5, 4, 3], [0, 0, 2], [2, 1, -1]),
        ([6, 6, 6, 6, 1, 1], [6, 6, 6, 6, 11, 11], [2, 2, 2, 2, -1, -1]),
        ([5, 5, 4, 4, 4], [1, 2, 3, 3, 2], [2, 1, -1, -1, 0]),  # one first, one second
    ],
)
def test_hand_chips_cases_from_the_rulings(positive, negative, chips):
    assert hand_chips(positive, negative) == chips


# --- the rulings -------------------------------------------------------------


def test_ruling_players_3_to_6():
    for players in (3, 4, 5, 6):
        assert mathcats.new_match("kittys", players=players, seed=1).players == players
    for players in (2, 7):
        with pytest.raises(ValueError, match="3 to 6"):
            mathcats.new_match("kittys", players=players)


def test_ruling_each_seat_has_a_deck_1_to_12_or_1_to_9_with_three_players():
    for players, top in ((3, 9), (4, 12), (5, 12), (6, 12)):
        match = mathcats.new_match("kittys", players=players, seed=1)
        assert match.state.decks == [list(range(1, top + 1))] * players
        assert match.view(0).highest == top
        assert match.legal_moves(0) == [Commit(n) for n in range(1, top + 1)]


def test_ruling_a_hand_is_every_seat_playing_out_its_whole_deck():
    for players, plays in ((3, 9), (4, 12)):
        match = mathcats.new_match("kittys", players=players, seed=1, hands=2)
        for number in range(plays):
            assert match.view(0).hand_number == 1
            events = play_round(match, [plays - number] * players)
        assert "hand-over" in kinds(events) and match.view(0).hand_number == 2


def test_ruling_the_boss_commits_first_then_the_others_in_any_order():
    match = mathcats.new_match("kittys", players=4, seed=1, first_boss=2)
    assert match.to_move == (2,)
    with pytest.raises(IllegalMove) as refused:
        match.play(commit(5), 0)
    assert refused.value.verdict.rule == "boss-first"
    assert match.check(commit(5), 2).rule == "commit-boss"
    match.play(commit(5), 2)
    assert match.to_move == (0, 1, 3)
    assert match.check(commit(4), 3).rule == "commit"
    match.play(commit(4), 3)
    assert match.to_move == (0, 1)
    match.play(commit(6), 0)
    events = match.play(commit(5), 1)
    assert kinds(events)[:2] == ["committed", "revealed"]


def test_ruling_face_down_cards_are_hidden_from_others_until_the_reveal():
    match = mathcats.new_match("kittys", players=3, seed=1)
    before = [match.view(s) for s in range(3)]
    [event] = match.play(commit(7), 0)
    assert event.private == ("card",)
    for seat in (1, 2):
        view = match.view(seat)
        assert view.committed == [True, False, False] and view.my_card is None
        assert view.down_cards is None and view.remaining == before[seat].remaining
        assert "7" not in match.narrate(event, seat)
        assert event.seen_by(seat).card is None
    assert match.view(0).my_card == 7 and 7 not in match.view(0).hand
    assert match.narrate(event, 0) == "Mia put 7 face down."
    assert match.teacher_view().down_cards == [7, None, None]
    match.play(commit(8), 2)
    assert match.view(1).committed == [True, False, True]
    assert match.view(1).remaining == before[1].remaining
    events = match.play(commit(9), 1)
    assert match.view(1).last_reveal.cards == [7, 9, 8]
    assert next(e for e in events if e.kind == "revealed").cards == (7, 9, 8)


def test_ruling_a_lower_card_is_positive_and_a_higher_card_negative():
    match = mathcats.new_match("kittys", players=3, seed=1)
    events = play_round(match, [7, 3, 9])
    assert match.state.positive == [[7], [3], []]
    assert match.state.negative == [[], [], [9]]
    told = [match.narrate(e) for e in events if e.kind == "judged"]
    assert told == [
        "Leo: 3 is less than 7. Good!",
        "Ava: 9 is more than 7. Too big!",
        "Mia the boss: nobody matched 7. Good!",
    ]


def test_ruling_matching_the_boss_is_positive_and_makes_the_boss_negative():
    match = mathcats.new_match("kittys", players=4, seed=1)
    events = play_round(match, [6, 6, 6, 2])
    assert match.state.positive == [[], [6], [6], [2]]
    assert match.state.negative == [[6], [], [], []]
    told = [match.narrate(e) for e in events if e.kind == "judged"]
    assert told[0] == "Leo: 6 is the same as 6. Good!"
    assert told[-1] == "Mia the boss: someone matched 6. Bad luck!"


def test_ruling_the_boss_is_positive_when_nobody_matches():
    match = mathcats.new_match("kittys", players=3, seed=1)
    play_round(match, [1, 2, 3])
    assert match.state.positive[0] == [1] and match.state.negative[1:] == [[2], [3]]


def test_ruling_the_boss_moves_on_after_every_play_and_across_hands():
    match = mathcats.new_match("kittys", players=4, seed=1, first_boss=3, hands=2)
    bosses = []
    for number in range(13):
        bosses.append(match.state.boss)
        events = play_round(match, [12 - number % 12] * 4)
        assert events[-1].kind == "new-boss" and events[-1].seat == (bosses[-1] + 1) % 4
    assert bosses == [(3 + i) % 4 for i in range(13)]
    assert match.view(0).hand_number == 2


@pytest.mark.parametrize(
    ("piles", "chips"),
    [
        ([(7, 1), (6, 2), (4, 4)], [2, 1, -1]),  # Mia first, Leo second, Ava most negative
        ([(7, 1), (8, 0), (3, 5)], [2, 2, -1]),  # Mia and Leo tie for first: nobody second
        # Leo and Ava tie for second (+1) and for most negative (-1)
        ([(8, 0), (5, 3), (5, 3)], [2, 0, 0]),
    ],
)
def test_ruling_scoring_after_each_hand_with_sport_ties(piles, chips):
    """The last play of a hand (Mia 1, Leo 5, Ava 9) ends it; piles given before it."""
    match = mathcats.new_match("kittys", players=3, seed=1, hands=2)
    state = match.state
    state.decks = [[1], [5], [9]]
    state.positive = [list(range(p)) for p, _ in piles]
    state.negative = [list(range(n)) for _, n in piles]
    events = play_round(match, [1, 5, 9])
    scored = [e for e in events if e.kind == "hand-scored"]
    final = [(p + (s == 0), n + (s > 0)) for s, (p, n) in enumerate(piles)]
    assert [(e.positive, e.negative) for e in scored] == final
    assert [e.chips for e in scored] == chips and match.scores == tuple(chips)
    assert kinds(events)[-2:] == ["hand-started", "new-boss"]
    assert match.state.decks == [list(range(1, 10))] * 3 and match.state.positive == [[]] * 3
    assert (
        match.narrate(scored[0]) == f"Mia: {final[0][0]} good, {final[0][1]} bad. Mia gets 2 chips."
    )


def test_ruling_nobody_negative_means_nobody_loses_a_chip():
    assert hand_chips([12, 12, 12, 12], [0, 0, 0, 0]) == [2, 2, 2, 2]
    assert min(hand_chips([12, 11, 10], [0, 0, 0])) == 0


def test_ruling_a_match_is_three_hands_by_option():
    assert mathcats.new_match("kittys", players=3, seed=1).options.hands == 3
    for hands in (1, 2, 3, 5):
        match = random_match(3, seed=hands, hands=hands)
        assert match.state.hand == hands and len(match.history) == hands * 9 * 3
    for bad in (0, 6):
        with pytest.raises(ValueError, match="Bad option"):
            mathcats.new_match("kittys", players=3, hands=bad)


def test_ruling_first_boss_is_an_option():
    assert mathcats.new_match("kittys", players=5, seed=1, first_boss=4).to_move == (4,)
    with pytest.raises(ValueError, match="first_boss"):
        mathcats.new_match("kittys", players=3, first_boss=3)


def test_ruling_most_chips_wins_and_ties_share_the_win():
    for seed in range(40):
        match = random_match(4, seed)
        best = max(match.scores)
        assert match.winners == tuple(s for s in range(4) if match.scores[s] == best)
    match = mathcats.new_match("kittys", players=3, seed=1, hands=1)
    for card in range(9, 0, -1):
        events = play_round(match, [card] * 3)  # every boss is matched: all tie
    assert match.winners == (0, 1, 2) and match.scores == (1, 1, 1)
    assert match.narrate(events[-1]) == "Mia, Leo and Ava tie with 1 chip!"


def test_ruling_an_illegal_move_is_refused_with_a_reason_and_changes_nothing():
    match = mathcats.new_match("kittys", players=3, seed=1)
    play_round(match, [5, 5, 5])
    saved = match.to_json()
    for card, rule, words in (
        (5, "played-already", "You played your 5 already."),
        (10, "not-a-card", "Your cards go from 1 to 9."),
        (0, "not-a-card", "Your cards go from 1 to 9."),
    ):
        with pytest.raises(IllegalMove) as refused:
            match.play(commit(card), 1)
        assert (refused.value.verdict.rule, str(refused.value)) == (rule, words)
    assert match.to_json() == saved


def test_a_commitment_cannot_be_changed():
    match = mathcats.new_match("kittys", players=4, seed=1)
    match.play(commit(9), 0)
    match.play(commit(3), 2)
    for seat, card in ((0, 8), (2, 4), (2, 3)):
        saved = match.to_json()
        with pytest.raises(IllegalMove) as refused:
            match.play(commit(card), seat)
        assert refused.value.verdict.rule == "already-down"
        assert str(refused.value) == "Your card is down. You cannot change it."
        assert match.to_json() == saved
    assert match.teacher_view().down_cards == [9, None, 3, None]


def test_determinize_draws_only_the_others_face_down_cards_again():
    match = mathcats.new_match("kittys", players=4, seed=1)
    match.play(commit(12), 0)
    match.play(commit(1), 2)
    state, rng = match.state, random.Random(1)
    drawn = set()
    for _ in range(200):
        twin = state.determinize(1, rng)
        assert twin.view(1) == state.view(1) and twin.down[1] is None
        assert sorted([*twin.decks[0], twin.down[0]]) == list(range(1, 13))
        drawn.add((twin.down[0], twin.down[2]))
        mine = state.determinize(0, rng)
        assert mine.down[0] == 12 and mine.view(0) == state.view(0)
    assert len({boss for boss, _ in drawn}) == 12 and len({other for _, other in drawn}) == 12


# --- bots ----------------------------------------------------------------------


def test_a_bot_choice_does_not_depend_on_what_others_put_face_down():
    bot = make_bot("greedy", "kittys", seed=1)
    choices, views = set(), set()
    for boss_card in range(1, 13):
        for other in range(1, 13):
            match = mathcats.new_match("kittys", players=4, seed=1)
            match.play(commit(boss_card), 0)
            match.play(commit(other), 2)
            views.add(match.view(1).model_dump_json())
            choices.add(bot.choose(match.view(1), match.legal_moves(1)))
    assert len(views) == 1 and len(choices) == 1


def test_greedy_beats_random_clearly():
    """One greedy cat against random cats, seat and seed varied: it wins far above its share."""
    for players in (3, 4, 5, 6):
        wins = 0.0
        games = 60
        for seed in range(games):
            match = mathcats.new_match("kittys", players=players, seed=seed)
            me = seed % players
            bots = {s: make_bot("random", "kittys", seed=seed * 7 + s) for s in range(players)}
            bots[me] = make_bot("greedy", "kittys", seed=seed)
            play_bots(match, bots)
            wins += (me in match.winners) / len(match.winners)
        assert wins / games > 2 / players, (players, wins / games)


# --- many random games ---------------------------------------------------------


def test_thousands_of_random_games_judge_score_and_rotate_by_the_rules():
    for seed in range(1000):
        players = 3 + seed % 4
        match = mathcats.new_match("kittys", players=players, seed=seed, hands=1 + seed % 3)
        state, rng, boss, chips = match.state, random.Random(seed), 0, [0] * players
        while not state.over:
            seat = rng.choice(state.to_move)
            events = state.apply(rng.choice(state.legal_moves(seat)), seat)
            for event in events:
                if event.kind == "revealed":
                    assert event.boss == boss
                    others = [c for s, c in enumerate(event.cards) if s != boss]
                    boss_ok, ok = judge(event.cards[boss], others)
                    assert list(event.positive) == [*ok[:boss], boss_ok, *ok[boss:]]
                    boss = (boss + 1) % players
                if event.kind == "hand-scored":
                    assert event.positive + event.negative == state.top
                    chips[event.seat] += event.chips
        assert state.scores == tuple(chips) and state.boss == boss
        assert match.winners and all(chips[s] == max(chips) for s in match.winners)


# --- words and JSON --------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_message_a_child_reads_fits_the_limits(players):
    match = mathcats.new_match("kittys", players=players, seed=players)
    told = {match.narrate(GameWon(tuple(range(players)), 12))}
    rng = random.Random(players)
    while not match.over:
        for seat in range(players):
            told.update(match.explain(Commit(card), seat) for card in range(14))
        seat = rng.choice(match.to_move)
        for event in match.play(rng.choice(match.legal_moves(seat)), seat):
            told.update(match.narrate(event, s) for s in [None, *range(players)])
    problems = [reading.too_long(line) for line in told]
    assert [p for p in problems if p] == []
    assert len(told) > 60


def test_moves_events_views_and_saves_round_trip_through_json():
    match = random_match(5, seed=3)
    for turn in match.history:
        data = json.loads(json.dumps(turn.move.to_json()))
        assert data == {"kind": "commit", "card": turn.move.card}
        assert match.parse_move(data) == turn.move
        for event in turn.events:
            assert json.loads(json.dumps(event.to_json()))["kind"] == event.kind
    view_type = type(match.view(0))
    for seat in (0, None):
        view = match.view(seat) if seat is not None else match.teacher_view()
        assert view_type.model_validate_json(view.model_dump_json()) == view
    loaded = mathcats.load_match(match.to_json())
    assert loaded.to_json() == match.to_json() and loaded.scores == match.scores


# --- our variant: smaller numbers (option highest) ----------------------------------


def test_variant_highest_card_makes_every_deck_1_to_that_card():
    for players in (3, 4, 6):
        match = mathcats.new_match("kittys", players=players, seed=1, highest=5)
        assert [match.view(s).hand for s in range(players)] == [[1, 2, 3, 4, 5]] * players
        assert match.view(0).highest == 5
    ten = mathcats.new_match("kittys", players=4, seed=1, highest=10)
    assert ten.view(0).hand == list(range(1, 11))
    three = mathcats.new_match("kittys", players=3, seed=1, highest=12)
    assert three.view(0).hand == list(range(1, 10))  # three players: the rulebook's 9 at most
    for bad in (4, 13):
        with pytest.raises(ValueError):
            mathcats.new_match("kittys", players=4, highest=bad)


def test_variant_refuses_a_card_the_default_game_allows():
    default = mathcats.new_match("kittys", players=4, seed=1)
    small = mathcats.new_match("kittys", players=4, seed=1, highest=5)
    assert default.check(commit(7), 0)
    refused = small.check(commit(7), 0)
    assert not refused and refused.rule == "not-a-card" and "1 to 5" in refused.words
    saved = small.to_json()
    with pytest.raises(IllegalMove):
        small.play(commit(7), 0)
    assert small.to_json() == saved and small.check(commit(5), 0)
    assert hint(small, 0).move in small.legal_moves(0)  # Show me picks a card of the deck


def test_variant_bot_games_finish_and_their_saves_round_trip():
    for seed in range(4):
        players = 3 + seed
        match = mathcats.new_match("kittys", players=players, seed=seed, highest=5)
        levels = ["greedy", "random"]
        bots = {s: make_bot(levels[s % 2], "kittys", seed=seed + s) for s in range(players)}
        play_bots(match, bots)
        assert match.over and len(match.history) == players * 5 * 3  # 5 plays a hand, 3 hands
        assert all(turn.move.card <= 5 for turn in match.history)
        loaded = mathcats.load_match(match.to_json())
        assert loaded.options.highest == 5 and loaded.to_json() == match.to_json()
        assert loaded.scores == match.scores


def test_a_save_from_before_the_variant_loads_as_the_rulebook_game():
    saved = json.loads(random_match(4, seed=2).to_json())
    del saved["options"]["highest"]
    assert mathcats.load_match(json.dumps(saved)).options.highest == 12


def test_variant_reaches_the_app_setup_page_and_a_notebook_table():
    setup = TableSetup.from_query("game=kittys&players=3&seat0=child&seat1=cat&seat2=cat&highest=5")
    assert setup.new_match(seed=1).view(0).hand == [1, 2, 3, 4, 5]
    assert TableSetup.from_query(setup.query()) == setup
    assert 'name="highest"' in setup_form(setup, "table.ipynb")
    assert mathcats.play("kittys", players=3, seed=1, highest=5).match.options.highest == 5
