"""The class report: the CSV read back against the journal; the download is the same text."""

from __future__ import annotations

import csv
import io
import sqlite3

from classhelp import Clock, kept_host, run, serving, teacher_get
from test_class_first_tries import play_first_tries

from mathcats.classroom.host import ClassHost
from mathcats.classroom.journal import FILE, read_rows
from mathcats.classroom.report import COLUMNS, host_tables, journal_tables, report_csv
from mathcats.cli import main
from mathcats.engine import new_match


def test_the_csv_read_back_matches_the_journal_and_the_command(tmp_path, capsys):
    host, journal = kept_host(tmp_path)
    tables = [
        host.add(new_match("feed-the-kitten", 2, seed, cans=1), 1, "cat", lights="always")
        for seed in (1, 2)
    ]
    expected = play_first_tries(host, tables)
    journal.flush()
    assert main(["report", "--data", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    assert printed == report_csv(host_tables(host)), "the download is the command's output"
    rows = list(csv.DictReader(io.StringIO(printed)))
    assert list(rows[0]) == list(COLUMNS.values())
    for table, (tried, _) in zip(tables, expected, strict=True):
        mine = [r for r in rows if r["table"] == table.code]
        assert {r["cat"] for r in mine} == {table.match.names[0]}, "the child's seat only"
        lit = {r["fact"]: int(r["played with the cards lit"]) for r in mine if r["fact"]}
        text = table.match.game.text
        assert lit == {text[f"fact-{k}"]: n for k, n in tried.items()}
        assert all(r["mode"] == "Light the cards" and r["tries"] in ("0", "") for r in mine)
        mistakes = "; ".join(r["mistakes by rule"] for r in mine if r["mistakes by rule"])
        for key, n in table.mistakes().items():
            assert f"{key}={n}" in mistakes
        assert all(r["ticket answers"] == "" and r["form"] == "" for r in mine)
    for row in journal.rows():  # the journal's records, every count in the CSV
        assert row["records"], row["code"]


def test_an_old_journal_s_totals_become_seatless_rows(tmp_path):
    host, journal = kept_host(tmp_path)
    (table,) = host.make("feed-the-kitten", 2, 1, "cat", {}, 1, "after-try")
    journal.flush()
    db = sqlite3.connect(tmp_path / FILE)
    db.execute("ALTER TABLE tables DROP COLUMN records")
    db.execute("UPDATE tables SET first_tried = ?, first_right = ?", ('{"same": 3}', '{"same": 2}'))
    db.commit()
    db.close()
    again, _ = kept_host(tmp_path)
    (row,) = journal_tables(_rows(tmp_path))
    rows = list(csv.DictReader(io.StringIO(report_csv([row]))))
    same = [r for r in rows if r["fact"] == table.match.game.text["fact-same"]]
    assert [(r["cat"], r["tries"], r["first tries right"], r["mode"]) for r in same] == [
        ("", "3", "2", "After a try")
    ]
    assert again.tables[table.code].first_tries() == ({"same": 3}, {"same": 2})


def _rows(folder):
    from mathcats.classroom.journal import Journal

    return Journal(folder).rows()


def test_the_report_reads_the_journal_only_and_keeps_an_old_day(tmp_path, capsys):
    host, journal = kept_host(tmp_path)
    (table,) = host.make("feed-the-kitten", 2, 1, "cat", {}, 1, "after-try")
    journal.flush()
    db = sqlite3.connect(tmp_path / FILE)
    db.execute("UPDATE tables SET updated = 0")  # kept longer than a day: the server drops it
    db.execute("ALTER TABLE tables DROP COLUMN records")  # and an older journal
    db.commit()
    db.close()
    before = (tmp_path / FILE).read_bytes()
    assert main(["report", "--data", str(tmp_path)]) == 0
    capsys.readouterr()
    assert [code for code, *_ in journal_tables(read_rows(tmp_path))] == [table.code]
    assert (tmp_path / FILE).read_bytes() == before, "the report changed the journal"
    assert main(["report", "--data", str(tmp_path / "none")]) == 0
    assert capsys.readouterr().out.splitlines() == [",".join(COLUMNS.values())]


def test_the_download_needs_the_teacher_key_and_is_the_report():
    async def check():
        async with serving() as (host, port):
            host.add(new_match("feed-the-kitten", 2, 1, cans=1), 1, "cat", lights="always")
            got = await teacher_get(port, "/class/teacher/report.csv", host.key)
            assert got.headers["Content-Type"].startswith("text/csv")
            assert got.body.decode() == report_csv(host_tables(host))
            assert next(csv.reader(io.StringIO(got.body.decode()))) == list(COLUMNS.values())

    run(check())


def test_a_count_it_number_picked_wrong_goes_in_the_mistakes_by_its_tag():
    """A Count it mistake (``miscounted``) is no fact: the seat's mistakes row names its tag."""
    (table,) = ClassHost(Clock()).make("feed-the-kitten", 2, 1, "cat", {}, 1, "count")
    record = table.record()
    record.miscounted("off-by-one", 0, "count")
    record.miscounted("off-by-one", 0, "count")
    rows = list(csv.DictReader(io.StringIO(report_csv([(table.code, table.match.names, record)]))))
    (row,) = [r for r in rows if r["mistakes by rule"]]
    assert row["mistakes by rule"] == "count-it off-by-one=2"
    assert row["fact"] == "" and row["cat"] == table.match.names[0]
