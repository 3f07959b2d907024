"""The class report: a CSV, one row per table, seat, fact, form and mode.

``mathcats report`` writes it from the class journal (``journal.py``); the
teacher's page downloads the same text from the tables in play. It holds no
names: the table's code and the seat's cat only. Mistakes are by rule, not
by fact: they go in each seat's row with no fact. Exit-ticket answers go in a
row per seat and form: each item's first answer, right or wrong and the
mistake it shows. Fact sprint scores ("8 of 10") go in a row per seat.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Iterable

from ..engine import Game, load_match
from ..engine.quiz import MISTAKES
from ..table.lights import LIGHTS
from ..table.practised import OTHER, TEXT, Practised
from .host import ClassHost

# The columns, in order: the heading each has in the CSV.
COLUMNS = {
    "table": "table",
    "cat": "cat",
    "game": "game",
    "fact": "fact",
    "form": "form",
    "mode": "mode",
    "right": "first tries right",
    "tried": "tries",
    "lit": "played with the cards lit",
    "mistakes": "mistakes by rule",
    "hints": "Show me uses",
    "missed": "drew or passed when a card fitted",
    "ticket": "ticket answers",
    "sprint": "fact sprint scores",
}
# A ticket answer in the CSV: the item's number, the options picked, right or not and why.
TICKET = {"right": "{n}: {picked} right", "wrong": "{n}: {picked} wrong ({shown})"}
Table = tuple[str, list[str], Practised]  # a table's code, its cats' names, its record


def journal_tables(rows: Iterable[dict]) -> list[Table]:
    """The tables of the journal's ``rows`` (``Journal.rows``)."""
    found = []
    for row in rows:
        match = load_match(row["save"])
        found.append((row["code"], match.names, Practised.from_data(match.game, row["records"])))
    return found


def host_tables(host: ClassHost) -> list[Table]:
    """The tables in play now, as the journal keeps them."""
    return [(t.code, t.match.names, t.record()) for t in host.tables.values()]


def _fact(game: Game, key: str) -> str:
    return "" if key == "" else TEXT["other"] if key == OTHER else game.text[f"fact-{key}"]


def report_csv(tables: Iterable[Table]) -> str:
    """The report's CSV text for ``tables``."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(COLUMNS.values()), lineterminator="\n")
    writer.writeheader()
    for code, names, record in tables:
        cells: dict[tuple, Counter[str]] = {}
        mistakes: dict[tuple, list[str]] = {}
        for (seat, measure, key, mode), n in record.rows.items():
            if measure in ("ticket", "sprint"):
                continue  # below: a row per seat and form, a row per seat
            if measure in ("mistakes", "miscounted"):  # by rule; a Count it number by its tag
                tag = key if measure == "mistakes" else f"count-it {key}"
                mistakes.setdefault((seat, "", mode), []).append(f"{tag}={n}")
                cells.setdefault((seat, "", mode), Counter())
            else:
                cells.setdefault((seat, key, mode), Counter())[measure] += n
        for (seat, key, mode), counts in cells.items():
            row = {
                "table": code,
                "cat": "" if seat is None else names[seat],
                "game": record.game.id,
                "fact": _fact(record.game, key),
                "form": "",
                "mode": LIGHTS.get(mode, mode),
                "mistakes": "; ".join(mistakes.get((seat, key, mode), [])),
                "ticket": "",
                "sprint": "",
            }
            for measure in ("right", "tried", "lit", "hints", "missed"):
                row[measure] = counts[measure] if key else ""
            writer.writerow({COLUMNS[name]: value for name, value in row.items()})
        scores: dict[int | None, list[str]] = {}
        for seat, score in record.sprints():
            scores.setdefault(seat, []).append(score)
        for seat, said in scores.items():
            row = {name: "" for name in COLUMNS}
            cat = "" if seat is None else names[seat]
            row.update(table=code, cat=cat, game=record.game.id, sprint="; ".join(said))
            writer.writerow({COLUMNS[name]: value for name, value in row.items()})
        for (seat, form), said in _tickets(record).items():
            row = {name: "" for name in COLUMNS}
            cat = "" if seat is None else names[seat]
            row.update(table=code, cat=cat, game=record.game.id, form=form, ticket="; ".join(said))
            writer.writerow({COLUMNS[name]: value for name, value in row.items()})
    return out.getvalue()


def _tickets(record: Practised) -> dict[tuple, list[str]]:
    """Each seat's exit-ticket answers by form: "2: 30, 90 wrong (took ten less ...)"."""
    found: dict[tuple, list[str]] = {}
    for seat, answer in sorted(
        record.answers(), key=lambda sa: (sa[0] or 0, sa[1].form, sa[1].item)
    ):
        picked = ", ".join(answer.picked)
        shown = "; ".join(MISTAKES[tag] for tag in answer.mistakes)
        said = TICKET["right" if answer.right else "wrong"].format(
            n=answer.item, picked=picked, shown=shown
        )
        found.setdefault((seat, answer.form), []).append(said)
    return found
