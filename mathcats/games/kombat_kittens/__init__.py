"""Kombat Kittens: its registration record, the one place that names the whole game."""

from ...engine import Cover, Game, Piece, register
from ...engine.markup import PURPLE, use
from .state import (
    GAME_ID,
    Battle,
    Capture,
    Commit,
    Draw,
    Forfeit,
    KombatKittensOptions,
    KombatKittensState,
    Recruit,
)

COVER = Cover(
    "A kitten with a cape and a chest of treasure",
    use("treasure", 138, 50, 96) + use("kombat", 8, 14, 124, PURPLE),
)  # its home page card

GAME = register(
    Game(
        id=GAME_ID,
        title="Kombat Kittens",
        maths="Same numbers, numbers in a row, and adding treasure",
        ages="7-10",
        min_players=2,
        max_players=5,
        Options=KombatKittensOptions,
        State=KombatKittensState,
        moves=(Draw, Recruit, Battle, Commit, Forfeit, Capture),
        tiger=dict(iterations=150, playout=200, prior=1),  # prior: docs/bots.md
        short=dict(ranks=4),
        cover=COVER,
        order=5,
        facts={
            "pair": "pair",
            "straight": "straight",
            "three-of-a-kind": "three",
            "high-card": "high",
            "capture": "treasure",
        },
        mistakes={"not-lowest": "lowest"},
        pieces=(
            Piece("word-recruits", "what-recruits"),
            Piece("word-treasure", "what-treasure", None, "treasure", score=True),
            Piece("word-litter-box", "what-litter-box"),
        ),
    )
)
