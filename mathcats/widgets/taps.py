"""The tap machine: what a tap does now, from the legal moves only.

A tap plays a move, picks a card, unpicks one, or explains (from the
engine's verdict) why that play is not allowed; "Show me" lights the taps of
the hint's move. ``Taps`` owns what is picked (``selection``), the "Show me"
move (``hint_move``), the taps of the legal moves (``paths``) and the
viewer's ``decision`` (``lights.py``). It lights each tappable item of a
scene and puts each item's action in the scene's ``actions``. It reads the
``Seat``, the teacher's ``lights`` setting, and says things through ``News``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from ..bots.hints import Hint, hint
from ..engine import Move, Verdict, View, refused
from ..engine.count import counter
from ..engine.scene import Item
from ..engine.scene import Path as TapPath
from ..engine.text import listed
from .controls import Settings
from .lights import Decision
from .news import News
from .scene import Actions, control, drawn
from .seat import Seat
from .words import LABELS, TEXT


class Taps:
    """The child's taps at ``seat``.

    ``answer`` is called after the viewer's move is made and told: the table
    answers it (the computer cats, whose screen it is).
    """

    def __init__(self, seat: Seat, settings: Settings, news: News, answer: Callable[[], None]):
        self.seat, self.settings, self.news, self.answer = seat, settings, news, answer
        self.decision = Decision()  # the viewer's decision now: its first try, a question
        self.selection: TapPath = ()
        self.paths: dict[TapPath, Move] = {}  # the taps of the legal moves, now
        self.hint_move: Move | None = None  # the last "Show me" move
        self._picked: tuple[str, ...] = ()  # the selection's items (of equal cards, the one tapped)
        self._hint: TapPath = ()  # the taps of the "Show me" move, until a move is made
        self._items: dict[str, Item] = {}  # the scene's first item of each tap
        self.next_focus: str | None = None  # the scene's item the picked card can go to

    def reset(self) -> None:
        """After any move: nothing is picked or hinted any more; a new decision starts."""
        self.selection = self._picked = ()
        self._hint = ()
        self.decision = Decision()

    def leave_question(self) -> None:
        """A tap on anything but the Count it buttons leaves its question."""
        self.decision.asked = None

    def begin(self, view: View, legal: list[Move]) -> None:
        """A scene is built for ``view``, where the viewer may make the ``legal`` moves."""
        adapter = self.seat.adapter
        self.paths = {path: move for move in legal for path in adapter.paths(move)}
        self.paths.update(adapter.shortcuts(view, legal))
        self._items = {}
        self.next_focus = None

    @property
    def shown(self) -> Move | None:
        """The "Show me" move whose picture the scene shows, if any."""
        return self.hint_move if self._hint else None

    def _starts(self, path: TapPath) -> bool:
        return any(p[: len(path)] == path for p in self.paths)

    def _decide(self, tap: str, view: View) -> tuple[str, Any]:
        """What tapping ``tap`` does now in the scene's ``view``, from the legal moves only.

        ("play", move), ("pick", taps so far), ("unpick", taps left) or
        ("explain", the taps of the move to explain).
        """
        picked, paths = self.selection, self.paths
        if picked and tap == picked[-1]:
            return "unpick", picked[:-1]
        full = (*picked, tap)
        if full in paths:
            return "play", paths[full]
        if self._starts(full):
            return "pick", full
        alone = (tap,)
        if picked and self._starts(alone) and alone not in paths:
            return "pick", alone  # another first choice: pick that instead
        combined = self.seat.adapter.move(full, view) if picked else None
        if picked and combined is None and alone in paths:
            return "play", paths[alone]  # e.g. Done while a card is picked
        return "explain", full if combined or not picked else alone

    def _refused(self, verdict: Verdict) -> None:
        """A tap the rules refuse: say why, and count it for the Class summary (and as a try)."""
        self.seat.practised.refused(verdict)
        if self.seat.viewer in self.seat.match.to_move:
            self.decision.tried(False)
        self.news.say([(verdict.words, verdict.maths)], "no")

    def _pick(self, taps: TapPath, words: str, item_id: str | None) -> None:
        """``taps`` are picked now: ``item_id`` was picked last (None: one was put back)."""
        self.selection = taps
        if item_id is None:
            self._picked = self._picked[: len(taps)]
        else:
            self._picked = (*self._picked[: len(taps) - 1], item_id)
        self.news.say([words or TEXT["unpicked"]], "info")

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

    def _try(self, move: Move, verdict: Verdict, item_id: str) -> None:
        """The viewer taps a move that fits (``item_id``, its last tap).

        In Count it, a counted one asks its number first.
        """
        self.decision.tried(True, move)
        m = self.seat.match
        count = counter(m.game) if self.settings.lights == "count" else None
        asked = count(m.view(self.seat.viewer), move, verdict) if count else None
        if self.decision.ask(move, verdict, asked, (*self._picked, item_id)):
            self.news.say([TEXT["count-ask"], asked.question], "info")
        else:
            self.play(move, verdict)

    def _count_pick(self, choice: int | None) -> None:
        """A Count it button: a number picked, or Count on (None) after a wrong pick."""
        asked = self.decision.asked
        done = asked.step() if choice is None else asked.pick(choice)
        if choice is not None:
            self.decision.counted(asked.count.about, done)
        if done:
            self.play(asked.move, asked.verdict)
            return
        self.news.say([TEXT["count-on"], asked.said()], "info" if choice is None else "no")

    def count_step(self, actions: Actions) -> dict:
        """The Count it question on screen: its number line and its buttons (in ``actions``)."""
        asked = self.decision.asked
        buttons = [
            control(
                actions,
                tap,
                LABELS["count-next"] if n is None else str(n),
                partial(self._count_pick, n),
            )
            for tap, n in asked.taps().items()
        ]
        return {
            "question": asked.count.question,
            "picture": drawn(asked.line()),
            "buttons": buttons,
        }

    def dark(self) -> bool:
        """Think first: no move is lit (nor says why) until the child has tried one.

        Nor while a Count it question is asked: the card's words would tell its answer.
        """
        if self.decision.asked is not None:
            return True
        lights = self.settings.lights
        return lights != "always" and self.decision.first is None and not self.seat.match.over

    def play(self, move: Move, verdict: Verdict) -> None:
        """The viewer makes ``move``, whose ``verdict`` the scene already has (checked once)."""
        m = self.seat.match
        tries = self.decision.tries(verdict.rule)
        m.play(move, self.seat.viewer)  # the scene's check() of it is not made again
        self.reset()
        self.seat.practised.played(verdict, tries)
        self.news.played(m.history[-1])
        then = self.news.headline(m.history[-1:], mine=True)  # what followed, if any
        self.news.say([(verdict.words, verdict.maths), then], "ok")
        self.answer()

    def show_me(self) -> None:
        """Light the taps of the hint's move, and say why it is a good one."""
        m, seat = self.seat.match, self.seat.viewer
        if seat is None or seat not in m.to_move:
            self.news.say([TEXT["no-hint"]], "info")
            return
        self.show(hint(m, seat))

    def show(self, best: Hint) -> None:
        """Light the taps of ``best``, a hint for the viewer now (worked out here or by a host)."""
        self._hint, self.hint_move = self.seat.adapter.path(best.move), best.move
        self.decision.hinted(best.move)  # played first, it is not the child's own try
        what = self._label(self._hint_next())
        self.news.say([TEXT["hint"].format(what=what), best.said], "info")

    def _hint_next(self) -> str | None:
        """The next tap of the "Show me" move, after what is picked already."""
        if not self._hint:
            return None
        picked = self.selection
        on_track = self._hint[: len(picked)] == picked and len(self._hint) > len(picked)
        return self._hint[len(picked)] if on_track else self._hint[0]

    def _label(self, tap: str) -> str:
        """What a tap is called in a sentence ("50", "stack 2", "a sleepy 3")."""
        item = self._items.get(tap)
        return tap if item is None else _name(item)

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
        if what == "unpick" and self._picked[-1:] != (item_id,):
            what, detail = "pick", self.selection  # the twin of the picked card: pick it instead
        move = verdict = None
        if what == "play":
            move, verdict = detail, m.check(detail, seat)  # its one check
            words, action = verdict.words, partial(self._try, move, verdict, item_id)
        elif what == "explain":
            verdict = self._explain(detail, view, _name(item) if hand else None)
            move = adapter.move(detail, view) or adapter.move((tap,), view)
            words, action = verdict.words, partial(self._refused, verdict)
        else:
            chosen = adapter.chosen(detail, view) if detail else ""
            words = chosen if what == "pick" else TEXT["unpick"]
            action = partial(self._pick, detail, chosen, item_id if what == "pick" else None)
        actions[item_id] = action
        dark = what != "unpick" and self.dark()
        if dark and what != "pick":  # think first: nothing says whether it fits
            words, move, verdict = "", None, None
        follows = what == "play" or (what == "pick" and detail[:-1] == self.selection)
        if self.selection and follows and not self.next_focus and not dark:
            self.next_focus = item_id  # where the picked card can go
        pic = adapter.preview(view, detail) if what == "pick" and not dark else None
        if what != "pick" and move is not None:
            pic = adapter.picture(view, move, verdict)  # shown on focus and hover
        item.update(
            lit=what != "explain" and not dark,
            words=words,
            maths=verdict.maths if verdict is not None else None,
            picked=item_id in self._picked or item_id in self.decision.picked,
            hint=tap == self._hint_next(),
            pic=drawn(pic),
        )
        return item


def _name(item: Item) -> str:
    return item.get("name", item["label"])
