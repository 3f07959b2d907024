"""The status box stays short; "What happened" keeps what the computer cats did.

Tables of every game with computer seats are played through taps, with the
computer cats answering at once (delay 0) or on the browser's ticks. After
every message: at most 3 lines of words (a number sentence rides with its
line), each at most 12 words and 2 sentences, at most one line about the
computer cats' moves; and the log holds every line of every computer move
since the child's last move.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import partial

import pytest

import mathcats
from mathcats import reading
from mathcats.bots.hints import hint
from mathcats.engine import get_game
from mathcats.table import taps as taps_module
from mathcats.table.session import STATUS_LINES, TableSession

GAMES = list(mathcats.GAMES)
MAX_LINES = 3


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    monkeypatch.setattr(taps_module, "hint", partial(hint, seconds=0.01))


def check_status(table: TableSession, trail: list) -> None:
    status = table.scene["status"]
    lines, maths = status["lines"], status["maths"]
    where = f"{table.match.game.id} seed {table.match.seed}, after {trail[-3:]}: {lines}"
    assert len(lines) <= MAX_LINES and len(maths) == len(lines), where
    assert all(reading.too_long(line) is None for line in lines), where
    assert all(m is None or isinstance(m, str) for m in maths), where


def computer_turns(table: TableSession) -> list:
    """The turns of computer seats since the viewer last moved."""
    history, seat = table.match.history, table.viewer
    last = max((i for i, t in enumerate(history) if t.seat == seat), default=-1)
    return [t for t in history[last + 1 :] if t.seat in table.bots]


def check_log(table: TableSession) -> None:
    """Every line of the computer cats' moves since the child's move is in the log."""
    told = [
        [table.match.narrate(e, table.viewer) for e in turn.events]
        for turn in computer_turns(table)
    ]
    missing = Counter(line for lines in told for line in lines) - Counter(table.scene["log"])
    assert not missing, f"not in the log: {missing}"
    about_them = [line for line in table.scene["status"]["lines"] if any(line in t for t in told)]
    assert len(about_them) <= 1, about_them  # one line sums the computer cats up


def tap_move(table: TableSession, rng: random.Random, trail: list) -> None:
    """The child taps one legal move, tap by tap (or now and then asks Show me)."""
    if rng.random() < 0.1:
        trail.append("show-me")
        table.click("show-me")
        check_status(table, trail)
    move = rng.choice(table.match.legal_moves(table.viewer))
    for tap in table.adapter.path(move):
        trail.append(tap)
        table.click(tap)
        check_status(table, trail)


def play(game_id: str, seed: int, players: int, delay: float, turns: int = 60) -> TableSession:
    match = mathcats.new_match(game_id, players=players, seed=seed)
    table = TableSession(match, bots="cat", delay=delay)
    rng, trail = random.Random(seed), ["start"]
    check_status(table, trail)
    for _ in range(turns * 4):
        if table.match.over:
            break
        if table.scene["tick"] is not None:  # the browser asks for the next computer move
            trail.append("tick")
            table.handle({"type": "tick", "scene": table.scene["n"]})
        elif table.viewer in table.match.to_move:
            check_log(table)
            tap_move(table, rng, trail)
        else:
            pytest.fail(f"stuck: {table.scene['status']} {table.match.to_move}")
        check_status(table, trail)
    return table


@pytest.mark.parametrize("delay", [0, 0.5], ids=["at-once", "ticks"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_status_stays_short_and_the_log_keeps_the_computer_moves(game_id, delay):
    game = get_game(game_id)
    for seed in range(3):
        for players in sorted({game.min_players, min(game.max_players, game.min_players + 2)}):
            play(game_id, seed, players, delay)


def test_the_status_cap_is_three_lines():
    assert STATUS_LINES == MAX_LINES


@pytest.mark.parametrize("players", [3, 6])
def test_a_kittys_reveal_tells_the_child_its_own_card_in_one_line(players):
    """The child is the boss: the computer cats put cards down, all turn over, a new boss."""
    match = mathcats.new_match("kittys", players=players, seed=1)
    table = TableSession(match, bots="cat", delay=0)
    table.click(table.adapter.path(match.legal_moves(0)[-1])[0])
    lines = table.scene["status"]["lines"]
    reveal = next(t for t in match.history if any(e.kind == "revealed" for e in t.events))
    mine = next(e for e in reveal.events if e.kind == "judged" and e.seat == 0)
    assert len(lines) <= MAX_LINES and match.narrate(mine, 0) in lines, lines
    everything = [match.narrate(e, 0) for t in match.history[1:] for e in t.events]
    assert not Counter(everything) - Counter(table.scene["log"])  # and the log has it all


def test_three_names_waited_for_are_listed_with_commas():
    """Kittys: after Mia's card the other three choose; the status names them as a list."""
    match = mathcats.new_match("kittys", players=4, seed=1)
    table = TableSession(match, humans=(0,), delay=1)
    table.set("wait", True)
    table.click(next(i["id"] for i in table.scene["hand"] if i["lit"]))
    names = [match.names[s] for s in match.to_move]
    assert len(names) == 3
    assert table.scene["turn"] == f"Wait for {names[0]}, {names[1]} and {names[2]}."
