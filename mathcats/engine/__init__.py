"""The game-agnostic engine: verdicts, moves and events, games, matches."""

from .actions import Event, Move, parse_move
from .game import Cover, Game, GameOptions, GameState, Piece, View, copy_rng, first_seat, redeal
from .guide import Guide, Standard
from .match import Match, Turn, load_match, new_match
from .registry import game_ids, get_game, register, rules_text, unregister
from .text import listed
from .verdict import IllegalMove, Verdict, allowed, refused

__all__ = [
    "Cover",
    "Event",
    "Game",
    "GameOptions",
    "GameState",
    "Guide",
    "IllegalMove",
    "Match",
    "Move",
    "Piece",
    "Standard",
    "Turn",
    "Verdict",
    "View",
    "allowed",
    "copy_rng",
    "first_seat",
    "game_ids",
    "get_game",
    "listed",
    "load_match",
    "new_match",
    "parse_move",
    "redeal",
    "refused",
    "register",
    "rules_text",
    "unregister",
]
