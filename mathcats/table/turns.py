"""The match's turns at a table: moves made, the computer cats, whose screen it is.

``Turns`` makes the moves: the viewer's (``play``, a ``Play`` from the taps
part), the computer cats' (``pacing.py``) when this session paces them (a
class table shares one ``Pacing`` and moves them itself, then tells the
session: ``follow``), and the teacher's Next move, Undo and Replay. After
every move it tells ``News``, starts a new choice on the ``Seat`` and finds
whose screen it is (``advance``). A new game (``start_over``) is here too.
It keeps what it made for the session's ``Outcome`` (``outcome``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Match, Move, Turn, Verdict
from ..engine.text import listed
from .lights import ALWAYS
from .news import Line, News
from .pacing import Pacing
from .practised import Practised
from .seat import Seat
from .settings import Settings
from .words import TEXT


@dataclass(frozen=True)
class Play:
    """The viewer's intent: make ``move``, which the rules allow (``verdict``).

    ``counted``: a number counted to first, said before the move's words ("1... 2... 5... 8").
    """

    move: Move
    verdict: Verdict
    counted: str = ""


@dataclass(frozen=True)
class Outcome:
    """What one message to the table did: the ``turns`` made, in order, and a new ``match``.

    ``match`` is the match the table went on with when it changed (a new
    game, a restored save); None when it did not.
    """

    turns: tuple[Turn, ...] = ()
    match: Match | None = None


class Turns:
    """The turns at ``seat``'s match: ``pacing`` None makes this session pace its own ``bots``."""

    def __init__(
        self,
        seat: Seat,
        settings: Settings,
        news: News,
        pacing: Pacing | None,
        bots: str | dict[int, str],
    ):
        self.seat, self.settings, self.news = seat, settings, news
        self.paces = pacing is None  # this session moves the computer cats itself
        self.pacing = Pacing(seat.match, seat.humans, bots) if pacing is None else pacing
        self._made: list[Turn] = []  # the moves made since the last outcome
        self._began: Match | None = None  # the match gone on with since then, if it changed

    def outcome(self) -> Outcome:
        """What this table did since the last outcome: the moves it made, a new match."""
        done = Outcome(tuple(self._made), self._began)
        self._made, self._began = [], None
        return done

    def _moved(self, turn: Turn) -> None:
        """``turn`` was made here: a new choice starts, the news keeps it, the outcome has it."""
        self.seat.new_choice()
        self.news.made(turn)
        self._made.append(turn)

    def play(self, intent: Play) -> None:
        """The viewer makes the move; its verdict tells it, then the table answers."""
        m, (move, verdict) = self.seat.match, (intent.move, intent.verdict)
        seat, record, lights = self.seat.viewer, self.seat.practised, self.settings.lights
        tries = self.seat.choice.decision.tries(verdict.rule)
        fitted = self._fitted(move) if verdict.rule in ("draw", "pass") else None
        m.play(move, seat)  # the taps part checked it
        self.seat.new_choice()
        record.played(verdict, tries, seat=seat, mode=lights, lit=lights == ALWAYS, fitted=fitted)
        self.news.played(m.history[-1])
        self._made.append(m.history[-1])
        then = self.news.headline(m.history[-1:], mine=True)  # what followed, if any
        self.news.say([intent.counted, (verdict.words, verdict.maths), then], "ok")
        self.advance(self.news.lines)  # the computer cats answer if they may; whose screen

    def _fitted(self, drawn: Move) -> str | None:
        """The fact of a card the viewer could have played instead of ``drawn`` (a draw, a pass)."""
        m, record = self.seat.match, self.seat.practised
        for move in m.legal_moves(self.seat.viewer):
            if move == drawn:
                continue  # the draw or pass itself: checked once already, it fits no fact
            fact = record.fact_of(m.check(move, self.seat.viewer).rule)
            if fact is not None:
                return fact
        return None

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
        self._moved(turn)
        return turn

    def follow(self, turns: Sequence[Turn]) -> None:
        """``turns`` were played at this match by others (a class table): tell them."""
        self.seat.new_choice()
        for turn in turns:
            self.news.made(turn)
        self.news.say([self.news.headline(turns)], "info")
        self.advance(self.news.lines)

    def advance(self, lines: list[Line]) -> None:
        """Let the computer seats answer at once (delay 0), then find whose screen it is.

        A question held about a result (Kittys asks) is said last, until answered.
        """
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
        if seat.held is not None and seat.passing is None:  # said, and read aloud if on
            lines = [*lines, seat.held.question.question]
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
        self.news.forget()

    def start_over(self, match: Match) -> None:
        """Go on with ``match``, a new game of the same setup (a class table's next game)."""
        self.use(match)
        self._began = match
        self.seat.practised = Practised(match.game)  # a new game keeps nothing of the old one
        self.news.say([TEXT["new-game"]])
        self.advance(self.news.lines)

    def restore(self, match: Match) -> None:
        """Go on with ``match``, this table's match as the page kept it."""
        self.use(match)
        self._began = match
        self.seat.practised = Practised(match.game)  # the record is not in the save: anew
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
            self._moved(m.history[-1])
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
        self.seat.new_choice()
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
