"""The fact sprint at the table: after a game, ``SIZE`` of the game's sprint facts, one at a time.

The facts are the game's own (``Game.sprint``, engine/sprint.py: the paper
sprint's), picked by ``sheet`` so no item repeats. Each asks its number
sentence with a blank ("40 + 10 = ___") and offers three answers to tap: the
right one and the two nearest the sprint has (for "<, =, >": the three signs),
as plain ids; which is right stays here. A tap answers and goes on. Untimed
by default; the teacher's ``sprint_seconds`` gives a timer: the scene's
``tick`` asks the page to say when it runs out, and an answer after it counts
for nothing. At the end: "You got 8 of 10.", kept in the table's record.
"""

from __future__ import annotations

import random
import time

from ..engine.sprint import Fact, sheet
from .actions import Action, Actions, control
from .news import News
from .seat import Seat
from .settings import Settings
from .words import LABELS, TEXT

SIZE = 10  # facts on screen: a short sprint for a child of six
CHOICES = 3  # answers to tap for each fact


class Sprint:
    """The game's fact sprint at one table: its facts, how many are right, its clock."""

    def __init__(self, seat: Seat, settings: Settings, news: News, clock=time.monotonic):
        self.seat, self.settings, self.news, self.clock = seat, settings, news, clock
        self.open = False
        self.facts: list[Fact] = []
        self.at = self.right = 0
        self.started = 0.0
        self.scored = False  # the score is in the record

    def begin(self, seed: int | None = None) -> None:
        """A new sprint: ``SIZE`` facts, none twice (``seed``: which, else any)."""
        seed = random.randrange(1 << 30) if seed is None else seed
        self.facts = sheet(self.seat.match.game.sprint, seed, SIZE)
        self.at = self.right = 0
        self.started = self.clock()
        self.open, self.scored = True, False

    def close(self) -> None:
        self.open = False

    @property
    def done(self) -> bool:
        return self.at >= len(self.facts) or self.left() == 0

    def left(self) -> float | None:
        """Seconds left on the timer (None: untimed)."""
        limit = self.settings.sprint_seconds
        return None if not limit else max(0.0, limit - (self.clock() - self.started))

    def choices(self, fact: Fact) -> list[str]:
        """The answers to tap: the right one and the nearest others the sprint has."""
        answers = {f.answer for f in self.seat.match.game.sprint}
        if not all(a.isdigit() for a in answers):
            return sorted(answers)  # the signs <, =, >
        near = sorted(answers, key=lambda a: (abs(int(a) - int(fact.answer)), int(a)))
        return sorted(near[:CHOICES], key=int)

    def answer(self, label: str) -> None:
        """The child taps ``label`` for the fact on screen; the next one comes."""
        if self.done:
            self.tick()
            return
        fact = self.facts[self.at]
        ok = label == fact.answer
        self.right += ok
        self.at += 1
        said = TEXT["sprint-yes" if ok else "sprint-no"].format(sentence=fact.sentence)
        if self.done:
            self.finish(said)
        else:
            self.news.say([said], "ok" if ok else "no")

    def tick(self) -> None:
        """The page says the timer ran out: the sprint ends if it has."""
        if self.open and self.done and not self.scored:
            self.finish()

    def finish(self, *said: str) -> None:
        """Say the score (after ``said``) and keep it in the table's record (once)."""
        self.scored = True
        score = TEXT["sprint-score"].format(right=self.right, of=len(self.facts))
        self.news.say([*said, score], "ok")
        mode = self.settings.lights
        self.seat.practised.sprinted(self.right, len(self.facts), self.seat.viewer, mode)

    def scene(self, actions: Actions) -> dict:
        """The fact on screen with its answers (ids only), or the score at the end."""
        title = LABELS["sprint"]
        if self.done:
            score = TEXT["sprint-score"].format(right=self.right, of=len(self.facts))
            go = control(actions, "again", LABELS["again"], Action("again"))
            return {"title": title, "score": score, "go": [go], "focus": "again"}
        fact = self.facts[self.at]
        options = [
            control(actions, f"answer-{i}", label, Action("sprint-answer", label))
            for i, label in enumerate(self.choices(fact), 1)
        ]
        left = self.left()
        found = {
            "title": title,
            "step": LABELS["sprint-step"].format(n=self.at + 1, of=len(self.facts)),
            "question": fact.prompt,
            "ask": TEXT["sprint-timed" if left is not None else "sprint-ask"].format(
                seconds=self.settings.sprint_seconds
            ),
            "options": options,
            "go": [],
            "focus": options[0]["id"],
        }
        if left is not None:
            found["tick"] = round(left * 1000) + 50  # the page says when it runs out
        return found
