"""Count it: each game's questions offer three numbers, and the one the move makes is among them.

The number a move makes is read from the match after the move is played (the
engine's own arithmetic), never from the Count.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

import mathcats
from mathcats.engine import get_game
from mathcats.engine.count import adding, counter, place_rng, predict_rng, predictor
from mathcats.engine.quiz import MISTAKES
from mathcats.games.ring import hop_count
from mathcats.table.taps import lit_by


def made(game_id: str, verdict, after, seat: int) -> tuple[int, int] | None:
    """The number the move makes, as the engine says it, and its modulus (None: unread).

    The verdict's number sentence makes it ("40 + 10 = 50"; round the ring, the sum
    "8 + 2 = 10: the ones digit is 0"); Meow 10's is the hand's points after the move.
    """
    if game_id == "meow-10":
        same_turn = after.turn == seat and after.limit
        return (sum(card.number for card in after.hand), 0) if same_turn else None
    if verdict.rule == "makes-100":  # what makes 100 with the pile: the card, "40 + 60 = 100"
        return int(re.search(r"\+ (\d+) =", verdict.maths)[1]), 0
    return int(re.search(r"= (\d+)", verdict.maths)[1]), 0


def positions(game_id: str, games: int):
    """(match, seat, the move played next) at each move of ``games`` seeded games of random
    legal moves; the move is played once the caller has looked."""
    for seed in range(games):
        match = mathcats.new_match(game_id, seed=seed)
        rng = random.Random(seed)
        while not match.over and len(match.history) < 300:
            seat = match.to_move[0]
            move = rng.choice(match.legal_moves(seat))
            yield match, seat, move
            match.play(move, seat)


def counted_moves(game_id: str, games: int = 6):
    """(view before, move, the Count, view after) for every counted legal move of seeded games."""
    count = counter(get_game(game_id))
    for match, seat, _ in positions(game_id, games):
        for move in match.legal_moves(seat):
            asked = count(match.view(seat), move, match.check(move, seat))
            if asked is not None:
                twin = mathcats.load_match(match.to_json())
                twin.play(move, seat)
                yield seat, match.check(move, seat), asked, twin.view(seat)


COUNTED = [g for g in mathcats.GAMES if get_game(g).count]


@pytest.mark.parametrize("game_id", COUNTED)
def test_count_it_offers_three_numbers_one_the_number_the_move_makes(game_id):
    checked = 0
    for seat, verdict, asked, after in counted_moves(game_id):
        assert len(set(asked.choices)) == 3 and asked.choices.count(asked.answer) == 1
        wrong = [c for c in asked.choices if c != asked.answer]
        assert [asked.mistake(c) in MISTAKES for c in wrong] == [True, True], asked
        assert all(asked.start <= c <= asked.stop for c in asked.choices)
        assert asked.question.endswith("?") and asked.steps[-1] == asked.answer
        assert asked.steps[0] != asked.answer, f"the count starts on its answer: {asked}"
        number = made(game_id, verdict, after, seat)
        if number is not None:
            said, modulus = number
            assert (asked.answer % modulus if modulus else asked.answer) == said, (asked, verdict)
            checked += 1
    assert checked >= 20, "too few counted moves to test anything"


def test_kittys_counts_no_move():
    assert get_game("kittys").count == "" and counter(get_game("kittys")) is None


def test_a_wrong_pick_counts_on_one_step_at_a_time_on_the_line():
    asked = adding(40, 10, 0, 100, 10, by=10)
    assert asked.question == "40 + 10 = ?" and asked.steps == (40, 50) and 50 in asked.choices
    wrong = next(c for c in asked.choices if c != 50)
    line = asked.line(counted=1, wrong=wrong)
    assert line["kind"] == "line" and line["hops"] == [[40, 50]]
    tones = {(m["at"], m["tone"]) for m in line["marks"]}
    assert {(40, "from"), (wrong, "wrong"), (50, "to")} <= tones
    assert adding(5, -2, 0, 9).steps == (5, 4, 3) and adding(5, -2, 0, 9).question == "5 - 2 = ?"
    assert asked.line()["hops"] == []
    assert all("label" not in m for m in line["marks"])  # every mark sits on a labelled tick
    between = adding(12, 3, 0, 20, 5).line()["marks"]
    assert {m["at"]: m.get("label") for m in between}[15] is None  # 15 is a labelled tick
    assert {m["at"]: m.get("label") for m in between}[12] == "12"  # 12 is not


def test_the_same_question_does_not_always_put_its_answer_in_the_same_place():
    asked = adding(40, 10, 0, 100, 10, by=10)
    places = {asked.arranged(place_rng(1, moves)).choices.index(50) for moves in range(30)}
    assert places == {0, 1, 2}


def asked_in_games(game_id: str, games: int = 300):
    """(match, seat, question) for every question the table asks in ``games`` seeded games,
    arranged as the table arranges them (random legal moves: each game's own mix of
    questions): first, at each decision, where the game predicts; else of each move played."""
    game = get_game(game_id)
    count, predict = counter(game), predictor(game)
    for match, seat, move in positions(game_id, games):
        moves = len(match.history)
        if predict is not None:
            legal = [(m, match.check(m, seat)) for m in match.legal_moves(seat)]
            questions = predict(match.view(seat), legal)
            asked = predict_rng(match.seed, moves).choice(questions) if questions else None
        else:
            asked = count(match.view(seat), move, match.check(move, seat))
        if asked is not None:
            yield match, seat, asked.arranged(place_rng(match.seed, moves))


@pytest.mark.parametrize("game_id", COUNTED)
def test_the_answer_s_place_is_uniform_and_each_wrong_choice_names_a_real_mistake(game_id):
    places, mistakes = Counter(), Counter()
    for _, _, asked in asked_in_games(game_id):
        places[asked.choices.index(asked.answer)] += 1
        assert asked.steps[0] != asked.answer, f"the line starts on the answer: {asked}"
        mistakes.update(asked.mistake(c) for c in asked.choices if c != asked.answer)
    total = sum(places.values())
    shares = {place: round(100 * n / total, 1) for place, n in sorted(places.items())}
    print(f"| {game_id} | {total} | {shares[0]}% | {shares[1]}% | {shares[2]}% | ", end="")
    print(", ".join(f"{tag} {n}" for tag, n in mistakes.most_common()) + " |")
    assert total >= 100, "too few questions to tell"
    assert all(28 <= share <= 38 for share in shares.values()), shares
    assert set(mistakes) <= set(MISTAKES)
    # the game's own mistake is offered: Kittens in Space adopts down its stacks, and a child
    # who counts up for "less" went the wrong way. The ring's ones digit is the card that
    # fits ("9 + 2 = 11": 1), never a wrong choice: no "no-loop" (the tickets' 11 for 1 is).
    tags = {
        "feed-the-kitten": "ten-less",
        "kittens-in-space": "wrong-way",
        "meow-10": "left-one-out",
    }
    assert tags.get(game_id, "too-far") in mistakes
    assert "no-loop" not in mistakes


def card_number(match, seat: int, move) -> int:
    """The number a lit move makes, as the child reads it on the table: the card itself
    (on the ring its ones: 11 is the card 1), or in Kombat the treasure after the capture."""
    view = match.view(seat)
    if match.game.id == "feed-the-kitten":
        return move.card
    if match.game.id == "kittens-in-space":
        return move.card % 10
    if match.game.id == "kittens-in-space-solo":
        return view.hand[move.slot]
    twin = mathcats.load_match(match.to_json())  # Kombat Kittens
    twin.play(move, seat)
    return twin.view(seat).scores[seat]


@pytest.mark.parametrize("game_id", [g for g in COUNTED if predictor(get_game(g))])
def test_no_wrong_choice_is_the_number_a_lit_card_makes(game_id):
    """A child who picks the number of a card that fits was right: it is never a wrong
    choice (on the ring, 1 for "9 + 2": the card 1 fits). The cards lit are the table's
    own (``lit_by``); Meow 10 asks after the card and lights none."""
    lit_some = 0
    for match, seat, asked in asked_in_games(game_id, games=40):
        made = {card_number(match, seat, move) for move in lit_by(match, seat, asked)}
        wrong = set(asked.choices) - {asked.answer}
        assert not wrong & made, f"{asked.question} offers {wrong & made}: a lit card makes it"
        lit_some += bool(made)
    assert lit_some >= 50, "too few questions that light a card"


def test_a_seed_replays_the_same_places():
    first = [a.choices for _, _, a in asked_in_games("feed-the-kitten", games=5)]
    assert first == [a.choices for _, _, a in asked_in_games("feed-the-kitten", games=5)]
    assert len(set(first)) > 1


def test_ten_more_offers_ten_less_and_the_ring_never_offers_its_ones_digit():
    ten_more = adding(40, 10, 0, 100, 10, by=10)
    assert dict(ten_more.mistakes)[30] == "ten-less"
    ring = hop_count(9, 1, 2, None, 12)  # "Stack 2 shows 9. What is 2 more?": the card 1 fits
    assert ring.question == "Stack 2 shows 9. What is 2 more?" and ring.answer == 11
    assert ring.found == "9 + 2 = 11: the ones digit is 1" and ring.steps == (9, 10, 11)
    assert dict(ring.mistakes) == {7: "counting-down", 12: "too-far", 10: "off-by-one"}
    assert 1 not in ring.arranged(place_rng(1, 0)).choices
    assert 0 not in {n for n, _ in hop_count(8, 0, 2, None, 12).mistakes}  # 8 + 2 = 10: card 0
