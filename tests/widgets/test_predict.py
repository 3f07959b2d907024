"""Count it asks the number first: each game's question before any card, worked out here.

At seeded positions of each game that predicts, the question is read from
the table (the pile, a stack's top, the winner's treasure) and its answer
worked out from the game's rulebook here, never from the Count. The right
number lights exactly the cards whose legal move makes it (from the
engine's legal moves); a wrong one counts on first; forged and stale ids
change nothing; a seed asks the same.
"""

from __future__ import annotations

import random
import re

import pytest

import mathcats
from mathcats.engine import get_game
from mathcats.table.session import LABELS, TEXT, TableSession

PREDICTS = ["feed-the-kitten", "kittens-in-space", "kittens-in-space-solo", "kombat-kittens"]


def tappable(scene: dict) -> list[dict]:
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return [i for i in scene.get("hand", []) + zones + scene.get("actions", []) if i.get("tap")]


def asked_positions(game_id: str, wanted: int = 8, seeds: int | range = 20):
    """Saves of seeded games (seeded random legal moves for every seat) at the child's
    decisions that Count it asks about first, at most ``wanted`` per seed."""
    game = get_game(game_id)
    for seed in seeds if isinstance(seeds, range) else range(seeds):
        match = mathcats.new_match(game_id, players=game.min_players, seed=seed, **game.short)
        rng, found = random.Random(seed), 0
        while not match.over and found < wanted and len(match.history) < 400:
            seat = match.to_move[0]
            if seat == 0:
                save = match.to_json()
                if "count" in TableSession(mathcats.load_match(save), lights="count").scene:
                    found += 1
                    yield save
            match.play(rng.choice(match.legal_moves(seat)), seat)


def expected(table: TableSession, question: str) -> tuple[int, set[str]]:
    """The question's answer by the game's rules, and the taps of the moves that make it."""
    m, game_id = table.match, table.match.game.id
    view, legal = m.view(0), m.legal_moves(0)
    if game_id == "feed-the-kitten":
        if question == f"The pile shows {view.top}. What is ten more?":
            answer = view.top + 10
        else:
            assert question == f"What makes 100 with {view.top}?", question
            answer = 100 - view.top
        makes = [move for move in legal if getattr(move, "card", None) == answer]
    elif game_id == "kombat-kittens":
        found = re.fullmatch(r"Treasure (\d+) \+ worth (\d+) = \?", question)
        a, b = int(found[1]), int(found[2])
        battle = view.battle
        assert a == view.scores[battle.winner], "the winner's treasure"
        loser = battle.fighters.index(battle.loser)
        values = [card % 10 for card in battle.played[loser]]  # a card's treasure: its ones
        assert b in values
        answer = a + b
        makes = [move for move in legal if values[move.card] == b]
    else:
        found = re.fullmatch(r"Stack (\d) shows (\d+)\. What is (\d) (more|less)\?", question)
        stack, top, step = int(found[1]) - 1, int(found[2]), int(found[3])
        answer = top + step if found[4] == "more" else top - step
        if game_id == "kittens-in-space":
            assert top == view.tops[stack] % 10 and stack not in view.played_stacks
            right = bool(view.played_stacks) and view.played_stacks[0] > view.save_em
            if view.played_stacks:  # after a first card: only its side of Save 'Em is open
                assert (stack > view.save_em) == right, (question, view.played_stacks)
            assert found[4] == {"rescue": "more", "adopt": "less"}[view.sides[stack]]
            cards = {c for c in view.hand if c % 10 == answer % 10}  # round the ring: ones
            makes = [  # a card stacked (not a free adoption, which makes no hop)
                mv for mv in legal if mv.kind == "stack" and mv.stack == stack and mv.card in cards
            ]
        else:
            assert top == view.stacks[stack] and 0 <= answer <= 9
            makes = [
                mv
                for mv in legal
                if getattr(mv, "stack", None) == stack and view.hand[mv.slot] == answer
            ]
    return answer, {path[0] for move in makes for path in table.adapter.paths(move)}


def lit_taps(table: TableSession) -> set[str]:
    return {i["tap"] for i in tappable(table.scene) if i["lit"]}


@pytest.mark.parametrize("game_id", PREDICTS)
def test_the_number_is_asked_first_and_a_right_one_lights_the_cards_that_make_it(game_id):
    lit_some = none = 0
    for save in asked_positions(game_id):
        table = TableSession(mathcats.load_match(save), delay=0, lights="count")
        count = table.scene["count"]
        answer, taps = expected(table, count["question"])
        labels = [b["label"] for b in count["buttons"]]
        assert len(set(labels)) == 3 and labels.count(str(answer)) == 1, (count, answer)
        assert not lit_taps(table) and table.scene["think"], "nothing lit before the number"
        before = len(table.match.history)
        table.click(count["buttons"][labels.index(str(answer))]["id"])
        assert "count" not in table.scene and len(table.match.history) == before
        assert lit_taps(table) == taps, (count["question"], taps)
        lines = table.scene["status"]["lines"]
        if taps:
            lit_some += 1
            assert TEXT["count-makes"] in lines and "think" not in table.scene
        else:  # no card makes it: said plainly, and the table goes on as After a try
            none += 1
            assert TEXT["count-none"] in lines and table.scene["think"]
    assert lit_some, f"{game_id}: no position where a card makes the number ({none} none)"


@pytest.mark.parametrize("game_id", PREDICTS)
def test_a_wrong_number_counts_on_then_lights_the_same_cards(game_id):
    save = next(asked_positions(game_id, wanted=1))
    table = TableSession(mathcats.load_match(save), delay=0, lights="count")
    count = table.scene["count"]
    answer, taps = expected(table, count["question"])
    wrong = next(b for b in count["buttons"] if b["label"] != str(answer))
    table.click(wrong["id"])
    assert [b["id"] for b in table.scene["count"]["buttons"]] == ["count-hop", "count-here"]
    table.click("count-here")  # stopped where the token starts: the table counts on with them
    hops = 0
    while "count" in table.scene:
        assert [b["label"] for b in table.scene["count"]["buttons"]] == [LABELS["count-next"]]
        assert not lit_taps(table), "lit before the count ends"
        table.click("count-next")
        hops += 1
    assert hops >= 1 and lit_taps(table) == taps
    lines = table.scene["status"]["lines"]
    assert lines[0].endswith(f"... {answer}"), f"the count ends on {answer}, said: {lines}"
    assert sum(table.practised.total("miscounted").values()) == 1


@pytest.mark.parametrize("game_id", PREDICTS)
def test_forged_and_stale_ids_change_nothing_while_the_number_is_asked(game_id):
    save = next(asked_positions(game_id, wanted=1))
    table = TableSession(mathcats.load_match(save), delay=0, lights="count")
    scene = table.scene
    asked = table.decision.asked
    for message in (
        {"type": "click", "id": "count-7", "scene": scene["n"]},  # forged
        {"type": "click", "id": "count-0", "scene": scene["n"] - 1},  # stale
        {"type": "click", "id": "count-next", "scene": scene["n"]},  # not on screen yet
        {"type": "click", "id": 3, "scene": scene["n"]},
    ):
        table.handle(message)
        assert table.scene["status"]["tone"] == "no", message
        assert table.decision.asked is asked and table.scene["count"] == scene["count"]
        assert not lit_taps(table) and not table.practised.total("miscounted")
    table.click(scene["count"]["buttons"][0]["id"])
    table.handle({"type": "click", "id": "count-0", "scene": scene["n"]})  # the old scene's
    assert table.scene["status"]["tone"] == "no"


@pytest.mark.parametrize("game_id", PREDICTS)
def test_a_seed_asks_the_same_question_with_its_answer_in_the_same_place(game_id):
    saves = list(asked_positions(game_id, wanted=3, seeds=3))
    asked = [TableSession(mathcats.load_match(s), lights="count").scene["count"] for s in saves]
    again = [TableSession(mathcats.load_match(s), lights="count").scene["count"] for s in saves]
    assert asked == again and len({a["question"] for a in asked}) > 1


def test_kittens_in_space_round_the_ring_says_both_the_sum_and_the_card():
    for save in asked_positions("kittens-in-space", wanted=20, seeds=20):
        table = TableSession(mathcats.load_match(save), delay=0, lights="count")
        question = table.scene["count"]["question"]
        found = re.fullmatch(r"Stack \d shows (\d+)\. What is (\d) more\?", question)
        if not found or int(found[1]) + int(found[2]) < 10:
            continue
        total = int(found[1]) + int(found[2])
        table.click(
            next(b["id"] for b in table.scene["count"]["buttons"] if b["label"] == str(total))
        )
        said = " ".join(table.scene["status"]["lines"])
        assert f"= {total}" in said and f"ones digit is {total - 10}" in said, said
        return
    raise AssertionError("no seeded question goes round the ring")
