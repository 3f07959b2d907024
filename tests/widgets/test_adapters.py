"""Adapters keep layout only: they are handed views and names, never the match.

The source of every adapter module names no match, and an adapter made
with only the seats' names maps the taps of every legal move back to that
move, and explains a dead-end tap, from nothing but the seat's view.
"""

from __future__ import annotations

import random
import re
from importlib import import_module
from pathlib import Path

import pytest
from every_game import GAMES

import mathcats
from mathcats.engine import Event, get_game
from mathcats.engine.match import NAMES
from mathcats.engine.scene import Adapter
from mathcats.games.kittens_in_space.state import ChooseStart, Place

pytestmark = pytest.mark.usefixtures("toy_registered")
MOVES = 400  # moves per game: enough to reach a second round in most games


def test_no_adapter_module_names_the_match():
    named = {
        game_id: re.findall(r".*\bmatch\b.*", path.read_text(), flags=re.IGNORECASE)
        for game_id in GAMES
        if (path := Path(import_module(get_game(game_id).table).__file__))
    }
    assert len(named) >= len(GAMES)  # the scan did read the adapters
    assert {name: lines for name, lines in named.items() if lines} == {}


def positions(game_id: str, seed: int, players: int | None = None):
    """(match, the seat to move, its legal moves) before each move of one random game."""
    rng = random.Random(seed)
    match = mathcats.new_match(game_id, players=players, seed=seed)
    for _ in range(MOVES):
        if match.over:
            return
        seat = rng.choice(match.to_move)
        legal = match.legal_moves(seat)
        yield match, seat, legal
        match.play(rng.choice(legal), seat)


def views_of(game_id: str, seed: int):
    """(view, legal moves) for the seat to move, along one random game."""
    for match, seat, legal in positions(game_id, seed):
        yield match.view(seat), legal


@pytest.mark.parametrize("game_id", mathcats.GAMES)  # the toy's short games have few taps
def test_an_adapter_given_only_views_maps_every_legal_tap_to_its_move(game_id):
    game = get_game(game_id)
    adapter: Adapter = import_module(game.table).ADAPTER(["Mia", "Leo", "Ana", "Sam"])
    mapped, explained = 0, 0
    for seed in range(3):
        for view, legal in views_of(game_id, seed):
            starts = set()
            for move in legal:
                for path in adapter.paths(move):
                    assert adapter.move(path, view) == move, (path, view)
                    starts.add(path[0])
                    mapped += 1
            for item in adapter.hand(view):
                if item["tap"] in starts:
                    continue
                verdict = adapter.dead_end((item["tap"],), view)
                if verdict is not None:
                    assert not verdict.ok and verdict.words, (item, verdict)
                    explained += 1
    assert mapped > 100, mapped
    if type(adapter).dead_end is not Adapter.dead_end:
        assert explained > 0  # its dead ends were met and explained from the view alone


def test_the_save_em_start_is_read_from_the_seat_view():
    """Kittens in Space: a lone stack tap is the Save 'Em choice only while one is chosen."""
    game = get_game("kittens-in-space")
    adapter = import_module(game.table).ADAPTER([])
    seen = {True: 0, False: 0}
    for seed in range(6):
        for view, _ in views_of("kittens-in-space", seed):
            choosing = view.choosing is not None
            move = adapter.move(("stack-0",), view)
            assert isinstance(move, ChooseStart if choosing else Place), (move, view)
            seen[choosing] += 1
    assert seen[True] and seen[False], seen


def every_event_class(cls=Event):
    for sub in cls.__subclasses__():
        yield sub
        yield from every_event_class(sub)


def test_the_session_reads_news_from_the_event_not_from_a_list_of_kinds():
    import_module("mathcats.games")
    events = [e for e in every_event_class() if e.kind]
    table = Path(mathcats.__file__).parent / "table"
    source = "".join((table / name).read_text() for name in ("session.py", "news.py"))
    assert len(events) > 10 and any(e.news for e in events) and not all(e.news for e in events)
    assert [e.kind for e in events if f'"{e.kind}"' in source] == []


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_no_heading_stands_over_nothing(game_id):
    """Every zone with a heading shows cards or words under it, for every seat and table size.

    An empty heading ("Mia's cards" before her first card goes down) leaves a child
    looking for something that is not there: an empty zone says why in its note."""
    game = get_game(game_id)
    adapter, bare = import_module(game.table).ADAPTER(NAMES), set()
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(2):
            for match, _, _ in positions(game_id, seed, players):
                for seat in range(players):
                    zones = adapter.zones(match.view(seat), False)
                    bare |= {
                        z["label"] for z in zones if z["label"] and not (z["items"] or z["note"])
                    }
    assert bare == set(), f"headings over nothing in {game_id}: {sorted(bare)}"
