"""The table: one match at a table, in plain Python, for every host (see docs/architecture.md).

``TableSession`` is the table without a host: the Jupyter widget
(``mathcats.widgets``), class play (``mathcats.classroom``) and the static
site (``mathcats.site``) each hand it the taps and draw its scene.
Importing it loads no widget library.
"""

from .session import TableSession

__all__ = ["TableSession"]
