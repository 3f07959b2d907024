"""The exit ticket at the table: after a game, one form of the game's ticket, one item at a time.

The items are the game's own (``Game.tickets``, engine/quiz.py: the same as
``mathcats.lessons.exit_ticket(game, form)``); the teacher picks the form
(the ``ticket_form`` setting, 1 by default). The scene shows an item's text,
its number line for a story, and its options as plain ids (``option-1``...)
with their labels only: which is right stays here, as every ``Action`` does.
The first answer to an item is kept: a tap after it, a reload or a stale tap
only hears that answer again. A select-all item takes taps, then Done.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..engine import Game
from ..engine.quiz import MISTAKES, Item
from .actions import Action, Actions, control
from .markup import drawn
from .news import News
from .practised import TicketAnswer
from .seat import Seat
from .settings import Settings
from .words import LABELS, TEXT

# What the teacher reads of the tickets answered (``tally``): no child's name.
TEACHER = {
    "line": "Ticket {form}, question {n}: {right} of {of} right.",
    "wrong": "Picked {option} ({times}): {mistake}.",
}


class Ticket:
    """The game's exit ticket at one table: each form's first answers, and where it is."""

    def __init__(self, seat: Seat, settings: Settings, news: News):
        self.seat, self.settings, self.news = seat, settings, news
        self.open = False  # the ticket is on screen
        self.first: dict[int, list[tuple[str, ...] | None]] = {}  # form -> first answers
        self.at: dict[int, int] = {}  # form -> the item on screen (its length: the score)
        self.marked: tuple[str, ...] = ()  # a select-all item's options tapped so far

    @property
    def form(self) -> int:
        return self.settings.ticket_form

    @property
    def items(self) -> tuple[Item, ...]:
        return tuple(self.seat.match.game.tickets[self.form - 1])

    @property
    def answers(self) -> list[tuple[str, ...] | None]:
        """This form's first answers, by item (None: not answered yet)."""
        return self.first.setdefault(self.form, [None] * len(self.items))

    @property
    def offered(self) -> bool:
        """Is there an item of this form left to answer?"""
        return None in self.answers

    def begin(self) -> None:
        """The child starts the ticket (or goes on with it) at its first item not answered."""
        self.open, self.marked = True, ()
        self.at[self.form] = self.answers.index(None) if self.offered else len(self.items)

    def close(self) -> None:
        self.open, self.marked = False, ()

    def answer(self, picked: tuple[str, ...]) -> None:
        """The child answers the item on screen with ``picked``: kept if it is the first."""
        n, item = self.at[self.form], self.items[self.at[self.form]]
        first = self.answers[n]
        if first is not None:
            self.news.say(item.kept(first), "info")
            return
        if not picked:
            self.news.say([TEXT["ticket-none"]], "no")
            return
        labels = [o.label for o in item.options]
        self.answers[n] = tuple(label for label in labels if label in picked)
        self.marked = ()
        answer = self._answer(self.form, n + 1, self.answers[n])
        self.seat.practised.answered(answer, self.seat.viewer, self.settings.lights)
        said = item.feedback(self.answers[n])
        self.news.say(said, "ok" if item.marked(self.answers[n]) else "no")

    def mark(self, label: str) -> None:
        """A select-all item: tap an option on or off (Done answers)."""
        on = label not in self.marked
        self.marked = (*self.marked, label) if on else tuple(m for m in self.marked if m != label)
        self.news.say([TEXT["ticket-marked" if on else "ticket-unmarked"].format(label=label)])

    def go_on(self) -> None:
        """The next item, or the end: how many of the form were right."""
        self.at[self.form] += 1
        self.marked = ()

    def score(self) -> int:
        """This form's items answered right at the first answer."""
        pairs = zip(self.items, self.answers, strict=True)
        return sum(first is not None and item.marked(first) for item, first in pairs)

    def records(self) -> list[TicketAnswer]:
        """Every first answer given here, of every form, in order."""
        found = []
        for form, answers in sorted(self.first.items()):
            for n, first in enumerate(answers, 1):
                if first is not None:
                    found.append(self._answer(form, n, first))
        return found

    def _answer(self, form: int, n: int, first: tuple[str, ...]) -> TicketAnswer:
        item = self.seat.match.game.tickets[form - 1][n - 1]
        wrong = tuple(item.option(o).mistake for o in first if o not in item.answers)
        return TicketAnswer(form, n, first, item.marked(first), wrong)

    def recall(self, answers: Iterable[TicketAnswer]) -> None:
        """The first answers given before (a class table's journal, after a restart)."""
        for answer in answers:
            forms = self.seat.match.game.tickets
            kept = self.first.setdefault(answer.form, [None] * len(forms[answer.form - 1]))
            kept[answer.item - 1] = kept[answer.item - 1] or answer.picked

    # --- the scene -------------------------------------------------------------------

    def scene(self, actions: Actions) -> dict:
        """The ticket on screen: an item and its options (ids only), or the score at the end."""
        items, n = self.items, self.at[self.form]
        if n >= len(items):
            score = TEXT["ticket-score"].format(right=self.score(), of=len(items))
            if self.seat.match.over:
                go = control(actions, "again", LABELS["again"], Action("again"))
            else:  # a class table's ticket in the middle of a game
                go = control(
                    actions, "ticket-close", LABELS["ticket-close"], Action("ticket-close")
                )
            return {"title": LABELS["ticket"], "score": score, "go": [go], "focus": go["id"]}
        item, first = items[n], self.answers[n]
        options = [
            self._option(actions, i, o.label, item, first) for i, o in enumerate(item.options)
        ]
        go = []
        if first is None and item.pick_all:
            go.append(control(actions, "ticket-done", LABELS["ticket-done"], Action("ticket-done")))
        elif first is not None:
            label = LABELS["ticket-next" if n + 1 < len(items) else "ticket-end"]
            go.append(control(actions, "ticket-next", label, Action("ticket-next")))
        story = item.story.picture(solved=first is not None) if item.story else None
        return {
            "title": LABELS["ticket"],
            "step": LABELS["ticket-step"].format(n=n + 1, of=len(items)),
            "question": item.text,
            "ask": TEXT["ticket-all" if item.pick_all else "ticket-one"] if first is None else "",
            "picture": drawn(story),
            "options": options,
            "said": item.feedback(first) if first is not None else [],
            "go": go,
            "focus": go[0]["id"] if first is not None else options[0]["id"],
        }

    def _option(
        self, actions: Actions, i: int, label: str, item: Item, first: tuple[str, ...] | None
    ) -> dict:
        """Option ``i``: its id and label; after the answer, a tick or a cross where it counts."""
        if first is not None:
            do = Action("ticket-kept")
        else:
            do = Action("ticket-mark" if item.pick_all else "ticket-pick", label)
        button = control(actions, f"option-{i + 1}", label, do)
        if first is None:
            return {**button, "picked": label in self.marked}
        right = label in item.answers
        mark = "✓" if right else "✗" if label in first else ""
        words = TEXT["ticket-right" if right else "ticket-wrong"] if mark else ""
        return {**button, "picked": label in first, "mark": mark, "words": words}


def tally(game: Game, answers: Iterable[TicketAnswer]) -> list[dict]:
    """The teacher's counts of first ``answers`` (any seats), per form and item: how many
    answered, how many right, and each wrong option picked, how often, with the mistake it
    shows in the teacher's words (``MISTAKES``); and the same as a line to read."""
    answered: Counter[tuple[int, int]] = Counter()
    right: Counter[tuple[int, int]] = Counter()
    wrong: dict[tuple[int, int], Counter[str]] = {}
    for answer in answers:
        at = (answer.form, answer.item)
        answered[at] += 1
        right[at] += answer.right
        item = game.tickets[answer.form - 1][answer.item - 1]
        wrong.setdefault(at, Counter()).update(o for o in answer.picked if o not in item.answers)
    rows = []
    for form, n in sorted(answered):
        item = game.tickets[form - 1][n - 1]
        picked = [
            {"option": o, "times": k, "mistake": MISTAKES[item.option(o).mistake]}
            for o, k in wrong[(form, n)].most_common()
        ]
        said = [TEACHER["wrong"].format(**w) for w in picked]
        line = TEACHER["line"].format(
            form=form, n=n, right=right[(form, n)], of=answered[(form, n)]
        )
        rows.append(
            {
                "form": form,
                "item": n,
                "question": item.text,
                "answered": answered[(form, n)],
                "right": right[(form, n)],
                "wrong": picked,
                "line": " ".join([line, *said]),
            }
        )
    return rows
