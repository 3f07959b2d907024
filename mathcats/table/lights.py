"""Think first: when the table lights the cards that fit, and the Count it step.

The teacher's ``lights`` setting (``LIGHTS``): ``always`` lights every card
that fits; ``after-try`` lights nothing until the child has tried: a move
that fits is simply played; a first miss says why in that card's own
numbers; a second miss in the same decision starts counting on from the
number on the table (the Count it line), and then the cards that fit light
up (as they do after Show me). ``count`` is the same, and before a move the
game counts (``engine/count.py``) lands, the child picks the number it makes
from three; a wrong pick starts counting on, and then the move is played.

Counting on is the child's own (``Asked``): each Hop moves the token a tick
along the line (never past its end), and Here stops it. The number it stands
on is the child's answer: right, the move lands (or the cards light); wrong,
the table counts on with the child from the first number, a step a Count on,
to the answer. Nothing blocks the game: every button always does something.

In both, a game's question about a result (``Adapter.question``, Kittys:
was your card good?) is asked before the table tells it (``Held``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import Event, Move, Verdict
from ..engine.count import Count
from ..engine.scene import Question

ALWAYS = "always"  # every card that fits is lit: a bare TableSession's setting, a first game's
# Where children learn (the setup page, Make tables, the site) a table starts here.
THINK_FIRST = "after-try"
# The settings, with the words the setup page and the teacher's buttons show.
LIGHTS = {ALWAYS: "Light the cards", "after-try": "After a try", "count": "Count it"}


def lights_value(value: Any) -> str:
    """A ``lights`` setting, checked: one of ``LIGHTS``."""
    if value not in LIGHTS:
        raise ValueError(f"lights must be one of {', '.join(LIGHTS)}, not {value!r}.")
    return value


@dataclass
class Asked:
    """A Count it question on screen: the move it is about, and how far counting on has gone.

    Three steps: the child picks one of the choices (``pick``); after a wrong pick, or
    from the start after a second miss, the child hops (``hop``) and stops (``here``);
    after a wrong stop, the table counts on along the question's steps (``step``).
    """

    move: Move | None  # None: asked before any card (the child predicts)
    verdict: Verdict | None
    count: Count
    picked: tuple[str, ...] = ()  # the ids of the items tapped for the move (shown picked)
    wrong: int | None = None  # the choice picked that is not the answer
    hopped: int = 0  # the child's own hops along ``count.walk()``
    stopped: int | None = None  # the number the child stopped on that is not the answer
    counted: int = 0  # hops the table counted on since
    plays: bool = True  # False: counting on after two misses, which lights the cards, not plays

    @property
    def hopping(self) -> bool:
        """The child hops now (Hop and Here), until stopping."""
        return (self.wrong is not None or not self.plays) and self.stopped is None

    @property
    def at(self) -> int:
        """The number the child's token stands on."""
        return self.count.walk()[self.hopped]

    def pick(self, choice: int) -> bool:
        """The child picks ``choice``: True when it is the answer (else counting on starts)."""
        if choice == self.count.answer:
            return True
        self.wrong = choice
        return False

    def hop(self) -> bool:
        """The child's own hop, a tick on: False at the line's end, where the token stays."""
        if self.hopped + 1 >= len(self.count.walk()):
            return False
        self.hopped += 1
        return True

    def here(self) -> bool:
        """The child stops on ``at``: True when it is the answer (else the table counts on)."""
        if self.at == self.count.answer:
            return True
        self.stopped = self.at
        return False

    def step(self) -> bool:
        """One more hop counted on: True when it reaches the answer."""
        self.counted += 1
        return self.counted >= len(self.count.steps) - 1

    def said(self) -> str:
        """The numbers counted so far: "40... 50"."""
        return "... ".join(map(str, self.count.steps[: self.counted + 1]))

    def line(self) -> dict:
        """The number line picture now: the choices, a wrong pick, the hops made or counted."""
        if self.hopping:
            return self.count.walked(self.hopped, self.wrong)
        choosing = self.plays and self.wrong is None
        wrong = self.wrong if self.stopped is None else self.stopped
        return self.count.line(self.counted, wrong, choices=choosing)

    def taps(self) -> dict[str, int | str | None]:
        """The buttons now, by id: each choice's number; Hop and Here ("hop", "here") while
        the child hops; Count on (None) after a wrong stop."""
        if self.wrong is None and self.plays:
            return {f"count-{n}": choice for n, choice in enumerate(self.count.choices)}
        if self.hopping:
            return {"count-hop": "hop", "count-here": "here"}
        return {"count-next": None}


@dataclass(frozen=True)
class Held:
    """A question about a move's result on screen (Kittys: was your card good?).

    The ``events`` whose words wait for the answer. It goes when the child
    answers, taps anything else or makes their next move: it never holds up
    the game.
    """

    question: Question
    events: tuple[Event, ...]

    def holds(self, event: Event) -> bool:
        return any(held is event for held in self.events)


class Decision:
    """One decision of the viewer: its first try, a Show me, and a Count it question asked.

    In Count it the number picked is part of the try: a card that fits with a
    wrong number is not a first try right. When the first try is the move
    Show me pointed at, it is not the child's own: it is not counted.
    """

    def __init__(self):
        self.first: bool | None = None  # was the first move tried allowed (None: none tried yet)
        self.misses = 0  # moves tried that do not fit
        self.lit = False  # the cards that fit are lit (after counting on, or Show me)
        self.shown: Move | None = None  # the move Show me pointed at before any try
        self.own = True  # the first try was the child's own (not the move shown)
        # Count it: was the first number picked right, by what it is about (None: the move)
        self.numbers: dict[str | None, bool] = {}
        self.asked: Asked | None = None
        self.predicted = False  # the question before the card was asked in this decision
        self.only: frozenset[Move] | None = None  # lit by the number found: the moves that make it

    def tried(self, ok: bool, move: Move | None = None) -> None:
        if self.first is None:
            self.first, self.own = ok, not ok or move != self.shown
        self.misses += not ok

    def counted(self, about: str | None, right: bool) -> bool:
        """A number picked (or stopped on) for a question about ``about``: the first one is
        its try. True when this was the first."""
        first = about not in self.numbers
        self.numbers.setdefault(about, right)
        return first

    def hinted(self, move: Move) -> None:
        """Show me points at ``move``: tried first, it will not count as the child's own."""
        if self.first is None:
            self.shown = move

    def tries(self, rule: str) -> list[tuple[str, bool]]:
        """The first tries the decision adds, as (a rule or event kind, right first) pairs.

        The move's ``rule``, unless it was shown; the number picked, under the
        kind its question is about (``Count.about``) when that is not the move's (the
        first number picked in the decision, even for a question left unanswered). A
        number predicted about the move's own rule is its try: the move adds no other.
        """
        numbers = [(about, right) for about, right in self.numbers.items() if about is not None]
        if not self.own or (self.predicted and rule in self.numbers):  # asked first: its try
            return numbers
        return [(rule, self.first is not False and self.numbers.get(None, True)), *numbers]

    def ask(
        self, move: Move, verdict: Verdict, count: Count | None, picked: tuple[str, ...]
    ) -> bool:
        """Ask ``count`` (the game's question, None: not counted) before ``move``: True if asked.

        ``picked``: the ids of the items tapped for it.
        """
        if count is not None:
            self.asked = Asked(move, verdict, count, picked)
        return count is not None

    def predict(self, count: Count) -> None:
        """Ask ``count`` before any card: the number first (once a decision)."""
        self.predicted, self.asked = True, Asked(None, None, count)

    def count_on(self, move: Move | None, verdict: Verdict | None, count: Count | None) -> None:
        """After a second miss: count on along ``count`` (to ``move``, which fits), then light.

        None (no move that fits is counted): the cards light at once.
        """
        if count is None:
            self.lit = True
        else:
            self.asked = Asked(move, verdict, count, plays=False)

    @property
    def picked(self) -> tuple[str, ...]:
        """The items shown picked while a question is asked."""
        return self.asked.picked if self.asked is not None else ()
