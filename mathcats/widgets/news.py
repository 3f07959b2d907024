"""The news of a move: the status's headline, "What happened", motion and celebrations.

``News`` is a part of ``TableSession``: it keeps the moves since the last
scene (``_fresh``) for their motion, and the round just ended
(``_party``), summed up on one screen until Next round.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import reading
from ..engine import Turn
from ..engine.events import GameWon, RoundWon
from ..engine.text import listed
from .words import LABELS, TEXT

LOG_LINES = 8


def _seats_named(event) -> set[int]:
    """The seats an event is about (who moved, won, lost, or took part)."""
    named = {getattr(event, name, None) for name in ("seat", "loser", "winner")}
    return named | set(getattr(event, "seats", None) or ())


class News:
    """What happened, told (a part of ``TableSession``)."""

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

    def _made(self, turn: Turn) -> None:
        """After ``turn`` was made: keep it for the scene's motion; sum up a round it ended."""
        self._fresh.append(turn)
        self.practised.met(turn.events, self.humans)
        if any(e.ends_round for e in turn.events) and not self.match.over:
            won = [e.seat for e in turn.events if isinstance(e, RoundWon)]
            title = TEXT["round-winners"].format(names=listed([self.match.names[s] for s in won]))
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

    def _log(self) -> list[str]:
        """The latest lines, and every line since the viewer's last move (the status has one)."""
        seat, lines = self._log_seat(), []
        for turn in reversed(self.match.history):
            lines[:0] = [self.match.narrate(e, seat) for e in turn.events]
            caught_up = not self.humans or turn.seat == self.viewer
            if len(lines) >= LOG_LINES and caught_up:
                break
        return lines if self.humans else lines[-LOG_LINES:]
