"""What one table's children practised: the facts met and the mistakes tried.

Teacher mode's "Class summary" shows it. A game's record says what counts
(``Game.facts``: an allowed rule id or an event kind, and ``Game.mistakes``:
a refused rule id, each named in its TEXT). The record lives in the table
session only: nothing is stored on the server or tied to a name, a new game
starts a new one, and closing the tab forgets it (see docs/widgets.md).

First tries: a decision is a child's turn from the first tap that asks the
rules until a move is made. When the move's rule is a fact, the record
keeps whether the first move the child tried was allowed, with its number
right in Count it (``tried``, ``right``). A first try of the move Show me
pointed at is not the child's own: it is not counted. A Count it number
about another fact (``Count.about``) is counted under that fact.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..engine import Event, Game, Verdict
from ..engine.text import counted

# The summary's own words (the teacher reads them).
TEXT = {
    "title": "Class summary",
    "facts": "Facts met",
    "mistakes": "Mistakes tried",
    "first": "First try right",
    "first-line": "{what}: {right} of {tried}.",
    "none": "Nothing yet.",
    "times": "{what}: {times}.",
    "noun-time": "time",
}


class Practised:
    """The counts for one match of ``game``, in the order first met."""

    def __init__(self, game: Game):
        self.game = game
        self.facts: Counter[str] = Counter()
        self.mistakes: Counter[str] = Counter()
        self.tried: Counter[str] = Counter()  # decisions that ended in a fact's move
        self.right: Counter[str] = Counter()  # of those, the ones whose first try was allowed

    def played(self, verdict: Verdict, tries: Iterable[tuple[str, bool]] = ()) -> None:
        """A child's move was made: its rule may be a fact.

        ``tries``: the decision's first tries, (a rule or event kind, right first) each.
        """
        self._count(self.facts, self.game.facts.get(verdict.rule))
        for key, right in tries:
            fact = self.game.facts.get(key)
            self._count(self.tried, fact)
            self._count(self.right, fact if right else None)

    def met(self, events: Iterable[Event], seats: Iterable[int]) -> None:
        """A move's events: those about one of ``seats`` (the children) may be facts."""
        children = set(seats)
        for event in events:
            if getattr(event, "seat", None) in children:
                self._count(self.facts, self.game.facts.get(event.kind))

    def refused(self, verdict: Verdict) -> None:
        """A child tapped something the rules refused: its rule may be a mistake type."""
        self._count(self.mistakes, self.game.mistakes.get(verdict.rule))

    @staticmethod
    def _count(counts: Counter[str], key: str | None) -> None:
        if key is not None:
            counts[key] += 1

    def scene(self) -> dict:
        """The summary for the teacher's panel: headings, facts, mistakes with their notes."""
        text = self.game.text

        def line(what: str, n: int) -> str:
            return TEXT["times"].format(what=what, times=counted(n, TEXT["noun-time"]))

        mistakes = sorted(self.mistakes.items(), key=lambda kv: -kv[1])  # most tried first
        return {
            "title": TEXT["title"],
            "facts_label": TEXT["facts"],
            "mistakes_label": TEXT["mistakes"],
            "first_label": TEXT["first"],
            "none": TEXT["none"],
            "facts": [line(text[f"fact-{key}"], n) for key, n in self.facts.items()],
            "first": first_lines(text, self.tried, self.right),
            "mistakes": [
                {"words": line(text[f"mistake-{key}"], n), "note": text[f"note-{key}"]}
                for key, n in mistakes
            ],
        }


def first_lines(text, tried: Counter[str], right: Counter[str]) -> list[str]:
    """ "Ten more: 3 of 4." for each fact decided, in the game's ``text``.

    A game where no try can be wrong (``first-none`` in its text) says so instead.
    """
    if "first-none" in text:
        return [text["first-none"]]
    return [
        TEXT["first-line"].format(what=text[f"fact-{key}"], right=right[key], tried=n)
        for key, n in tried.items()
    ]
