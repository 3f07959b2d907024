"""The match's turns at a table: moves made, the computer cats, whose screen it is.

``Turns`` owns the computer cats' ``Pacing`` (``pacing.py``) and moves them
when this session paces them (a class table shares one ``Pacing`` and moves
them itself, then tells the session: ``follow``). After every move it tells
``News``, starts a new decision in ``Taps`` and finds whose screen it is
(``advance``). The teacher's Next move, Undo and Replay and a new game
(``start_over``) are here too: they change the match.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Match, Turn
from ..engine.text import listed
from .controls import Settings
from .news import Line, News
from .pacing import Pacing
from .practised import Practised
from .seat import Seat
from .taps import Taps
from .words import TEXT


class Turns:
    """The turns at ``seat``'s match: ``pacing`` None makes this session pace its own ``bots``."""

    def __init__(
        self,
        seat: Seat,
        settings: Settings,
        news: News,
        taps: Taps,
        pacing: Pacing | None,
        bots: str | dict[int, str],
    ):
        self.seat, self.settings, self.news, self.taps = seat, settings, news, taps
        self.paces = pacing is None  # this session moves the computer cats itself
        self.pacing = Pacing(seat.match, seat.humans, bots) if pacing is None else pacing

    def due(self) -> bool:
        """Is it a computer cat's move, and this session's to make?"""
        return self.paces and self.pacing.due(self.seat.match)

    def tick(self) -> None:
        """One computer move, told; then whose screen it is."""
        self.news.say([self.news.headline([self._computer_move()])], "info")
        self.advance(self.news.lines)

    def _computer_move(self) -> Turn:
        """One computer move, as the history has it."""
        turn = self.pacing.step(self.seat.match)
        self.taps.reset()
        self.news.made(turn)
        return turn

    def follow(self, turns: Sequence[Turn]) -> None:
        """``turns`` were played at this match by others (a class table): tell them."""
        self.taps.reset()
        for turn in turns:
            self.news.made(turn)
        self.news.say([self.news.headline(turns)], "info")
        self.advance(self.news.lines)

    def answer(self) -> None:
        """After the viewer's move: the computer cats answer if they may; whose screen it is."""
        self.advance(self.news.lines)

    def advance(self, lines: list[Line]) -> None:
        """Let the computer seats answer at once (delay 0), then find whose screen it is."""
        seat, match = self.seat, self.seat.match
        if not self.settings.wait and self.settings.delay == 0 and self.due():
            turns = []
            while self.due():
                turns.append(self._computer_move())
            lines = [*lines, self.news.headline(turns)]  # the log has every computer move
        if seat.humans and seat.passing is None:
            waiting = [s for s in seat.humans if s in match.to_move]
            if waiting and seat.viewer not in waiting:
                after = [s for s in waiting if s > seat.viewer] or waiting
                seat.passing = after[0]
                if len(seat.humans) == 1:
                    seat.viewer, seat.passing = seat.passing, None
        if seat.passing is not None:
            name = match.names[seat.passing]
            lines = [TEXT["pass-to"].format(name=name), TEXT["pass-ready"].format(name=name)]
        elif seat.viewer in match.to_move and self._more_happened():
            lines = [*lines, seat.turn_line()]
        self.news.say(lines, self.news.tone)

    def _more_happened(self) -> bool:
        """Did more than the viewer's own last move happen (so: say whose turn it is)?"""
        history = self.seat.match.history
        last = history[-1] if history else None
        return last is not None and (last.seat != self.seat.viewer or len(last.events) > 1)

    def ready(self) -> None:
        """The next child has the screen."""
        self.seat.viewer, self.seat.passing = self.seat.passing, None
        self.news.say([self.seat.turn_line()], "info")

    def use(self, match: Match) -> None:
        """Seat this table at ``match`` (same setup), from its first screen."""
        self.seat.use(match)
        self.taps.reset()
        self.news.forget()

    def start_over(self, match: Match) -> None:
        """Go on with ``match``, a new game of the same setup (a class table's next game)."""
        self.use(match)
        self.seat.practised = Practised(match.game)  # a new game keeps nothing of the old one
        self.news.say([TEXT["new-game"]])
        self.advance(self.news.lines)

    def restore(self, match: Match) -> None:
        """Go on with ``match``, this table's match as the page kept it."""
        self.use(match)
        self.seat.practised = Practised(
            match.game
        )  # the record is not in the save: it starts again
        self.advance([])
        lines = self.news.lines or [self.seat.turn_line()]
        self.news.say([TEXT["restored"], *lines], "ok")

    def new_game(self) -> None:
        """The same game and seats, new cards."""
        m = self.seat.match
        self.start_over(Match(m.game.id, m.players, None, m.names, **m.options.model_dump()))

    # --- the teacher's ---------------------------------------------------------

    def step(self) -> None:
        """Teacher: make the next move (one that undo took back, else a computer seat's)."""
        m = self.seat.match
        if m.undone and m.undone[0].seat in m.to_move:
            m.redo()
            self.taps.reset()
            self.news.made(m.history[-1])
            self.news.say([self.news.headline(m.history[-1:])], "info")
            self.advance(self.news.lines)
        elif self.due():
            self.tick()
        else:
            names = listed([m.names[s] for s in m.to_move])
            self.news.say(
                [TEXT["step-human"].format(names=names) if m.to_move else TEXT["no-hint"]]
            )

    def undo(self) -> None:
        """Teacher: take back moves up to and with the last human move (redo: Next move)."""
        m, humans = self.seat.match, self.seat.humans
        if not m.history:
            self.news.say([TEXT["no-undo"]])
            return
        taken = []
        while m.history:
            taken.append(m.undo())
            if not humans or taken[-1].seat in humans:
                break
        self.taps.reset()
        self.seat.passing = None
        self.news.forget()
        last = taken[-1].seat
        if last in humans:
            self.seat.viewer = last
        self.news.say([TEXT["undone" if humans else "undone-one"]])
        if not humans:
            self.settings.wait = True  # else the computer cats would at once play it again
        self.advance(self.news.lines)

    def replay(self) -> None:
        """Teacher: back to the first deal; Next move replays the game move by move."""
        self.seat.match.rewind()
        self.use(self.seat.match)
        self.settings.wait = True
        self.news.say([TEXT["replayed"]])
        self.advance(self.news.lines)  # whose screen it is (the computer cats wait)
