"""The game table: ``Table(match)`` (the widget), or ``play(game_id)`` in one line.

``TableSession`` (plain Python) is the table without a widget; importing it
loads no widget library, so the widget module is imported only when asked for.
"""

from .session import TableSession

__all__ = ["Table", "TableSession", "play"]


def __getattr__(name: str):
    if name in ("Table", "play"):
        from . import table

        return getattr(table, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
