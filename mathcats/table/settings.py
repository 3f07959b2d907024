"""The teacher's settings: every part of the table reads them, ``set`` changes them.

A table starts with all of them at once (``TableSession(match, lights=...,
delay=...)``); afterwards only the Teacher panel (``controls.py``) and the
teacher's Undo and Replay (``turns.py``) change them.
"""

from __future__ import annotations

from typing import Any

from .lights import ALWAYS, lights_value

SPEEDS = {"slow": 2.5, "medium": 1.2, "fast": 0.5}  # seconds between computer moves
# Each setting and what it is when a table starts.
DEFAULTS: dict[str, Any] = {
    "reveal": False,  # show every hand (teacher)
    "wait": False,  # the computer cats wait for the teacher's Next move
    "projector": False,  # big numerals for a projector
    "read_aloud": False,  # read the status and the cards aloud (local voices only)
    "delay": SPEEDS["medium"],
    "lights": ALWAYS,  # when the cards that fit light up (lights.py)
    "ticket_form": 1,  # which form of the game's exit ticket the table asks (ticket.py)
    "sprint_seconds": 0,  # the fact sprint's timer (sprint.py): 0 is none
}
FORMS = (1, 2, 3)  # the forms of every game's exit ticket
TIMERS = (0, 60, 120)  # the fact sprint's timers, in seconds (0: untimed)
SETTINGS = tuple(DEFAULTS)


class Settings:
    """The teacher's ``SETTINGS``, each checked: ``Settings(delay=0, lights="count")``."""

    def __init__(self, **values: Any):
        for name, value in {**DEFAULTS, **values}.items():
            self.set(name, value)

    def set(self, name: str, value: Any) -> None:
        """Change one of ``SETTINGS`` to ``value``, checked (a bad one changes nothing)."""
        if name not in SETTINGS:
            raise ValueError(f"{name!r} is not a table setting: {', '.join(SETTINGS)}.")
        checks = {"delay": seconds, "lights": lights_value, "ticket_form": form}
        checks["sprint_seconds"] = timer
        setattr(self, name, checks.get(name, bool)(value))


def seconds(value: Any) -> float:
    """A delay: a number of seconds, 0 or more."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise ValueError(f"delay must be 0 or more seconds, not {value!r}.")
    return float(value)


def form(value: Any) -> int:
    """A form of the exit ticket: 1, 2 or 3."""
    if type(value) is not int or value not in FORMS:
        raise ValueError(f"ticket_form must be one of {FORMS}, not {value!r}.")
    return value


def timer(value: Any) -> int:
    """The fact sprint's timer: 0 (none), 60 or 120 seconds."""
    if type(value) is not int or value not in TIMERS:
        raise ValueError(f"sprint_seconds must be one of {TIMERS}, not {value!r}.")
    return value
