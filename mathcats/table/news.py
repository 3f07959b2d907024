"""The news: the status lines, each move's headline, "What happened", motion, celebrations.

``News`` owns the status (its lines, tone and count), the moves since the
last scene (their motion) and the round just ended, summed up on one screen
until Next round. It reads the ``Seat`` (``seat.py``) and the teacher's
``reveal`` (``Settings``); the other parts tell it what was said and made.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .. import reading
from ..engine import Turn
from ..engine.events import GameWon, RoundWon
from ..engine.text import listed
from .markup import drawn
from .seat import Seat
from .settings import Settings
from .words import TEXT

LOG_LINES = 8
STATUS_LINES = 3  # lines of words in the status; a number sentence rides with its line
NOBODY = -1  # a seat no player has: it sees no one's private cards (a spectator's log)

Line = str | tuple[str, str | None] | None  # words, or words with their number sentence


def _seats_named(event) -> set[int]:
    """The seats an event is about (who moved, won, lost, or took part)."""
    named = {getattr(event, name, None) for name in ("seat", "loser", "winner")}
    return named | set(getattr(event, "seats", None) or ())


class News:
    """What happened, told: the status, headlines, motion and celebrations at ``seat``."""

    def __init__(self, seat: Seat, settings: Settings):
        self.seat, self.settings = seat, settings
        self.lines: list[tuple[str, str | None]] = []  # the status: words, number sentence
        self.tone = "info"
        self.said = 0  # how many times the status was set (the browser speaks a new one)
        self._fresh: list[Turn] = []  # the moves since the last scene: its motion
        self._party: dict | None = None  # the round just ended, summed up until Next round

    def say(self, lines: Iterable[Line], tone: str = "info") -> None:
        """Say the first of ``lines`` and the latest ones (at most STATUS_LINES)."""
        said = [(line, None) if isinstance(line, str) else line for line in lines if line]
        said = [(words, maths) for words, maths in said if words]
        self.lines = said[:1] + said[1:][1 - STATUS_LINES :]
        self.tone = tone
        self.said += 1

    def unless_said(self, line: str) -> None:
        """The status shows ``line`` if it says nothing (a table's first screen)."""
        self.lines = self.lines or [(line, None)]

    def status(self) -> dict:
        """The scene's status: the lines, their number sentences, the tone and the count."""
        return {
            "lines": [words for words, _ in self.lines],
            "maths": [maths for _, maths in self.lines],
            "tone": self.tone,
            "said": self.said,
        }

    def log_seat(self) -> int | None:
        """The seat whose eyes tell the news (None: the teacher's, who sees every card)."""
        if self.settings.reveal:
            return None
        viewer = self.seat.viewer
        return NOBODY if viewer is None and self.seat.spectator else viewer

    def forget(self) -> None:
        """A new screen of the match: no motion, no round summed up."""
        self._fresh, self._party = [], None

    def played(self, turn: Turn) -> None:
        """The viewer made ``turn``: the round summed up goes (it may sum up another)."""
        self._party = None
        self.made(turn)

    def meaning(self, term: str) -> None:
        """A "?" was tapped: say what the game's word ``term`` means."""
        self.say([self.seat.match.game.text[f"what-{term}"]])

    def go_on(self) -> None:
        """Next round: the summary goes, and the computer cats play on."""
        self._party = None
        self.say([self.seat.turn_line()])

    def headline(self, turns: Sequence[Turn], mine: bool = False) -> str | None:
        """One line for the status about some moves' events ("What happened" has them all).

        The latest of: the game's end, news about the viewer (an event whose
        class says ``news``: a card judged, a score), anything about the
        viewer, other news, then the last move itself unless it is ``mine``
        (the viewer's, which its verdict tells): the first of these whose
        words fit the limits.
        """
        followed = [e for turn in reversed(turns) for e in reversed(turn.events[1:])]
        last = turns[-1]
        me = [e for e in followed if self.seat.viewer in _seats_named(e)]
        groups = (
            [e for e in followed if isinstance(e, GameWon)],
            [e for e in me if e.news],
            me,
            [e for e in followed if e.news],
            [] if mine else [e for e in last.events if last.seat in _seats_named(e)],
        )
        for event in (event for group in groups for event in group):
            line = self.seat.match.narrate(event, self.log_seat())
            if reading.too_long(line) is None:
                return line
        return None

    def made(self, turn: Turn) -> None:
        """After ``turn`` was made: keep it for the scene's motion; sum up a round it ended."""
        self._fresh.append(turn)
        m = self.seat.match
        self.seat.practised.met(turn.events, self.seat.humans, self.settings.lights)
        if any(e.ends_round for e in turn.events) and not m.over:
            won = [e.seat for e in turn.events if isinstance(e, RoundWon)]
            title = TEXT["round-winners"].format(names=listed([m.names[s] for s in won]))
            self._party = self._summary("round", turn, won, title if won else TEXT["round-over"])

    def _summary(self, kind: str, turn: Turn, winners: Sequence[int], title: str) -> dict:
        """A round's or the game's end on one screen: who won, the points, its news."""
        m, seat = self.seat.match, self.log_seat()
        facts: list[str] = []
        for event in turn.events:
            line = m.narrate(event, seat) if event.news or event.ends_round else ""
            if line and line not in facts and reading.too_long(line) is None:
                facts.append(line)
        view = m.view(self.seat.viewer) if self.seat.viewer is not None else m.teacher_view()
        scores = [
            {"name": m.names[s], "score": self.seat.adapter.score(view, s), "winner": s in winners}
            for s in range(m.players)
        ]
        summary = {
            "kind": kind,
            "title": title,
            "cheer": TEXT[f"cheer-{kind}"],
            "facts": facts[-3:],
            "scores": scores,
        }
        viewer = self.seat.viewer
        counted = None if viewer is None else self.seat.adapter.counted(turn.events, viewer)
        if counted is not None:  # the viewer's sum this end counted, on its line
            summary["picture"] = drawn(counted)
        return summary

    def celebration(self) -> dict | None:
        """The summary on screen now (the scene adds its button): the game's end, or a round's."""
        m = self.seat.match
        if m.over and m.history:
            return self._summary("game", m.history[-1], m.winners, self.seat.turn_line())
        return self._party

    def motion(self) -> list[dict]:
        """What moved since the last scene, for the browser to draw: the last slide to each place.

        A card comes from the viewer's hand card or from its player's seat
        (``seat-N``), a drawn card from the draw pile; and the last hop.
        """
        seat, slides, hop = self.log_seat(), {}, []
        for turn in self._fresh:
            events = [e.seen_by(seat) for e in turn.events]
            for moved in self.seat.adapter.motion(turn.move, events, turn.seat):
                if "hop" in moved:
                    hop = [{"kind": "hop", "count": moved["hop"]}]
                elif "play" in moved:
                    start = moved["play"] if turn.seat == self.seat.viewer else f"seat-{turn.seat}"
                    slides[moved["to"]] = {"kind": "slide", "from": start, "to": moved["to"]}
                elif moved["seat"] == self.seat.viewer and moved["draw"]:
                    for tap in filter(None, moved["draw"]):
                        slides[tap] = {"kind": "draw", "from": "draw-pile", "to": tap}
                else:
                    to = f"seat-{moved['seat']}"
                    slides[to] = {"kind": "draw", "from": "draw-pile", "to": to}
        return [*slides.values(), *hop]

    def shown(self) -> None:
        """A scene was drawn: its moves have moved."""
        self._fresh = []

    def log(self) -> list[str]:
        """The latest lines, and every line since the viewer's last move (the status has one)."""
        seat, lines = self.log_seat(), []
        for turn in reversed(self.seat.match.history):
            lines[:0] = [self.seat.match.narrate(e, seat) for e in turn.events]
            caught_up = not self.seat.humans or turn.seat == self.seat.viewer
            if len(lines) >= LOG_LINES and caught_up:
                break
        return lines if self.seat.humans else lines[-LOG_LINES:]
