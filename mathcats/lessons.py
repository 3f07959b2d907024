"""Helpers for the lesson notebooks: a narrated worked example and small exercises.

The worked example plays a seeded game with computer cats and tells every
move in the game's own words: its reason and number sentence, and what
happened, straight from the engine (never a move's code). An exercise asks
one question with buttons and answers at once with the engine's own
Verdict, so a lesson never re-implements a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from .bots import make_bot
from .engine import IllegalMove, Match, Move, Verdict, allowed, refused

# The lessons' own words to a child (each game's words live in its module).
TEXT = {
    "too-big": "That is too many. Count again.",
    "too-small": "That is too few. Count again.",
    "more": "Yes! Find {left} more.",
    "all": "Yes! You found them all!",
    "no": "Not this one.",
}


def narrate_moves(match: Match, moves: int, bot: str = "greedy") -> Iterator[str]:
    """Let bots play ``moves`` moves of ``match``; yield each told with its reason.

    When several seats choose at once (cards face down), that is said first;
    then they are told one after the other.
    """
    bots = {
        seat: make_bot(bot, match.game.id, seed=match.seed + seat) for seat in range(match.players)
    }
    together: set[int] = set()
    for _ in range(moves):
        if match.over:
            return
        waiting = set(match.to_move)
        if len(waiting) > 1 and not waiting <= together:
            names = [match.names[s] for s in match.to_move]
            yield f"{', '.join(names[:-1])} and {names[-1]} choose now, at the same time."
        together = waiting if len(waiting) > 1 else set()
        seat = match.to_move[0]
        move = bots[seat].choose(match.view(seat), match.legal_moves(seat))
        yield from explain_move(match, move, seat)


def explain_move(match: Match, move: Move | dict, seat: int | None = None) -> Iterator[str]:
    """Try ``move``: yield why it is allowed and what happened, or why not, in kid words."""
    seat = match.resolve_seat(seat)
    verdict = match.check(move, seat)
    yield f"{match.names[seat]}: {sentence(verdict)}"
    try:
        events = match.play(move, seat)
    except IllegalMove:
        yield "   Nothing changed."
        return
    for event in events:
        yield f"   -> {match.narrate(event, None)}"


def sentence(verdict: Verdict) -> str:
    return f"{verdict.words} ({verdict.maths})" if verdict.maths else verdict.words


def answer_is(
    answer: Any, words: str, maths: str | None = None, hint: str | None = None
) -> Callable[[Any], Verdict]:
    """A judge for a question with one right ``answer``, told with ``words``.

    A wrong number hears "too many" or "too few"; any other wrong choice, ``hint``.
    """

    def judge(choice: Any) -> Verdict:
        if choice == answer:
            return allowed("right", words, maths)
        if hint is None:
            rule = "too-big" if choice > answer else "too-small"
            return refused(rule, TEXT[rule])
        return refused("try-again", hint)

    return judge


class Exercise:
    """One question with an answer button per option, and instant feedback.

    ``judge(option)`` returns the engine's Verdict for that option; ``right``
    says which options are correct answers (by default the allowed ones).
    """

    def __init__(
        self,
        question: str,
        options: Sequence[Any],
        judge: Callable[[Any], Verdict],
        right: Callable[[Any], bool] | None = None,
        label: Callable[[Any], str] = str,
    ):
        self.question = question
        self.options = list(options)
        self.judge = judge
        self.right = right or (lambda option: judge(option).ok)
        self.label = label
        self.found: set[int] = set()

    @property
    def answers(self) -> list[Any]:
        return [option for option in self.options if self.right(option)]

    def feedback(self, option: Any) -> list[str]:
        """The messages a child reads after choosing ``option``, one line each.

        Yes or no (and how many are left to find), the engine's reason, and
        its number sentence: each one short on its own line.
        """
        verdict = self.judge(option)
        if self.right(option):
            self.found.add(self.options.index(option))
            left = len(self.answers) - len(self.found)
            said = TEXT["more"].format(left=left) if left else TEXT["all"]
        else:
            said = TEXT["no"]
        return [said, verdict.words, *([verdict.maths] if verdict.maths else [])]

    def answer(self, option: Any) -> str:
        """The feedback after choosing ``option``, as the lines of one HTML block."""
        return "<br>".join(self.feedback(option))

    def widget(self):
        """Buttons for the options and a live feedback line (ipywidgets)."""
        import ipywidgets as widgets

        feedback = widgets.HTML(value="", layout=widgets.Layout(min_height="2em"))
        feedback.add_class("mathcats-feedback")

        def clicked(button):
            feedback.value = f'<span role="status">{self.answer(button.option)}</span>'
            button.button_style = "success" if self.right(button.option) else "warning"
            button.icon = "check" if self.right(button.option) else "times"

        buttons = []
        for option in self.options:
            button = widgets.Button(
                description=self.label(option),
                layout=widgets.Layout(width="auto", min_width="56px", height="56px", margin="4px"),
            )
            button.option = option
            button.on_click(clicked)
            buttons.append(button)
        title = widgets.HTML(value=f"<b>{self.question}</b>")
        return widgets.VBox(
            [title, widgets.HBox(buttons, layout={"flex_flow": "row wrap"}), feedback]
        )

    def _ipython_display_(self):
        from IPython.display import display

        display(self.widget())
