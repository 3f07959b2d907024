"""The tap machine: what a tap does, from the legal moves only; a move it makes is an intent.

Building a scene, ``item`` decides what each tappable item does now and
writes it in the scene's ``actions`` as data (``actions.py``): try a move,
pick a card, unpick one, or say (from the engine's verdict) why that play is
not allowed. It lights the item, or leaves it plain while the child thinks
first (``lights.py``). When the id comes back, the session hands its action
to ``tried``, ``counted``, ``refused``, ``pick`` or ``show_me``: they change
the viewer's ``Choice`` (on the ``Seat``) and say things through ``News``;
``tried`` and ``counted`` return a ``Play`` for ``Turns`` to make, or None.
"""

from __future__ import annotations

from typing import Any

from ..bots.hints import Hint, hint
from ..engine import Move, Verdict, View, refused
from ..engine.count import Count, counter, place_rng, predict_rng, predictor
from ..engine.scene import Item
from ..engine.scene import Path as TapPath
from ..engine.text import listed
from .actions import Action, Actions, control
from .lights import ALWAYS, Asked, Decision
from .markup import drawn
from .news import News
from .seat import Seat
from .settings import Settings
from .turns import Play
from .words import LABELS, TEXT, item_name


def lit_by(match, seat: int, asked: Count) -> frozenset[Move]:
    """The cards the answer to ``asked`` lights: ``seat``'s legal moves whose own question
    (the game's ``count``) is the one asked."""
    count, view = counter(match.game), match.view(seat)
    return frozenset(
        move
        for move in match.legal_moves(seat)
        if (own := count(view, move, match.check(move, seat))) is not None
        and own.question == asked.question
    )


class Taps:
    """The child's taps at ``seat``: what each item does, and what a tap on it asks for."""

    def __init__(self, seat: Seat, settings: Settings, news: News):
        self.seat, self.settings, self.news = seat, settings, news
        self.paths: dict[TapPath, Move] = {}  # the taps of the legal moves, now
        self._items: dict[str, Item] = {}  # the scene's first item of each tap
        self.next_focus: str | None = None  # the scene's item the picked card can go to

    @property
    def decision(self) -> Decision:
        """The viewer's decision now: its first try, a Show me, a Count it question."""
        return self.seat.choice.decision

    @property
    def selection(self) -> TapPath:
        """The taps picked so far."""
        return self.seat.choice.selection

    @property
    def hint_move(self) -> Move | None:
        """The "Show me" move, until a move is made."""
        return self.seat.choice.hint_move

    @property
    def shown(self) -> Move | None:
        """The "Show me" move whose picture the scene shows, if any."""
        return self.seat.choice.hint_move if self.seat.choice.hint else None

    # --- what each item does (building a scene) ------------------------------------

    def begin(self, view: View, legal: list[Move]) -> None:
        """A scene is built for ``view``, where the viewer may make the ``legal`` moves."""
        adapter = self.seat.adapter
        self.paths = {path: move for move in legal for path in adapter.paths(move)}
        self.paths.update(adapter.shortcuts(view, legal))
        self._items = {}
        self.next_focus = None
        if self.settings.lights == "count" and self.seat.mine and legal:
            self._predict(view, legal)

    def _predict(self, view: View, legal: list[Move]) -> None:
        """At the start of the viewer's decision, ask the game's question before any card.

        One of the game's questions (``predict``), picked and arranged with the
        match's seeded generators: a seed asks the same.
        """
        decision, m = self.decision, self.seat.match
        predict = predictor(m.game)
        fresh = decision.first is None and not decision.lit and decision.asked is None
        if predict is None or decision.predicted or not fresh or self.selection:
            return
        checked = [(move, m.check(move, self.seat.viewer)) for move in legal]
        questions = predict(view, checked)
        if not questions:
            return
        moves = len(m.history)
        asked = predict_rng(m.seed, moves).choice(questions).arranged(place_rng(m.seed, moves))
        decision.predict(asked)
        self.news.say([TEXT["count-first"], asked.question], "info")

    def _shines(self, what: str, detail: Any) -> bool:
        """After a number found, does this tap lead to a move that makes it?"""
        only = self.decision.only
        if only is None or what == "unpick":
            return True
        if what == "try":
            return detail in only
        starts = [p for p, move in self.paths.items() if move in only]
        return what == "pick" and any(p[: len(detail)] == detail for p in starts)

    def _starts(self, path: TapPath) -> bool:
        return any(p[: len(path)] == path for p in self.paths)

    def _decide(self, tap: str, view: View) -> tuple[str, Any]:
        """What tapping ``tap`` does now in the scene's ``view``, from the legal moves only.

        ("try", move), ("pick", taps so far), ("unpick", taps left) or
        ("refused", the taps of the move to explain).
        """
        picked, paths = self.selection, self.paths
        if picked and tap == picked[-1]:
            return "unpick", picked[:-1]
        full = (*picked, tap)
        if full in paths:
            return "try", paths[full]
        if self._starts(full):
            return "pick", full
        alone = (tap,)
        if picked and self._starts(alone) and alone not in paths:
            return "pick", alone  # another first choice: pick that instead
        combined = self.seat.adapter.move(full, view) if picked else None
        if picked and combined is None and alone in paths:
            return "try", paths[alone]  # e.g. Done while a card is picked
        return "refused", full if combined or not picked else alone

    def _explain(self, path: TapPath, view: View, card: str | None) -> Verdict:
        """The engine's verdict on the move these taps would make in ``view``.

        ``card`` is a hand card's name, when the tap is on one.
        """
        m, seat = self.seat.match, self.seat.viewer
        waits = not m.over and (seat is None or seat not in m.to_move)
        names = listed([m.names[s] for s in m.to_move])
        if waits and card is not None:  # a hand card names its number while the child waits
            return refused("not-your-turn", TEXT["wait-card"].format(names=names, card=card))
        move = self.seat.adapter.move(path, view)
        if move is not None and seat is not None:
            return m.check(move, seat)
        if m.over:
            return refused("game-over", TEXT["over"])
        if waits:
            return refused("not-your-turn", TEXT["wait-for"].format(names=names))
        verdict = self.seat.adapter.dead_end(path, view)  # falsy if refused: test for None
        return verdict if verdict is not None else refused("no-move", TEXT["no-move"])

    def dark(self) -> bool:
        """Think first: no move is lit (nor says why) until counting on after two misses, or
        Show me, lights them.

        Nor while a Count it question is asked: the card's words would tell its answer.
        Once the number is found, the cards that make it light (``_shines``).
        """
        decision, lights = self.decision, self.settings.lights
        if lights == ALWAYS:
            return False
        lit = decision.lit or decision.only is not None
        return decision.asked is not None or (not lit and not self.seat.match.over)

    @property
    def asking(self) -> Asked | None:
        """The Count it question on screen (the teacher's Light the cards puts it aside)."""
        return self.decision.asked if self.settings.lights != ALWAYS else None

    def item(self, item: Item, view: View, ids: set[str], actions: Actions, hand=False) -> Item:
        """Give a tappable item its id and its action, and light it or explain it from the engine.

        ``ids``: the ids given so far in this scene; ``hand``: a hand card.
        """
        tap = item.get("tap")
        base = tap or f"see-{len(ids)}"
        item_id = base
        while item_id in ids:
            item_id += "+"
        ids.add(item_id)
        item = {**item, "id": item_id}
        if tap is None:
            return item
        self._items.setdefault(tap, item)
        m, seat, adapter = self.seat.match, self.seat.viewer, self.seat.adapter
        what, detail = self._decide(tap, view)
        if what == "unpick" and self.seat.choice.picked[-1:] != (item_id,):
            what, detail = "pick", self.selection  # the twin of the picked card: pick it instead
        move = verdict = None
        if what == "try":
            move, verdict = detail, m.check(detail, seat)  # its one check
            words, verdict_data = verdict.words, list(verdict)
            action = Action(
                "try", {"move": move.to_json(), "verdict": verdict_data, "item": item_id}
            )
        elif what == "refused":
            verdict = self._explain(detail, view, item_name(item) if hand else None)
            move = adapter.move(detail, view) or adapter.move((tap,), view)
            words, action = verdict.words, Action("refused", list(verdict))
        else:
            chosen = adapter.chosen(detail, view) if detail else ""
            words = chosen if what == "pick" else TEXT["unpick"]
            picked = item_id if what == "pick" else None
            action = Action(what, {"taps": list(detail), "words": chosen, "item": picked})
        actions[item_id] = action
        dark = (what != "unpick" and self.dark()) or not self._shines(what, detail)
        if dark:  # think first: nothing says whether it fits, not even "Now tap a stack"
            words, move, verdict = "", None, None
        follows = what == "try" or (what == "pick" and detail[:-1] == self.selection)
        if self.selection and follows and not self.next_focus and not dark:
            self.next_focus = item_id  # where the picked card can go
        pic = adapter.preview(view, detail) if what == "pick" and not dark else None
        if what != "pick" and move is not None:
            pic = adapter.picture(view, move, verdict)  # shown on focus and hover
        item.update(
            lit=what != "refused" and not dark,
            words=words,
            maths=verdict.maths if verdict is not None else None,
            picked=item_id in self.seat.choice.picked or item_id in self.decision.picked,
            hint=tap == self._hint_next(),
            pic=drawn(pic),
        )
        return item

    def count_step(self, actions: Actions) -> dict:
        """The Count it question on screen: its number line and its buttons (in ``actions``)."""
        asked = self.decision.asked
        buttons = [
            control(
                actions,
                tap,
                str(n) if isinstance(n, int) else LABELS[tap],
                Action("count", n),
            )
            for tap, n in asked.taps().items()
        ]
        return {
            "question": asked.count.question,
            "picture": drawn(asked.line()),
            "buttons": buttons,
        }

    def judge_step(self, actions: Actions) -> dict:
        """The question about a result on screen (``Seat.held``): its picture and its buttons."""
        question = self.seat.held.question
        buttons = [
            control(actions, tap, words, Action("judge", tap)) for tap, words in question.choices
        ]
        return {
            "question": question.question,
            "picture": drawn(question.picture),
            "buttons": buttons,
        }

    # --- what a tap asks for (its action come back) --------------------------------

    def judged(self, choice: str) -> None:
        """The child answers the question about a result: the table says it, and counts the try."""
        question, seat = self.seat.held.question, self.seat.viewer
        right = choice == question.answer
        self.seat.held = None
        self.seat.practised.asked(question.about, right, seat, self.settings.lights)
        said = question.right if right else question.wrong
        self.news.say([said, self.seat.turn_line()], "ok" if right else "no")

    def leave_question(self) -> None:
        """A tap on anything but the Count it buttons leaves its question."""
        self.decision.asked = None

    def tried(self, arg: dict) -> Play | None:
        """The viewer taps a move that fits (``arg``: the move, its verdict, the item tapped last).

        The move, to play; in Count it, a counted one asks its number first (None).
        """
        m, seat = self.seat.match, self.seat.viewer
        move, verdict = m.parse_move(arg["move"]), Verdict(*arg["verdict"])
        self.decision.tried(True, move)
        after = self.settings.lights == "count" and predictor(m.game) is None
        count = counter(m.game) if after else None
        asked = count(m.view(seat), move, verdict) if count else None
        asked = asked and asked.arranged(place_rng(m.seed, len(m.history)))
        if self.decision.ask(move, verdict, asked, (*self.seat.choice.picked, arg["item"])):
            self.news.say([TEXT["count-ask"], asked.question], "info")
            return None
        return Play(move, verdict)

    def counted(self, arg: int | str | None) -> Play | None:
        """A Count it button: a number picked, the child's Hop or Here, or Count on (None).

        The move asked about, once counted to its number; else None.
        """
        asked = self.decision.asked
        if arg == "hop":
            moved = asked.hop()
            self.news.say([str(asked.at) if moved else TEXT["count-end"]], "info")
            return None
        if arg == "here":
            done = asked.here()
            self._number(asked, asked.at)
        elif arg is None:
            done = asked.step()
        else:
            done = asked.pick(arg)
            self._number(asked, arg)
        if done and asked.move is None:  # the number found first: the cards that make it light
            self._found(asked, arg)
            return None
        if done and asked.plays:  # the count ends on the number, said with the move
            return Play(asked.move, asked.verdict, self._reached(asked, arg))
        if done:  # counted on after two misses: now the cards that fit light up
            self.decision.asked, self.decision.lit = None, True
            said = TEXT["count-yes"].format(n=asked.at) if arg == "here" else asked.said()
            self.news.say([said, TEXT["count-lit"]], "info")
        elif arg == "here":  # stopped on a wrong number: the table counts on with the child
            said = TEXT["count-not"].format(n=asked.stopped)
            self.news.say([said, TEXT["count-together"], asked.said()], "no")
        elif arg is None:
            self.news.say([TEXT["count-together"], asked.said()], "info")
        else:
            self.news.say([TEXT["count-on"].format(n=asked.at)], "no")
        return None

    @staticmethod
    def _reached(asked: Asked, arg: int | str | None) -> str:
        """How the answer was reached, said: counted on to it ("1... 2... 5... 8"), stopped
        on it ("Yes, 8!"), or picked (its sum, "3 + 4 + 1 = 8")."""
        if arg is None:
            return asked.said()
        return TEXT["count-yes"].format(n=asked.at) if arg == "here" else asked.count.found

    def _found(self, asked: Asked, arg: int | str | None) -> None:
        """The number asked first is found: light the cards that make it, or say none does."""
        decision, found = self.decision, asked.count.found
        decision.asked = None
        makes = lit_by(self.seat.match, self.seat.viewer, asked.count)
        reached = [] if isinstance(arg, int) else [self._reached(asked, arg)]
        if makes:
            decision.only = makes
            self.news.say([*reached, found, TEXT["count-makes"]], "ok")
        else:  # no card makes it: think first, as after a try
            self.news.say([*reached, found, TEXT["count-none"]], "info")

    def _number(self, asked: Asked, number: int) -> None:
        """A number the child gave: the question's first is its try, tallied with its mistake."""
        right = number == asked.count.answer
        if self.decision.counted(asked.count.about, right):
            mistake = asked.count.mistake(number)
            self.seat.practised.miscounted(mistake, self.seat.viewer, self.settings.lights)

    def refused(self, verdict: Verdict) -> None:
        """A tap the rules refuse: say why, and count it for the Class summary (and as a try)."""
        self.seat.practised.refused(verdict, self.seat.viewer, self.settings.lights)
        if self.seat.viewer in self.seat.match.to_move:
            self.decision.tried(False)
        said = [(verdict.words, verdict.maths)]
        if self.dark() and self.decision.misses >= 2:
            self.count_on()
            asked = self.decision.asked
            said += [TEXT["count-on"].format(n=asked.at) if asked else TEXT["count-lit"]]
        self.news.say(said, "no")

    def count_on(self) -> None:
        """A second miss: count on from the table's number to the nearest move that fits."""
        m, seat = self.seat.match, self.seat.viewer
        count, view = counter(m.game), m.view(seat)
        counts = [
            (asked, move, verdict)
            for move in (m.legal_moves(seat) if count else ())
            if (asked := count(view, move, verdict := m.check(move, seat))) is not None
        ]
        asked, move, verdict = min(counts, key=lambda c: len(c[0].steps), default=(None,) * 3)
        self.decision.count_on(move, verdict, asked)

    def pick(self, arg: dict) -> None:
        """``arg["taps"]`` are picked now: ``arg["item"]`` was picked last (None: one put back)."""
        choice, taps, item_id = self.seat.choice, tuple(arg["taps"]), arg["item"]
        choice.selection = taps
        if item_id is None:
            choice.picked = choice.picked[: len(taps)]
        else:
            choice.picked = (*choice.picked[: len(taps) - 1], item_id)
        self.news.say([arg["words"] or TEXT["unpicked"]], "info")

    def show_me(self) -> None:
        """Light the taps of the hint's move, and say why it is a good one."""
        m, seat = self.seat.match, self.seat.viewer
        if seat is None or seat not in m.to_move:
            self.news.say([TEXT["no-hint"]], "info")
            return
        self.show(hint(m, seat))

    def show(self, best: Hint) -> None:
        """Light the taps of ``best``, a hint for the viewer now (worked out here or by a host)."""
        choice = self.seat.choice
        choice.hint, choice.hint_move = self.seat.adapter.path(best.move), best.move
        self.decision.hinted(best.move)  # played first, it is not the child's own try
        self.decision.lit = True  # think first: Show me lights the cards that fit too
        m, seat = self.seat.match, self.seat.viewer
        self.seat.practised.hinted(m.check(best.move, seat).rule, seat, self.settings.lights)
        what = self._label(self._hint_next())
        self.news.say([TEXT["hint"].format(what=what), best.said], "info")

    def _hint_next(self) -> str | None:
        """The next tap of the "Show me" move, after what is picked already."""
        hinted, picked = self.seat.choice.hint, self.selection
        if not hinted:
            return None
        on_track = hinted[: len(picked)] == picked and len(hinted) > len(picked)
        return hinted[len(picked)] if on_track else hinted[0]

    def _label(self, tap: str) -> str:
        """What a tap is called in a sentence ("50", "stack 2", "a sleepy 3")."""
        item = self._items.get(tap)
        return tap if item is None else item_name(item)
