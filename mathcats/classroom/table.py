"""One class table: one ``Match``, one table session per child's seat, computer cats.

The server is the authority. A page names its seat by its seat key and
sends only taps (ids); the seat's ``TableSession`` checks them. The
computer cats move on the server's clock (``clock``: asyncio's
``call_later`` in the server), never on a page's ticks. After every change
the table calls ``changed(table)``: the host saves it and sends each seat
its own scene. The searches (a child's "Show me", a tiger's move) go to
``thinking`` (``thinking.py``: worker processes in the server) and come back
through the sessions' ``show`` and the match's ``play``; meanwhile the
table says it is thinking.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections import Counter
from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from ..bots.hints import Hint, hint
from ..bots.ismcts import SearchBot
from ..engine import Match, Move, Turn
from ..table.lights import ALWAYS, THINK_FIRST
from ..table.pacing import Pacing
from ..table.practised import Practised
from ..table.session import TableSession
from ..table.settings import SPEEDS
from ..table.setup import TableSetup
from ..table.ticket import tally
from .thinking import Inline, Thinking, hint_of, move_of

Clock = Callable[[float, Callable[[], None]], Any]  # call_later(seconds, callback) -> handle

# Every sentence the class table says (the lobby and refusals; children read them).
TEXT = {
    "pick": "Tap a cat to sit there.",
    "late": "Tap a computer cat. You play at the next round.",
    "waiting": "Wait for your teacher to start.",
    "playing": "The game is on.",
    "paused": "Your teacher paused the game.",
    "over": "The game is over.",
    "ticket": "Answer 3 questions.",
    "ended": "This table is closed. Ask your teacher.",
    "next-round": "You play at the next round.",
    "full": "This table is full. Ask your teacher.",
    "taken": "Someone sits there. Pick another cat.",
    "nobody": "Nobody sits there.",
    "looking": "Looking for a good move.",
    "still-looking": "I am still looking. Wait a moment.",
    "thinking": "{name} is thinking.",
}
SHOW_ME = "show-me"  # the scene's id of the Show me button (widgets/scene.py)


class Refused(Exception):
    """A message that changes nothing: ``why`` (the contract's word) and kind ``words``."""

    def __init__(self, why: str, words: str):
        super().__init__(words)
        self.why, self.words = why, words


def new_key() -> str:
    """A seat key: a random secret the child's tab keeps."""
    return secrets.token_urlsafe(18)


def hashed(key: str) -> str:
    """What the table keeps of a seat key (the journal holds only this)."""
    return hashlib.sha256(key.encode()).hexdigest()


class ClassTable:
    """A table of ``match.players`` seats; the first ``children`` are open to children.

    The other seats, and a child's seat no child has taken when the game
    starts, are computer cats of ``level``. ``lights``: the children's (``LIGHTS``).
    """

    def __init__(
        self,
        code: str,
        match: Match,
        children: int,
        level: str,
        clock: Clock,
        changed: Callable[[ClassTable], None] = lambda table: None,
        delay: float = SPEEDS["medium"],
        thinking: Thinking | Inline | None = None,
        lights: str = THINK_FIRST,
    ):
        if not 0 <= children <= match.players:
            raise ValueError(f"children must be 0 to {match.players}, not {children}.")
        self.code, self.match, self.children, self.level = code, match, children, level
        options = match.options.model_dump()
        self.setup = TableSetup.seated(
            match.game.id, match.players, children, level, options=options, lights=lights
        )
        self.clock, self.changed, self.delay = clock, changed, delay
        self.thinking = thinking or Inline()
        self._found: tuple[Match, int, int, Move] | None = None  # a tiger's move, worked out
        self.pacing = Pacing(match, [], level)  # every seat a computer cat until a child sits
        self.pacing.kept = set(range(children))  # till the start: a child's seat waits
        self.keys: dict[int, str] = {}  # seat -> hashed seat key
        self.sessions: dict[int, TableSession] = {}  # the children's seats in play
        self.late: set[int] = set()  # children waiting for the next round
        self.started = self.paused = self.ended = False
        self.ticketing: int | None = None  # the form of the exit ticket the teacher asked for
        self.spectator: TableSession | None = None
        self.past: list[Practised] = []  # the records of games played before this one
        self.last_move = time.time()
        self._timer = None

    @property
    def lights(self) -> str:
        """When the children's cards that fit light up (``LIGHTS``)."""
        return self.setup.lights

    # --- who sits where ---------------------------------------------------------

    @property
    def state(self) -> str:
        if self.ended:
            return "ended"
        if self.ticketing is not None:
            return "ticket"
        if self.match.over:
            return "over"
        if not self.started:
            return "waiting"
        return "paused" if self.paused else "playing"

    def free_seats(self) -> list[int]:
        """Child seats a child may take now (a computer cat's: from the next round)."""
        return [s for s in range(self.children) if s not in self.keys]

    def sit(self, seat: Any) -> str:
        """A child takes ``seat``; returns the new seat key (``Refused`` if it cannot)."""
        if self.state in ("ended", "over"):
            raise Refused("state", TEXT[self.state])
        if not self.free_seats():
            raise Refused("full", TEXT["full"])
        if seat not in self.free_seats():
            raise Refused("taken", TEXT["taken"])
        key = new_key()
        self.keys[seat] = hashed(key)
        if seat in self.pacing.bots and self.started and self.match.history:
            self.late.add(seat)  # a computer cat plays this round out
        else:
            self._seat(seat)
        self._seating()
        if not self.free_seats() and not self.started:
            self.start()
        else:
            self.changed(self)
        return key

    def seat_of(self, key: str) -> int | None:
        """The seat whose key this is, or None."""
        mine = hashed(key)
        return next((s for s, h in self.keys.items() if hmac.compare_digest(h, mine)), None)

    def free(self, seat: int) -> None:
        """Teacher: the seat's key stops working; a child may sit there again."""
        if seat not in self.keys:
            raise Refused("state", TEXT["nobody"])
        del self.keys[seat]
        self.late.discard(seat)
        self._seating()
        self.changed(self)

    def _seat(self, seat: int) -> None:
        """``seat`` becomes a child's: it gets its table session (a computer cat leaves)."""
        self.pacing.hand_over(seat)
        self.late.discard(seat)
        if seat not in self.sessions:
            session = self.setup.session(
                self.match, humans=(seat,), pacing=self.pacing, delay=self.delay
            )
            session.ticket.recall(a for s, a in self.record().answers() if s == seat)
            if self.ticketing is not None:
                session.set("ticket_form", self.ticketing)
                session.ticket.begin()
            self.sessions[seat] = session

    def _seating(self) -> None:
        """Who sits where changed: before the start, a free child's seat waits for a child.

        Every seat's scene is drawn again (it names each seat's player).
        """
        self.pacing.kept = set() if self.started else set(self.free_seats())
        for session in self._watchers():
            session.builder.changed()

    def resume(self, late: Iterable[int]) -> None:
        """Back after a restart: each child with a key sits again (``late``: at the next round).

        Then the computer cats go on.
        """
        for seat in self.keys:
            if seat in late:
                self.late.add(seat)
            else:
                self._seat(seat)
        self._seating()
        self._pace()

    # --- the teacher ------------------------------------------------------------

    def start(self) -> None:
        if self.state == "waiting":
            self.started = True
            self._seating()
            self.changed(self)
            self._pace()

    def pause(self, on: bool) -> None:
        self.paused = on
        if on and self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self.changed(self)
        self._pace()

    def ticket(self, form: int = 1) -> None:
        """Teacher: the game waits (state "ticket") while each child's seat answers exit-ticket
        ``form`` on its own device (a seat that sits later too); the first answers are kept."""
        self.ticketing = form
        for session in self.sessions.values():
            session.set("ticket_form", form)
            session.ticket.begin()
        self.changed(self)

    def ticket_done(self) -> None:
        """Teacher: the exit ticket ends here; the game goes on where it was."""
        self.ticketing = None
        for session in self.sessions.values():
            session.ticket.close()
            session.builder.changed()
        self.changed(self)
        self._pace()

    def end(self) -> None:
        self.ended = True
        self.pause(True)

    def watch(self) -> TableSession:
        """The spectator's session: the table as a watcher sees it (no hand unless revealed)."""
        if self.spectator is None:
            self.spectator = self.setup.session(
                self.match, humans=(), pacing=self.pacing, spectator=True, lights=ALWAYS
            )  # a watcher tries nothing: its cards say whose turn it is, in any lights
        return self.spectator

    # --- play ---------------------------------------------------------------------

    def handle(self, seat: int, content: Any) -> None:
        """What ``seat``'s page sent (a tap), handed to its session, which checks it."""
        session = self.sessions.get(seat)
        if session is None:
            raise Refused("state", TEXT["next-round"])
        if self.state not in ("playing", "over", "ticket"):
            raise Refused("state", TEXT[self.state])
        if self._asks_show_me(seat, session, content):
            self._show_me(seat, session)
            return
        practised = session.practised
        outcome = session.handle(content)
        if outcome.match is not None:  # Play again: the table's next game
            self.past.append(practised)
            self._next_game(session)
        elif outcome.turns:
            self._moved(outcome.turns, session)
        else:
            self.changed(self)

    def _asks_show_me(self, seat: int, session: TableSession, content: Any) -> bool:
        """Is ``content`` a tap on Show me in the scene now, on this seat's turn?"""
        return (
            isinstance(content, dict)
            and content.get("type") == "click"
            and content.get("id") == SHOW_ME
            and content.get("scene") == session.scene["n"]
            and SHOW_ME in session.targets
            and seat in self.match.to_move
        )

    def _show_me(self, seat: int, session: TableSession) -> None:
        """Show me, worked out by ``thinking``; a seat asks again only once it is answered."""
        if self.thinking.busy((self.code, seat)):
            raise Refused("looking", TEXT["still-looking"])
        asked = self.match, len(self.match.history)
        session.say(TEXT["looking"])
        self.changed(self)
        args = (self.match.to_json(), seat)
        self.thinking.ask((self.code, seat), hint_of, args, partial(self._hint, seat, asked))

    def _hint(self, seat: int, asked: tuple[Match, int], best: Hint | None) -> None:
        """Show me's answer, if the seat's turn is still the one it was asked on."""
        match, length = asked
        session = self.sessions.get(seat)
        now = self.match is match and len(match.history) == length and seat in match.to_move
        if session is None or not now:
            return  # a move came first: the hint is old
        session.show(best or hint(match, seat))  # None: the pool failed, so here
        self.changed(self)

    def _moved(self, turns: Iterable[Turn], by: TableSession | None = None) -> None:
        turns = list(turns)
        for session in self._watchers():
            if session is not by:
                session.follow(turns)
        self.last_move = time.time()
        if any(e.ends_round for turn in turns for e in turn.events):
            for seat in sorted(self.late):
                self._seat(seat)
                self.sessions[seat].follow(turns)
        self.changed(self)
        self._pace()

    def _next_game(self, by: TableSession) -> None:
        self.match = by.match
        self.ticketing = None
        for seat in sorted(self.late):
            self._seat(seat)
        for session in self._watchers():
            if session is not by:
                self.past.append(session.practised)
                session.start_over(self.match)
        self.last_move = time.time()
        self.changed(self)
        self._pace()

    def _watchers(self) -> list[TableSession]:
        spectator = [self.spectator] if self.spectator is not None else []
        return [*self.sessions.values(), *spectator]

    def _pace(self) -> None:
        """Ask the clock for the next computer move, if one is due and none is asked for.

        A searching cat starts its search now: it is found while the clock runs.
        """
        if self._timer is None and self.state == "playing" and self.pacing.due(self.match):
            self._timer = self.clock(self.delay, self._computer_moves)
            self._search()

    def _search(self) -> None:
        """Ask ``thinking`` for the move of the cat to move, if it searches (the tiger)."""
        match, seat = self.match, self.pacing.seat(self.match)
        bot = self.pacing.bots[seat]
        if not isinstance(bot, SearchBot) or self._found_for(seat):
            return
        asked = match, len(match.history), seat
        args = (match.to_json(), seat, self.level, bot.rng.getstate())
        self.thinking.ask((self.code, "cats"), move_of, args, partial(self._move_found, asked))

    def _found_for(self, seat: int) -> bool:
        now = (self.match, len(self.match.history), seat)
        return self._found is not None and self._found[:3] == now

    def _move_found(self, asked: tuple[Match, int, int], found: tuple[Move, tuple] | None) -> None:
        """A tiger's move, worked out; it is made now if its time has come."""
        match, length, seat = asked
        bot = self.pacing.bots.get(seat)
        if bot is None or self.match is not match or len(match.history) != length:
            return  # a child took the seat, or the game went on
        if found is None:  # the pool failed: here, then
            found = bot.move(match, seat), bot.rng.getstate()
        move, state = found
        bot.rng.setstate(state)  # the cat's dice as if it had searched here
        self._found = (match, length, seat, move)
        if self._timer is None:  # the clock has run already
            self._computer_moves()

    def _computer_moves(self) -> None:
        self._timer = None
        if self.state != "playing" or not self.pacing.due(self.match):
            return
        seat = self.pacing.seat(self.match)
        if not isinstance(self.pacing.bots[seat], SearchBot):
            self._moved([self.pacing.step(self.match)])
        elif self._found_for(seat):
            move, self._found = self._found[3], None
            self.match.play(move, seat)
            self._moved([self.match.history[-1]])
        else:  # still searching: the children see it thinking
            for session in self._watchers():
                session.say(TEXT["thinking"].format(name=self.match.names[seat]))
            self.changed(self)
            self._search()

    # --- what the teacher reads -------------------------------------------------

    def ticket_counts(self) -> list[dict]:
        """The exit ticket's first answers here, per form and item: how many, how many right,
        and each wrong option picked with the mistake it shows (in the teacher's words)."""
        return tally(self.match.game, [a for _, a in self.record().answers()])

    def record(self) -> Practised:
        """Every seat's record added up: the children's now, and the games before."""
        records = [*(s.practised for s in self.sessions.values()), *self.past]
        return sum(records, Practised(self.match.game))

    def _total(self, counts: str) -> Counter[str]:
        """One of the records' ``counts`` added up, every seat and game together."""
        return self.record().total(counts)

    def mistakes(self) -> Counter[str]:
        """Mistakes tried at this table, by the game's mistake key, this game and before."""
        return self._total("mistakes")

    def facts(self) -> Counter[str]:
        return self._total("facts")

    def first_tries(self) -> tuple[Counter[str], Counter[str]]:
        """By fact: the decisions made at this table, and those whose first try was right."""
        return self._total("tried"), self._total("right")
