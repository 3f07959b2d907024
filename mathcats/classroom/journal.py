"""The class tables' journal: one SQLite row a table, written after every change.

A row holds the game's save (game, seed, options, moves: ``Match.to_json``),
which seats are children's (their seat keys hashed, so a tab gets its seat
back after a restart), the table's state and lights, its mistake, fact and
first-try counts, its records (exit-ticket answers too), the exit ticket's form
asked for, and when it was made and last changed. No names, no personal data:
seats are cats. Tables not changed for ``KEEP_SECONDS`` are dropped when the server
starts (see docs/class.md).
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from .table import ClassTable

FILE = "class-tables.sqlite"
KEEP_SECONDS = 24 * 3600
log = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    save TEXT NOT NULL,
    children INTEGER NOT NULL,
    level TEXT NOT NULL,
    keys TEXT NOT NULL,
    late TEXT NOT NULL,
    started INTEGER NOT NULL,
    paused INTEGER NOT NULL,
    ended INTEGER NOT NULL,
    mistakes TEXT NOT NULL,
    facts TEXT NOT NULL,
    made REAL NOT NULL,
    updated REAL NOT NULL
)
"""
# Columns added since the first journals: an older file gets them, with these defaults.
ADDED = {
    "lights": "TEXT NOT NULL DEFAULT 'always'",
    "first_tried": "TEXT NOT NULL DEFAULT '{}'",
    "first_right": "TEXT NOT NULL DEFAULT '{}'",
    "records": "TEXT NOT NULL DEFAULT 'null'",  # null: a row of an older journal (``records_of``)
    "ticket": "INTEGER",  # the exit ticket's form the teacher asked for (NULL: none)
}
COLUMNS = [
    "code",
    "save",
    "children",
    "level",
    "keys",
    "late",
    "started",
    "paused",
    "ended",
    "mistakes",
    "facts",
    "lights",
    "first_tried",
    "first_right",
    "records",
    "ticket",
    "made",
    "updated",
]
WRITE = (
    f"INSERT INTO tables ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})"
    " ON CONFLICT(code) DO UPDATE SET "
    + ", ".join(f"{c}=excluded.{c}" for c in COLUMNS if c not in ("code", "made"))
)


def _said(written: Future) -> None:
    """A write that failed goes to the log (the table plays on; its row is older)."""
    if written.exception() is not None:
        log.error("A class table could not be written", exc_info=written.exception())


def rows_of(db: sqlite3.Connection) -> list[dict]:
    """Every table in ``db``, oldest first; an older journal's missing columns as ``ADDED``."""
    cursor = db.execute("SELECT * FROM tables ORDER BY made")
    names = [c[0] for c in cursor.description]
    defaults = {
        "lights": "always",
        "first_tried": "{}",
        "first_right": "{}",
        "records": "null",
        "ticket": None,
    }
    rows = []
    for values in cursor:
        row = {**defaults, **dict(zip(names, values, strict=True))}
        for name in ("keys", "late", "mistakes", "facts", "first_tried", "first_right"):
            row[name] = json.loads(row[name])
        row["records"] = records_of(row)
        for name in ("started", "paused", "ended"):
            row[name] = bool(row[name])
        rows.append(row)
    return rows


def read_rows(folder: Path) -> list[dict]:
    """The journal's tables in ``folder``, read only: nothing dropped, nothing migrated.

    ``mathcats report`` reads it so; no journal there: no tables.
    """
    path = folder / FILE
    if not path.exists():
        return []
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return rows_of(db)
    finally:
        db.close()


def records_of(row: dict) -> list[list]:
    """A row's records (``Practised.data``): [seat, measure, key, mode, count] each.

    A row written before records were kept has only the table's totals: they
    become seatless records (seat None) in the table's lights.
    """
    records = json.loads(row["records"])
    if records is not None:
        return records
    old = {"facts": "facts", "mistakes": "mistakes", "tried": "first_tried", "right": "first_right"}
    return [
        [None, measure, key, row["lights"], n]
        for measure, column in old.items()
        for key, n in row[column].items()
    ]


def data_dir() -> Path:
    """The user's data folder for mathcats (platformdirs)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("mathcats", appauthor=False))


class Journal:
    """The journal file in ``folder``; ``forget`` empties it first."""

    def __init__(self, folder: Path, forget: bool = False):
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / FILE
        # One writer thread: a write (and the disk's sync at a checkpoint, slow on a busy
        # machine) never holds up the server's loop. Rows are made on the loop.
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="class-journal")
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")  # safe in WAL: a power cut loses no table
        self.db.execute(SCHEMA)
        has = {row[1] for row in self.db.execute("PRAGMA table_info(tables)")}
        for name, kind in ADDED.items():
            if name not in has:
                self.db.execute(f"ALTER TABLE tables ADD COLUMN {name} {kind}")
        if forget:
            self.db.execute("DELETE FROM tables")
        self.db.execute("DELETE FROM tables WHERE updated < ?", (time.time() - KEEP_SECONDS,))
        self._written: dict[str, tuple] = {}

    def rows(self) -> list[dict]:
        """Every table kept, oldest first, as ``ClassHost.restore`` reads it."""
        return rows_of(self.db)

    def save(self, table: ClassTable) -> None:
        """Write ``table``'s row, if anything kept in it changed since the last write."""
        m = table.match
        tried, right = table.first_tries()
        record = table.record().data()
        kept = (
            id(m),
            len(m.history),
            tuple(sorted(table.keys.items())),
            tuple(sorted(table.late)),
            table.started,
            table.paused,
            table.ended,
            sum(table.mistakes().values()),
            sum(table.facts().values()),
            table.lights,
            sum(tried.values()),
            sum(right.values()),
            sum(n for *_, n in record),
            table.ticketing,
        )
        if self._written.get(table.code) == kept:
            return
        now = time.time()
        written = self._writer.submit(
            self.db.execute,
            WRITE,
            (
                table.code,
                m.to_json(),
                table.children,
                table.level,
                json.dumps(table.keys),
                json.dumps(sorted(table.late)),
                table.started,
                table.paused,
                table.ended,
                json.dumps(table.mistakes()),
                json.dumps(table.facts()),
                table.lights,
                json.dumps(tried),
                json.dumps(right),
                json.dumps(record),
                table.ticketing,
                now,
                now,
            ),
        )
        written.add_done_callback(_said)
        self._written[table.code] = kept

    def flush(self) -> None:
        """Wait until every row asked for is written."""
        self._writer.submit(lambda: None).result()
