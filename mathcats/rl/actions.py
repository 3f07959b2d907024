"""Each game's moves, numbered once and for all, by the game itself.

A game's numbering is ``ACTIONS`` in the ``actions`` module beside its state
(``mathcats/games/<game>/actions.py``): action ``i`` is ``ACTIONS[i]``. docs/rl.md
lists every game's (``numbering_doc``), and a test checks that every move a game
ever lists has a number.
"""

from __future__ import annotations

from importlib import import_module

from ..engine import Move, game_ids, get_game


def actions_of(game_id: str) -> tuple[Move, ...]:
    """``game_id``'s numbered moves; a game without a numbering is refused."""
    game = get_game(game_id)
    path = game.State.__module__.rpartition(".")[0] + ".actions"
    try:
        return tuple(import_module(path).ACTIONS)
    except ModuleNotFoundError as missing:
        if missing.name != path:
            raise
        raise ValueError(f"{game.id} has no action numbering ({path}.ACTIONS).") from None


def numbering_doc() -> str:
    """The numbering as Markdown, one table per game (docs/rl.md holds this text)."""
    parts = []
    for game_id in game_ids():
        rows = "\n".join(
            f"| {i} | `{_short(move)}` |" for i, move in enumerate(actions_of(game_id))
        )
        parts.append(f"### {game_id}\n\n| action | move |\n|---|---|\n{rows}\n")
    return "\n".join(parts)


def _short(move: Move) -> str:
    """A move as compact text: ``play card=40``."""
    fields = {k: v for k, v in move.to_json().items() if k != "kind"}
    said = " ".join(f"{k}={_value(v)}" for k, v in fields.items())
    return f"{move.kind} {said}".strip()


def _value(value) -> str:
    if isinstance(value, dict):
        return "/".join(str(v) for v in value.values())
    return str(value)
