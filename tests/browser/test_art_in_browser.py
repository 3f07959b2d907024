"""The card art in chromium (see conftest.py and docs/art.md).

For every game, at the start and after a few moves: every card in the hand
holds its symbols (an <svg><use> that resolves to a symbol of the sprite and
draws something), its accessible name is what its words say (the art adds
nothing to it), and cards of different colours also differ by the pattern
on their band or their mark, so that a greyscale screen still tells them apart.
"""

from __future__ import annotations

import random

import pytest
from test_table_in_browser import GAMES, dom_lit, new_table

pytestmark = pytest.mark.browser

# For each card: the ids its <use>s point to, whether each resolves to a drawn symbol,
# its band's colour and pattern, its mark, and its accessible name with and without the art.
CARDS = """root => [...root.querySelectorAll(".mc-card:not(.mc-back)")].map(card => {
  const uses = [...card.querySelectorAll("svg.mc-art use")];
  const target = (u) => document.querySelector(u.getAttribute("href"));
  const band = card.querySelector(".mc-band use");
  const mark = card.querySelector(".mc-game-mark use, .mc-mark");
  return {
    hand: card.closest(".mc-hand") !== null,
    button: card.tagName === "BUTTON",
    id: card.dataset.id || card.textContent,
    symbols: uses.map((u) => u.getAttribute("href")),
    drawn: uses.map((u) => target(u) !== null && target(u).tagName === "symbol" &&
                           u.getBBox().width > 0 && u.getBBox().height > 0),
    hidden: [...card.querySelectorAll("svg")].every((s) => s.closest('[aria-hidden="true"]')),
    colour: getComputedStyle(card).borderTopColor,
    pattern: band ? band.getAttribute("href") : "",
    mark: mark ? (mark.getAttribute("href") || mark.textContent) : "",
  };
})"""


def accessible_name(locator) -> str:
    """The name chromium's accessibility tree gives ``locator`` (from its aria snapshot)."""
    line = locator.aria_snapshot().splitlines()[0]
    return line.split('"')[1] if '"' in line else ""


def check_cards(page, game_id: str) -> None:
    cards = page.eval_on_selector(".mc-table", CARDS)
    hand = [c for c in cards if c["hand"]]
    assert hand, f"{game_id}: no hand cards"
    for card in cards:
        assert card["symbols"] and all(card["drawn"]), f"{game_id}: {card}"
        assert card["hidden"], f"{game_id}: art a screen reader would read: {card}"
    # Different colours differ by more than colour: the band's pattern or the mark.
    looks = {}
    for card in cards:
        looks.setdefault(card["colour"], set()).add((card["pattern"], card["mark"]))
    colours = sorted(looks)
    for i, a in enumerate(colours):
        for b in colours[i + 1 :]:
            assert not looks[a] & looks[b], f"{game_id}: {a} and {b} look alike in grey"


def check_names(page, table, game_id: str) -> None:
    """Each hand card's name is its words (numeral first, or its caption then numeral)."""
    items = {i["id"]: i for i in table.scene["hand"]}
    buttons = page.locator(".mc-hand button.mc-card")
    for n in range(buttons.count()):
        button = buttons.nth(n)
        item = items[button.get_attribute("data-id")]
        name = accessible_name(button)
        words = [item.get("caption"), item["label"], item.get("badge")]
        expected = " ".join(w for w in words if w)
        # its words, then only the hidden state words (", can play") that table.js adds
        assert name.split(" , ")[0] == expected, f"{game_id}: {name!r} is not {expected!r}"
        bare = button.evaluate(
            """b => { const c = b.cloneNode(true);
                     c.querySelectorAll('[aria-hidden="true"]').forEach(n => n.remove());
                     return c.textContent; }"""
        )
        assert item["label"] in bare and "mca-" not in name


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_holds_its_symbols_and_keeps_its_numeral_as_its_name(game_id, mount):
    players = 3 if game_id in ("feed-the-kitten", "kittys", "kombat-kittens", "meow-10") else None
    harness = mount(new_table(game_id, players=players, teacher=True))
    page, table = harness.page, harness.table
    check_cards(page, game_id)
    check_names(page, table, game_id)
    rng = random.Random(2)
    for _ in range(3):  # a few moves on: other cards, piles, reveals, battles
        moves = len(table.match.history)
        while len(table.match.history) == moves and not table.match.over and dom_lit(page):
            page.click(f'button[data-id="{rng.choice(sorted(dom_lit(page)))}"]')
            harness.settle()
    if table.scene.get("hand"):
        check_cards(page, game_id)
        check_names(page, table, game_id)
    assert page.locator("#mca-sprite").count() == 1  # the sprite is put in once
