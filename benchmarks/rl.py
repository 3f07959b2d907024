"""Steps per second through mathcats.rl's environments, beside the bare engine.

    python benchmarks/rl.py [--seconds 2]
    python benchmarks/rl.py --parts [--games 40]
    python benchmarks/rl.py --peers [--seconds 2]   (pip install pygame first)

Each game at its fewest players is played by random legal moves, in CPU time
(so the figures hold on a shared machine), three ways:
- engine: ``Match.legal_moves`` then ``Match.play``, the engine's own step; again
  with ``Match.view`` for the seat to move, as a computer cat asks; and again with
  that view as numbers (``Layout.encode``), the observation a learner reads;
- PettingZoo: ``env.last()`` (the observation and action mask) then ``env.step``,
  through ``rl.env`` (wrapped in PettingZoo's order-enforcing wrapper, as PettingZoo's
  own ``env()`` are) and unwrapped (``rl.MathcatsEnv``, as their ``raw_env``);
- OpenSpiel: ``state.legal_actions()`` then ``state.apply_action``, and again
  with ``state.observation_tensor()`` for the seat to move, as a learner asks;
  and by the state's own ``_legal_actions`` and ``_apply_action``, without pyspiel's
  calls from C++ into Python (as ``--peers`` times OpenSpiel's own Python games bare).
``--parts`` prints where a PettingZoo step's time goes instead: each part timed
alone, in microseconds of CPU time per move, over the positions of random games.
``--peers`` prints the same ratio for the peers' own games, each beside its own bare
step: PettingZoo's tic-tac-toe (its ``Board``) and OpenSpiel's games written in Python
(the state's own ``_legal_actions`` and ``_apply_action``, and its observer's
``set_from``), so our wrappers' cost can be read beside the field's. PettingZoo's
classic games import pygame, which mathcats does not install.
Target (issue 37): each wrapper's step costs at most 2x the engine's. In brackets:
how many times the engine's step each one costs, and for the two that return the
seat's observation, also how many times the engine's step with that observation
(as ``--peers`` reads a peer's wrapped step beside its bare step and observer).
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np
import pyspiel

import mathcats
from mathcats import rl
from mathcats.engine import get_game
from mathcats.rl.observe import Layout


def steps_per_second(play_one, seconds: float) -> float:
    """Whole games by ``play_one(seed) -> steps`` until ``seconds`` of CPU time have passed."""
    steps, seed, start = 0, 0, time.process_time()
    while time.process_time() - start < seconds:
        steps += play_one(seed)
        seed += 1
    return steps / (time.process_time() - start)


def engine(game_id: str, players: int, look: str | None = None):
    """The engine's own step; ``look``: also the seat's ``"view"``, or its ``"numbers"``
    (the view as ``Layout.encode`` writes it, the observation a learner reads)."""
    layout = Layout.of(mathcats.new_match(game_id, players=players, seed=0))

    def play_one(seed):
        match = mathcats.new_match(game_id, players=players, seed=seed)
        rng, steps = random.Random(seed), 0
        while not match.over:
            seat = match.to_move[0]
            if look == "view":
                match.view(seat)
            elif look == "numbers":
                layout.encode(match.view(seat))
            match.play(rng.choice(match.legal_moves(seat)), seat)
            steps += 1
        return steps

    return play_one


def pettingzoo(env):
    """Any PettingZoo AEC environment with an action mask, played by random legal actions."""

    def play_one(seed):
        env.reset(seed=seed)
        rng, steps = random.Random(seed), 0
        while True:
            observation, _reward, termination, truncation, _info = env.last()
            if termination or truncation:
                return steps
            env.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
            steps += 1

    return play_one


def openspiel(game_id: str, observe: bool):
    game = pyspiel.load_game(rl.short_name(game_id))

    def play_one(seed):
        state, rng, steps = game.new_initial_state(), random.Random(seed), 0
        state.apply_action(seed % rl.spiel.SEEDS)
        while not state.is_terminal():
            if observe:
                state.observation_tensor(state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        return steps

    return play_one


def openspiel_own(game_id: str):
    """Our OpenSpiel state by its own ``_legal_actions`` and ``_apply_action``, not through
    pyspiel: as ``--peers`` times OpenSpiel's own Python games bare."""
    game = pyspiel.load_game(rl.short_name(game_id))

    def play_one(seed):
        state, rng, steps = game.new_initial_state(), random.Random(seed), 0
        state._apply_action(seed % rl.spiel.SEEDS)
        while not state.is_terminal():
            state._apply_action(rng.choice(state._legal_actions(state.current_player())))
            steps += 1
        return steps

    return play_one


def tictactoe(observe: bool):
    """PettingZoo's tic-tac-toe by its own ``Board`` (legal moves, the mark, the status);
    ``observe``: also the environment's own ``observe`` of that board for the seat to move."""
    from pettingzoo.classic import tictactoe_v3
    from pettingzoo.classic.tictactoe.board import TTT_GAME_NOT_OVER, Board

    raw = tictactoe_v3.raw_env()
    raw.reset()

    def play_one(seed):
        board = raw.board = Board()
        rng, steps = random.Random(seed), 0
        while board.game_status() == TTT_GAME_NOT_OVER:
            if observe:
                raw.agent_selection = raw.agents[steps % 2]  # its mask is the mover's
                raw.observe(raw.agent_selection)
            board.play_turn(steps % 2, rng.choice(board.legal_moves()))
            steps += 1
        return steps

    return play_one


def spiel_python(short_name: str, wrapped: bool, observe: bool):
    """An OpenSpiel game written in Python: through pyspiel, or by its state's own methods."""
    from open_spiel.python import games  # noqa: F401 (registers them)

    game = pyspiel.load_game(short_name)
    observer = game.make_py_observer()

    def play_one(seed):
        state, rng, steps = game.new_initial_state(), random.Random(seed), 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcome = rng.choice(state.chance_outcomes())[0]
                state.apply_action(outcome) if wrapped else state._apply_action(outcome)
                continue
            player = state.current_player()
            if wrapped:
                if observe:
                    state.observation_tensor(player)
                state.apply_action(rng.choice(state.legal_actions()))
            else:
                if observe:
                    observer.set_from(state, player)
                state._apply_action(rng.choice(state._legal_actions(player)))
            steps += 1
        return steps

    return play_one


PEERS = ("python_tic_tac_toe", "python_kuhn_poker", "python_liars_poker")


def peers(seconds: float) -> None:
    """Each peer's wrapped step beside its own bare step."""
    print("| peer | bare step (steps/s) | wrapped | bare + observation | wrapped + observation |")
    print("| --- | ---: | ---: | ---: | ---: |")
    from pettingzoo.classic import tictactoe_v3

    bare, observed = (steps_per_second(tictactoe(observe), seconds) for observe in (False, True))
    for made in (tictactoe_v3.env, tictactoe_v3.raw_env):
        both = steps_per_second(pettingzoo(made()), seconds)
        print(
            f"| PettingZoo tictactoe_v3.{made.__name__} | {bare:,.0f} | - | {observed:,.0f} "
            f"| {both:,.0f} ({bare / both:.2f}x; {observed / both:.2f}x) |"
        )
    for short_name in PEERS:
        rates = [
            steps_per_second(spiel_python(short_name, wrapped, observe), seconds)
            for observe in (False, True)
            for wrapped in (False, True)
        ]
        bare, wrapped, observed, both = rates
        print(
            f"| OpenSpiel {short_name} | {bare:,.0f} | {wrapped:,.0f} ({bare / wrapped:.2f}x) "
            f"| {observed:,.0f} | {both:,.0f} ({bare / both:.2f}x; {observed / both:.2f}x) |"
        )


def parts(game_id: str, players: int, games: int) -> dict[str, float]:
    """Microseconds of CPU time per move of each part of a PettingZoo step."""
    env = rl.env(game_id, players=players)
    spent, moves = dict.fromkeys(PARTS, 0.0), 0
    for seed in range(games):
        env.reset(seed=seed)
        rng = random.Random(seed)
        while not env.unwrapped.match.over:
            for name, seconds in _one_move(env, rng).items():
                spent[name] += seconds
            moves += 1
    return {name: spent[name] / moves * 1e6 for name in PARTS}


def _one_move(env, rng: random.Random) -> dict[str, float]:
    """Each part of one random move, timed alone; ``env.step`` last, as it moves the game on."""
    raw = env.unwrapped
    match, seat = raw.match, raw.match.to_move[0]
    twin, move = match.copy(), rng.choice(match.legal_moves(seat))
    view, events = match.view(seat), match.copy().play(move, seat)
    timed = {
        "engine step": lambda: twin.play(rng.choice(twin.legal_moves(seat)), seat),
        "Match.view": lambda: match.view(seat),
        "Layout.encode": lambda: raw.layout.encode(view),
        "legal moves and mask": lambda: raw.table.mask(match.legal_moves(seat)),
        "verdict (check)": lambda: match.check(move, seat),
        "words for every seat": lambda: raw.words(events),
        "env.last()": env.last,
        "env.step": lambda: env.step(raw.table.number(move)),
    }
    seconds = {}
    for name, part in timed.items():
        start = time.process_time()
        part()
        seconds[name] = time.process_time() - start
    return seconds


PARTS = (
    "engine step",
    "Match.view",
    "Layout.encode",
    "legal moves and mask",
    "verdict (check)",
    "words for every seat",
    "env.last()",
    "env.step",
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--parts", action="store_true", help="where a PettingZoo step goes")
    parser.add_argument("--games", type=int, default=40, help="games a game, with --parts")
    parser.add_argument("--peers", action="store_true", help="the peers' own games")
    args = parser.parse_args()
    if args.peers:
        peers(args.seconds)
        return
    if args.parts:
        print(f"| game | {' | '.join(PARTS)} |")
        print(f"| --- |{' ---: |' * len(PARTS)}")
        for game_id in mathcats.GAMES:
            figures = parts(game_id, get_game(game_id).min_players, args.games)
            print(f"| {game_id} | {' | '.join(f'{us:.1f}' for us in figures.values())} |")
        return
    print(
        "| game | players | engine (steps/s) | engine + view | engine + observation "
        "| PettingZoo | PettingZoo unwrapped | OpenSpiel state's own methods | OpenSpiel "
        "| OpenSpiel + observation |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for game_id in mathcats.GAMES:
        players = get_game(game_id).min_players
        bare, viewed, numbers = (
            steps_per_second(engine(game_id, players, look), args.seconds)
            for look in (None, "view", "numbers")
        )
        cells = [f"{bare:,.0f}"]
        cells += (f"{rate:,.0f} ({bare / rate:.2f}x)" for rate in (viewed, numbers))
        for play_one, observed in (
            (pettingzoo(rl.env(game_id, players=players)), True),
            (pettingzoo(rl.MathcatsEnv(game_id, players=players)), True),
            (openspiel_own(game_id), False),
            (openspiel(game_id, observe=False), False),
            (openspiel(game_id, observe=True), True),
        ):
            rate = steps_per_second(play_one, args.seconds)
            beside = f"; {numbers / rate:.2f}x" if observed else ""
            cells.append(f"{rate:,.0f} ({bare / rate:.2f}x{beside})")
        print(f"| {game_id} | {players} | {' | '.join(cells)} |")


if __name__ == "__main__":
    main()
