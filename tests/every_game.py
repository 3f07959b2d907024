"""The games a shared test runs over: every registered one, and the toy sixth game.

The toy (tests/toy_game) is registered only while a test needs it: a module
parametrised over ``GAMES`` says ``pytestmark = pytest.mark.usefixtures("toy_registered")``
(the fixture is in tests/conftest.py).
"""

import toy_game

import mathcats

GAMES = (*mathcats.GAMES, toy_game.ID)
