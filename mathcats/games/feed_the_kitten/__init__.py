"""Feed the Kitten: its registration record, the one place that names the whole game."""

from ...engine import Game, Piece, register
from .claims import CLAIMS
from .guide import GUIDE
from .sprint import SPRINT
from .state import GAME_ID, Draw, FeedTheKittenOptions, FeedTheKittenState, Pass, Play, narrate
from .tickets import TICKETS
from .words import TEXT

GAME = register(
    Game(
        id=GAME_ID,
        title="Feed the Kitten",
        maths="Counting by tens and making 100",
        ages="5-9",
        min_players=2,
        max_players=5,
        Options=FeedTheKittenOptions,
        State=FeedTheKittenState,
        moves=(Play, Draw, Pass),
        narrate=narrate,
        text=TEXT,
        tiger=dict(iterations=1000, playout=200, until_score=True),
        cover="can",
        order=1,
        facts={
            "makes-100": "100",
            "ten-more": "ten-more",
            "same": "same",
            "zero": "zero",
        },
        mistakes={
            "counting-down": "down",
            "too-far-up": "far",
            "hundred-needs-0-or-90": "not-100",
            "on-zero": "zero",
        },
        tickets=TICKETS,
        sprint=SPRINT,
        guide=GUIDE,
        claims=CLAIMS,
        pieces=(
            Piece("word-cans", "what-cans", None, "can", score=True),
            Piece("play-pile", symbol="can"),
        ),
    )
)
