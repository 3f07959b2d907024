"""Helpers for the lesson notebooks: a narrated worked example and small exercises.

The worked example plays a seeded game with computer cats and tells every
move in the game's own words: its reason and number sentence, and what
happened, straight from the engine (never a move's code). ``think_aloud``
shows one move's thinking: the hand and the choices as the table names them,
a card turned down and why, the pick and the reason "Show me" gives, and
counting on to it. ``which_fit`` is the next position faded: which cards fit,
and why? An exercise asks one question with buttons and answers at once with
the engine's own Verdict, so a lesson never re-implements a rule.
``story`` asks one of the game's story cards, solved by hops on its number line.
``exit_ticket`` asks one form of a game's exit ticket (form 1 is the teacher's
guide's), keeping each first answer and a tally of rights and mistakes for the teacher.
``plan`` and ``class_table`` write the teacher's guide's part for each game
from its record's ``guide``.

At every worked move a lesson draws the table's own picture of it
(``Picture``: the game's picture data, drawn by ``mathcats.pictures``);
``show`` prints the lines and draws the pictures in a notebook.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from html import escape
from typing import Any

from . import pictures
from .bots import make_bot
from .bots.hints import Hint, hint
from .engine import IllegalMove, Match, Move, Verdict, allowed, get_game, listed, refused
from .engine.count import Count, counter
from .engine.quiz import MISTAKES, SAID, Item, Question, judged_right
from .engine.quiz import answer_is as answer_is  # for the lessons: a question with one answer
from .table.words import item_name

# The lessons' own words to a child (each game's words live in its module).
TEXT = {
    "more": "Yes! Find {left} more.",
    "all": "Yes! You found them all!",
    "no": "Not quite. Look again.",
    "hand": "{name} has {cards}.",
    "choices": "{name} can pick {choices}.",
    "rejects": "{name} thinks: not {card}.",
    "picks": "{name} picks {pick}.",
    "count-on": "Count on: {numbers}.",
    "count-back": "Count back: {numbers}.",
    "fit": "Which cards fit? Why?",
    "fit-on": "Which cards fit on {on}? Why?",
    "together": "{names} choose now, at the same time.",
    "story-hops": "Start at {start}. Hop {hops}: you land on {end}.",
    "story-again": "Start at {start} and hop again.",
    "pick-one": "Pick one.",
    "pick-all": "Pick every one that fits, then Check.",
    "check": "Check",
}
# The teacher's words: a lesson's top line and the exit ticket's tally (no child's name).
TEACHER = {
    "goal": "**Today's goal.** {objective}",
    "next-child": "Next child",
    "tally": "For the teacher: right at the first try, by question.",
    "tally-line": "Question {n}: {right} of {answered} right",
    "mistake": "{what}: {times}",
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
        from .table.session import LABELS

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
    from .table.adapters import adapter_for

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
    """Let bots play ``moves`` moves of ``match``; yield each told with the mover's hand and
    choices, its reason and picture.

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
            yield TEXT["together"].format(names=listed(names))
        together = waiting if len(waiting) > 1 else set()
        seat = match.to_move[0]
        yield from show_choices(match, seat)
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
    from .table.session import TableSession

    scene = TableSession(match, humans=(seat,), delay=1).scene  # delay: no computer moves
    items = [i for zone in scene["zones"] for i in zone["items"]] + scene["hand"] + scene["actions"]
    return scene, items


def _scene_names(match: Match, seat: int) -> tuple[list[str], dict[str, str], dict[str, str]]:
    """The hand's names, the lit taps' names and every tap's name, from the table's scene."""
    scene, items = _scene(match, seat)
    names = {item["tap"]: item_name(item) for item in items if item.get("tap")}
    lit = {item["tap"]: item_name(item) for item in items if item.get("lit")}
    return [item_name(item) for item in scene["hand"]], lit, names


def show_hand(match: Match, seat: int | None = None) -> Iterator[str]:
    """The seat's hand in kid words, and not which cards fit: above a faded step."""
    seat = match.resolve_seat(seat)
    hand, _ = choices(match, seat)
    if hand:
        yield TEXT["hand"].format(name=match.names[seat], cards=listed(hand))


def show_choices(match: Match, seat: int | None = None) -> Iterator[str]:
    """The seat's hand and the choices the table lights up, in kid words."""
    seat = match.resolve_seat(seat)
    _, lit = choices(match, seat)
    yield from show_hand(match, seat)
    yield TEXT["choices"].format(
        name=match.names[seat], choices=listed(_unique(lit.values()), "or")
    )


def _unique(names) -> list[str]:
    return list(dict.fromkeys(names))


def _pick(match: Match, seat: int, bot: str) -> tuple[tuple[str, ...], str, Hint]:
    """The move "Show me" would make: its taps, them in words ("9, then stack 1"), its hint."""
    from .table.adapters import adapter_for

    best = hint(match, seat, bot=bot)
    path = adapter_for(match.game, match.names).path(best.move)
    _, _, names = _scene_names(match, seat)
    return path, ", then ".join(names[tap] for tap in path if tap in names), best


def _hand_moves(match: Match, seat: int, rest: tuple[str, ...] = ()) -> dict[str, Move]:
    """Each hand card (by its name at the table) and the move the table makes of it: its tap,
    then the taps ``rest`` (the stack it goes on). A tap that makes no move is left out."""
    from .table.adapters import adapter_for

    adapter, view = adapter_for(match.game, match.names), match.view(seat)
    scene, _ = _scene(match, seat)
    moves: dict[str, Move] = {}
    for item in scene["hand"]:
        move = adapter.move((item["tap"], *rest), view) if item.get("tap") else None
        if move is not None:
            moves.setdefault(item_name(item), move)
    return moves


def _count(match: Match, seat: int, move: Move) -> Count | None:
    """The game's Count it question for ``move`` (its count module's: 40 + 10 = ?, counted
    on along its ``steps``); None where the game does not count that move."""
    count = counter(match.game)
    verdict = match.check(move, seat)
    return count(match.view(seat), move, verdict) if count and verdict else None


def _counted(steps: Sequence[int]) -> Iterator[str]:
    """Counting on (or back) along ``steps``: "Count on: 40... 50."; nothing for one number."""
    if len(steps) > 1:
        first, *rest = map(str, steps)
        key = "count-back" if steps[-1] < steps[0] else "count-on"
        numbers = f"{first}... {', '.join(rest)}"
        yield f"   {TEXT[key].format(numbers=numbers)}"


def _turned_down(
    match: Match, seat: int, path: tuple[str, ...], best: Move
) -> tuple[str, Verdict] | None:
    """A choice turned down, as the table names it, and the game's verdict of it: the first
    hand card the rules refuse where the pick goes, else a choice like the pick that the
    pick beats (Kombat: a smaller treasure)."""
    from .table.adapters import adapter_for

    tried = [
        (card, move, match.check(move, seat))
        for card, move in _hand_moves(match, seat, path[1:]).items()
    ]
    adapter, view = adapter_for(match.game, match.names), match.view(seat)
    _, lit, _ = _scene_names(match, seat)
    kind = path[0].rsplit("-", 1)[0]  # "take-played" of "take-played-1"
    for tap, card in lit.items():
        move = adapter.move((tap, *path[1:]), view)
        if tap.rsplit("-", 1)[0] == kind and move is not None and move != best:
            tried.append((card, move, match.check(move, seat)))
    refused_ones = [(card, why) for card, _, why in tried if not why]
    others = [(card, why) for card, move, why in tried if why and move != best]
    return (refused_ones or others or [None])[0]


def think_aloud(
    match: Match,
    seat: int | None = None,
    bot: str = "greedy",
    rule: Callable[[Any], Verdict] | None = None,
    steps: Callable[[Any], Sequence[int]] | None = None,
) -> Iterator[str | Picture]:
    """Show one move's thinking: the hand and choices, a card turned down and why (counted
    on where the game counts it), the pick and why (as "Show me" says), counting on to it
    with the game's Count it, its picture, then play it.

    ``bot`` chooses, as in "Show me" (a seeded bot keeps a lesson's output the same).
    ``rule`` judges the hand's cards with a rule of the game instead, where every card
    may be played and the maths is in what it does (Kittys: ``against_boss``), and
    ``steps`` counts the card turned down with the game's own counting (Kittys: up from
    the smaller card to the bigger).
    """
    seat = match.resolve_seat(seat)
    name = match.names[seat]
    yield from show_choices(match, seat)
    path, taps, best = _pick(match, seat, bot)
    if rule is None:
        turned = _turned_down(match, seat, path, best.move)
        if turned is not None:
            card, why = turned
            yield TEXT["rejects"].format(name=name, card=card)
            yield from (f"   {line}" for line in (why.words, why.maths) if line)
    else:
        held = getattr(match.view(seat), "hand", ())
        card = next((card for card in held if not rule(card)), None)
        if card is not None:
            yield TEXT["rejects"].format(name=name, card=card)
            yield f"   {rule(card).words}"
            yield from _counted(steps(card) if steps else ())
    yield TEXT["picks"].format(name=name, pick=taps)
    words, maths = best.said
    counted = _count(match, seat, best.move)
    summed = counted and counted.found  # 1 + 3 = 4
    yield from (f"   {line}" for line in dict.fromkeys((words, maths, summed)) if line)
    shown = list(_pictured(match, seat, best.move))
    events = match.play(best.move, seat)
    yield from _counted(counted.steps if counted else ())
    yield from shown
    yield from _told(match, events)


def which_fit(
    match: Match,
    seat: int | None = None,
    on: str | None = None,
    question: str | None = None,
    rule: Callable[[Any], Verdict] | None = None,
    cards: Sequence[Any] | None = None,
    label: Callable[[Any], str] = str,
) -> Exercise:
    """The faded step: which of the seat's cards fit, and why? Every card the rules allow
    is right, and its feedback is the rule's own words; every other one hears the rule's
    own reason why not.

    ``on`` is the tap of the place the cards go (a stack), for a game whose card needs
    one. ``rule`` judges ``cards`` (the seat's hand by default) with a rule of the game
    instead, where every card may be played and the maths is in what it does (Kittys:
    ``against_boss``). It shows the table's picture of the position, and after a tap
    the picture the table shows when that card is touched.
    """
    seat = match.resolve_seat(seat)
    scene, items = _scene(match, seat)
    if rule is None:
        moves = _hand_moves(match, seat, (on,) if on else ())
        verdicts = {card: match.check(move, seat) for card, move in moves.items()}
        names = {item["tap"]: item_name(item) for item in items if item.get("tap")}
        asked = TEXT["fit-on"].format(on=names[on]) if on else TEXT["fit"]
        drawn = {card: picture(match, seat, move) for card, move in moves.items()}
    else:
        held = getattr(match.view(seat), "hand", ()) if cards is None else cards
        verdicts = {label(card): rule(card) for card in held}
        asked = TEXT["fit"]
        pics = {item_name(i): i.get("pic") for i in scene["hand"]}  # else the table's, as it shows
        drawn = {
            card: Picture(pic) for card in verdicts if (pic := pics.get(card) or scene["picture"])
        }
    shown = {card: drawn[card] for card in verdicts if drawn.get(card) is not None}
    return Exercise(
        question or asked,
        list(verdicts),
        verdicts.__getitem__,
        picture=Picture(scene["picture"]) if scene["picture"] else None,
        picked=shown,
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
        self.right = judged_right(judge, right)
        self.label = label
        self.picture = picture  # shown with the question
        self.picked = picked or {}  # an option's picture, shown once it is chosen
        self.found: set[int] = set()

    @property
    def answers(self) -> list[Any]:
        return [option for option in self.options if self.right(option)]

    def feedback(self, option: Any) -> list[str]:
        """The messages a child reads after choosing ``option``, one line each.

        Right or not, then the engine's reason and its number sentence: each one short
        on its own line. Practice says how many are left to find, or to look again; a
        right answer to a question of one answer names it.
        """
        verdict = self.judge(option)
        answers, right = self.answers, self.right(option)
        if len(answers) == 1 and right:
            said = SAID["right-it"].format(answer=self.label(answers[0]))
        elif right:
            self.found.add(self.options.index(option))
            left = len(answers) - len(self.found)
            said = TEXT["more"].format(left=left) if left else TEXT["all"]
        else:
            said = TEXT["no"]
        return [said, verdict.words, *([verdict.maths] if verdict.maths else [])]

    def tap(self, option: Any) -> list[str]:
        """A child taps ``option``: its feedback."""
        return self.feedback(option)

    def widget(self):
        """Buttons for the options and a live feedback line (ipywidgets)."""
        import ipywidgets as widgets

        feedback = widgets.HTML(value="", layout=widgets.Layout(min_height="2em"))
        feedback.add_class("mathcats-feedback")
        buttons = []

        def clicked(button):
            said = "<br>".join(self.tap(button.option))
            shown = self.picked.get(button.option)
            drawn = shown.html() if shown is not None else ""
            feedback.value = f'<span role="status">{said}</span>{drawn}'
            button.button_style = "success" if self.right(button.option) else "warning"
            button.icon = "check" if self.right(button.option) else "times"

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


def ask(question: Question) -> Exercise:
    """A :class:`Question` (``quiz.either``'s, say) as a practice exercise."""
    q = question
    return Exercise(q.text, q.options, q.judge, q.right, q.label)


class TicketItem:
    """An exit-ticket item (engine/quiz.py's ``Item``) at one screen: the first answer stays.

    A child picks one option, or, where several are right, every option that fits and then
    "Check"; the item is right only when the answers are picked and nothing else.
    """

    def __init__(self, item: Item):
        self.item = item
        self.first: tuple[str, ...] | None = None  # the first answer, once given

    @property
    def question(self) -> str:
        return self.item.text

    @property
    def options(self) -> list[str]:
        return [option.label for option in self.item.options]

    @property
    def answers(self) -> list[str]:
        return list(self.item.answers)

    def answer(self, picked: Iterable[str]) -> list[str]:
        """A child answers ``picked``: its feedback; after the first answer, only that one's."""
        if self.first is not None:
            return self.item.kept(self.first)
        chosen = set(picked)
        self.first = tuple(label for label in self.options if label in chosen)
        return self.item.feedback(self.first)

    def tap(self, label: str) -> list[str]:
        """One option picked on its own."""
        return self.answer([label])

    @property
    def first_right(self) -> bool | None:
        """Was the first answer right? None before one is given."""
        return None if self.first is None else self.item.marked(self.first)

    @property
    def mistakes(self) -> list[str]:
        """The mistake each wrong option of the first answer shows."""
        picked = self.first or ()
        return [self.item.option(label).mistake for label in picked if label not in self.answers]

    def reset(self) -> None:
        self.first = None

    def widget(self, answered: Callable[[], None] | None = None):
        """Buttons for the options (with "Check" where several fit) and a feedback line."""
        import ipywidgets as widgets

        feedback = widgets.HTML(value="", layout=widgets.Layout(min_height="2em"))
        feedback.add_class("mathcats-feedback")
        buttons: list = []

        def told(picked: list[str]):
            fresh = self.first is None
            feedback.value = f'<span role="status">{"<br>".join(self.answer(picked))}</span>'
            if fresh:
                for button in buttons:
                    if button.option in self.first:
                        right = button.option in self.answers
                        button.button_style = "success" if right else "warning"
                        button.icon = "check" if right else "times"
            if answered is not None:
                answered()

        def clicked(button):
            if not self.item.pick_all:
                told([button.option])
            elif self.first is None:  # toggled until "Check"
                button.button_style = "" if button.button_style == "info" else "info"
            else:
                told([])

        def checked(_):
            told([b.option for b in buttons if b.button_style == "info"])

        def cleared():
            feedback.value = ""
            for button in buttons:
                button.button_style, button.icon = "", ""

        for option in self.options:
            button = widgets.Button(
                description=option,
                layout=widgets.Layout(width="auto", min_width="56px", height="56px", margin="4px"),
            )
            button.option = option
            button.on_click(clicked)
            buttons.append(button)
        how = TEXT["pick-all" if self.item.pick_all else "pick-one"]
        title = widgets.HTML(value=f"<b>{escape(self.question)}</b> <i>{how}</i>")
        row = [widgets.HBox(buttons, layout={"flex_flow": "row wrap"})]
        if self.item.pick_all:
            check = widgets.Button(description=TEXT["check"], button_style="primary")
            check.on_click(checked)
            row.append(check)
        box = widgets.VBox([title, *row, feedback])
        box.cleared = cleared  # the ticket clears the buttons for the next child
        return box


class Ticket:
    """A game's exit ticket at one screen: one form's three items, each taking only the first
    answer, and a tally of first answers right and of the mistakes shown, by item, with no
    child's name.

    "Next child" adds nothing and forgets nothing of the tally: it clears the answers so
    the next child starts afresh. The tally lives as long as the notebook's kernel.
    """

    def __init__(self, game_id: str, form: int = 1):
        forms = get_game(game_id).tickets
        if form not in range(1, len(forms) + 1):
            raise ValueError(f"There are {len(forms)} forms of this ticket: 1 to {len(forms)}.")
        self.form = form
        self.exercises = [TicketItem(item) for item in forms[form - 1]]
        self.right = [0] * len(self.exercises)
        self.answered = [0] * len(self.exercises)
        self.mistakes: list[Counter] = [Counter() for _ in self.exercises]
        self._counted: set[int] = set()

    def __iter__(self) -> Iterator[TicketItem]:
        return iter(self.exercises)

    def __len__(self) -> int:
        return len(self.exercises)

    def __getitem__(self, index: int) -> TicketItem:
        return self.exercises[index]

    def count(self) -> None:
        """Add each first answer not counted yet to the tally."""
        for i, exercise in enumerate(self.exercises):
            if exercise.first is not None and i not in self._counted:
                self._counted.add(i)
                self.answered[i] += 1
                self.right[i] += bool(exercise.first_right)
                self.mistakes[i].update(exercise.mistakes)

    def next_child(self) -> None:
        """Clear the answers for the next child; the tally keeps what was counted."""
        self.count()
        for exercise in self.exercises:
            exercise.reset()
        self._counted = set()

    def tally(self) -> list[str]:
        """The teacher's lines: "Question 1: 3 of 4 right", and the mistakes shown."""
        lines = []
        for n, (right, answered, shown) in enumerate(
            zip(self.right, self.answered, self.mistakes, strict=True), 1
        ):
            line = TEACHER["tally-line"].format(n=n, right=right, answered=answered)
            seen = [TEACHER["mistake"].format(what=MISTAKES[t], times=k) for t, k in shown.items()]
            lines.append(f"{line}. {'; '.join(seen)}" if seen else line)
        return lines

    def _ipython_display_(self):
        import ipywidgets as widgets
        from IPython.display import display

        tally = widgets.HTML()

        def shown():
            self.count()
            lines = "<br>".join(map(escape, self.tally()))
            tally.value = f"<small><b>{TEACHER['tally']}</b><br>{lines}</small>"

        boxes = [exercise.widget(answered=shown) for exercise in self.exercises]
        again = widgets.Button(description=TEACHER["next-child"])

        def next_child(_):
            self.next_child()
            for box in boxes:
                box.cleared()
            shown()

        again.on_click(next_child)
        shown()
        display(widgets.VBox([*boxes, again, tally]))


def exit_ticket(game_id: str, form: int = 1) -> Ticket:
    """The game's exit ticket, form 1, 2 or 3 (its record's ``tickets``): three items, each
    locked at the first answer, with the teacher's tally."""
    return Ticket(game_id, form)


def story(game_id: str, number: int = 1) -> Exercise:
    """The game's story card ``number`` as an exercise solved on its number line: each
    answer near the right one, and the hops from the start that land on it."""
    card = get_game(game_id).stories[number - 1]
    hops = listed([str(abs(hop)) + (" back" if hop < 0 else "") for hop in card.hops], "then")
    solved = TEXT["story-hops"].format(start=card.start, hops=hops, end=card.landings[-1])
    again = TEXT["story-again"].format(start=card.start)
    step, ring = (10 if card.line == "tens" else 1), card.line == "ring"
    near = [card.answer + k * step for k in range(-2, 3)]
    options = sorted({n % 10 if ring else n for n in near if ring or n >= 0})

    def judge(n: int) -> Verdict:
        return (
            allowed("story", solved, card.sentence) if n == card.answer else refused("story", again)
        )

    return Exercise(card.text, options, judge)


def objective(game_id: str):
    """The lesson's goal, from the game's guide: its "I can ..." sentences, for the top."""
    from IPython.display import Markdown

    said = " ".join(get_game(game_id).guide.objective)
    return Markdown(TEACHER["goal"].format(objective=said))


# --- The teacher's guide: each game's plan, from its record's guide --------------------


def plan(game_id: str) -> str:
    """A game's lesson plan for the teacher's guide, in Markdown, all of it from the record:
    the objective and standards, vocabulary, warm-up, sessions, misconceptions with a
    reteach move each, the exit ticket with its answers, easier and harder, projector steps.
    """
    game = get_game(game_id)
    guide = game.guide
    standards = "\n".join(f"- **{code}**: {covers}." for code, covers in guide.standards)
    words = "\n".join(f"- **{word}**: {meant}" for word, meant in guide.vocabulary.items())
    sessions = " ".join(f"{n}: {focus}" for n, focus in enumerate(guide.sessions, 1))
    mistakes = "\n".join(f"- {said}" for said in guide.misconceptions.values())
    reteach = "\n".join(
        f"- *{game.text.get('mistake-' + kind, kind)}*: {move}"
        for kind, move in guide.reteach.items()
    )
    ticket = "\n".join(
        f"{n}. {e.question} *Answer: {listed(e.answers)}.*"
        for n, e in enumerate(exit_ticket(game_id), 1)
    )
    parts = [
        f"## {game.title}",
        f"**Objective.** {' '.join(guide.objective)}",
        f"**Standards** (the part of each that the game practises):\n{standards}",
        f"**Vocabulary.**\n{words}",
        f"**Fluency warm-up.** {guide.warm_up}",
        f"**The four sessions.** {sessions}",
        f"**Launch / explore / discuss.** {guide.launch}",
        f"**Misconceptions to watch for.**\n{mistakes}",
        f"**Reteach.**\n{reteach}",
        f"**Exit ticket.** Form 1 (forms 2 and 3 share no fact with it):\n{ticket}",
        f"**Easier and harder.** {guide.easier}",
        f"**Projector steps.** {guide.projector}",
    ]
    return "\n\n".join(parts)


def class_table(game_ids: Sequence[str]) -> str:
    """The guide's "Which lesson for which class" table: each game's lesson, ages, maths
    and standards, from its record."""
    rows = [
        f"| [{g.title}]({g.lesson}) | {g.ages} | {g.maths} | "
        f"{', '.join(code for code, _ in g.guide.standards)} |"
        for g in map(get_game, game_ids)
        if g.lesson
    ]
    head = "| lesson | ages | maths idea | Common Core |\n| --- | --- | --- | --- |"
    return "\n".join(["## Which lesson for which class", "", head, *rows])


class GuidePart:
    """A part of the teacher's guide: Markdown, and the same text where Markdown is not shown
    (so a notebook check compares the words)."""

    def __init__(self, markdown: str):
        self.markdown = markdown

    def _repr_mimebundle_(self, include=None, exclude=None) -> dict:
        return {"text/markdown": self.markdown, "text/plain": self.markdown}
