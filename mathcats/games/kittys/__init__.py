"""Kittys: its registration record, the one place that names the whole game."""

from ...engine import Cover, Game, Piece, register
from ...engine.markup import GREEN, ORANGE, SKY, use
from .state import GAME_ID, Commit, KittysOptions, KittysState

COVER = Cover(
    "The boss cat with a crown and two kittens",
    use("kitty", 2, 52, 90, GREEN)
    + use("kitty", 148, 52, 90, SKY)
    + use("boss", 66, 4, 110, ORANGE),
)  # its home page card

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
        tiger=dict(iterations=1000, playout=200, until_score=True),
        short=dict(hands=1),
        cover=COVER,
        order=4,
        facts={"judged": "compared"},
        count="",  # no move is counted: a card goes down before any card is shown
        pieces=(
            Piece("word-boss", "what-boss", symbol="boss"),
            Piece("word-chips", "what-chips", None, score=True),
        ),
        seated=True,
    )
)
