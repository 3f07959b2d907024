"""Helpers for the lesson notebooks: a narrated worked example and small exercises.

The worked example plays a seeded game with computer cats and tells every
move with its reason and number sentence, straight from the engine. An
exercise asks one question with buttons and answers at once with the
engine's own Verdict, so a lesson never re-implements a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from .bots import make_bot
from .engine import IllegalMove, Match, Move, Verdict


def narrate_moves(match: Match, moves: int, bot: str = "greedy") -> Iterator[str]:
    """Let bots play ``moves`` moves of ``match``; yield each told with its reason."""
    bots = {
        seat: make_bot(bot, match.game.id, seed=match.seed + seat) for seat in range(match.players)
    }
    for _ in range(moves):
        if match.over:
            return
        seat = match.to_move[0]
        move = bots[seat].choose(match.view(seat), match.legal_moves(seat))
        yield from explain_move(match, move, seat)


def explain_move(match: Match, move: Move | dict, seat: int | None = None) -> Iterator[str]:
    """Try ``move``: yield why it is allowed and what happened, or why not."""
    seat = match.resolve_seat(seat)
    verdict = match.check(move, seat)
    yield f"{match.names[seat]}: {describe(match.parse_move(move))}"
    yield f"   why: {sentence(verdict)}"
    try:
        events = match.play(move, seat)
    except IllegalMove:
        yield "   So that card stays in the hand. Nothing changed."
        return
    for event in events:
        yield f"   -> {match.narrate(event, None)}"


def describe(move: Move) -> str:
    """A move as a short phrase: 'play 50', 'draw'."""
    data = move.to_json()
    kind = data.pop("kind")
    return " ".join([kind, *(_value(v) for v in data.values())])


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return " ".join(str(v) for v in value.values() if v is not None) or "rainbow"
    return str(value)


def sentence(verdict: Verdict) -> str:
    return f"{verdict.words} ({verdict.maths})" if verdict.maths else verdict.words


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

    def answer(self, option: Any) -> str:
        """The feedback a child sees after choosing ``option``."""
        verdict = self.judge(option)
        if self.right(option):
            self.found.add(self.options.index(option))
            left = len(self.answers) - len(self.found)
            more = f" Find {left} more." if left else " You found them all!"
            return f"Yes! {sentence(verdict)}{more}"
        return f"Not this one. {sentence(verdict)}"

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
