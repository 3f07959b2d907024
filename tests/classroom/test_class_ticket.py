"""Class play's exit ticket: the teacher asks it, each child's seat answers on its own device,
the first answer is kept (a re-tap, a restart), the teacher's card counts them as the journal
does, and the report's CSV carries them."""

from __future__ import annotations

import csv
import io

from classhelp import kept_host, lit
from classhelp import tap as tap_frame

from mathcats.classroom.journal import read_rows
from mathcats.classroom.report import host_tables, journal_tables, report_csv
from mathcats.engine import get_game, new_match
from mathcats.engine.quiz import MISTAKES

GAME = "feed-the-kitten"


def tap(table, seat: int, target: str) -> None:
    table.handle(seat, tap_frame(table.sessions[seat].scene, target)["content"])


def answer(table, seat: int, labels) -> None:
    """Seat ``seat`` answers the item on its screen with the options ``labels``."""
    ids = {o["label"]: o["id"] for o in table.sessions[seat].scene["ticket"]["options"]}
    for label in labels:
        tap(table, seat, ids[label])
    if table.sessions[seat].scene["ticket"]["go"][0]["id"] == "ticket-done":
        tap(table, seat, "ticket-done")


def seated(tmp_path):
    host, journal = kept_host(tmp_path)
    table = host.add(new_match(GAME, 3, 1, cans=1), 3, "cat")
    for seat in range(3):
        table.sit(seat)
    return host, journal, table


def test_three_children_answer_and_the_teacher_counts_what_the_journal_keeps(tmp_path):
    host, journal, table = seated(tmp_path)
    host.ticket(None, form=2)
    assert table.state == "ticket" and all(s.ticket.open for s in table.sessions.values())
    item = get_game(GAME).tickets[1][0]
    wrong = [o for o in item.options if not o.right]
    answer(table, 0, item.answers)  # right
    answer(table, 1, [wrong[0].label])  # wrong, then taps again: the first answer stays
    answer(table, 2, [wrong[1].label])
    tap(table, 1, "option-1")
    ticket = table.sessions[1].scene["ticket"]
    assert ticket["said"] == item.feedback((wrong[0].label,))
    (row,) = host.card(table)["ticket"]
    assert (row["form"], row["item"], row["answered"], row["right"]) == (2, 1, 3, 1)
    shown = {w["option"]: w["mistake"] for w in row["wrong"]}
    assert shown == {o.label: MISTAKES[o.mistake] for o in wrong[:2]}
    assert row["line"].startswith("Ticket 2, question 1: 1 of 3 right.")
    summary = host.summary()["ticket"]
    assert [(r["answered"], r["right"]) for r in summary] == [(3, 1)]
    journal.flush()
    (kept,) = read_rows(tmp_path)
    answers = sorted((r[0], r[2]) for r in kept["records"] if r[1] == "ticket")
    assert (
        answers == sorted((seat, a.key) for seat, a in table.record().answers())
        and len(answers) == 3
    )


def test_a_restart_keeps_the_first_answers(tmp_path):
    host, journal, table = seated(tmp_path)
    host.ticket(table.code)
    item = get_game(GAME).tickets[0][0]
    wrong = next(o.label for o in item.options if not o.right)
    answer(table, 0, [wrong])
    journal.flush()
    again, _ = kept_host(tmp_path)  # the server restarts
    back = again.table(table.code)
    session = back.sessions[0]
    assert session.ticket.open and session.ticket.answers[0] == (wrong,)
    assert session.scene["ticket"]["step"] == "Question 2 of 3", "on from the first not answered"
    for target in ("option-1", "ticket-next"):  # nothing goes back to question 1
        tap(back, 0, target)
    assert [a.picked for _, a in back.record().answers() if a.item == 1] == [(wrong,)]


def test_the_csv_carries_each_seat_s_answers_as_the_journal_keeps_them(tmp_path):
    host, journal, table = seated(tmp_path)
    host.ticket(None)
    items = get_game(GAME).tickets[0]
    for seat in range(3):
        for n, item in enumerate(items):
            wrong = [o.label for o in item.options if not o.right]
            answer(table, seat, item.answers if (seat + n) % 2 else wrong[:1])
            tap(table, seat, "ticket-next")
    journal.flush()
    text = report_csv(journal_tables(read_rows(tmp_path)))
    assert text == report_csv(host_tables(host)), "the teacher's download is the same text"
    rows = [r for r in csv.DictReader(io.StringIO(text)) if r["ticket answers"]]
    names = table.match.names
    assert [(r["cat"], r["form"]) for r in rows] == [(names[s], "1") for s in range(3)]
    for seat, row in enumerate(rows):
        said = row["ticket answers"].split("; ")
        kept = sorted((a for s, a in table.record().answers() if s == seat), key=lambda a: a.item)
        assert len(said) == len(kept) == 3
        for line, a in zip(said, kept, strict=True):
            assert line.startswith(f"{a.item}: {', '.join(a.picked)} ")
            assert ("right" in line) == a.right
            for tag in a.mistakes:
                assert MISTAKES[tag] in line


def test_a_forged_ticket_tap_changes_nothing(tmp_path):
    host, _, table = seated(tmp_path)
    host.ticket(table.code)
    before = table.record().answers()
    scene = table.sessions[0].scene
    for forged in ("option-99", "ticket-next", "again"):
        table.handle(0, {"type": "click", "id": forged, "scene": scene["n"]})
    table.handle(0, {"type": "click", "id": "option-1", "scene": scene["n"] - 1})
    assert table.record().answers() == before
    assert table.sessions[0].scene["ticket"]["step"] == "Question 1 of 3"


def test_the_game_waits_for_the_ticket_and_goes_on_after_it(tmp_path):
    host, _ = kept_host(tmp_path)
    table = host.add(new_match(GAME, 3, 1, cans=1), 1, "cat", lights="always")  # a child, two cats
    table.sit(0)
    tap(table, 0, lit(table.sessions[0].scene)[0])  # the child's move: the cats' turn now
    assert table.pacing.due(table.match)
    host.ticket(table.code)
    moves = len(table.match.history)
    host.clock.run()
    assert table.state == "ticket" and len(table.match.history) == moves, "the cats wait"
    host.ticket(table.code, on=False)
    assert table.state == "playing" and not table.sessions[0].ticket.open
    assert "ticket" not in table.sessions[0].scene
    host.clock.run(1)
    assert len(table.match.history) > moves, "the cats go on"


def test_each_seat_s_sprint_score_goes_in_the_journal_and_the_csv(tmp_path):
    _, journal, table = seated(tmp_path)
    table.start()
    for seat in range(2):  # the sprint a child starts at the table (as after a game)
        session = table.sessions[seat]
        session.sprint.begin(seed=seat)
        session.builder.changed()
        for _ in range(len(session.sprint.facts)):
            fact = session.sprint.facts[session.sprint.at]
            ids = {o["label"]: o["id"] for o in session.scene["sprint"]["options"]}
            tap(table, seat, ids[fact.answer] if seat == 0 else next(iter(ids.values())))
    scores = dict(table.record().sprints())
    assert scores[0] == "10 of 10" and 1 in scores and 2 not in scores
    journal.flush()
    text = report_csv(journal_tables(read_rows(tmp_path)))
    rows = {r["cat"]: r["fact sprint scores"] for r in csv.DictReader(io.StringIO(text))}
    names = table.match.names
    assert rows[names[0]] == "10 of 10" and rows[names[1]] == scores[1]
