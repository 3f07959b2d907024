"""What a game tells the teacher: its objective, standards and the moves to teach it.

A game's ``guide.py`` holds one :class:`Guide`; its record carries it
(``Game.guide``). The teacher's guide, the lessons and the note for home read
it from there, so a new game brings its own plan and edits no shared file.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

CODE = re.compile(r"^(?:K|[1-8])\.[A-Z]{1,3}\.[A-Z]\.\d+$")  # a Common Core code: 1.NBT.C.5


class Standard(NamedTuple):
    """A Common Core code and the part of it the game really practises."""

    code: str
    covers: str


@dataclass(frozen=True)
class Guide:
    """A game's teaching plan, in the teacher's words (the objective in the child's).

    - ``objective``: what the child can do, as "I can ..." sentences;
    - ``standards``: ``(code, the part it covers)``, e.g.
      ``("1.NBT.C.5", "ten more, from a decade")``;
    - ``vocabulary``: a word the lesson uses -> what it means there;
    - ``warm_up``: a one- or two-minute fluency warm-up before playing;
    - ``reteach``: a mistake type (a value of the record's ``mistakes``), or a
      misconception no rule refuses, named in words -> a move to reteach it;
    - ``home_questions``: three questions for a grown-up at home to ask, each saying which
      line it means where a number line is meant ("on the ring", "on the 0-9 line");
    - ``home_learning``: what the child is learning, for a parent;
    - ``home_game``: one short game to play at home with ordinary playing cards;
    - ``misconceptions``: the name of its reteach move -> what to watch for, quoting
      the table's refusal; every one has its reteach move.
    """

    objective: tuple[str, ...]
    standards: tuple[Standard, ...]
    vocabulary: Mapping[str, str]
    warm_up: str
    reteach: Mapping[str, str]
    home_questions: tuple[str, str, str]
    home_learning: str
    home_game: str
    # The rest of the plan the teacher's guide shows for the game (Markdown).
    sessions: tuple[str, ...] = ()  # the focus of each of the four sessions
    launch: str = ""  # launch / explore / discuss
    misconceptions: Mapping[str, str] = field(default_factory=dict)
    easier: str = ""  # easier and harder
    projector: str = ""  # the projector steps, the table's buttons in bold

    def __post_init__(self) -> None:
        object.__setattr__(self, "standards", tuple(Standard(*s) for s in self.standards))
        wrong = [s for s in self.objective if not s.startswith("I can ")]
        if not self.objective or wrong:
            raise ValueError(f"An objective is one or more 'I can ...' sentences: {wrong}")
        codes = [s.code for s in self.standards if not CODE.match(s.code)]
        if not self.standards or codes:
            raise ValueError(f"Each standard is a Common Core code and its part: {codes}")
        untaught = [name for name in self.misconceptions if name not in self.reteach]
        if untaught:
            raise ValueError(f"Each misconception needs a reteach move: {untaught}")
        if len(self.home_questions) != 3:
            raise ValueError("A guide has three questions for home.")
