"""The games a shared test runs over: every registered one, and the toy sixth game.

The toy (tests/toy_game) is registered only while a test needs it: a module
parametrised over ``GAMES`` says ``pytestmark = pytest.mark.usefixtures("toy_registered")``
(the fixture is in tests/conftest.py). ``RECORDS`` reads the records before then,
to choose games when tests are collected.
"""

import toy_game

import mathcats
from mathcats.engine import get_game

RECORDS = {**{g: get_game(g) for g in mathcats.GAMES}, toy_game.ID: toy_game.RECORD}
GAMES = tuple(RECORDS)
