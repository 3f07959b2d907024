"""The table session: one match at a table, in plain Python (no widget).

It holds what a table knows between taps (what is picked, the "Show me"
move, whose screen it is), paces the computer cats (``pacing.py``), carries
out the teacher's controls and builds the JSON ``scene`` the browser draws.
A class table (``mathcats.classroom``) seats one session per child at one
match: it shares the ``Pacing``, moves the computer cats on the server's
clock and tells each session what moved (``follow``, ``start_over``). A
widget only syncs that scene and hands on what the browser sends:
``{"type": "click", "id": ..., "scene": n}``, ``{"type": "tick", ...}`` and,
for a table made with ``keep=True``, ``{"type": "restore", "save": text}``.
Those messages are untrusted: ``handle`` checks them (see docs/widgets.md).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache, partial
from typing import Any

from .. import reading
from ..bots.hints import hint
from ..engine import Match, Move, Turn, Verdict, View, load_match, refused
from ..engine.events import GameWon, RoundWon
from ..engine.text import counted
from ..pictures import draw
from .adapters import adapter_for
from .adapters.base import Item, button
from .adapters.base import Path as TapPath
from .pacing import Pacing
from .practised import Practised

LOG_LINES = 8
STATUS_LINES = 3  # lines of words in the status; a number sentence rides with its line
SPEEDS = {"slow": 2.5, "medium": 1.2, "fast": 0.5}
SETTINGS = ("reveal", "wait", "projector", "read_aloud", "delay")
MAX_SAVE = 200_000  # characters: the longest games save about 50,000
MARKUP_KEPT = 2_000  # pictures' markup kept drawn (1 to 3 KB each, with the key)
NOBODY = -1  # a seat no player has: it sees no one's private cards (a spectator's log)
log = logging.getLogger(__name__)

# Every sentence the table itself says to a child.
TEXT = {
    "your-turn": "Your turn, {name}.",
    "wait-for": "Wait for {names}.",
    "wait-card": "Wait for {names}. Then you can try your {card}.",
    "pass-to": "Pass the screen to {name}.",
    "pass-ready": "{name}, tap the button when only you can see.",
    "won": "{names} won the game!",
    "over": "The game is over.",
    "stale": "The table changed. Look, then tap again.",
    "unknown": "You cannot tap that now.",
    "garbled": "Oops, that tap got lost. Try again.",
    "oops": "Oops, something went wrong. Try again.",
    "no-move": "You cannot use that now.",
    "unpicked": "Okay, pick again.",
    "unpick": "Tap it again to pick something else.",
    "hint": "Show me picks {what}.",
    "no-hint": "There is nothing for you to do now.",
    "undone": "We went back to your last turn.",
    "undone-one": "We took back one move.",
    "no-undo": "There is nothing to take back.",
    "replayed": "Back to the start, with the same cards.",
    "step-human": "It is {names}'s turn to choose.",
    "new-game": "A new game with new cards!",
    "shown": "Now you can see every hand.",
    "hidden": "The hands are hidden again.",
    "waits": "The computer cats wait for Next move.",
    "goes": "The computer cats play by themselves.",
    "speed": "The computer cats play {speed}.",
    "big": "Big numbers are on.",
    "small": "Big numbers are off.",
    "restored": "We are back where you were.",
    "not-restored": "We could not bring that game back. Here is a new one.",
    "no-voice": "This screen cannot talk.",
    "round-winners": "{names} won the round!",
    "round-over": "The round is over!",
    "cheer-round": "The kitten eats. Yum!",
    "cheer-game": "The kittens find homes!",
}
LABELS = {
    "show-me": "Show me",
    "ready": "I am {name}",
    "again": "Play again",
    "you": "you",
    "player": "player",
    "computer": "computer: {bot}",
    "card": "card",
    "t-reveal": "Show all hands",
    "t-wait": "Computer waits",
    "t-step": "Next move",
    "t-undo": "Undo",
    "t-replay": "Replay",
    "t-big": "Big screen",
    "t-summary": "Class summary",
    "slow": "Slow",
    "medium": "Medium",
    "fast": "Fast",
    # words the browser shows around the scene
    "can": "can play",
    "picked": "picked",
    "hint": "Show me picks this",
    "players": "Players",
    "turn": "playing now",
    "winner": "winner",
    "help": "Help",
    "no-answer": "The computer is not answering.",
    "lost": "Oops! Getting your game back.",
    "stuck": "Tap Home. Ask your teacher.",
    "pass": "Pass the screen",
    "picture": "The numbers as a picture",
    "hand": "Your cards",
    "actions": "Moves",
    "log": "What happened",
    "teacher": "Teacher",
    "speaker": "Read to me",
    "no-voice": TEXT["no-voice"],
    "what": "What does {word} mean?",
    "words": "Words to know",
    "next-round": "Next round",
    "summary": "What happened",
    "scores": "Points",
}
SPEED_WORDS = {"slow": "slowly", "medium": "at a medium speed", "fast": "fast"}


Line = str | tuple[str, str | None] | None  # words, or words with their number sentence


def and_names(names: Iterable[str]) -> str:
    return " and ".join(names)


def _seats_named(event) -> set[int]:
    """The seats an event is about (who moved, won, lost, or took part)."""
    named = {getattr(event, name, None) for name in ("seat", "loser", "winner")}
    return named | set(getattr(event, "seats", None) or ())


class TableSession:
    """A match at the table: ``humans`` tap, the other seats are ``bots``.

    ``bots`` is one bot name for every other seat or a {seat: name} dict
    (a seat it leaves out gets the greedy bot).
    ``teacher`` shows the teacher's controls. ``delay`` is the seconds
    between computer moves (0: they answer at once). ``keep`` puts the
    match's save in the scene, for the page to keep and send back.
    The teacher's settings (``SETTINGS``) change through ``set``.
    ``pacing``: the computer cats of a class table, shared by its seats'
    sessions and moved by the table (this session then never moves them).
    ``spectator`` (with no ``humans``): a watcher's scene, no hand shown
    unless ``reveal`` is on.
    """

    def __init__(
        self,
        match: Match,
        humans: Iterable[int] = (0,),
        bots: str | dict[int, str] = "greedy",
        teacher: bool = False,
        delay: float = 1.2,
        keep: bool = False,
        pacing: Pacing | None = None,
        spectator: bool = False,
    ):
        self.keep = keep
        self.spectator = spectator
        self.match = match
        self.adapter = adapter_for(match.game, match.names)
        self.humans = sorted(set(humans))
        if any(not 0 <= s < match.players for s in self.humans):
            raise ValueError(f"humans must be seats from 0 to {match.players - 1}.")
        self.paces = pacing is None  # this session moves the computer cats itself
        self.pacing = Pacing(match, self.humans, bots) if pacing is None else pacing
        self.teacher = teacher
        self.reveal = self.wait = self.projector = self.read_aloud = False
        self.delay = _seconds(delay)
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.passing: int | None = None  # the human the screen goes to next
        self._selection: TapPath = ()
        self._hint: TapPath = ()  # the taps of the "Show me" move
        self._hint_move: Move | None = None
        self._status: list[tuple[str, str | None]] = []
        self._tone = "info"
        self._said = 0
        self._n = 0
        self._body: dict = {}
        self._scene: dict = {}
        self._dirty = True  # the scene needs building again
        self._actions: dict[str, Callable[[], None]] = {}
        self._paths: dict[TapPath, Move] = {}
        self._next_focus: str | None = None
        self._fresh: list[Turn] = []  # the moves since the last scene: its motion
        self._motion: list[dict] = []
        self._party: dict | None = None  # the round just ended, summed up until Next round
        self.practised = Practised(match.game)  # this match's facts and mistakes, kept here only
        self.summary_open = False  # teacher: the Class summary is shown
        self._advance([])
        self._status = self._status or [(self._turn_line(), None)]

    @property
    def bots(self) -> dict:
        """The computer seats' bots, by seat."""
        return self.pacing.bots

    # --- what the browser sends -------------------------------------------------

    @property
    def scene(self) -> dict:
        """The scene to draw now (built again only after a change)."""
        if self._dirty:
            self._publish()
        return self._scene

    def handle(self, content: Any) -> None:
        """Act on one message from the browser; nothing it holds can raise from here."""
        try:
            self.scene  # noqa: B018  (the ids and the scene number a message names)
            self._handle(content)
        except Exception:
            log.exception("The table could not handle %r", content)
            self._say([TEXT["oops"]], "no")
        self._dirty = True

    def click(self, target: str) -> None:
        """Tap the thing with id ``target`` in the current scene, as the browser would."""
        self.handle({"type": "click", "id": target, "scene": self.scene["n"]})

    def _handle(self, content: Any) -> None:
        kinds = ("click", "tick", "restore") if self.keep else ("click", "tick")
        if not isinstance(content, dict) or content.get("type") not in kinds:
            self._say([TEXT["garbled"]], "no")
            return
        if content["type"] == "restore":
            self._restore(content.get("save"))
            return
        scene = content.get("scene")
        if content["type"] == "tick":
            if type(scene) is int and scene == self._n and self._bots_due():
                self._say([self._headline([self._bot_step()])], "info")
                self._advance(self._status)
            return
        target = content.get("id")
        if type(scene) is not int or not isinstance(target, str):
            self._say([TEXT["garbled"]], "no")
        elif scene != self._n:
            self._say([TEXT["stale"]], "no")
        elif target not in self._actions:
            self._say([TEXT["unknown"]], "no")
        else:
            self._actions[target]()

    def _restore(self, text: Any) -> None:
        """Go on with the match the page kept, if it is a good save of this table's setup."""
        match = None
        if isinstance(text, str) and len(text) <= MAX_SAVE:
            try:
                match = load_match(text)
            except Exception:  # a damaged or tampered save: this table goes on
                log.info("The page's save could not be loaded", exc_info=True)
        m = self.match
        setup = (m.game.id, m.players, m.names, m.options)
        if match is None or (match.game.id, match.players, match.names, match.options) != setup:
            self._say([TEXT["not-restored"], self._turn_line()], "info")
            return
        self._use(match)
        self.practised = Practised(match.game)  # the record is not in the save: it starts again
        self._advance([])
        self._say([TEXT["restored"], *(self._status or [self._turn_line()])], "ok")

    # --- the child's taps -----------------------------------------------------

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
        """A tap the rules refuse: say why, and count it for the Class summary."""
        self.practised.refused(verdict)
        self._say([(verdict.words, verdict.maths)], "no")

    def _pick(self, taps: TapPath, words: str) -> None:
        self._selection = taps
        self._say([words or TEXT["unpicked"]], "info")

    def _explain(self, path: TapPath, view: View, card: str | None) -> Verdict:
        """The engine's verdict on the move these taps would make in ``view``.

        ``card`` is a hand card's name, when the tap is on one.
        """
        m, seat = self.match, self.viewer
        waits = not m.over and (seat is None or seat not in m.to_move)
        names = and_names(m.names[s] for s in m.to_move)
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

    def _play(self, move: Move, verdict: Verdict) -> None:
        """The viewer makes ``move``, whose ``verdict`` the scene already has (checked once)."""
        self.match.play(move, self.viewer)  # the scene's check() of it is not made again
        self._moved()
        self._party = None
        self.practised.played(verdict)
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

    # --- computer seats, turns --------------------------------------------------

    def _bots_due(self) -> bool:
        return self.paces and self.pacing.due(self.match)

    def _bot_step(self) -> Turn:
        """One computer move, as the history has it."""
        turn = self.pacing.step(self.match)
        self._moved()
        self._made(turn)
        return turn

    def follow(self, turns: Sequence[Turn]) -> None:
        """``turns`` were played at this match by others (a class table): show them and the news."""
        self._moved()
        for turn in turns:
            self._made(turn)
        self._say([self._headline(turns)], "info")
        self._advance(self._status)

    def _headline(self, turns: Sequence[Turn], mine: bool = False) -> str | None:
        """One line for the status about some moves' events ("What happened" has them all).

        The latest of: the game's end, news about the viewer (an event whose
        class says ``news``: a card judged, a score), anything about the
        viewer, other news, then the last move itself unless it is ``mine``
        (the viewer's, which its verdict tells): the first of these whose
        words fit the limits.
        """
        followed = [e for turn in reversed(turns) for e in reversed(turn.events[1:])]
        last = turns[-1]
        me = [e for e in followed if self.viewer in _seats_named(e)]
        groups = (
            [e for e in followed if isinstance(e, GameWon)],
            [e for e in me if e.news],
            me,
            [e for e in followed if e.news],
            [] if mine else [e for e in last.events if last.seat in _seats_named(e)],
        )
        for event in (event for group in groups for event in group):
            line = self.match.narrate(event, self._log_seat())
            if reading.too_long(line) is None:
                return line
        return None

    def _moved(self) -> None:
        """After any move: nothing is picked or hinted any more."""
        self._selection = ()
        self._hint = ()

    def _made(self, turn: Turn) -> None:
        """After ``turn`` was made: keep it for the scene's motion; sum up a round it ended."""
        self._fresh.append(turn)
        self.practised.met(turn.events, self.humans)
        if any(e.ends_round for e in turn.events) and not self.match.over:
            won = [e.seat for e in turn.events if isinstance(e, RoundWon)]
            title = TEXT["round-winners"].format(names=and_names(self.match.names[s] for s in won))
            self._party = self._summary("round", turn, won, title if won else TEXT["round-over"])

    def _summary(self, kind: str, turn: Turn, winners: Sequence[int], title: str) -> dict:
        """A round's or the game's end on one screen: who won, the points, its news."""
        m, seat = self.match, self._log_seat()
        facts: list[str] = []
        for event in turn.events:
            line = m.narrate(event, seat) if event.news or event.ends_round else ""
            if line and line not in facts and reading.too_long(line) is None:
                facts.append(line)
        view = m.view(self.viewer) if self.viewer is not None else m.teacher_view()
        scores = [
            {"name": m.names[s], "score": self.adapter.score(view, s), "winner": s in winners}
            for s in range(m.players)
        ]
        return {
            "kind": kind,
            "title": title,
            "cheer": TEXT[f"cheer-{kind}"],
            "facts": facts[-3:],
            "scores": scores,
        }

    def _celebration(self) -> dict | None:
        """The summary on screen now, with its button: Play again, or Next round."""
        m = self.match
        if m.over and m.history:
            party = self._summary("game", m.history[-1], m.winners, self._turn_line())
            return {**party, "button": self._control("again", LABELS["again"], self.new_game)}
        if self._party is not None:
            go_on = self._control("next-round", LABELS["next-round"], self._go_on)
            return {**self._party, "button": go_on}
        return None

    def _go_on(self) -> None:
        """Next round: the summary goes, and the computer cats play on."""
        self._party = None
        self._say([self._turn_line()])

    def _motion_of(self, turns: Sequence[Turn]) -> list[dict]:
        """What moved in ``turns``, for the browser to draw: the last slide to each place.

        A card comes from the viewer's hand card or from its player's seat
        (``seat-N``), a drawn card from the draw pile; and the last hop.
        """
        seat, slides, hop = self._log_seat(), {}, []
        for turn in turns:
            events = [e.seen_by(seat) for e in turn.events]
            for moved in self.adapter.motion(turn.move, events, turn.seat):
                if "hop" in moved:
                    hop = [{"kind": "hop", "count": moved["hop"]}]
                elif "play" in moved:
                    start = moved["play"] if turn.seat == self.viewer else f"seat-{turn.seat}"
                    slides[moved["to"]] = {"kind": "slide", "from": start, "to": moved["to"]}
                elif moved["seat"] == self.viewer and moved["draw"]:
                    for tap in filter(None, moved["draw"]):
                        slides[tap] = {"kind": "draw", "from": "draw-pile", "to": tap}
                else:
                    to = f"seat-{moved['seat']}"
                    slides[to] = {"kind": "draw", "from": "draw-pile", "to": to}
        return [*slides.values(), *hop]

    def _advance(self, lines: list[Line]) -> None:
        """Let the computer seats answer at once (delay 0), then find whose screen it is."""
        if not self.wait and self.delay == 0 and self._bots_due():
            turns = []
            while self._bots_due():
                turns.append(self._bot_step())
            lines = [*lines, self._headline(turns)]  # the log has every computer move
        if self.humans and self.passing is None:
            waiting = [s for s in self.humans if s in self.match.to_move]
            if waiting and self.viewer not in waiting:
                after = [s for s in waiting if s > self.viewer] or waiting
                self.passing = after[0]
                if len(self.humans) == 1:
                    self.viewer, self.passing = self.passing, None
        if self.passing is not None:
            name = self.match.names[self.passing]
            lines = [TEXT["pass-to"].format(name=name), TEXT["pass-ready"].format(name=name)]
        elif self.viewer in self.match.to_move and self._more_happened():
            lines = [*lines, self._turn_line()]
        self._say(lines, self._tone)

    def _more_happened(self) -> bool:
        """Did more than the viewer's own last move happen (so: say whose turn it is)?"""
        history = self.match.history
        return bool(history) and (history[-1].seat != self.viewer or len(history[-1].events) > 1)

    def _ready(self) -> None:
        self.viewer, self.passing = self.passing, None
        self._say([self._turn_line()], "info")

    def _log_seat(self) -> int | None:
        if self.reveal:
            return None
        return NOBODY if self.viewer is None and self.spectator else self.viewer

    # --- teacher --------------------------------------------------------------

    def set(self, name: str, value: Any) -> None:
        """Change a teacher's setting (``SETTINGS``); the computer cats go on if they may."""
        if name not in SETTINGS:
            raise ValueError(f"{name!r} is not a table setting: {', '.join(SETTINGS)}.")
        setattr(self, name, _seconds(value) if name == "delay" else bool(value))
        self._dirty = True
        if name in ("wait", "delay") and not self.wait:
            self._advance(self._status)

    def step(self) -> None:
        """Teacher: make the next move (one that undo took back, else a computer seat's)."""
        to_move = self.match.to_move
        undone = self.match.undone
        if undone and undone[0].seat in to_move:
            self.match.redo()
            self._moved()
            self._made(self.match.history[-1])
            self._say([self._headline(self.match.history[-1:])], "info")
        elif self._bots_due():
            self._say([self._headline([self._bot_step()])], "info")
        else:
            names = and_names(self.match.names[s] for s in to_move)
            self._say([TEXT["step-human"].format(names=names) if to_move else TEXT["no-hint"]])
            return
        self._advance(self._status)

    def undo(self) -> None:
        """Teacher: take back moves up to and with the last human move (redo: Next move)."""
        if not self.match.history:
            self._say([TEXT["no-undo"]])
            return
        taken = []
        while self.match.history:
            taken.append(self.match.undo())
            if not self.humans or taken[-1].seat in self.humans:
                break
        self._moved()
        self.passing = None
        self._fresh, self._party = [], None
        last = taken[-1].seat
        if last in self.humans:
            self.viewer = last
        self._say([TEXT["undone" if self.humans else "undone-one"]])
        if not self.humans:
            self.wait = True  # else the computer cats would at once play it again
        self._advance(self._status)

    def replay(self) -> None:
        """Teacher: back to the first deal; Next move replays the game move by move."""
        self.match.rewind()
        self._use(self.match)
        self.wait = True
        self._say([TEXT["replayed"]])
        self._advance(self._status)  # whose screen it is (the computer cats wait)

    def new_game(self) -> None:
        """The same game and seats, new cards."""
        m = self.match
        self.start_over(Match(m.game.id, m.players, None, m.names, **m.options.model_dump()))

    def start_over(self, match: Match) -> None:
        """Go on with ``match``, a new game of the same setup (a class table's next game)."""
        self._use(match)
        self.practised = Practised(match.game)  # a new game keeps nothing of the old one
        self._say([TEXT["new-game"]])
        self._advance(self._status)

    def _use(self, match: Match) -> None:
        """Seat this table at ``match`` (same setup), from its first screen."""
        self.match = match
        self.adapter = adapter_for(match.game, match.names)
        self._moved()
        self._fresh, self._party = [], None
        self.passing = None
        self.viewer = self.humans[0] if self.humans else None

    def _show_summary(self) -> None:
        """Teacher: show or hide the Class summary (what this table practised)."""
        self.summary_open = not self.summary_open

    def _toggle(self, name: str, on: str, off: str) -> None:
        value = not getattr(self, name)
        self._say([TEXT[on if value else off]])
        self.set(name, value)

    def _speed(self, speed: str) -> None:
        self._say([TEXT["speed"].format(speed=SPEED_WORDS[speed])])
        self.wait = False
        self.set("delay", SPEEDS[speed])

    # --- the scene ------------------------------------------------------------

    def _say(self, lines: Iterable[Line], tone: str = "info") -> None:
        """Say the first of ``lines`` and the latest ones (at most STATUS_LINES)."""
        said = [(line, None) if isinstance(line, str) else line for line in lines if line]
        said = [(words, maths) for words, maths in said if words]
        self._status = said[:1] + said[1:][1 - STATUS_LINES :]
        self._tone = tone
        self._said += 1
        self._dirty = True

    def _turn_line(self) -> str:
        m = self.match
        if m.over:
            winners = and_names(m.names[s] for s in m.winners)
            return TEXT["won"].format(names=winners) if winners else TEXT["over"]
        if self.passing is not None:
            return TEXT["pass-to"].format(name=m.names[self.passing])
        if self.viewer in m.to_move:
            return TEXT["your-turn"].format(name=m.names[self.viewer])
        return TEXT["wait-for"].format(names=and_names(m.names[s] for s in m.to_move))

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
        if m.over:
            body["help"] = [self._control("again", LABELS["again"], self.new_game)]
        return body

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
        move = verdict = None
        if what == "play":
            move, verdict = detail, self.match.check(detail, self.viewer)  # its one check
            words, action = verdict.words, partial(self._play, move, verdict)
        elif what == "explain":
            verdict = self._explain(detail, view, _name(item) if hand else None)
            move = self.adapter.move(detail, view) or self.adapter.move((tap,), view)
            words, action = verdict.words, partial(self._refused, verdict)
        else:
            chosen = self.adapter.chosen(detail, view) if detail else ""
            words = chosen if what == "pick" else TEXT["unpick"]
            action = partial(self._pick, detail, chosen)
        self._actions[item_id] = action
        lit = what != "explain"
        follows = what == "play" or (what == "pick" and detail[:-1] == self._selection)
        if self._selection and follows and not self._next_focus:
            self._next_focus = item_id  # where the picked card can go
        pic = self.adapter.preview(view, detail) if what == "pick" else None
        if what != "pick" and move is not None:
            pic = self.adapter.picture(view, move, verdict)  # shown on focus and hover
        item.update(
            lit=lit,
            words=words,
            maths=verdict.maths if verdict is not None else None,
            picked=tap in self._selection,
            hint=tap == self._hint_next(),
            pic=drawn(pic),
        )
        return item

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

    def _log(self) -> list[str]:
        """The latest lines, and every line since the viewer's last move (the status has one)."""
        seat, lines = self._log_seat(), []
        for turn in reversed(self.match.history):
            lines[:0] = [self.match.narrate(e, seat) for e in turn.events]
            caught_up = not self.humans or turn.seat == self.viewer
            if len(lines) >= LOG_LINES and caught_up:
                break
        return lines if self.humans else lines[-LOG_LINES:]

    def _teacher_controls(self) -> list[Item]:
        def toggle(name: str, on: str, off: str) -> Callable[[], None]:
            return lambda: self._toggle(name, on, off)

        controls = [
            self._control(
                "t-reveal",
                LABELS["t-reveal"],
                toggle("reveal", "shown", "hidden"),
                pressed=self.reveal,
            ),
            self._control(
                "t-wait", LABELS["t-wait"], toggle("wait", "waits", "goes"), pressed=self.wait
            ),
            self._control("t-step", LABELS["t-step"], self.step),
            self._control("t-undo", LABELS["t-undo"], self.undo),
            self._control("t-replay", LABELS["t-replay"], self.replay),
            self._control(
                "t-big",
                LABELS["t-big"],
                toggle("projector", "big", "small"),
                pressed=self.projector,
            ),
        ]
        for speed, seconds in SPEEDS.items():
            controls.append(
                self._control(
                    f"t-{speed}",
                    LABELS[speed],
                    lambda speed=speed: self._speed(speed),
                    pressed=not self.wait and self.delay == seconds,
                    group="speed",
                )
            )
        summary = self._control(
            "t-summary", LABELS["t-summary"], self._show_summary, pressed=self.summary_open
        )
        return [*controls, summary]


def drawn(pic: dict | None) -> dict | None:
    """A picture with its markup as ``html`` (``pictures.draw``): the browser only inserts it.

    The same picture is drawn once (a scene has many, and seats share them).
    """
    return pic and {**pic, "html": _markup(json.dumps(pic, sort_keys=True))}


@lru_cache(maxsize=MARKUP_KEPT)
def _markup(pic: str) -> str:
    """The markup of the picture ``pic`` (as JSON), kept for the latest pictures drawn."""
    return draw(json.loads(pic))


def _name(item: Item) -> str:
    return item.get("name", item["label"])


def _seconds(value: Any) -> float:
    """A delay: a number of seconds, 0 or more."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise ValueError(f"delay must be 0 or more seconds, not {value!r}.")
    return float(value)
