"""One package per game. Importing this package imports each one, which registers it.

A module here that is no package (``ring.py``) is shared by some games' rules.
"""

from importlib import import_module
from pkgutil import iter_modules

for _module in iter_modules(__path__):
    if _module.ispkg:
        import_module(f"{__name__}.{_module.name}")
