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
from .engine import IllegalMove, Match, Move, Verdict, allowed, refused
from .games import feed_the_kitten, kittens_in_space, kittens_in_space_solo, kittys, meow_ten
from .games import kombat_kittens as kombat

# The lessons' own words to a child (each game's words live in its module).
TEXT = {
    "too-big": "That is too many. Count again.",
    "too-small": "That is too few. Count again.",
    "more": "Yes! Find {left} more.",
    "all": "Yes! You found them all!",
    "no": "Not this one.",
    "hand": "{name} has {cards}.",
    "choices": "{name} can pick {choices}.",
    "picks": "{name} picks {pick}.",
    "other": "That fits too. Which one helps {name} most?",
    "boss-kept": "Nobody matched {card}. The boss's card is positive.",
    "boss-lost": "Someone matched {card}. The boss's card is negative.",
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


def _and(names: Sequence[str], word: str = "and") -> str:
    return f"{', '.join(names[:-1])} {word} {names[-1]}" if len(names) > 1 else "".join(names)


def show_choices(match: Match, seat: int | None = None) -> Iterator[str]:
    """The seat's hand and the choices the table lights up, in kid words."""
    seat = match.resolve_seat(seat)
    hand, lit = choices(match, seat)
    name = match.names[seat]
    if hand:
        yield TEXT["hand"].format(name=name, cards=_and(hand))
    yield TEXT["choices"].format(name=name, choices=_and(_unique(lit.values()), "or"))


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


def yes_or_no(verdict: Verdict) -> Exercise:
    """A "can it?" question: the engine's ``verdict`` says yes or no, and why."""
    answer = "yes" if verdict.ok else "no"
    return Exercise(
        "", ["yes", "no"], answer_is(answer, verdict.words, verdict.maths, hint=verdict.words)
    )


def against_boss(boss_card: int) -> Callable[[int], Verdict]:
    """Kittys: one card judged against the boss's card, allowed when it is positive."""
    signs = {"less": "<", "same": "=", "more": ">"}

    def verdict(card: int) -> Verdict:
        _, (positive,) = kittys.judge(boss_card, [card])
        how = kittys.comparison(card, boss_card)
        words = kittys.TEXT[how].format(name="Your card", card=card, boss_card=boss_card)
        return (allowed if positive else refused)(how, words, f"{card} {signs[how]} {boss_card}")

    return verdict


def sign_of(verdict: Verdict) -> Exercise:
    """Kittys: is this card positive or negative? The engine's ``verdict`` says."""
    answer = "positive" if verdict.ok else "negative"
    return Exercise(
        "",
        ["positive", "negative"],
        answer_is(answer, verdict.words, verdict.maths, hint=verdict.words),
    )


def boss_sign(boss_card: int, others: Sequence[int]) -> Exercise:
    """Kittys: is the boss's card positive (nobody matched it) or negative?"""
    kept, _ = kittys.judge(boss_card, others)
    words = TEXT["boss-kept" if kept else "boss-lost"].format(card=boss_card)
    return sign_of((allowed if kept else refused)("boss", words))


def set_wins(a: Sequence[int], b: Sequence[int]) -> Callable[[Sequence[int]], Verdict]:
    """Kombat Kittens: press the set that wins; the engine compares the two and says why."""

    def verdict(three):
        other = b if three == a else a
        if kombat.compare(three, other) > 0:
            return allowed("wins", kombat.beats_words(three, other))
        return refused("loses", kombat.beats_words(other, three))

    return verdict


def numbers(cards: Sequence[int]) -> str:
    return ", ".join(map(str, cards))


def _treasure(cards: Sequence[int]) -> Exercise:
    total = sum(map(kombat.value, cards))
    return Exercise("", range(9, 15), answer_is(total, "A Dog is 5.", kombat.sum_words(cards)))


def _points(hand: Sequence[meow_ten.Card]) -> Exercise:
    points = meow_ten.penalties([hand], None)[0]
    sentence = " + ".join(str(card.number) for card in hand) + f" = {points}"
    return Exercise("", range(5, 12), answer_is(points, "A rainbow is 0.", sentence))


def _makes_100(card: int) -> bool:
    return "= 100" in (feed_the_kitten.can_play(card, 30).maths or "")


_meow = meow_ten.Card
# Each game's exit ticket: (question, how to make its Exercise). The teacher's guide asks the same.
TICKETS: dict[str, list[tuple[str, Callable[[], Exercise]]]] = {
    "feed-the-kitten": [
        (
            "The kitten shows 40. Which can go: 20, 50, 60, 90?",
            lambda: Exercise("", [20, 50, 60, 90], lambda c: feed_the_kitten.can_play(c, 40)),
        ),
        (
            "Which card makes 100 with 30?",
            lambda: Exercise(
                "", range(0, 101, 10), lambda c: feed_the_kitten.can_play(c, 30), right=_makes_100
            ),
        ),
        ("Can a 100 go on a 50?", lambda: yes_or_no(feed_the_kitten.can_play(100, 50))),
    ],
    "kittens-in-space": [
        (
            "A Rescue stack shows 8. Which cards can go on it?",
            lambda: Exercise("", range(10), lambda c: kittens_in_space.can_stack(c, 8, "rescue")),
        ),
        (
            "An Adopt stack shows 1. Which cards can go on it?",
            lambda: Exercise("", range(10), lambda c: kittens_in_space.can_stack(c, 1, "adopt")),
        ),
        (
            "Can a 5 go on a 5 on a Rescue stack?",
            lambda: yes_or_no(kittens_in_space.can_stack(5, 5, "rescue")),
        ),
    ],
    "kittens-in-space-solo": [
        (
            "Which cards can go on a 9?",
            lambda: Exercise("", range(10), lambda c: kittens_in_space_solo.can_place(c, 9)),
        ),
        (
            "Which cards can go on a 0?",
            lambda: Exercise("", range(10), lambda c: kittens_in_space_solo.can_place(c, 0)),
        ),
        ("Can a 3 go on a 6?", lambda: yes_or_no(kittens_in_space_solo.can_place(3, 6))),
    ],
    "kittys": [
        ("The boss has 6. Is a 4 positive or negative?", lambda: sign_of(against_boss(6)(4))),
        ("The boss has 6. Is a 9 positive or negative?", lambda: sign_of(against_boss(6)(9))),
        (
            "Boss 5, others 5 and 2. The boss's card is...?",
            lambda: boss_sign(5, [5, 2]),
        ),
    ],
    "kombat-kittens": [
        (
            "Is 3, 4, 5 three in a row?",
            lambda: yes_or_no(
                (allowed if kombat.classify((3, 4, 5)).kind == "straight" else refused)(
                    "set", kombat.set_words((3, 4, 5))
                )
            ),
        ),
        (
            "Which set wins: 2, 2, 2 or 5, 6, 7?",
            lambda: Exercise(
                "", [(2, 2, 2), (5, 6, 7)], set_wins((2, 2, 2), (5, 6, 7)), label=numbers
            ),
        ),
        (
            "Treasure worth 3 and 4, and a Dog (5). How much?",
            lambda: _treasure([13, 24, 5]),  # a card is 10 x its number + its treasure; 5 is a Dog
        ),
    ],
    "meow-10": [
        (
            "A happy 4 is on top. Can a sleepy 4 go?",
            lambda: yes_or_no(meow_ten.matches(_meow("sleepy", 4), _meow("happy", 4))),
        ),
        (
            "Can a grumpy 2 go on a happy 4?",
            lambda: yes_or_no(meow_ten.matches(_meow("grumpy", 2), _meow("happy", 4))),
        ),
        (
            "Ava holds 3, 4, 1 and a rainbow. How many points?",
            lambda: _points(
                [_meow("happy", 3), _meow("tiny", 4), _meow("lucky", 1), meow_ten.RAINBOW]
            ),
        ),
    ],
}


def exit_ticket(game_id: str) -> list[Exercise]:
    """The game's three exit-ticket questions, as exercises the engine answers."""
    tickets = []
    for question, make in TICKETS[game_id]:
        exercise = make()
        exercise.question = question
        tickets.append(exercise)
    return tickets
