"""The tap machine: what a tap does now, from the legal moves only.

A tap plays a move, picks a card, unpicks one, or explains (from the
engine's verdict) why that play is not allowed; "Show me" lights the taps of
the hint's move. ``Taps`` is a part of ``TableSession``: it keeps what is
picked (``_selection``), the hint (``_hint``, ``_hint_move``) and the taps of
the legal moves (``_paths``), and lights each tappable item of a scene.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from ..bots.hints import hint
from ..engine import Move, Verdict, View, refused
from ..engine.count import counter
from ..engine.scene import Item
from ..engine.scene import Path as TapPath
from ..engine.text import listed
from .scene import drawn
from .words import LABELS, TEXT


class Taps:
    """The child's taps (a part of ``TableSession``)."""

    def _starts(self, path: TapPath) -> bool:
        return any(p[: len(path)] == path for p in self._paths)

    def _decide(self, tap: str, view: View) -> tuple[str, Any]:
        """What tapping ``tap`` does now in the scene's ``view``, from the legal moves only.

        ("play", move), ("pick", taps so far), ("unpick", taps left) or
        ("explain", the taps of the move to explain).
        """
        picked, paths = self._selection, self._paths
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
        combined = self.adapter.move(full, view) if picked else None
        if picked and combined is None and alone in paths:
            return "play", paths[alone]  # e.g. Done while a card is picked
        return "explain", full if combined or not picked else alone

    def _refused(self, verdict: Verdict) -> None:
        """A tap the rules refuse: say why, and count it for the Class summary (and as a try)."""
        self.practised.refused(verdict)
        if self.viewer in self.match.to_move:
            self.decision.tried(False)
        self._say([(verdict.words, verdict.maths)], "no")

    def _pick(self, taps: TapPath, words: str, item_id: str | None) -> None:
        """``taps`` are picked now: ``item_id`` was picked last (None: one was put back)."""
        self._selection = taps
        if item_id is None:
            self._picked = self._picked[: len(taps)]
        else:
            self._picked = (*self._picked[: len(taps) - 1], item_id)
        self._say([words or TEXT["unpicked"]], "info")

    def _explain(self, path: TapPath, view: View, card: str | None) -> Verdict:
        """The engine's verdict on the move these taps would make in ``view``.

        ``card`` is a hand card's name, when the tap is on one.
        """
        m, seat = self.match, self.viewer
        waits = not m.over and (seat is None or seat not in m.to_move)
        names = listed([m.names[s] for s in m.to_move])
        if waits and card is not None:  # a hand card names its number while the child waits
            return refused("not-your-turn", TEXT["wait-card"].format(names=names, card=card))
        move = self.adapter.move(path, view)
        if move is not None and seat is not None:
            return m.check(move, seat)
        if m.over:
            return refused("game-over", TEXT["over"])
        if waits:
            return refused("not-your-turn", TEXT["wait-for"].format(names=names))
        verdict = self.adapter.dead_end(path, view)  # a refused Verdict is falsy: test for None
        return verdict if verdict is not None else refused("no-move", TEXT["no-move"])

    def _try(self, move: Move, verdict: Verdict, item_id: str) -> None:
        """The viewer taps a move that fits (``item_id``, its last tap).

        In Count it, a counted one asks its number first.
        """
        self.decision.tried(True, move)
        count = counter(self.match.game) if self.lights == "count" else None
        asked = count(self.match.view(self.viewer), move, verdict) if count else None
        if self.decision.ask(move, verdict, asked, (*self._picked, item_id)):
            self._say([TEXT["count-ask"], asked.question], "info")
        else:
            self._play(move, verdict)

    def _count_pick(self, choice: int | None) -> None:
        """A Count it button: a number picked, or Count on (None) after a wrong pick."""
        asked = self.decision.asked
        done = asked.step() if choice is None else asked.pick(choice)
        if choice is not None:
            self.decision.counted(asked.count.about, done)
        if done:
            self._play(asked.move, asked.verdict)
            return
        self._say([TEXT["count-on"], asked.said()], "info" if choice is None else "no")

    def _count_step(self) -> dict:
        """The Count it question on screen: its number line and its buttons."""
        asked = self.decision.asked
        buttons = [
            self._control(
                tap, LABELS["count-next"] if n is None else str(n), partial(self._count_pick, n)
            )
            for tap, n in asked.taps().items()
        ]
        return {
            "question": asked.count.question,
            "picture": drawn(asked.line()),
            "buttons": buttons,
        }

    def _dark(self) -> bool:
        """Think first: no move is lit (nor says why) until the child has tried one.

        Nor while a Count it question is asked: the card's words would tell its answer.
        """
        if self.decision.asked is not None:
            return True
        return self.lights != "always" and self.decision.first is None and not self.match.over

    def _play(self, move: Move, verdict: Verdict) -> None:
        """The viewer makes ``move``, whose ``verdict`` the scene already has (checked once)."""
        tries = self.decision.tries(verdict.rule)
        self.match.play(move, self.viewer)  # the scene's check() of it is not made again
        self._moved()
        self._party = None
        self.practised.played(verdict, tries)
        self._made(self.match.history[-1])
        then = self._headline(self.match.history[-1:], mine=True)  # what followed, if any
        self._say([(verdict.words, verdict.maths), then], "ok")
        self._advance(self._status)

    def _show_me(self) -> None:
        seat = self.viewer
        if seat is None or seat not in self.match.to_move:
            self._say([TEXT["no-hint"]], "info")
            return
        best = hint(self.match, seat)
        self._hint, self._hint_move = self.adapter.path(best.move), best.move
        self.decision.hinted(best.move)  # played first, it is not the child's own try
        what = self._label(self._hint_next())
        self._say([TEXT["hint"].format(what=what), best.said], "info")

    def _hint_next(self) -> str | None:
        """The next tap of the "Show me" move, after what is picked already."""
        if not self._hint:
            return None
        picked = self._selection
        on_track = self._hint[: len(picked)] == picked and len(self._hint) > len(picked)
        return self._hint[len(picked)] if on_track else self._hint[0]

    def _label(self, tap: str) -> str:
        """What a tap is called in a sentence ("50", "stack 2", "a sleepy 3")."""
        for item in self._items():
            if item.get("tap") == tap:
                return _name(item)
        return tap

    def _item(self, item: Item, view: View, ids: set[str], hand: bool = False) -> Item:
        """Give a tappable item its id, and light it or explain it from the engine."""
        tap = item.get("tap")
        base = tap or f"see-{len(ids)}"
        item_id = base
        while item_id in ids:
            item_id += "+"
        ids.add(item_id)
        item = {**item, "id": item_id}
        if tap is None:
            return item
        what, detail = self._decide(tap, view)
        if what == "unpick" and self._picked[-1:] != (item_id,):
            what, detail = "pick", self._selection  # the twin of the picked card: pick it instead
        move = verdict = None
        if what == "play":
            move, verdict = detail, self.match.check(detail, self.viewer)  # its one check
            words, action = verdict.words, partial(self._try, move, verdict, item_id)
        elif what == "explain":
            verdict = self._explain(detail, view, _name(item) if hand else None)
            move = self.adapter.move(detail, view) or self.adapter.move((tap,), view)
            words, action = verdict.words, partial(self._refused, verdict)
        else:
            chosen = self.adapter.chosen(detail, view) if detail else ""
            words = chosen if what == "pick" else TEXT["unpick"]
            action = partial(self._pick, detail, chosen, item_id if what == "pick" else None)
        self._actions[item_id] = action
        dark = what != "unpick" and self._dark()
        if dark and what != "pick":  # think first: nothing says whether it fits
            words, move, verdict = "", None, None
        follows = what == "play" or (what == "pick" and detail[:-1] == self._selection)
        if self._selection and follows and not self._next_focus and not dark:
            self._next_focus = item_id  # where the picked card can go
        pic = self.adapter.preview(view, detail) if what == "pick" and not dark else None
        if what != "pick" and move is not None:
            pic = self.adapter.picture(view, move, verdict)  # shown on focus and hover
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
