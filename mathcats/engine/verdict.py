"""A Verdict says whether a move is allowed, and why, in a child's words."""

from __future__ import annotations

from typing import NamedTuple


class Verdict(NamedTuple):
    """The answer to "may I play this?": true when the move is allowed.

    ``rule`` is a short stable id (``"ten-more"``, ``"counting-down"``),
    ``words`` the reason a seven-year-old can read, and ``maths`` a number
    sentence such as ``"40 + 10 = 50"`` where one fits. A named tuple, not a
    frozen dataclass: every checked move makes one, and this is twice as quick.
    """

    ok: bool
    rule: str
    words: str
    maths: str | None = None

    def __bool__(self) -> bool:
        return self.ok

    def to_json(self) -> dict:
        return {"ok": self.ok, "rule": self.rule, "words": self.words, "maths": self.maths}


_new = tuple.__new__  # a Verdict without the named tuple's own __new__: one call fewer a move


def allowed(rule: str, words: str, maths: str | None = None) -> Verdict:
    return _new(Verdict, (True, rule, words, maths))


def refused(rule: str, words: str, maths: str | None = None) -> Verdict:
    return _new(Verdict, (False, rule, words, maths))


class IllegalMove(ValueError):
    """A move the rules do not allow. The match is left exactly as it was."""

    def __init__(self, verdict: Verdict):
        super().__init__(verdict.words)
        self.verdict = verdict
