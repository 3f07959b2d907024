"""Microseconds per move of random playouts: the game layer, a Match, and a bare baseline.

    python benchmarks/engine.py [--seconds 2] [--tables 20]

Feed the Kitten is also played by a minimal pure-Python implementation of
the same rules (ints and lists, below) in the same run; the ratio of game
layer to baseline is the engine's overhead (target: at most 2.0), and a
Match's (target: at most 3.0). Every other game gets a row through its game
layer and through Match, and its ratio to Feed the Kitten (target: at most
3.0). Last, the milliseconds a table takes to build the scene a tap sends
(target: under 5 ms at p95) and that scene's size as JSON in KB, over
``--tables`` seeded games of each mode.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

import mathcats
from mathcats.engine import get_game
from mathcats.widgets import Table


def minimal_feed_the_kitten(players: int, rng: random.Random, cans_to_win: int = 3) -> int:
    """The same rules as mathcats' Feed the Kitten with nothing else; returns moves made."""
    deck = [0, 0, 100, 100] + [n for n in range(10, 100, 10) for _ in range(5)]
    cans = [0] * players
    first = 0
    moves = 0
    while True:
        cards = deck[:]
        rng.shuffle(cards)
        hands = [cards[i * 5 : i * 5 + 5] for i in range(players)]
        draw = cards[players * 5 :]
        while draw[-1] == 100:
            rng.shuffle(draw)
        pile = [draw.pop()]
        discard: list[int] = []
        turn = first
        while True:
            hand, top = hands[turn], pile[-1]
            ok = [c for c in set(hand) if c == 0 or c == top or c == top + 10 or c + top == 100]
            if len(hand) >= 9 and not ok:
                discard += hand
                hand.clear()
                for _ in range(5):
                    if not draw:
                        draw, pile, discard = pile[:-1] + discard, pile[-1:], []
                        rng.shuffle(draw)
                    hand.append(draw.pop())
                ok = [c for c in set(hand) if c == 0 or c == top or c == top + 10 or c + top == 100]
            options = sorted(ok)
            can_draw = len(hand) < 9 and (draw or len(pile) > 1 or discard)
            if can_draw:
                options.append("draw")
            choice = rng.choice(options) if options else "pass"
            moves += 1
            if choice == "draw":
                if not draw:
                    draw, pile, discard = pile[:-1] + discard, pile[-1:], []
                    rng.shuffle(draw)
                hand.append(draw.pop())
            elif choice != "pass":
                hand.remove(choice)
                pile.append(choice)
                if choice == 100 or not hand:
                    cans[turn] += 1
                    if cans[turn] >= cans_to_win:
                        return moves
                    first = turn
                    break
            turn = (turn + 1) % players


def game_layer(game_id: str, players: int, rng: random.Random) -> int:
    game = get_game(game_id)
    state = game.State.start(players, game.Options(), rng)
    moves = 0
    while state.to_move:
        seat = rng.choice(state.to_move)
        state.apply(rng.choice(state.legal_moves(seat)), seat)
        moves += 1
    return moves


def through_match(game_id: str, players: int, rng: random.Random) -> int:
    match = mathcats.new_match(game_id, players=players, seed=rng.getrandbits(32))
    while not match.over:
        seat = rng.choice(match.to_move)
        match.play(rng.choice(match.legal_moves(seat)), seat)
    return len(match.history)


def per_move(playout, seconds: float, *args) -> float:
    """CPU microseconds per move of ``playout`` over whole games, for about ``seconds``.

    CPU time (not wall time) keeps the figures steady on a shared machine.
    """
    rng = random.Random(12345)
    moves, start = 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds or moves == 0:
        moves += playout(*args, rng)
    return elapsed / moves * 1e6


def scene_times(game_id: str, games: int) -> tuple[list[float], list[float], list[float]]:
    """CPU milliseconds of each scene a tap makes the table build, of each whole tap,
    and the kilobytes of each scene as JSON (what a tap sends to the browser).

    A child at seat 0 taps random lit things in ``games`` seeded games; the
    computer cats answer at once (delay 0), so a whole tap also holds their
    moves, and the scene is built after them.
    """
    scenes: list[float] = []
    taps: list[float] = []
    sizes: list[float] = []
    for seed in range(games):
        match = mathcats.new_match(game_id, players=get_game(game_id).min_players, seed=seed)
        table = Table(match, humans=(0,), delay=0)
        builder = table.session.builder  # the session's scene part builds it; the widget syncs it
        publish = builder.publish

        def timed(publish=publish) -> None:
            start = time.process_time()
            publish()
            scenes.append((time.process_time() - start) * 1e3)

        builder.publish = timed  # built once a tap, after the computer cats' moves
        rng = random.Random(seed)
        while not match.over:
            scene = table.scene
            things = [i for z in scene["zones"] for i in z["items"]] + scene["hand"]
            lit = [i["id"] for i in things + scene["actions"] if i.get("tap") and i["lit"]]
            start = time.process_time()
            table.click(rng.choice(lit))
            taps.append((time.process_time() - start) * 1e3)
            sizes.append(len(json.dumps(table.scene)) / 1e3)
    return scenes, taps, sizes


def p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20)[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per figure")
    parser.add_argument("--tables", type=int, default=20, help="seeded games per table mode")
    args = parser.parse_args()
    seconds = args.seconds

    print("Feed the Kitten: game layer vs a minimal implementation (us per move)")
    print(f"{'players':>8} {'minimal':>9} {'game':>9} {'ratio':>6} {'Match':>9} {'ratio':>6}")
    for players in (2, 5):
        bare = per_move(minimal_feed_the_kitten, seconds, players)
        layer = per_move(game_layer, seconds, "feed-the-kitten", players)
        match = per_move(through_match, seconds, "feed-the-kitten", players)
        print(
            f"{players:>8} {bare:>9.2f} {layer:>9.2f} {layer / bare:>6.2f}"
            f" {match:>9.2f} {match / bare:>6.2f}"
        )

    print("\nEvery game at its smallest table (us per move; ratio to Feed the Kitten)")
    print(f"{'game':<24} {'players':>7} {'game':>9} {'ratio':>6} {'Match':>9}")
    reference = None
    for game_id in mathcats.GAMES:
        game = get_game(game_id)
        players = min(max(game.min_players, 2), game.max_players)
        layer = per_move(game_layer, seconds, game_id, players)
        match = per_move(through_match, seconds, game_id, players)
        reference = reference or layer
        print(f"{game_id:<24} {players:>7} {layer:>9.2f} {layer / reference:>6.2f} {match:>9.2f}")

    print(
        f"\nA table's scene for a tap, {args.tables} seeded games a mode (CPU ms; target p95 < 5)"
    )
    print(
        f"{'game':<24} {'scenes':>7} {'p50':>6} {'p95':>6} {'tap p95':>8} {'KB p50':>7} {'p95':>6}"
    )
    for game_id in mathcats.GAMES:
        scenes, taps, sizes = scene_times(game_id, args.tables)
        median = statistics.median(scenes)
        print(
            f"{game_id:<24} {len(scenes):>7} {median:>6.2f} {p95(scenes):>6.2f} {p95(taps):>8.2f}"
            f" {statistics.median(sizes):>7.1f} {p95(sizes):>6.1f}"
        )


if __name__ == "__main__":
    main()
