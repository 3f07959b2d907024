"""The scene builder: the JSON dict the browser draws, built again only after a change.

``Scene`` owns the scene: its number ``n`` (it changes whenever anything
but the status changes), the last one built, and its ``actions``: what each
of its ids does, as data (``actions.py``), for the next message. It asks the
game's adapter for the table's layout and the other parts for theirs:
``Taps`` lights each tappable item, ``News`` gives the status, motion, log
and celebrations, ``Controls`` the Teacher panel, ``Turns`` the computer
cats. It changes no part's state; ``changed`` says it must be built again.
It is the last step of the pipeline (taps -> turns -> news -> scene) and
reads all the others; none of them imports it.
"""

from __future__ import annotations

import logging
from typing import Any

from ..engine import View
from ..engine.scene import Item
from ..engine.text import counted
from .actions import Action, Actions, control
from .controls import Controls
from .lights import LIGHTS
from .markup import drawn
from .news import News
from .seat import Seat
from .settings import Settings
from .sprint import Sprint
from .taps import Taps
from .ticket import Ticket
from .turns import Turns
from .words import LABELS, TEXT

log = logging.getLogger(__name__)
AGAIN = ("count-hop", "count-next")  # the buttons a child taps again and again: Hop, Count on


class Scene:
    """The scene of ``seat``, made from the parts (``teacher``: with the Teacher panel).

    ``keep`` puts the match's save in the scene, for the page to keep.
    """

    def __init__(
        self,
        seat: Seat,
        settings: Settings,
        parts: tuple[Taps, News, Turns, Controls, Ticket, Sprint],
        teacher: bool,
        keep: bool,
    ):
        self.seat, self.settings = seat, settings
        self.taps, self.news, self.turns, self.controls, self.ticket, self.sprint = parts
        self.teacher, self.keep = teacher, keep
        self.n = 0
        self.actions: Actions = {}
        self._since: dict[str, int] = {}  # an AGAIN id's first scene of those it did the same in
        self._body: dict = {}
        self._scene: dict = {}
        self._motion: list[dict] = []
        self._dirty = True  # the scene needs building again
        self._said = 0  # the status the scene was built with (News.said)

    def changed(self) -> None:
        """Something changed that said nothing (a setting): build the scene again when asked."""
        self._dirty = True

    def now(self) -> dict:
        """The scene to draw now: built again only after a change, or after ``News`` said more."""
        if self._dirty or self._said != self.news.said:
            self.publish()
        return self._scene

    def publish(self) -> None:
        """Build the scene; if that fails, keep the last good one and say so."""
        self._dirty, self._said = False, self.news.said
        actions = self.actions
        try:
            body = self.build()
        except Exception:  # never raise into the kernel
            log.exception("The table could not draw %s", self.seat.match.game.id)
            self.actions = actions
            status = {"lines": [TEXT["oops"]], "tone": "no", "said": self.news.said + 1}
            self._scene = {**self._scene, "status": status}
            return
        if body != self._body:
            self.n += 1
            self._body = body
            self._motion = self.news.motion()
            now = [i for i in AGAIN if i in self.actions]
            kept = {i for i in now if actions.get(i) == self.actions[i]}
            self._since = {i: self._since.get(i, self.n) if i in kept else self.n for i in now}
        self.news.shown()
        save = {"save": self.seat.match.to_json()} if self.keep else {}
        status = self.news.status()
        self._scene = {**body, "n": self.n, "motion": self._motion, "status": status, **save}

    def again(self, n: object, target: str) -> bool:
        """Is ``target``, tapped in scene ``n``, a button that does the same again (Hop,
        Count on) and has done the same in every scene since? Then quick taps each count,
        none is refused as stale: a hop takes no longer than the child's taps."""
        return target in AGAIN and type(n) is int and self._since.get(target, n + 1) <= n

    def build(self) -> dict:
        """The scene's body now: everything but its number, motion, status and save."""
        m, seat, settings = self.seat.match, self.seat.viewer, self.settings
        self.actions = actions = {}
        view = m.view(seat) if seat is not None else m.teacher_view()
        held = self.seat.held  # a question about a result: its answer stays hidden till then
        view = self.seat.adapter.unjudged(view) if held is not None else view
        hidden = self.seat.spectator and not settings.reveal
        teacher = m.teacher_view() if settings.reveal or (seat is None and not hidden) else None
        mine = self.seat.mine
        legal = m.legal_moves(seat) if mine else []
        self.taps.begin(view, legal)
        adapter, passing = self.seat.adapter, self.seat.passing
        body: dict[str, Any] = {
            "game": m.game.id,
            "title": m.game.title,
            "turn": self.seat.turn_line(),
            "next": adapter.next_step(view, legal) if mine else "",
            "projector": settings.projector,
            "read_aloud": settings.read_aloud,
            "labels": LABELS,
            "tick": None,
            "focus": "again" if m.over else "ready" if passing is not None else None,
            "seats": self._seats(view, teacher),
            "teacher": self.controls.buttons(actions) if self.teacher else [],
            "teacher_open": self.teacher,  # the Teacher toggle starts open in teacher mode
        }
        if self.teacher and self.controls.summary_open:
            body["class_summary"] = self.seat.practised.scene(m.names, LIGHTS)
        if self.ticket.open:  # the exit ticket in the table's place
            body["ticket"] = self.ticket.scene(actions)
            body["focus"] = body["ticket"].pop("focus")
            body["turn"] = body["ticket"]["title"]  # not whose turn: the game waits
            return body
        if self.sprint.open:  # the fact sprint in the table's place
            body["sprint"] = self.sprint.scene(actions)
            body["focus"] = body["sprint"].pop("focus")
            body["turn"] = body["sprint"]["title"]
            body["tick"] = body["sprint"].pop("tick", None)  # its timer runs out then
            return body
        party = self._celebration()
        if party is not None:
            body["celebrate"] = party
            body["focus"] = party["button"]["id"]
        if not settings.wait and settings.delay > 0 and self.turns.due() and not m.over:
            body["tick"] = round(settings.delay * 1000)  # the browser holds it under a summary
        if passing is not None:
            name = m.names[passing]
            ready = LABELS["ready"].format(name=name)
            body["pass"] = control(actions, "ready", ready, Action("ready"))
            return body
        ids: set[str] = set()

        def lit(items: list[Item], hand: bool = False) -> list[Item]:
            return [self.taps.item(i, view, ids, actions, hand) for i in items]

        body["zones"] = [{**z, "items": lit(z["items"])} for z in adapter.zones(view, teacher)]
        body["hand"] = lit(adapter.hand(view), hand=True)
        body["actions"] = lit(adapter.actions(view))
        body["words"] = self._words(view)
        shown = self.taps.shown  # the picture of the hint, if any
        pic = adapter.picture(view, shown, shown and m.check(shown, seat))
        asked = self.taps.asking if mine else None
        if asked is not None and pic and pic.get("line"):  # a sum asked: its line tells no more
            pic = {**pic, "line": asked.line()}
        body["picture"] = drawn(pic)
        body["log"] = self.news.log()
        body["focus"] = body["focus"] or self.taps.next_focus
        if mine:
            body["help"] = [control(actions, "show-me", LABELS["show-me"], Action("show-me"))]
        else:
            body["help"] = []
        if mine and self.taps.dark():
            body["think"] = True  # nothing is lit: the browser draws the cards plain, not unlit
        if asked is not None:
            body["count"] = self.taps.count_step(actions)
            body["focus"] = body["count"]["buttons"][0]["id"]
        elif held is not None:
            body["count"] = self.taps.judge_step(actions)
            body["focus"] = body["count"]["buttons"][0]["id"]
        if m.over:
            body["help"] = [control(actions, "again", LABELS["again"], Action("again"))]
        return body

    def _celebration(self) -> dict | None:
        """The summary on screen now (``News``), with its button: Play again, or Next round."""
        party = self.news.celebration()
        if party is None:
            return None
        if party["kind"] == "game":
            again = control(self.actions, "again", LABELS["again"], Action("again"))
            if not self.seat.humans:
                return {**party, "button": again}
            sprint = control(self.actions, "sprint", LABELS["sprint"], Action("sprint"))
            if not self.ticket.offered:
                return {**party, "button": sprint, "more": [again]}
            ticket = control(self.actions, "ticket", LABELS["ticket"], Action("ticket"))
            return {**party, "button": ticket, "more": [sprint, again]}
        go_on = control(self.actions, "next-round", LABELS["next-round"], Action("next-round"))
        return {**party, "button": go_on}

    def _words(self, view: View) -> list[Item]:
        """A "?" for each word on the table a child may not know; a tap says what it means."""
        text, words = self.seat.match.game.text, []
        for term, near in self.seat.adapter.terms(view).items():
            word, says = text[f"word-{term}"], text[f"what-{term}"]
            ask = LABELS["what"].format(word=word)
            action = Action("what", term)
            item = control(
                self.actions, f"what-{term}", word, action, ask=ask, says=says, near=near
            )
            words.append(item)
        return words

    def _seats(self, view, teacher) -> list[dict]:
        m, bots, viewer = self.seat.match, self.turns.pacing.bots, self.seat.viewer
        seats = []
        for s in range(m.players):
            who = LABELS["player"]
            if s in self.turns.pacing.kept:
                who = LABELS["kept"]
            elif s in bots:
                who = LABELS["computer"].format(bot=bots[s].name)
            elif s == viewer:
                who = LABELS["you"]
            facts = self.seat.adapter.seat(view, s, teacher if s != viewer else None)
            if "cards" in facts:  # words the browser only draws: "1 card", "5 cards"
                facts["cards"] = counted(facts["cards"], LABELS["card"])
            if self.seat.passing is not None:
                facts.pop("hand", None)
            seats.append(
                {
                    "seat": s,
                    "name": m.names[s],
                    "who": who,
                    "you": s == viewer,
                    "turn": s in m.to_move,
                    "winner": s in m.winners,
                    **facts,
                }
            )
        return seats
