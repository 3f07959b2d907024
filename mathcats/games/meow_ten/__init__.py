"""Meow 10: its registration record, the one place that names the whole game."""

from ...engine import Cover, Game, Piece, register
from ...engine.markup import BLUE, PURPLE, RED, YELLOW, use
from .state import GAME_ID, Choose, Done, Draw, MeowTenOptions, MeowTenState, Play

COVER = Cover(
    "Four cats under a rainbow",
    use("rainbow", 50, -6, 140)
    + use("sleepy", 0, 70, 70, BLUE)
    + use("happy", 58, 64, 70, YELLOW)
    + use("spotty", 116, 64, 70, RED)
    + use("silly", 172, 70, 70, PURPLE),
)  # its home page card

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
        tiger=dict(iterations=700, score_sign=-1, playout=200, until_score=True),
        short=dict(end_at=10),
        cover=COVER,
        order=6,
        facts={
            "same-number": "number",
            "same-cat": "cat",
            "rainbow-card": "rainbow",
            "on-rainbow": "rainbow",
            "penalty": "penalty",
        },
        mistakes={"no-match": "match"},
        pieces=(Piece("word-points", "what-points", None, score=True),),
    )
)
