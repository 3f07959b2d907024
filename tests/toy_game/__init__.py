"""A toy sixth game, Count to Ten, laid out like the five real ones in ``mathcats/games``.

Its package holds its rules and state, words, bot, table, its own picture
kind (drawing.py), exit ticket, hint claims and rules doc; this module is its
registration record, with its home page cover. Only the tests
register it (``registered``), to show that a game's record is the one place a
game is named: the shared tests run it like a real game, and nothing in
``mathcats`` knows its id.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from mathcats.engine import Cover, Game, Piece, register, unregister
from mathcats.engine.markup import GREEN, ORANGE, use

from .state import ID, Add, ToyOptions, ToyState

RULES = Path(__file__).with_name("rules.md")  # a real game's is docs/rules/<id>.md

COVER = Cover(
    "Two kittens and ten stars to count",
    use("kitten", 8, 30, 100, ORANGE)
    + use("kitten", 132, 30, 100, GREEN)
    + "".join(use("star", 12 + 22 * i, 4, 18) for i in range(10)),
)

RECORD = Game(
    id=ID,
    title="Count to Ten",
    maths="Adding 1 or 2",
    ages="4-6",
    min_players=2,
    max_players=2,
    Options=ToyOptions,
    State=ToyState,
    moves=(Add,),
    tiger=dict(iterations=60, playout=20),
    rules=str(RULES),
    lesson="",  # none written
    pieces=(Piece("count"),),
    cover=COVER,
)


@contextmanager
def registered():
    """The toy registered for a while, then forgotten again."""
    register(RECORD)
    try:
        yield RECORD
    finally:
        unregister(ID)
