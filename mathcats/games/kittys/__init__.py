"""Kittys: its registration record, the one place that names the whole game."""

from ...engine import Game, Piece, register
from .claims import CLAIMS
from .state import GAME_ID, Commit, KittysOptions, KittysState, narrate
from .tickets import TICKETS
from .words import TEXT

GAME = register(
    Game(
        id=GAME_ID,
        title="Kittys",
        maths="Comparing numbers: less than, the same, more than",
        ages="6-10",
        min_players=3,
        max_players=6,
        Options=KittysOptions,
        State=KittysState,
        moves=(Commit,),
        narrate=narrate,
        text=TEXT,
        tiger=dict(iterations=1000, playout=200, until_score=True),
        cover="compare",
        order=4,
        facts={"judged": "compared"},
        count="",  # no move is counted: a card goes down before any card is shown
        tickets=TICKETS,
        claims=CLAIMS,
        pieces=(
            Piece("word-boss", "what-boss", symbol="boss"),
            Piece("word-chips", "what-chips", None, score=True),
        ),
        seated=True,
    )
)
