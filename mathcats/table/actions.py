"""What each id of a scene does, as data: an ``Action`` (what to do, and its plain argument).

The scene builder puts one ``Action`` per id in the scene's ``actions``;
``TableSession.handle`` looks the tapped id up there and hands the action to
the part that does it (``session.py``, ``_do``). An action is plain JSON
(``to_json``, ``from_json``): no function is kept between scenes. The
actions stay on the server: sent to the page they would tell which cards fit.

``do`` is one of:

- a tap on a card or a button of the game: ``try`` (arg: the move, as JSON,
  and the item), ``refused`` (the verdict), ``pick`` and ``unpick`` (the
  taps picked then, their words, the item), ``count`` (a Count it number;
  "hop" or "here" while the child counts on; None: Count on), ``show-me``;
- the table's buttons: ``ready`` (the next child has the screen), ``again``,
  ``next-round``, ``what`` (a word's meaning; arg: the term);
- the exit ticket's (``ticket.py``): ``ticket`` (begin it), ``ticket-pick`` (arg:
  the option's label), ``ticket-mark`` (a select-all item's option, on or off),
  ``ticket-done``, ``ticket-kept`` (a tap after the first answer), ``ticket-next``,
  ``ticket-close`` (back to a class table's game);
- the fact sprint's (``sprint.py``): ``sprint`` (begin it), ``sprint-answer`` (arg:
  the answer's label);
- the Teacher panel's: ``step``, ``undo``, ``replay``, ``toggle`` (arg: the
  setting), ``speed`` (a key of ``SPEEDS``), ``lights`` (a key of ``LIGHTS``),
  ``summary``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ..engine.scene import Item, button


@dataclass(frozen=True)
class Action:
    """What tapping one id does: ``do``, with ``arg`` (JSON values only)."""

    do: str
    arg: Any = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        return cls(data["do"], data.get("arg"))


Actions = dict[str, Action]  # what each id of a scene does when tapped


def control(actions: Actions, control_id: str, label: str, action: Action, **extra) -> Item:
    """A button ``control_id`` that does ``action`` (kept in the scene's ``actions``)."""
    actions[control_id] = action
    return {**button(control_id, label, **extra), "id": control_id}
