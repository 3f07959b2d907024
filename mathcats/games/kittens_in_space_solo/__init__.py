"""Kittens in Space: Solo: its registration record, the one place that names the whole game."""

from ...engine import Cover, Game, Piece, register
from ...engine.markup import GREEN, sky, use
from .state import (
    GAME_ID,
    Close,
    Done,
    KittensInSpaceSoloOptions,
    KittensInSpaceSoloState,
    Place,
    Swap,
)

COVER = Cover(
    "A kitten in a space suit and Alastair, the grumpy cat",
    sky((110, 14, 16), (222, 10, 12), (104, 118, 14))
    + use("astro", 6, 24, 108, GREEN)
    + use("alastair", 128, 30, 106),
)  # its home page card

GAME = register(
    Game(
        id=GAME_ID,
        title="Kittens in Space: Solo",
        maths="One or two more or less, on a 0-9 line",
        ages="6-10",
        min_players=1,
        max_players=1,
        Options=KittensInSpaceSoloOptions,
        State=KittensInSpaceSoloState,
        moves=(Close, Place, Swap, Done),
        tiger=dict(iterations=1000, playout=200),
        short=dict(points=1),
        cover=COVER,
        order=3,
        facts={"up": "up", "down": "down"},
        mistakes={
            "too-far-up": "far",
            "too-far-down": "far",
            "fits-no-stack": "far",
            "same": "same",
            "below-0": "below-0",
            "past-9": "past-9",
        },
        pieces=(
            Piece("word-closed", "what-closed"),
            Piece("word-free", "what-free"),
            Piece("table-alastair", symbol="alastair"),
        ),
    )
)
