"""Kittens in Space: its registration record, the one place that names the whole game."""

from ...engine import Game, Piece, register
from .claims import CLAIMS
from .guide import GUIDE
from .sprint import SPRINT
from .state import (
    GAME_ID,
    Adopt,
    ChooseStart,
    Draw,
    KittensInSpaceOptions,
    KittensInSpaceState,
    Pass,
    Place,
    StackCard,
    narrate,
)
from .tickets import TICKETS
from .words import TEXT

GAME = register(
    Game(
        id=GAME_ID,
        title="Kittens in Space",
        maths="Plus and minus 1 and 2 on a looping 0-9 ring",
        ages="6-10",
        min_players=2,
        max_players=6,
        Options=KittensInSpaceOptions,
        State=KittensInSpaceState,
        moves=(StackCard, Place, Adopt, Draw, Pass, ChooseStart),
        narrate=narrate,
        text=TEXT,
        tiger=dict(iterations=500, playout=30, until_score=True),
        cover="ring",
        order=2,
        facts={"rescue": "up", "adopt": "down", "rescue-loop": "past-9", "adopt-loop": "past-0"},
        mistakes={"too-far": "far", "wrong-way": "way", "same-number": "same"},
        tickets=TICKETS,
        sprint=SPRINT,
        guide=GUIDE,
        claims=CLAIMS,
        pieces=(Piece("word-save-em", "what-save-em"), Piece("word-free", "what-free", None)),
    )
)
