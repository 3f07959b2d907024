"""Microseconds per move of random playouts: the game layer, a Match, and a bare baseline.

    python benchmarks/engine.py [--seconds 2]

Feed the Kitten is also played by a minimal pure-Python implementation of
the same rules (ints and lists, below) in the same run; the ratio of game
layer to baseline is the engine's overhead (target: at most 2.0). Every
other game gets a row through its game layer and through Match, and its
ratio to Feed the Kitten (target: at most 3.0).
"""

from __future__ import annotations

import argparse
import random
import time

import mathcats
from mathcats.engine import get_game


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per figure")
    seconds = parser.parse_args().seconds

    print("Feed the Kitten: game layer vs a minimal implementation (us per move)")
    print(f"{'players':>8} {'minimal':>9} {'game':>9} {'ratio':>6} {'Match':>9}")
    for players in (2, 5):
        bare = per_move(minimal_feed_the_kitten, seconds, players)
        layer = per_move(game_layer, seconds, "feed-the-kitten", players)
        match = per_move(through_match, seconds, "feed-the-kitten", players)
        print(f"{players:>8} {bare:>9.2f} {layer:>9.2f} {layer / bare:>6.2f} {match:>9.2f}")

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


if __name__ == "__main__":
    main()
