"""No peeking: no bot's choice depends on a card hidden from its seat.

For positions from random games of every game, the hidden cards are dealt
again (``determinize``) and each level chooses again with the same random
generator: the choice must not change. The tiger imagines hidden cards only
through its sampler, so that sampler must depend on the seat's knowledge
alone: dealing from the real state and from a re-dealt one must give the
same imagined state.
"""

from __future__ import annotations

import random

import pytest
from every_game import GAMES

import mathcats
from mathcats.bots import make_bot, sampler
from mathcats.engine import get_game

pytestmark = pytest.mark.usefixtures("toy_registered")
LEVELS = ("random", "kitten", "cat", "tiger:24")


def positions(game_id: str, every: int = 7, limit: int = 12):
    """(state, seat) pairs from a few random games, at least ``limit`` of them."""
    game = get_game(game_id)
    found = 0
    for seed in range(50):
        players = min(game.min_players + seed % 2, game.max_players)
        match = mathcats.new_match(game_id, players=players, seed=seed)
        rng = random.Random(seed)
        step = 0
        while not match.over and found < limit:
            seat = rng.choice(match.to_move)
            legal = match.legal_moves(seat)
            if step % every == 0 and len(legal) > 1:
                found += 1
                yield match.state, seat
            match.play(rng.choice(legal), seat)
            step += 1
        if found >= limit:
            return


def same_state(a, b) -> bool:
    return (
        a.zones() == b.zones()
        and a.view(None) == b.view(None)
        and a.rng.getstate() == b.rng.getstate()
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seats_sampler_depends_only_on_what_it_sees(game_id):
    for state, seat in positions(game_id):
        twin = state.determinize(seat, random.Random(1))
        for k in range(3):
            real = sampler(state, seat)(random.Random(k))
            imagined = sampler(twin, seat)(random.Random(k))
            assert same_state(real, imagined), (
                f"{game_id}: determinize(seat {seat}) depends on hidden cards; "
                "sort the hidden pool before shuffling it"
            )


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_no_level_changes_its_choice_when_hidden_cards_are_dealt_again(game_id, level):
    no_clock = {"seconds": None} if level.startswith("tiger") else {}  # iterations only
    bot = make_bot(level, game_id, seed=5, **no_clock)
    for number, (state, seat) in enumerate(positions(game_id)):
        twin = state.determinize(seat, random.Random(number))
        assert twin.view(seat) == state.view(seat)
        choices = []
        for world in (state, twin):
            bot.rng.seed(number)
            legal = world.legal_moves(seat)
            choices.append(bot.choose(world.view(seat), legal, sampler(world, seat)))
        assert choices[0] == choices[1], f"{level} peeked in {game_id} at {state.view(None)}"
