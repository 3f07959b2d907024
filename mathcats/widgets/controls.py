"""The teacher's controls: settings, Next move, Undo, Replay, Play again, speeds.

``Controls`` is a part of ``TableSession``; ``set`` changes one of the
teacher's ``SETTINGS``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from ..engine import Match
from ..engine.scene import Item
from ..engine.text import listed
from .lights import LIGHTS, lights_value
from .practised import Practised
from .words import LABELS, SPEED_WORDS, TEXT

SPEEDS = {"slow": 2.5, "medium": 1.2, "fast": 0.5}
SETTINGS = ("reveal", "wait", "projector", "read_aloud", "delay", "lights")


class Controls:
    """The teacher's controls (a part of ``TableSession``)."""

    def set(self, name: str, value: Any) -> None:
        """Change a teacher's setting (``SETTINGS``); the computer cats go on if they may."""
        if name not in SETTINGS:
            raise ValueError(f"{name!r} is not a table setting: {', '.join(SETTINGS)}.")
        checks = {"delay": seconds, "lights": lights_value}
        setattr(self, name, checks.get(name, bool)(value))
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
            names = listed([self.match.names[s] for s in to_move])
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

    def _show_summary(self) -> None:
        """Teacher: show or hide the Class summary (what this table practised)."""
        self.summary_open = not self.summary_open

    def _toggle(self, name: str, on: str, off: str) -> None:
        value = not getattr(self, name)
        self._say([TEXT[on if value else off]])
        self.set(name, value)

    def _lights(self, lights: str) -> None:
        self._say([LIGHTS[lights]])
        self.set("lights", lights)

    def _speed(self, speed: str) -> None:
        self._say([TEXT["speed"].format(speed=SPEED_WORDS[speed])])
        self.wait = False
        self.set("delay", SPEEDS[speed])

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
        for speed, delay in SPEEDS.items():
            controls.append(
                self._control(
                    f"t-{speed}",
                    LABELS[speed],
                    lambda speed=speed: self._speed(speed),
                    pressed=not self.wait and self.delay == delay,
                    group="speed",
                )
            )
        for lights, words in LIGHTS.items():
            controls.append(
                self._control(
                    f"t-lights-{lights}",
                    words,
                    partial(self._lights, lights),
                    pressed=self.lights == lights,
                    group="lights",
                )
            )
        summary = self._control(
            "t-summary", LABELS["t-summary"], self._show_summary, pressed=self.summary_open
        )
        return [*controls, summary]


def seconds(value: Any) -> float:
    """A delay: a number of seconds, 0 or more."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise ValueError(f"delay must be 0 or more seconds, not {value!r}.")
    return float(value)
