"""The game table widget (anywidget): ``Table(match)``, or ``play(game_id)`` in one line."""

from .table import Table, play

__all__ = ["Table", "play"]
