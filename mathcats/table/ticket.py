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

from dataclasses import dataclass

from ..engine import Game
from ..engine.quiz import Item
from .actions import Action, Actions, control
from .markup import drawn
from .news import News
from .settings import Settings
from .words import LABELS, TEXT


@dataclass(frozen=True)
class Answer:
    """A first answer to item ``item`` (1, 2, 3) of form ``form``: the options picked,
    whether it is right, and the mistake each wrong option picked shows."""

    form: int
    item: int
    picked: tuple[str, ...]
    right: bool
    mistakes: tuple[str, ...]


class Ticket:
    """The game's exit ticket at one table: each form's first answers, and where it is."""

    def __init__(self, game: Game, settings: Settings, news: News):
        self.game, self.settings, self.news = game, settings, news
        self.open = False  # the ticket is on screen
        self.first: dict[int, list[tuple[str, ...] | None]] = {}  # form -> first answers
        self.at: dict[int, int] = {}  # form -> the item on screen (its length: the score)
        self.marked: tuple[str, ...] = ()  # a select-all item's options tapped so far

    @property
    def form(self) -> int:
        return self.settings.ticket_form

    @property
    def items(self) -> tuple[Item, ...]:
        return tuple(self.game.tickets[self.form - 1])

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

    def records(self) -> list[Answer]:
        """Every first answer given here, of every form, in order."""
        found = []
        for form, answers in sorted(self.first.items()):
            for n, (item, first) in enumerate(
                zip(self.game.tickets[form - 1], answers, strict=True), 1
            ):
                if first is not None:
                    wrong = tuple(item.option(o).mistake for o in first if o not in item.answers)
                    found.append(Answer(form, n, first, item.marked(first), wrong))
        return found

    # --- the scene -------------------------------------------------------------------

    def scene(self, actions: Actions) -> dict:
        """The ticket on screen: an item and its options (ids only), or the score at the end."""
        items, n = self.items, self.at[self.form]
        if n >= len(items):
            score = TEXT["ticket-score"].format(right=self.score(), of=len(items))
            again = control(actions, "again", LABELS["again"], Action("again"))
            return {"title": LABELS["ticket"], "score": score, "go": [again], "focus": "again"}
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
