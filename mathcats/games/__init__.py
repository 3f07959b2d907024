"""One package per game. Importing this package imports each one, which registers it.

A module here that is no package is shared by some games: ``ring.py`` (the 0-9 ring's
arithmetic) and ``space_cards.py`` (the table pieces of both Kittens in Space games).
No game imports another (an import-linter contract in pyproject.toml).
"""

from importlib import import_module
from pkgutil import iter_modules

for _module in iter_modules(__path__):
    if _module.ispkg:
        import_module(f"{__name__}.{_module.name}")
