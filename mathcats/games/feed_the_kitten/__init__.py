"""Feed the Kitten: its registration record, the one place that names the whole game."""

from ...engine import Cover, Game, Piece, register
from ...engine.markup import GREEN, ORANGE, RED, SKY, use
from .state import GAME_ID, Draw, FeedTheKittenOptions, FeedTheKittenState, Pass, Play

COVER = Cover(
    "A hungry kitten and three cans of cat food",
    use("kitten", 10, 18, 124, ORANGE)
    + use("can", 150, 78, 64, SKY)
    + use("can", 186, 78, 64, GREEN)
    + use("can", 168, 22, 64, RED),
)  # its home page card

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
        tiger=dict(iterations=1000, playout=200, until_score=True),
        short=dict(cans=1),
        cover=COVER,
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
        pieces=(
            Piece("word-cans", "what-cans", None, "can", score=True),
            Piece("play-pile", symbol="can"),
        ),
    )
)
