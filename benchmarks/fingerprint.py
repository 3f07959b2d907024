"""Fingerprints of seeded play: one hash per mode, to compare before and after a change.

    python benchmarks/fingerprint.py [--games 300] [--modes events,saves,scenes,bots]
                                     [--iterations 40] [--clock]

Each mode plays ``--games`` seeded games of every registered game, spread
over its smallest, middle and largest table, and hashes what they give:

- ``events``: random games through a ``Match``: each seat's legal moves, the
  move, its verdict (rule, words, number sentence), the events and how each
  seat hears them told, and the final scores, winners and views;
- ``saves``: those games' saves (and that a save loads back to itself);
- ``scenes``: a table where a child at seat 0 taps seeded random things
  (lit or not, "Show me" too) and the computer cats answer at once: every
  scene as JSON;
- ``bots``: kitten, cat and tiger seats playing each other: every move and
  the final save.

The tiger and "Show me" stop searching on a clock, which makes their moves
depend on how busy the machine is. Here they search a fixed ``--iterations``
instead (``--clock`` keeps their clocks: then a hash need not repeat), so the
same code gives the same hashes on any machine.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import time
from collections.abc import Callable, Iterator

import mathcats
from mathcats.bots import BOTS, levels, make_bot, play_bots
from mathcats.engine import get_game, load_match, new_match
from mathcats.table import TableSession

MODES = ("events", "saves", "scenes", "bots")
TAPS = 60  # taps a scene game makes at most


def fixed_iterations(iterations: int) -> None:
    """Every tiger (so every "Show me" too) searches ``iterations`` times, with no clock."""

    def tiger(game_id, seed=None, **settings):
        return levels.tiger(
            game_id, seed, **{**settings, "iterations": iterations, "seconds": None}
        )

    BOTS["tiger"] = tiger


def tables(game_id: str, games: int) -> Iterator[tuple[int, int]]:
    """(players, seed) of ``games`` seeded games, round the smallest, middle and largest table."""
    game = get_game(game_id)
    sizes = sorted({game.min_players, (game.min_players + game.max_players) // 2, game.max_players})
    for seed in range(games):
        yield sizes[seed % len(sizes)], seed


def random_game(game_id: str, players: int, seed: int, out: Callable[[object], None]):
    """A seeded random game, told to ``out`` move by move; returns the match."""
    match = new_match(game_id, players=players, seed=seed)
    rng = random.Random(seed)
    while not match.over:
        seat = rng.choice(match.to_move)
        legal = match.legal_moves(seat)
        move = rng.choice(legal)
        verdict = match.check(move, seat)
        out((seat, legal, move, verdict.rule, verdict.words, verdict.maths))
        for event in match.play(move, seat):
            out(event)
            out([match.narrate(event, s) for s in (None, *range(players))])
    out((match.scores, match.winners))
    out([match.view(s).model_dump_json() for s in range(players)])
    return match


def events(game_id: str, players: int, seed: int, out) -> None:
    random_game(game_id, players, seed, out)


def saves(game_id: str, players: int, seed: int, out) -> None:
    save = random_game(game_id, players, seed, lambda _: None).to_json()
    if load_match(save).to_json() != save:
        raise AssertionError(f"{game_id} seed {seed}: the save does not load back to itself")
    out(save)


def scenes(game_id: str, players: int, seed: int, out) -> None:
    match = new_match(game_id, players=players, seed=seed)
    table = TableSession(match, humans=(0,), bots="cat", delay=0)
    rng = random.Random(seed)
    for _ in range(TAPS):
        out(json.dumps(table.scene, sort_keys=True))
        if match.over:
            break
        table.click(rng.choice(sorted(table.targets)))


def bots(game_id: str, players: int, seed: int, out) -> None:
    match = new_match(game_id, players=players, seed=seed)
    seats = {
        s: make_bot(levels.LEVELS[(seed + s) % 3], game_id, seed=seed + s) for s in range(players)
    }
    for event in play_bots(match, seats):
        out(event)
    out(match.to_json())


def fingerprint(mode: str, games: int) -> str:
    digest = hashlib.sha256()

    def out(thing: object) -> None:
        digest.update(repr(thing).encode())

    play = globals()[mode]
    for game_id in mathcats.GAMES:
        for players, seed in tables(game_id, games):
            play(game_id, players, seed, out)
    return digest.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="seeded games per game and mode")
    parser.add_argument("--modes", default=",".join(MODES), help="modes to hash, by commas")
    parser.add_argument("--iterations", type=int, default=40, help="the tiger's fixed search")
    parser.add_argument("--clock", action="store_true", help="keep the searches' clocks")
    args = parser.parse_args()
    if not args.clock:
        fixed_iterations(args.iterations)
    for mode in args.modes.split(","):
        if mode not in MODES:
            parser.error(f"unknown mode {mode!r}; the modes are {', '.join(MODES)}")
        start = time.process_time()
        hashed = fingerprint(mode, args.games)
        print(f"{mode:<7} {hashed}  ({time.process_time() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
