"""Feed the Kitten's Count it, asked before the card: ten more, and what makes 100, on a 0-100 line.

"The pile shows 40. What is ten more?" counts on from 40 in tens to 50.
"What makes 100 with 40?" counts back from 100 in tens, 40 of them, to 60
(on 0, with no ten to count back, it counts on from 0 to 100).
What makes 100 is asked when the rules let a pair make 100 (or the pile
shows 0), and not on 50: 50 on 50 is the same number. Same and zero are
not counted: they make no new number.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.count import Count, adding
from .state import Play
from .words import TEXT

LINE = (0, 100, 10)  # the line: 0 to 100 in tens


def asked(top: int, rule: str) -> Count:
    """The question of ``rule`` ("ten-more" or "makes-100") on a pile showing ``top``."""
    if rule == "ten-more":
        more = adding(top, 10, *LINE, by=10)
        question = TEXT["count-ten-more"].format(top=top)
        return replace(more, question=question, about=rule, told=f"{top} + 10 = {top + 10}")
    # counted back from 100, top in tens; on 0 (no ten to count back) on from 0 to 100
    pair = adding(100, -top, *LINE, by=10) if top else adding(0, 100, *LINE, by=10)
    question = TEXT["count-makes-100"].format(top=top)
    return replace(pair, question=question, about=rule, told=f"{top} + {100 - top} = 100")


def predict(view, moves) -> list[Count]:
    """Ten more than the pile, and what makes 100 with it (where the rules allow a pair)."""
    questions = [asked(view.top, "ten-more")] if view.top < 100 else []
    if (view.pairs or view.top == 0) and view.top != 50:
        questions.append(asked(view.top, "makes-100"))
    return questions


def count(view, move, verdict) -> Count | None:
    """Ten more and making 100: the question the card answers."""
    if not isinstance(move, Play) or verdict.rule not in ("ten-more", "makes-100"):
        return None
    return replace(asked(view.top, verdict.rule), about=None)  # about the move's own rule
