"""The exit ticket at the table (table/ticket.py): after a game, the game's own ticket items,
one at a time, options as plain ids, the first answer kept, forged and stale taps refused."""

from __future__ import annotations

import json

import pytest
from test_session import send

import mathcats
from mathcats.engine import get_game
from mathcats.engine.quiz import MISTAKES
from mathcats.lessons import exit_ticket
from mathcats.table import TableSession
from mathcats.table.settings import FORMS

REAL = mathcats.GAMES
PLAIN = ("label", "id", "tap")  # what differs between two options before an answer


def finished(game_id: str, seed: int = 3, **settings) -> TableSession:
    """A table whose game is over (played to the end by the first legal move of each seat)."""
    game = get_game(game_id)
    match = mathcats.new_match(game_id, players=game.min_players, seed=seed)
    for _ in range(5000):
        if match.over:
            return TableSession(match, humans=[0], delay=0, **settings)
        seat = match.to_move[0]
        match.play(match.legal_moves(seat)[-1], seat)
    raise AssertionError(f"{game_id} did not end")


def ticket(table: TableSession) -> dict:
    return table.scene["ticket"]


def begun(game_id: str, form: int = 1) -> TableSession:
    table = finished(game_id, ticket_form=form)
    party = table.scene["celebrate"]
    assert party["button"]["id"] == "ticket", party  # first, Quick facts and Play again beside
    assert [b["id"] for b in party["more"]] == ["sprint", "again"]
    table.click("ticket")
    return table


def answer(table: TableSession, labels) -> None:
    """Answer the item on screen with the options ``labels`` (Done after a select-all)."""
    ids = {o["label"]: o["id"] for o in ticket(table)["options"]}
    for label in labels:
        table.click(ids[label])
    if ticket(table)["go"] and ticket(table)["go"][0]["id"] == "ticket-done":
        table.click("ticket-done")


def wrong_answer(item) -> list[str]:
    return [next(o.label for o in item.options if not o.right)]


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("game_id", REAL)
def test_the_table_asks_the_games_own_ticket_one_item_at_a_time(game_id, form):
    table = begun(game_id, form)
    items = [exercise.item for exercise in exit_ticket(game_id, form)]
    for n, item in enumerate(items, 1):
        shown = ticket(table)
        assert table.scene["turn"] == "3 questions", "not whose turn: the game waits"
        assert shown["step"] == f"Question {n} of {len(items)}"
        assert shown["question"] == item.text
        assert [o["label"] for o in shown["options"]] == [o.label for o in item.options]
        ids = [f"option-{i}" for i in range(1, 1 + len(item.options))]
        assert [o["id"] for o in shown["options"]] == ids
        answer(table, item.answers)
        assert ticket(table)["said"] == item.feedback(item.answers)
        assert table.scene["status"]["tone"] == "ok"
        table.click("ticket-next")
    assert ticket(table)["score"] == f"You got {len(items)} of {len(items)} right. Well done!"
    assert [a.right for a in table.ticket.records()] == [True] * len(items)


@pytest.mark.parametrize("game_id", REAL)
def test_before_an_answer_nothing_on_the_page_tells_right_from_wrong(game_id):
    table = begun(game_id)
    for item in get_game(game_id).tickets[0]:
        shown = ticket(table)
        plain = [{k: v for k, v in o.items() if k not in PLAIN} for o in shown["options"]]
        assert all(p == plain[0] for p in plain), plain
        page = json.dumps(table.scene)
        for option in item.options:
            assert option.says not in page and MISTAKES.get(option.mistake, "@@") not in page
        assert "right" not in json.dumps(shown["options"]) and "mistake" not in page
        if item.story:  # its number line, with no hop and nothing marked but the start
            assert shown["picture"]["html"] and not shown["picture"].get("hops")
            assert str(item.story.sentence) not in page
        answer(table, item.answers)
        if item.story:
            assert ticket(table)["picture"]["alt"] == item.story.sentence
        table.click("ticket-next")


@pytest.mark.parametrize("game_id", REAL)
def test_the_first_answer_is_kept(game_id):
    table = begun(game_id)
    item = get_game(game_id).tickets[0][0]
    answer(table, wrong_answer(item))
    said = ticket(table)["said"]
    assert table.scene["status"]["tone"] == "no"
    for option in ticket(table)["options"]:  # a re-tap on any option only hears it again
        table.click(option["id"])
        kept = f"Your first answer stays: {wrong_answer(item)[0]}."
        assert table.scene["status"]["lines"][0] == kept
        assert ticket(table)["said"] == said
    (record,) = table.ticket.records()
    assert record.picked == tuple(wrong_answer(item)) and not record.right
    assert record.mistakes == (item.option(wrong_answer(item)[0]).mistake,)
    table.click("ticket-next")
    table.ticket.close()  # a reload or leaving: the ticket starts again where it was
    table.builder.changed()
    table.click("ticket")
    assert ticket(table)["step"] == "Question 2 of 3"
    assert table.ticket.records() == [record]


def test_forged_and_stale_ids_are_refused_and_change_nothing():
    table = begun("feed-the-kitten")
    before, n = table.ticket.records(), table.scene["n"]
    for forged in ("ticket-next", "option-99", "ticket-done-x", "again!"):
        send(table, {"type": "click", "id": forged, "scene": n})
        assert table.scene["status"]["lines"] == ["You cannot tap that now."], forged
    send(table, {"type": "click", "id": "option-1", "scene": n - 1})
    assert table.scene["status"]["lines"] == ["The table changed. Look, then tap again."]
    send(table, {"type": "click", "id": {"label": "20"}, "scene": n})
    assert table.ticket.records() == before and ticket(table)["step"] == "Question 1 of 3"
    assert not any(o["picked"] for o in ticket(table)["options"])


def test_a_select_all_item_is_right_only_with_every_answer_and_nothing_else():
    table = begun("feed-the-kitten")
    item = get_game("feed-the-kitten").tickets[0][0]
    assert item.pick_all
    answer(table, item.answers[:1])  # one of them only
    assert table.ticket.records()[0].right is False
    table = begun("feed-the-kitten")
    table.click("ticket-done")  # nothing tapped: no answer yet
    assert table.scene["status"]["lines"] == ["Tap an answer first."] and not table.ticket.records()
    answer(table, item.answers)
    assert table.ticket.records()[0].right is True


def test_the_teacher_picks_the_form_and_a_bad_one_changes_nothing():
    table = finished("meow-10", ticket_form=2)
    assert table.ticket_form == 2
    with pytest.raises(ValueError):
        table.set("ticket_form", 4)
    assert table.ticket_form == 2
    table.click("ticket")
    assert ticket(table)["question"] == get_game("meow-10").tickets[1][0].text


def test_play_again_leaves_the_ticket_and_a_finished_ticket_is_not_offered_again():
    table = begun("kittys")
    for item in get_game("kittys").tickets[0]:
        answer(table, item.answers)
        table.click("ticket-next")
    table.click("again")
    assert "ticket" not in table.scene and not table.match.over
    assert len(table.ticket.records()) == 3


@pytest.mark.usefixtures("toy_registered")
def test_a_new_game_gets_its_ticket_at_the_table_from_its_record_alone():
    table = begun("count-to-ten")
    assert ticket(table)["question"] == get_game("count-to-ten").tickets[0][0].text
