"""The Teacher panel: Next move, Undo, Replay, the speeds, the lights, the Class summary.

``Controls`` makes the panel's buttons, each with its ``Action`` (data, see
``actions.py``), and does the ones that change a setting (``do``: through
``set``, which checks the value). Next move, Undo and Replay are ``Turns``'.
"""

from __future__ import annotations

from typing import Any

from ..engine.scene import Item
from .actions import Action, Actions, control
from .lights import LIGHTS
from .news import News
from .settings import SPEEDS, Settings
from .turns import Turns
from .words import LABELS, SPEED_WORDS, TEXT

# The settings a button turns on and off: the button's id, what the table says then (on, off).
TOGGLES = {
    "reveal": ("t-reveal", "shown", "hidden"),
    "wait": ("t-wait", "waits", "goes"),
    "projector": ("t-big", "big", "small"),
}

# The Teacher panel's actions that change how the table looks or paces, not the game:
# a question the child is answering stays while the teacher uses them.
PANEL_VIEW = frozenset({"toggle", "speed", "summary"})


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

    def do(self, action: Action) -> None:
        """A Teacher panel button that changes a setting or the panel: ``toggle``, ``speed``..."""
        if action.do == "toggle":
            value = not getattr(self.settings, action.arg)
            _, on, off = TOGGLES[action.arg]
            self.news.say([TEXT[on if value else off]])
            self.set(action.arg, value)
        elif action.do == "speed":
            self.news.say([TEXT["speed"].format(speed=SPEED_WORDS[action.arg])])
            self.settings.wait = False
            self.set("delay", SPEEDS[action.arg])
        elif action.do == "lights":
            self.news.say([LIGHTS[action.arg]])
            self.set("lights", action.arg)
        elif action.do == "summary":
            self.summary_open = not self.summary_open
        else:
            raise ValueError(f"{action.do!r} is not a Teacher panel action.")

    def buttons(self, actions: Actions) -> list[Item]:
        """The Teacher panel's buttons, their actions put in ``actions``."""
        settings = self.settings

        def button(control_id: str, action: Action, **extra) -> Item:
            return control(actions, control_id, LABELS[control_id], action, **extra)

        def toggle(name: str) -> Item:
            return button(TOGGLES[name][0], Action("toggle", name), pressed=getattr(settings, name))

        controls = [
            toggle("reveal"),
            toggle("wait"),
            button("t-step", Action("step")),
            button("t-undo", Action("undo")),
            button("t-replay", Action("replay")),
            toggle("projector"),
        ]
        for speed, delay in SPEEDS.items():
            controls.append(
                control(
                    actions,
                    f"t-{speed}",
                    LABELS[speed],
                    Action("speed", speed),
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
                    Action("lights", lights),
                    pressed=settings.lights == lights,
                    group="lights",
                )
            )
        summary = button("t-summary", Action("summary"), pressed=self.summary_open)
        return [*controls, summary]
