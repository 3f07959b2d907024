"""Tampered saves: load_match either loads a legal game or raises a short ValueError.

A save is text a page keeps in the browser, so anything may come back. The
mutations start from real saves of seeded games of every game and player
count: numbers changed, keys added or dropped, values of other types, huge
integers, deep nesting, Match's own argument names among the options, and
text cut short.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mathcats
from mathcats.engine import get_game

QUOTED = 80  # issue 16: a refusal quotes at most 80 characters of the save
LONGEST_MESSAGE = 200
LONG = "x" * 10_000
KEYS = ("players", "seed", "names", "game_id", "game", "kind", "seat", "move", "options", "moves")


def played(game_id: str, players: int, seed: int, share: float) -> str:
    """The save of a random game from ``seed``, stopped after ``share`` of its moves."""
    match = mathcats.new_match(game_id, players=players, seed=seed)
    rng = random.Random(seed)
    moves = []
    while not match.over:
        seat = rng.choice(match.to_move)
        move = rng.choice(match.legal_moves(seat))
        moves.append((seat, move))
        match.play(move, seat)
    saved = mathcats.new_match(game_id, players=players, seed=seed)
    for seat, move in moves[: int(len(moves) * share)]:
        saved.play(move, seat)
    return saved.to_json()


SAVES = [
    played(game_id, players, seed, share)
    for game_id in mathcats.GAMES
    for players in range(get_game(game_id).min_players, get_game(game_id).max_players + 1)
    for seed, share in ((1, 0.0), (2, 0.05), (3, 0.5))
]


def assert_legal(match) -> None:
    """Every move of the loaded match is one the rules list, replayed from its seed."""
    again = mathcats.new_match(
        match.game.id,
        players=match.players,
        seed=match.seed,
        names=match.names,
        **match.options.model_dump(),
    )
    for turn in match.history:
        assert turn.move in again.legal_moves(turn.seat), turn
        assert again.play(turn.move, turn.seat) == list(turn.events)
    assert again.to_json() == match.to_json()


def assert_short(message: str, text: str) -> None:
    """The message is short and repeats at most ``QUOTED`` characters of ``text``."""
    assert len(message) <= LONGEST_MESSAGE, message
    runs = (message[i : i + QUOTED + 1] for i in range(len(message) - QUOTED))
    assert not any(run in text for run in runs), message


def assert_short_refusal(text: str) -> str:
    with pytest.raises(ValueError) as refused:
        mathcats.load_match(text)
    assert_short(str(refused.value), text)
    return str(refused.value)


def save_of(game_id: str) -> dict:
    """A save of ``game_id`` halfway through a game."""
    return json.loads(next(s for s in SAVES[2::3] if json.loads(s)["game"] == game_id))


def paths(value, path=()):
    """Every place in a JSON value, as key paths."""
    yield path
    if isinstance(value, (dict, list)):
        for key, inner in value.items() if isinstance(value, dict) else enumerate(value):
            yield from paths(inner, (*path, key))


def deep(depth: int) -> str:
    return "[" * depth + "]" * depth


DEEP = "(nested lists go here)"


scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.sampled_from([-1, 0, 13, 2**31, 2**63, -(2**63), 10**30, 10**400])
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from([*KEYS, LONG, "play", "draw"])
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=10,
)


def mutate(data, save: dict) -> None:
    """One change at a place in ``save``, drawn by hypothesis."""
    places = list(paths(save))[1:]
    path = data.draw(st.sampled_from(places))
    parent = save
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    change = data.draw(st.sampled_from(["replace", "bump", "add", "drop", "option", "deep"]))
    if change == "bump" and type(parent[key]) is int:
        parent[key] += data.draw(st.integers(-20, 20) | st.sampled_from([2**32, 10**30]))
    elif change == "add" and isinstance(parent, dict):
        parent[data.draw(st.sampled_from(KEYS) | st.text(max_size=6))] = data.draw(values)
    elif change == "drop":
        del parent[key]
    elif change == "option" and isinstance(save.get("options"), dict):
        save["options"][data.draw(st.sampled_from(KEYS))] = data.draw(values)
    elif change == "deep":
        parent[key] = DEEP
    else:
        parent[key] = data.draw(values)


@settings(max_examples=3000)
@given(data=st.data())
def test_a_tampered_save_loads_a_legal_game_or_raises_a_short_value_error(data):
    save = json.loads(data.draw(st.sampled_from(SAVES)))
    for _ in range(data.draw(st.integers(1, 3))):
        mutate(data, save)
    text = json.dumps(save).replace(json.dumps(DEEP), deep(data.draw(st.integers(1, 5000))))
    if data.draw(st.booleans()):
        text = text[: data.draw(st.integers(0, len(text)))]
    try:
        match = mathcats.load_match(text)
    except ValueError as refused:
        assert_short(str(refused), text)
    else:
        assert_legal(match)


@pytest.mark.parametrize("save", SAVES[::7])
def test_an_untouched_save_loads_the_same_game(save):
    match = mathcats.load_match(save)
    assert_legal(match)
    assert match.to_json() == save


@pytest.mark.parametrize("name", ["players", "seed", "names", "game_id"])
def test_matchs_own_argument_names_among_the_options_are_refused(name):
    save = save_of("meow-10")
    save["options"][name] = save.get(name, "kittys")
    assert "Bad option" in assert_short_refusal(json.dumps(save))


@pytest.mark.parametrize(
    "where",
    ["game", "format", "an extra key", "a move's kind", "a move's card", "an option's name"],
)
def test_a_long_text_anywhere_is_quoted_short(where):
    save = save_of("feed-the-kitten")
    first = save["moves"][0]["move"]
    if where == "game":
        save["game"] = LONG
    elif where == "format":
        save["format"] = LONG
    elif where == "an extra key":
        save[LONG] = 1
    elif where == "a move's kind":
        first["kind"] = LONG
    elif where == "a move's card":
        first["card"] = LONG
    else:
        save["options"][LONG] = 1
    assert_short_refusal(json.dumps(save))


@pytest.mark.parametrize("depth", [10, 1_000, 100_000])
@pytest.mark.parametrize("field", ["options", "moves", "names", "seed"])
def test_deep_nesting_is_refused(field, depth):
    save = save_of("kittys")
    save[field] = "HOLE"
    assert_short_refusal(json.dumps(save).replace('"HOLE"', deep(depth)))


@pytest.mark.parametrize(
    ("field", "digits"),
    [("players", 400), ("version", 400), ("seed", 5000), ("players", 0)],
)
def test_huge_and_negative_numbers_are_refused(field, digits):
    save = save_of("kittys")
    save[field] = "NUMBER"
    number = "9" * digits if digits else "-1"
    assert_short_refusal(json.dumps(save).replace('"NUMBER"', number))
