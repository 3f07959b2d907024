"""Helpers for the lesson notebooks: a narrated worked example and small exercises.

The worked example plays a seeded game with computer cats and tells every
move in the game's own words: its reason and number sentence, and what
happened, straight from the engine (never a move's code). ``think_aloud``
shows one move's thinking: the hand and the choices as the table names them,
the pick and the reason "Show me" gives. ``best_pick`` is the same position
faded: the child picks. An exercise asks one question with buttons and
answers at once with the engine's own Verdict, so a lesson never
re-implements a rule. ``exit_ticket`` asks a game's three exit-ticket
questions, the ones in the teacher's guide.

At every worked move a lesson draws the table's own picture of it
(``Picture``: the game's picture data, drawn by ``mathcats.pictures``);
``show`` prints the lines and draws the pictures in a notebook.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from html import escape
from typing import Any

from . import pictures
from .bots import make_bot
from .bots.hints import Hint, hint
from .engine import IllegalMove, Match, Move, Verdict, allowed, get_game, listed, refused
from .engine.quiz import answer_is as answer_is  # for the lessons: a question with one answer

# The lessons' own words to a child (each game's words live in its module).
TEXT = {
    "more": "Yes! Find {left} more.",
    "all": "Yes! You found them all!",
    "no": "Not this one.",
    "hand": "{name} has {cards}.",
    "choices": "{name} can pick {choices}.",
    "picks": "{name} picks {pick}.",
    "other": "That fits too. Which one helps {name} most?",
}


class Picture:
    """The table's picture of a position or a move, for a notebook to draw inline.

    ``pic`` is the picture data the table gets from the game's adapter; it is
    drawn by ``pictures.draw`` and styled by the table's own picture rules.
    """

    def __init__(self, pic: dict):
        self.pic = pic

    def html(self, style: bool = True) -> str:
        """The picture in its frame; ``style``: with the picture rules (once a cell is enough)."""
        from .widgets.session import LABELS

        sheet = f"<style>{pictures.css()}</style>" if style else ""
        label = escape(LABELS["picture"])
        drawn = (
            f'<figure class="mc-picture" aria-label="{label}">{pictures.draw(self.pic)}</figure>'
        )
        return f'<div class="{pictures.SCOPE}">{sheet}{drawn}</div>'

    def bundle(self, style: bool = True) -> dict:
        """What a notebook shows: the picture, or its words where there is no HTML."""
        return {"text/html": self.html(style), "text/plain": self.pic.get("alt") or ""}

    def _repr_mimebundle_(self, include=None, exclude=None) -> dict:
        return self.bundle()


def picture(match: Match, seat: int, move: Move | dict | None = None) -> Picture | None:
    """The table's picture for ``seat``: of ``move`` being considered, else of the position."""
    from .widgets.adapters import adapter_for

    verdict = None
    if move is not None:
        move, verdict = match.parse_move(move), match.check(move, seat)
    pic = adapter_for(match.game, match.names).picture(match.view(seat), move, verdict)
    return Picture(pic) if pic else None


def show(lines: Iterable[str | Picture]) -> None:
    """Print each line of a worked example and draw each picture where it comes (notebook)."""
    from IPython.display import display

    styled = False
    for line in lines:
        if isinstance(line, Picture):
            display(line.bundle(style=not styled), raw=True)
            styled = True
        else:
            print(line)


def _pictured(match: Match, seat: int, move: Move | dict) -> Iterator[Picture]:
    shown = picture(match, seat, move)
    if shown is not None:
        yield shown


def narrate_moves(match: Match, moves: int, bot: str = "greedy") -> Iterator[str | Picture]:
    """Let bots play ``moves`` moves of ``match``; yield each told with its reason and picture.

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


def explain_move(
    match: Match, move: Move | dict, seat: int | None = None
) -> Iterator[str | Picture]:
    """Try ``move``: yield why it is allowed, its picture and what happened, or why not."""
    seat = match.resolve_seat(seat)
    verdict = match.check(move, seat)
    yield f"{match.names[seat]}: {sentence(verdict)}"
    yield from _pictured(match, seat, move)
    try:
        events = match.play(move, seat)
    except IllegalMove:
        yield "   Nothing changed."
        return
    yield from _told(match, events)


def _told(match: Match, events) -> Iterator[str]:
    """What followed a move, one event a line."""
    for event in events:
        yield f"   -> {match.narrate(event, None)}"


def choices(match: Match, seat: int | None = None) -> tuple[list[str], dict[str, str]]:
    """The seat's hand and its choices ({first tap: name}), named as the table names them."""
    hand, lit, _ = _scene_names(match, match.resolve_seat(seat))
    return hand, lit


def _scene(match: Match, seat: int) -> tuple[dict, list[dict]]:
    """The table's own scene for ``seat`` (without its widget), and its items."""
    from .widgets.session import TableSession

    scene = TableSession(match, humans=(seat,), delay=1).scene  # delay: no computer moves
    items = [i for zone in scene["zones"] for i in zone["items"]] + scene["hand"] + scene["actions"]
    return scene, items


def _scene_names(match: Match, seat: int) -> tuple[list[str], dict[str, str], dict[str, str]]:
    """The hand's names, the lit taps' names and every tap's name, from the table's scene."""
    scene, items = _scene(match, seat)
    names = {item["tap"]: _name(item) for item in items if item.get("tap")}
    lit = {item["tap"]: _name(item) for item in items if item.get("lit")}
    return [_name(item) for item in scene["hand"]], lit, names


def _name(item: dict) -> str:
    return item.get("name", item["label"])


def show_choices(match: Match, seat: int | None = None) -> Iterator[str]:
    """The seat's hand and the choices the table lights up, in kid words."""
    seat = match.resolve_seat(seat)
    hand, lit = choices(match, seat)
    name = match.names[seat]
    if hand:
        yield TEXT["hand"].format(name=name, cards=listed(hand))
    yield TEXT["choices"].format(name=name, choices=listed(_unique(lit.values()), "or"))


def _unique(names) -> list[str]:
    return list(dict.fromkeys(names))


def _pick(match: Match, seat: int, bot: str) -> tuple[str, str, Hint]:
    """The choice "Show me" would light first, its taps in words ("9, then stack 1"), its hint."""
    from .widgets.adapters import adapter_for

    best = hint(match, seat, bot=bot)
    path = adapter_for(match.game, match.names).path(best.move)
    _, lit, names = _scene_names(match, seat)
    return lit[path[0]], ", then ".join(names[tap] for tap in path if tap in names), best


def think_aloud(
    match: Match, seat: int | None = None, bot: str = "greedy"
) -> Iterator[str | Picture]:
    """Show one move's thinking: hand, choices, the pick and why (as "Show me" says), its
    picture, then play it.

    ``bot`` chooses, as in "Show me" (a seeded bot keeps a lesson's output the same).
    """
    seat = match.resolve_seat(seat)
    yield from show_choices(match, seat)
    _, taps, best = _pick(match, seat, bot)
    yield TEXT["picks"].format(name=match.names[seat], pick=taps)
    words, maths = best.said
    yield f"   {words}"
    if maths:
        yield f"   {maths}"
    yield from _pictured(match, seat, best.move)
    yield from _told(match, match.play(best.move, seat))


def best_pick(match: Match, seat: int | None = None, bot: str = "greedy") -> Exercise:
    """The faded step: the child picks the seat's move; the best is the one "Show me" gives.

    It shows the table's picture of the position, and after a pick that pick's
    picture (the one the table shows when the choice is touched).
    """
    seat = match.resolve_seat(seat)
    pick, _, best = _pick(match, seat, bot)
    name = match.names[seat]
    words, maths = best.said
    scene, items = _scene(match, seat)
    lit = [item for item in items if item.get("lit")]

    def judge(option: str) -> Verdict:
        if option == pick:
            return allowed("best", words, maths)
        return refused("other", TEXT["other"].format(name=name))

    return Exercise(
        f"What should {name} pick?",
        _unique(_name(item) for item in lit),
        judge,
        picture=Picture(scene["picture"]) if scene["picture"] else None,
        picked={  # as at the table: a choice with no picture of its own shows the table's
            _name(item): Picture(pic)
            for item in lit
            if (pic := item.get("pic") or scene["picture"])
        },
    )


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
        picture: Picture | None = None,
        picked: dict[Any, Picture] | None = None,
    ):
        self.question = question
        self.options = list(options)
        self.judge = judge
        self.right = right or (lambda option: judge(option).ok)
        self.label = label
        self.picture = picture  # shown with the question
        self.picked = picked or {}  # an option's picture, shown once it is chosen
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
            shown = self.picked.get(button.option)
            drawn = shown.html() if shown is not None else ""
            feedback.value = f'<span role="status">{self.answer(button.option)}</span>{drawn}'
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

        if self.picture is not None:
            display(self.picture)
        display(self.widget())


def exit_ticket(game_id: str) -> list[Exercise]:
    """The game's three exit-ticket questions (its record's ``tickets``), as exercises."""
    return [
        Exercise(q.text, q.options, q.judge, q.right, q.label) for q in get_game(game_id).tickets
    ]
