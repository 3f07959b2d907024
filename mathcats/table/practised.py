"""What one table's children practised, seat by seat: facts met, first tries, mistakes.

Teacher mode's "Class summary" shows it. A game's record says what counts
(``Game.facts``: an allowed rule id or an event kind, and ``Game.mistakes``:
a refused rule id, each named in its TEXT). The record lives in the table
session only: nothing is stored on the server or tied to a name, a new game
starts a new one, and closing the tab forgets it (see docs/widgets.md).

Every count is kept by seat, by what it counts (``MEASURES``), by fact or
mistake, and by the lights the child played in (the mode, ``lights.py``):
on a shared screen each seat has its own record.

First tries: a decision is a child's turn from the first tap that asks the
rules until a move is made. When the move's rule is a fact and the child
could think first (the cards were not lit), the record keeps whether the
first move the child tried was allowed, with its number right in Count it
(``tried``, ``right``). With the cards lit it counts the move as ``lit``
and no first try. A first try of the move Show me pointed at is not the
child's own: it is not counted. A Count it number about another fact
(``Count.about``) is counted under that fact, and a wrong number under the
mistake it shows (``miscounted``: a ``MISTAKES`` tag of engine/quiz.py).
A question about a result (Kittys: was your card good?) counts its answer
as a first try of the fact it is about (``asked``), right or not; one left
unanswered is not tried. Each Show me is counted under the fact of the move
it showed (``hints``), and each draw or pass made while a card that fitted
could be played, under that card's fact (``missed``).

An exit ticket's first answers (``ticket.py``) are kept too (``ticket``), one
row each: its key is ``TicketAnswer.key``, form, item, options picked, right or
not and the mistakes shown, so the journal keeps every answer and a restart
knows which were given. A fact sprint's score is kept as a row (``sprint``)
whose key is "8 of 10".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..engine import Event, Game, Verdict
from ..engine.quiz import MISTAKES
from ..engine.text import counted

OTHER = "other"  # the key of a Show me whose move is no fact (a draw, a pass)
# What a record counts, in the order the summary shows them.
MEASURES = (
    "facts",
    "tried",
    "right",
    "lit",
    "hints",
    "missed",
    "mistakes",
    "miscounted",
    "ticket",
    "sprint",
)
Row = tuple[int | None, str, str, str]  # (seat, measure, fact or mistake key, mode)

# The summary's own words (the teacher reads them).
TEXT = {
    "title": "Class summary",
    "facts": "Facts met",
    "mistakes": "Mistakes tried",
    "first": "First try right",
    "lit": "Played with the cards lit (no first tries counted)",
    "hints": "Show me uses",
    "missed": "Drew or passed when a card fitted",
    "first-line": "{what}: {right} of {tried}.",
    "none": "Nothing yet.",
    "times": "{what}: {times}.",
    "noun-time": "time",
    "other": "Other moves",
    "mode": "{line} ({mode})",
    "miscounted": "Count it: {what}",
    "who": "{name}: {line}",
}


@dataclass(frozen=True)
class TicketAnswer:
    """A first answer to item ``item`` (1, 2, 3) of ticket form ``form``: the options
    ``picked``, whether it is ``right``, and the mistake (a ``MISTAKES`` tag) each wrong
    option picked shows."""

    form: int
    item: int
    picked: tuple[str, ...]
    right: bool
    mistakes: tuple[str, ...]

    @property
    def key(self) -> str:
        """The answer as a record's key: "1|2|30+90|wrong|ten-less"."""
        said = ("right" if self.right else "wrong", "+".join(self.mistakes))
        return "|".join((str(self.form), str(self.item), "+".join(self.picked), *said))

    @classmethod
    def of(cls, key: str) -> TicketAnswer:
        form, item, picked, right, mistakes = key.split("|")
        split = lambda text: tuple(text.split("+")) if text else ()  # noqa: E731
        return cls(int(form), int(item), split(picked), right == "right", split(mistakes))


class Practised:
    """The counts for one match of ``game``, seat by seat, in the order first met."""

    def __init__(self, game: Game, rows: Iterable[tuple[Row, int]] = ()):
        self.game = game
        self.rows: Counter[Row] = Counter(dict(rows))

    def total(self, measure: str) -> Counter[str]:
        """One ``measure``'s counts by key, every seat and mode together."""
        totals: Counter[str] = Counter()
        for (_, kind, key, _), n in self.rows.items():
            if kind == measure:
                totals[key] += n
        return totals

    @property
    def facts(self) -> Counter[str]:
        return self.total("facts")

    @property
    def mistakes(self) -> Counter[str]:
        return self.total("mistakes")

    @property
    def tried(self) -> Counter[str]:
        """Decisions that ended in a fact's move, where the child could think first."""
        return self.total("tried")

    @property
    def right(self) -> Counter[str]:
        """Of those, the ones whose first try was allowed."""
        return self.total("right")

    def _count(self, seat: int | None, measure: str, key: str | None, mode: str) -> None:
        if key is not None:
            self.rows[(seat, measure, key, mode)] += 1

    def played(
        self,
        verdict: Verdict,
        tries: Iterable[tuple[str, bool]] = (),
        *,
        seat: int | None,
        mode: str,
        lit: bool,
        fitted: str | None = None,
    ) -> None:
        """``seat``'s move was made in ``mode``: its rule may be a fact.

        ``tries``: the decision's first tries, (a rule or event kind, right first)
        each, counted only when the cards were not ``lit``; ``fitted``: the fact
        of a card that fitted, when the move drew or passed instead.
        """
        fact = self.game.facts.get(verdict.rule)
        self._count(seat, "facts", fact, mode)
        if lit:
            self._count(seat, "lit", fact, mode)
        else:
            for key, right in tries:
                found = self.game.facts.get(key)
                self._count(seat, "tried", found, mode)
                self._count(seat, "right", found if right else None, mode)
        self._count(seat, "missed", fitted, mode)

    def met(self, events: Iterable[Event], seats: Iterable[int], mode: str) -> None:
        """A move's events: those about one of ``seats`` (the children) may be facts."""
        children = set(seats)
        for event in events:
            seat = getattr(event, "seat", None)
            if seat in children:
                self._count(seat, "facts", self.game.facts.get(event.kind), mode)

    def asked(self, kind: str, right: bool, seat: int | None, mode: str) -> None:
        """``seat`` answered a question about an event of ``kind`` (think first): a first try."""
        fact = self.game.facts.get(kind)
        self._count(seat, "tried", fact, mode)
        self._count(seat, "right", fact if right else None, mode)

    def refused(self, verdict: Verdict, seat: int | None, mode: str) -> None:
        """A child tapped something the rules refused: its rule may be a mistake type."""
        self._count(seat, "mistakes", self.game.mistakes.get(verdict.rule), mode)

    def miscounted(self, mistake: str | None, seat: int | None, mode: str) -> None:
        """A Count it number picked wrong, with the mistake it shows (``MISTAKES``; None: right)."""
        self._count(seat, "miscounted", mistake, mode)

    def hinted(self, rule: str, seat: int | None, mode: str) -> None:
        """``seat`` pressed Show me, which showed a move of ``rule``."""
        self._count(seat, "hints", self.game.facts.get(rule, OTHER), mode)

    def answered(self, answer: TicketAnswer, seat: int | None, mode: str) -> None:
        """``seat`` gave ``answer``, a first answer to an exit-ticket item."""
        self._count(seat, "ticket", answer.key, mode)

    def sprinted(self, right: int, of: int, seat: int | None, mode: str) -> None:
        """``seat`` ended a fact sprint with ``right`` of ``of``."""
        self._count(seat, "sprint", f"{right} of {of}", mode)

    def sprints(self) -> list[tuple[int | None, str]]:
        """Every fact sprint's score kept ("8 of 10"), with its seat, as often as it was."""
        rows = [(s, key, n) for (s, kind, key, _), n in self.rows.items() if kind == "sprint"]
        return [(s, key) for s, key, n in rows for _ in range(n)]

    def answers(self) -> list[tuple[int | None, TicketAnswer]]:
        """Every exit-ticket answer kept, with its seat."""
        return [(s, TicketAnswer.of(key)) for s, kind, key, _ in self.rows if kind == "ticket"]

    def fact_of(self, rule: str) -> str | None:
        """The fact a move of ``rule`` practises, if any."""
        return self.game.facts.get(rule)

    def __add__(self, other: Practised) -> Practised:
        return Practised(self.game, (self.rows + other.rows).items())

    def whole(self) -> Practised:
        """The same counts with no seats: the whole table's, for the class's summary."""
        whole = Practised(self.game)
        for (_, measure, key, mode), n in self.rows.items():
            whole.rows[(None, measure, key, mode)] += n
        return whole

    def lines(self, names: list[str], modes: dict[str, str]) -> dict[str, list]:
        """Every figure as the teacher reads it, with its mode and (several seats) its cat.

        ``names``: the seats' cat names; ``modes``: each mode's words.
        """
        text = self.game.text
        several = len({seat for seat, *_ in self.rows}) > 1

        def say(seat: int | None, mode: str, line: str) -> str:
            line = TEXT["mode"].format(line=line.rstrip("."), mode=modes.get(mode, mode)) + "."
            if several and seat is not None:
                return TEXT["who"].format(name=names[seat], line=line)
            return line

        def words(key: str, prefix: str) -> str:
            if prefix == "miscounted":
                return TEXT["miscounted"].format(what=MISTAKES[key])
            return TEXT["other"] if key == OTHER else text[f"{prefix}-{key}"]

        def times(measure: str, prefix: str = "fact") -> list[tuple[str, str, int]]:
            """(key, line, count) for each row of ``measure``; mistakes most tried first."""
            rows = [(row, n) for row, n in self.rows.items() if row[1] == measure]
            if measure in ("mistakes", "miscounted"):
                rows.sort(key=lambda kv: -kv[1])
            found = []
            for (seat, _, key, mode), n in rows:
                what = TEXT["times"].format(
                    what=words(key, prefix), times=counted(n, TEXT["noun-time"])
                )
                found.append((key, say(seat, mode, what), n))
            return found

        first = []
        for (seat, measure, key, mode), n in self.rows.items():
            if measure == "tried":
                right = self.rows[(seat, "right", key, mode)]
                line = TEXT["first-line"].format(what=text[f"fact-{key}"], right=right, tried=n)
                first.append(say(seat, mode, line))
        mistakes = [
            {"words": line, "note": text[f"note-{key}"], "rule": key, "count": n}
            for key, line, n in times("mistakes", "mistake")
        ]
        mistakes += [  # a Count it number picked wrong: the mistake its number shows
            {"words": line, "note": "", "rule": key, "count": n}
            for key, line, n in times("miscounted", "miscounted")
        ]
        return {
            "facts": [line for _, line, _ in times("facts")],
            "first": first,
            "lit": [line for _, line, _ in times("lit")],
            "hints": [line for _, line, _ in times("hints")],
            "missed": [line for _, line, _ in times("missed")],
            "mistakes": mistakes,
        }

    def scene(self, names: list[str], modes: dict[str, str]) -> dict:
        """The summary for the teacher's panel: headings, then each list of figures."""
        return {
            "title": TEXT["title"],
            "facts_label": TEXT["facts"],
            "first_label": TEXT["first"],
            "lit_label": TEXT["lit"],
            "hints_label": TEXT["hints"],
            "missed_label": TEXT["missed"],
            "mistakes_label": TEXT["mistakes"],
            "none": TEXT["none"],
            **self.lines(names, modes),
        }

    def data(self) -> list[list]:
        """The rows as plain data, for the journal: [seat, measure, key, mode, count] each."""
        return [[*row, n] for row, n in self.rows.items()]

    @classmethod
    def from_data(cls, game: Game, data: Iterable[list]) -> Practised:
        """A record again from ``data()``."""
        return cls(game, (((seat, measure, key, mode), n) for seat, measure, key, mode, n in data))
