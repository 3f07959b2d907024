"""The art set (docs/art.md): one small sprite, every symbol a card names is in it.

Whole games are played at the table by random lit taps, with every hand shown
to the teacher, and every card of every scene (hand, stacks, piles, reveals,
battles) must name its symbols, a mark and a pattern that the sprite draws.
The sprite parses as XML, refers to nothing outside itself and stays small.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from test_session import play_by_taps, table_for

import mathcats
from mathcats.engine import game_ids, get_game
from mathcats.engine.scene import OKABE_ITO, PATTERNS
from mathcats.games.meow_ten.state import PALETTE
from mathcats.pages import covers
from mathcats.table.art import SPRITE, sprite

GAMES = [g for g in mathcats.GAMES if get_game(g).table]
SVG = "{http://www.w3.org/2000/svg}"
MAX_BYTES = 20_000  # each art file; docs/art.md gives the sizes


def symbols() -> set[str]:
    root = ET.parse(SPRITE).getroot()
    return {s.get("id") for s in root.iter(f"{SVG}symbol")}


def named(art: dict) -> set[str]:
    """The symbol ids a card's art asks the sprite for (as cards.js draws them)."""
    names = {f"mca-{p}" for p in art["symbols"]}
    if art.get("backdrop"):
        names.add(f"mca-{art['backdrop']}")
    if art.get("pattern"):
        names.add(f"mca-pat-{art['pattern']}")
    if art.get("mark"):
        names.add(f"mca-{art['mark']}")
    return names


def cards(scene: dict) -> list[dict]:
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return [i for i in zones + scene.get("hand", []) if i["kind"] == "card"]


def test_the_sprite_parses_and_every_symbol_has_an_id_and_a_view_box():
    root = ET.parse(SPRITE).getroot()
    assert root.tag == f"{SVG}svg"
    kids = [k for k in root if k.tag == f"{SVG}symbol"]
    assert len(kids) >= 30 and len(symbols()) == len(kids)
    assert all(k.get("id", "").startswith("mca-") and k.get("viewBox") for k in kids)
    ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{sprite()}</svg>')  # what pages get


def test_the_art_refers_to_nothing_outside_itself():
    text = SPRITE.read_text(encoding="utf-8")
    outside = text.replace('xmlns="http://www.w3.org/2000/svg"', "", 1)
    for word in ("http", "url(", "<image", "<script", "<foreignObject", "@import", "data:"):
        assert word not in outside, word
    ids = {m for m in re.findall(r'id="([^"]+)"', text)}
    refs = re.findall(r'href="([^"]*)"', text)
    assert refs and all(r.startswith("#") and r[1:] in ids for r in refs), refs
    for body in [covers.PLAIN.body, *(get_game(g).cover.body for g in game_ids())]:
        assert "http" not in body and "url(" not in body
        assert {r[1:] for r in re.findall(r'href="([^"]*)"', body)} <= symbols()


def test_the_art_files_are_small():
    files = [f for f in SPRITE.parent.iterdir() if f.is_file()]
    assert files and all(f.suffix == ".svg" for f in files)
    assert {f.name: f.stat().st_size for f in files if f.stat().st_size > MAX_BYTES} == {}


def test_every_card_colour_has_its_own_pattern():
    colours = {c.upper() for c in (*OKABE_ITO, *PALETTE.values())}
    assert colours == set(PATTERNS)
    assert len(set(PATTERNS.values())) == len(PATTERNS)
    assert {f"mca-pat-{p}" for p in PATTERNS.values()} <= symbols()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_of_every_scene_names_symbols_of_the_sprite(game_id):
    game, have, seen = get_game(game_id), symbols(), set()
    for seed in range(4):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        table = table_for(game_id, seed=seed, players=players, humans=[0])
        table.set("reveal", True)
        rng = random.Random(seed)
        while not table.match.over:
            for item in cards(table.scene):
                assert item.get("art", {}).get("symbols"), item
                asked = named(item["art"])
                assert asked <= have, (item, asked - have)
                seen |= asked
            play_by_taps(table, rng, limit=1)
    # the game's own cats show up, not one cat for everything
    assert len({s for s in seen if "-pat-" not in s}) >= 3
