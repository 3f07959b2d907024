"""Nothing before a try tells: in "After a try" and "Count it" no field says which cards fit.

At 20 seeded positions per game, the scene a page receives before the
child's first try is checked over its whole JSON: every tappable item, once
its own number and art are taken out, is the same as every other, and no
other field names an item (a focus on the card that fits would tell).
What fits is worked out from the engine's legal moves, so a position where
some cards fit and some do not is known to be among them.
"""

from __future__ import annotations

import json
import re

import pytest
from every_game import GAMES
from test_predict import asked_positions

import mathcats
from mathcats.engine import get_game
from mathcats.engine.count import predictor
from mathcats.table.session import TableSession

pytestmark = pytest.mark.usefixtures("toy_registered")
SEEDS = range(20)
# What an item is, whatever it would do: its number, its name and its art.
OWN = ("id", "tap", "label", "badge", "colour", "art", "name", "caption", "mark", "kind")


def tappable(scene: dict) -> list[dict]:
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return [i for i in scene.get("hand", []) + zones + scene.get("actions", []) if i.get("tap")]


def plain(item: dict) -> dict:
    """The item without its own number and art: what it says, shows and is flagged."""
    return {k: v for k, v in item.items() if k not in OWN}


def a_decision(game_id: str, lights: str, seed: int) -> TableSession:
    """A seeded table at a fresh decision of the child, in ``lights``.

    Played on with the lights on (the last lit item) until some tappable
    items fit and some do not, if that comes within 300 taps.
    """
    game = get_game(game_id)
    match = mathcats.new_match(game_id, players=game.min_players, seed=seed, **game.short)
    table = TableSession(match, delay=0, lights="always")
    first = None
    for _ in range(300):
        scene = table.scene
        if table.match.over:
            break
        if "celebrate" in scene or "pass" in scene:
            table.click((scene.get("celebrate") or {}).get("button", scene.get("pass"))["id"])
            continue
        items = tappable(scene)
        fresh = 0 in table.match.to_move and not any(i["picked"] for i in items)
        taps = {i["tap"] for i in items}
        if fresh and first is None:
            first = table.match.to_json()
        if fresh and taps & fits(table) and taps - fits(table):
            first = table.match.to_json()
            break
        table.click([i for i in items if i["lit"]][-1]["id"])
    table = TableSession(mathcats.load_match(first), delay=0, lights=lights)
    return table


def fits(table: TableSession) -> set[str]:
    """The taps that start a legal move of the child now (from the engine)."""
    legal = table.match.legal_moves(0)
    return {path[0] for move in legal for path in table.adapter.paths(move)}


@pytest.mark.parametrize("lights", ["after-try", "count"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_scene_before_a_try_says_nothing_about_which_cards_fit(game_id, lights):
    mixed = 0  # positions where some tappable items fit and some do not
    asked = 0  # positions where Count it asks its number first (the question on screen)
    for seed in SEEDS:
        table = a_decision(game_id, lights, seed)
        if 0 not in table.match.to_move or table.passing is not None:
            continue
        scene = table.scene
        items = tells_nothing(scene, seed)
        taps = {i["tap"] for i in items}
        mixed += bool(taps & fits(table)) and bool(taps - fits(table))
        asked += "count" in scene  # its question and buttons are checked above with the rest
    # in Kittys every card can be played; the toy refuses a move only at 9
    if game_id in mathcats.GAMES and game_id != "kittys":
        assert mixed, f"{game_id}: no seeded position has both cards that fit and cards that do not"
    assert not asked or lights == "count"


def tells_nothing(scene: dict, seed: int) -> list[dict]:
    """Check that no field of ``scene`` says which items fit; its tappable items."""
    items = tappable(scene)
    assert items and scene["think"], (seed, scene.get("think"))
    said = {json.dumps(plain(i), sort_keys=True) for i in items}
    assert len(said) == 1, f"seed {seed}: the items differ beyond their number: {said}"
    assert plain(items[0]) == {
        "lit": False,
        "words": "",
        "maths": None,
        "picked": False,
        "hint": False,
        "pic": None,
    }, seed
    ids = {i["id"] for i in items}
    # the "?" words point at what they name on the table (near a stack): not a verdict
    rest = {k: v for k, v in scene.items() if k not in ("hand", "zones", "actions", "words")}
    for key, value in rest.items():
        assert not ids & set(_strings(value)), f"seed {seed}: {key} names an item"
    return items


@pytest.mark.parametrize("game_id", [g for g in mathcats.GAMES if predictor(get_game(g))])
def test_the_number_asked_first_says_nothing_about_which_cards_fit(game_id):
    """At 20 seeded positions where Count it asks its number first: the same checks."""
    saves = [next(asked_positions(game_id, wanted=1, seeds=range(s, s + 1)), None) for s in SEEDS]
    saves = [save for save in saves if save is not None]
    assert len(saves) >= 15, f"{game_id}: few seeds ask a number first"
    for seed, save in enumerate(saves):
        scene = TableSession(mathcats.load_match(save), delay=0, lights="count").scene
        assert len(scene["count"]["buttons"]) == 3
        tells_nothing(scene, seed)


def _strings(value) -> list[str]:
    """Every string in a JSON value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


# Games whose hand cards are refused one by one (Kombat refuses a set at Done; Kittys none).
REFUSED_CARDS = ("feed-the-kitten", "kittens-in-space", "kittens-in-space-solo", "meow-10")


def arithmetic(card: set[str], table: set[str]) -> set[str]:
    """The card's numbers, and each one's sum and difference with a number on the table."""
    pairs = [(int(a), int(b)) for a in card for b in table]
    return card | {str(a + b) for a, b in pairs} | {str(abs(a - b)) for a, b in pairs}


def numbers(text: str) -> set[str]:
    return set(re.findall(r"\d+", text or ""))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refusal_never_names_the_numbers_that_would_fit(game_id):
    """At the 20 positions, each card refused says why in its own numbers and the table's.

    A number that only a card that fits has (not on the table, nor the refused
    card's own sum or difference with it) is never in the refusal: it would tell.
    """
    refusals = 0
    for seed in SEEDS:
        table = a_decision(game_id, "always", seed)
        scene = table.scene
        hand = [i for i in scene["hand"] if i.get("tap")]
        on_table = [i for z in scene["zones"] for i in z["items"]]
        table_numbers = set().union(*(numbers(i.get("label")) for i in on_table))
        fitting = set().union(*(numbers(i.get("label")) for i in hand if i["lit"]))
        for item in hand:
            if item["lit"]:
                continue
            said = f"{item['words']} {item.get('maths') or ''}"
            own = arithmetic(numbers(item.get("label")), table_numbers)
            told = (fitting - own - table_numbers) & numbers(said)
            assert not told, f"{game_id} seed {seed}: {item['label']}: {said!r} names {told}"
            refusals += 1
    if game_id in REFUSED_CARDS:
        assert refusals, "some card is refused at these positions"
