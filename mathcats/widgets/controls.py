"""The teacher's settings and controls: Next move, Undo, Replay, speeds, lights, summary.

``Settings`` holds the teacher's ``SETTINGS``, each checked when set; the
other parts read them (only ``Controls`` and the teacher's Undo and Replay
in ``turns.py`` change them). ``Controls`` changes them (``set``) and makes
the Teacher panel's buttons; Next move, Undo and Replay are ``Turns``'.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from ..engine.scene import Item
from .lights import LIGHTS, lights_value
from .scene import Actions, control
from .words import LABELS, SPEED_WORDS, TEXT

if TYPE_CHECKING:
    from .news import News
    from .turns import Turns

SPEEDS = {"slow": 2.5, "medium": 1.2, "fast": 0.5}
SETTINGS = ("reveal", "wait", "projector", "read_aloud", "delay", "lights")


class Settings:
    """The teacher's settings: ``delay`` seconds between computer moves, the others off."""

    def __init__(self, delay: float):
        self.reveal = self.wait = self.projector = self.read_aloud = False
        self.lights = "always"  # when the cards that fit light up (lights.py)
        self.delay = seconds(delay)

    def set(self, name: str, value: Any) -> None:
        """Change one of ``SETTINGS`` to ``value``, checked (a bad one changes nothing)."""
        if name not in SETTINGS:
            raise ValueError(f"{name!r} is not a table setting: {', '.join(SETTINGS)}.")
        checks = {"delay": seconds, "lights": lights_value}
        setattr(self, name, checks.get(name, bool)(value))


class Controls:
    """The Teacher panel: it changes ``settings`` and has ``turns`` step, undo and replay."""

    def __init__(self, settings: Settings, turns: Turns, news: News):
        self.settings, self.turns, self.news = settings, turns, news
        self.summary_open = False  # the Class summary is shown

    def set(self, name: str, value: Any) -> None:
        """Change a teacher's setting (``SETTINGS``); the computer cats go on if they may."""
        self.settings.set(name, value)
        if name in ("wait", "delay") and not self.settings.wait:
            self.turns.advance(self.news.lines)

    def _show_summary(self) -> None:
        """Teacher: show or hide the Class summary (what this table practised)."""
        self.summary_open = not self.summary_open

    def _toggle(self, name: str, on: str, off: str) -> None:
        value = not getattr(self.settings, name)
        self.news.say([TEXT[on if value else off]])
        self.set(name, value)

    def _lights(self, lights: str) -> None:
        self.news.say([LIGHTS[lights]])
        self.set("lights", lights)

    def _speed(self, speed: str) -> None:
        self.news.say([TEXT["speed"].format(speed=SPEED_WORDS[speed])])
        self.settings.wait = False
        self.set("delay", SPEEDS[speed])

    def buttons(self, actions: Actions) -> list[Item]:
        """The Teacher panel's buttons, their actions put in ``actions``."""
        settings, turns = self.settings, self.turns

        def toggle(name: str, on: str, off: str) -> Callable[[], None]:
            return lambda: self._toggle(name, on, off)

        def button(control_id: str, action: Callable[[], None], **extra) -> Item:
            return control(actions, control_id, LABELS[control_id], action, **extra)

        controls = [
            button("t-reveal", toggle("reveal", "shown", "hidden"), pressed=settings.reveal),
            button("t-wait", toggle("wait", "waits", "goes"), pressed=settings.wait),
            button("t-step", turns.step),
            button("t-undo", turns.undo),
            button("t-replay", turns.replay),
            button("t-big", toggle("projector", "big", "small"), pressed=settings.projector),
        ]
        for speed, delay in SPEEDS.items():
            controls.append(
                control(
                    actions,
                    f"t-{speed}",
                    LABELS[speed],
                    lambda speed=speed: self._speed(speed),
                    pressed=not settings.wait and settings.delay == delay,
                    group="speed",
                )
            )
        for lights, words in LIGHTS.items():
            controls.append(
                control(
                    actions,
                    f"t-lights-{lights}",
                    words,
                    partial(self._lights, lights),
                    pressed=settings.lights == lights,
                    group="lights",
                )
            )
        summary = button("t-summary", self._show_summary, pressed=self.summary_open)
        return [*controls, summary]


def seconds(value: Any) -> float:
    """A delay: a number of seconds, 0 or more."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise ValueError(f"delay must be 0 or more seconds, not {value!r}.")
    return float(value)
