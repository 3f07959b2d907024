"""Every frame a class page may send, as pydantic models (one union per socket, on "type").

A frame over ``MAX_FRAME`` bytes, one that is not JSON, or one no model
accepts is refused with a kind line, and changes nothing. ``Rate`` is the
rate limit of the contract: frames per connection; ``Guesses``: after
``WRONG_CODES_PER_MINUTE`` wrong codes from one address, one try every
``GUESS_WAIT`` seconds (docs/class.md says how long guessing a code takes).
"""

from __future__ import annotations

import time
from collections import deque
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from ..table.lights import THINK_FIRST
from .table import Refused

MAX_FRAME = 64 * 1024  # bytes
FRAMES_PER_SECOND = 20
WRONG_CODES_PER_MINUTE = 10
GUESS_WAIT = 6.0  # seconds between an address's tries, once it is over that

TEXT = {
    "big": "That message was too big.",
    "bad": "Oops, that message got lost. Try again.",
    "fast": "Slow down a little, then try again.",
}

Code = Annotated[str, StringConstraints(min_length=1, max_length=8)]
Key = Annotated[str, StringConstraints(min_length=1, max_length=64)]
Seat = Annotated[int, Field(ge=0, le=9)]


class Frame(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Join(Frame):
    type: Literal["join"]
    code: Code


class Sit(Frame):
    type: Literal["sit"]
    code: Code
    seat: Seat


class Back(Frame):
    type: Literal["back"]
    code: Code
    key: Key


class Send(Frame):
    type: Literal["send"]
    content: dict[str, Any]  # a tap for the seat's TableSession, which checks it


class Ping(Frame):
    type: Literal["ping"]


class Make(Frame):
    type: Literal["make"]
    game: Annotated[str, StringConstraints(max_length=40)]
    players: Annotated[int, Field(ge=1, le=9)]
    children: Annotated[int, Field(ge=0, le=9)]
    level: Annotated[str, StringConstraints(max_length=20)]
    options: dict[Annotated[str, StringConstraints(max_length=40)], str | int | bool] = {}
    tables: Annotated[int, Field(ge=1, le=100)] = 1
    lights: Annotated[str, StringConstraints(max_length=20)] = THINK_FIRST  # the host checks it


class Start(Frame):
    type: Literal["start"]
    code: Code | None = None


class Pause(Frame):
    type: Literal["pause"]


class Resume(Frame):
    type: Literal["resume"]


class Free(Frame):
    type: Literal["free"]
    code: Code
    seat: Seat


class End(Frame):
    type: Literal["end"]
    code: Code


class Watch(Frame):
    type: Literal["watch"]
    code: Code | None


class Reveal(Frame):
    type: Literal["reveal"]
    code: Code
    on: bool


class Ticket(Frame):
    """Exit ticket ``form`` on the children's devices, at table ``code`` (None: every table);
    ``on`` False ends it there."""

    type: Literal["ticket"]
    code: Code | None = None
    form: Annotated[int, Field(ge=1, le=3)] = 1
    on: bool = True


class Summary(Frame):
    type: Literal["summary"]


CHILD = TypeAdapter(Annotated[Join | Sit | Back | Send | Ping, Field(discriminator="type")])
TEACHER = TypeAdapter(
    Annotated[
        Make | Start | Pause | Resume | Free | End | Watch | Reveal | Ticket | Summary | Ping,
        Field(discriminator="type"),
    ]
)


def parse(adapter: TypeAdapter, text: str | bytes) -> Frame:
    """One frame read by ``adapter`` (``CHILD`` or ``TEACHER``); ``Refused`` if it cannot be."""
    if len(text) > MAX_FRAME:
        raise Refused("big", TEXT["big"])
    try:
        return adapter.validate_json(text)
    except ValidationError:
        raise Refused("bad", TEXT["bad"]) from None


class Rate:
    """At most ``count`` events in ``seconds``: ``allow()`` counts one, if it may."""

    def __init__(self, count: int, seconds: float):
        self.count, self.seconds = count, seconds
        self.times: deque[float] = deque()

    def allow(self) -> bool:
        now = time.monotonic()
        while self.times and now - self.times[0] >= self.seconds:
            self.times.popleft()
        if len(self.times) >= self.count:
            return False
        self.times.append(now)
        return True

    def full(self) -> bool:
        """Has it no room left now (without counting one)?"""
        now = time.monotonic()
        return sum(1 for t in self.times if now - t < self.seconds) >= self.count


class Guesses:
    """The codes one address tries: after ``count`` wrong in a minute, one try each ``wait`` s."""

    def __init__(self, count: int = WRONG_CODES_PER_MINUTE, wait: float = GUESS_WAIT):
        self.missed, self.wait = Rate(count, 60.0), wait
        self.last = -wait  # when it last tried a code

    def allow(self) -> bool:
        """May this address try a code now? (It counts as a try if so.)"""
        now = time.monotonic()
        if self.missed.full() and now - self.last < self.wait:
            return False
        self.last = now
        return True

    def wrong(self) -> None:
        """The code tried was wrong."""
        self.missed.allow()
