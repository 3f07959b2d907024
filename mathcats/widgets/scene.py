"""The scene builder: the JSON dict the browser draws, built again only after a change.

``Scene`` is a part of ``TableSession``: it asks the game's adapter for the
table's layout, has the taps part light each tappable item, and keeps the
actions of the scene's ids (``_actions``) for the next message.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from functools import lru_cache, partial
from typing import Any

from ..engine import View
from ..engine.scene import Item, button
from ..engine.text import counted
from ..pictures import draw
from .words import LABELS, TEXT

MARKUP_KEPT = 2_000  # pictures' markup kept drawn (1 to 3 KB each, with the key)
log = logging.getLogger(__name__)


class Scene:
    """The scene (a part of ``TableSession``)."""

    def _items(self) -> list[Item]:
        body = self._body
        zones = [item for z in body.get("zones", []) for item in z["items"]]
        return zones + body.get("hand", []) + body.get("actions", [])

    def _publish(self) -> None:
        """Build the scene; if that fails, keep the last good one and say so."""
        self._dirty = False
        actions = self._actions
        try:
            body = self._build()
        except Exception:  # never raise into the kernel
            log.exception("The table could not draw %s", self.match.game.id)
            self._actions = actions
            status = {"lines": [TEXT["oops"]], "tone": "no", "said": self._said + 1}
            self._scene = {**self._scene, "status": status}
            return
        if body != self._body:
            self._n += 1
            self._body = body
            self._motion = self._motion_of(self._fresh)
        self._fresh = []
        status = {
            "lines": [words for words, _ in self._status],
            "maths": [maths for _, maths in self._status],
            "tone": self._tone,
            "said": self._said,
        }
        save = {"save": self.match.to_json()} if self.keep else {}
        self._scene = {**body, "n": self._n, "motion": self._motion, "status": status, **save}

    def _build(self) -> dict:
        m, seat = self.match, self.viewer
        self._actions = {}
        view = m.view(seat) if seat is not None else m.teacher_view()
        hidden = self.spectator and not self.reveal
        teacher = m.teacher_view() if self.reveal or (seat is None and not hidden) else None
        mine = seat is not None and seat in m.to_move and self.passing is None
        legal = m.legal_moves(seat) if mine else []
        self._paths = {path: move for move in legal for path in self.adapter.paths(move)}
        self._paths.update(self.adapter.shortcuts(view, legal))
        body: dict[str, Any] = {
            "game": m.game.id,
            "title": m.game.title,
            "turn": self._turn_line(),
            "next": self.adapter.next_step(view, legal) if mine else "",
            "projector": self.projector,
            "read_aloud": self.read_aloud,
            "labels": LABELS,
            "tick": None,
            "focus": "again" if m.over else "ready" if self.passing is not None else None,
            "seats": self._seats(view, teacher),
            "teacher": self._teacher_controls() if self.teacher else [],
            "teacher_open": self.teacher,  # the Teacher toggle starts open in teacher mode
        }
        if self.teacher and self.summary_open:
            body["class_summary"] = self.practised.scene()
        party = self._celebration()
        if party is not None:
            body["celebrate"] = party
            body["focus"] = party["button"]["id"]
        if not self.wait and self.delay > 0 and self._bots_due() and not m.over:
            body["tick"] = round(self.delay * 1000)  # the browser holds it under a summary
        if self.passing is not None:
            name = m.names[self.passing]
            body["pass"] = self._control("ready", LABELS["ready"].format(name=name), self._ready)
            return body
        ids: set[str] = set()
        self._next_focus = None
        body["zones"] = [
            {**z, "items": [self._item(i, view, ids) for i in z["items"]]}
            for z in self.adapter.zones(view, teacher)
        ]
        body["hand"] = [self._item(i, view, ids, hand=True) for i in self.adapter.hand(view)]
        body["actions"] = [self._item(i, view, ids) for i in self.adapter.actions(view)]
        body["words"] = self._words(view)
        shown = self._hint_move if self._hint else None  # the picture of the hint, if any
        body["picture"] = drawn(self.adapter.picture(view, shown, shown and m.check(shown, seat)))
        body["log"] = self._log()
        body["focus"] = body["focus"] or self._next_focus
        body["help"] = [self._control("show-me", LABELS["show-me"], self._show_me)] if mine else []
        if mine and self._dark():
            body["think"] = True  # nothing is lit: the browser draws the cards plain, not unlit
        if self.decision.asked is not None and mine:
            body["count"] = self._count_step()
            body["focus"] = body["count"]["buttons"][0]["id"]
        if m.over:
            body["help"] = [self._control("again", LABELS["again"], self.new_game)]
        return body

    def _words(self, view: View) -> list[Item]:
        """A "?" for each word on the table a child may not know; a tap says what it means."""
        text, words = self.match.game.text, []
        for term, near in self.adapter.terms(view).items():
            word, says = text[f"word-{term}"], text[f"what-{term}"]
            ask = LABELS["what"].format(word=word)
            action = partial(self._say, [says])
            words.append(self._control(f"what-{term}", word, action, ask=ask, says=says, near=near))
        return words

    def _control(self, control_id: str, label: str, action: Callable[[], None], **extra) -> Item:
        self._actions[control_id] = action
        return {**button(control_id, label, **extra), "id": control_id}

    def _seats(self, view, teacher) -> list[dict]:
        m = self.match
        seats = []
        for s in range(m.players):
            who = LABELS["player"]
            if s in self.bots:
                who = LABELS["computer"].format(bot=self.bots[s].name)
            elif s == self.viewer:
                who = LABELS["you"]
            facts = self.adapter.seat(view, s, teacher if s != self.viewer else None)
            if "cards" in facts:  # words the browser only draws: "1 card", "5 cards"
                facts["cards"] = counted(facts["cards"], LABELS["card"])
            if self.passing is not None:
                facts.pop("hand", None)
            seats.append(
                {
                    "seat": s,
                    "name": m.names[s],
                    "who": who,
                    "you": s == self.viewer,
                    "turn": s in m.to_move,
                    "winner": s in m.winners,
                    **facts,
                }
            )
        return seats


def drawn(pic: dict | None) -> dict | None:
    """A picture with its markup as ``html`` (``pictures.draw``): the browser only inserts it.

    The same picture is drawn once (a scene has many, and seats share them).
    """
    return pic and {**pic, "html": _markup(json.dumps(pic, sort_keys=True))}


@lru_cache(maxsize=MARKUP_KEPT)
def _markup(pic: str) -> str:
    """The markup of the picture ``pic`` (as JSON), kept for the latest pictures drawn."""
    return draw(json.loads(pic))
