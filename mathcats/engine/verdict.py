"""A Verdict says whether a move is allowed, and why, in a child's words."""

from __future__ import annotations

from collections.abc import Callable, Mapping
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


def worded(text: Mapping[str, str]) -> tuple[Callable[..., Verdict], Callable[..., Verdict]]:
    """A game's ``allow`` and ``refuse``: ``allowed`` and ``refused`` with words from its ``text``.

    With ``allow, refuse = worded(TEXT)``, ``refuse("hand-full", cards="9 cards")`` is
    ``refused("hand-full", TEXT["hand-full"].format(cards="9 cards"))``. The second
    argument is the number sentence; ``key`` names the words when the rule id does not.
    """

    def verdict(ok: bool) -> Callable[..., Verdict]:
        def say(rule: str, maths: str | None = None, /, *, key: str = "", **words) -> Verdict:
            line = text[key or rule]
            return _new(Verdict, (ok, rule, line.format(**words) if words else line, maths))

        return say

    return verdict(True), verdict(False)


class IllegalMove(ValueError):
    """A move the rules do not allow. The match is left exactly as it was."""

    def __init__(self, verdict: Verdict):
        super().__init__(verdict.words)
        self.verdict = verdict
