"""Meow 10: its registration record, the one place that names the whole game."""

from ...engine import Game, Piece, register
from .claims import CLAIMS
from .guide import GUIDE
from .sprint import SPRINT
from .state import GAME_ID, Choose, Done, Draw, MeowTenOptions, MeowTenState, Play, narrate
from .tickets import TICKETS
from .words import TEXT

GAME = register(
    Game(
        id=GAME_ID,
        title="Meow 10",
        maths="Matching numbers and adding up penalty points",
        ages="6-10",
        min_players=2,
        max_players=5,
        Options=MeowTenOptions,
        State=MeowTenState,
        moves=(Choose, Play, Draw, Done),
        narrate=narrate,
        text=TEXT,
        tiger=dict(iterations=700, score_sign=-1, playout=200, until_score=True),
        cover="rainbow",
        order=6,
        facts={"same-number": "number", "same-cat": "cat", "penalty": "penalty"},
        mistakes={"no-match": "match"},
        tickets=TICKETS,
        sprint=SPRINT,
        guide=GUIDE,
        claims=CLAIMS,
        pieces=(Piece("word-points", "what-points", None, score=True),),
    )
)
