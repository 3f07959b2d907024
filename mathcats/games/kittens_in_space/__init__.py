"""Kittens in Space: its registration record, the one place that names the whole game."""

from ...engine import Cover, Game, Piece, register
from ...engine.markup import SKY, sky, use
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
)

COVER = Cover(
    "A kitten in a space suit, a rocket and a planet among the stars",
    sky((120, 12, 16), (20, 112, 12), (214, 120, 14))
    + use("planet", 168, 4, 64)
    + use("rocket", 126, 46, 100)
    + use("astro", 12, 20, 112, SKY),
)  # its home page card

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
        tiger=dict(iterations=500, playout=30, until_score=True),
        short=dict(points=1),
        cover=COVER,
        order=2,
        facts={
            "rescue": "up",
            "adopt": "down",
            "rescue-loop": "past-9",
            "adopt-loop": "past-0",
            "free-adoption": "free",
        },
        mistakes={"too-far": "far", "wrong-way": "way", "same-number": "same"},
        pieces=(Piece("word-save-em", "what-save-em"), Piece("word-free", "what-free", None)),
    )
)
