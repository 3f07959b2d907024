"""The Jupyter host: ``Table(match)`` (the widget), or ``play(game_id)`` in one line.

The table itself is ``mathcats.table`` (plain Python); the widget module is
imported only when asked for, so importing this loads no widget library.
"""

__all__ = ["Table", "play"]


def __getattr__(name: str):
    if name in ("Table", "play"):
        from . import table

        return getattr(table, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
