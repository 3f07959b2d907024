"""Write docs/art-overview.png: the art's characters, then a hand of each game, in colour and grey.

The hands are the real table (its JS, CSS and scene) with everything but the
hand taken away. Run from the repository root: ``python tests/browser/art_overview.py``.
"""

from __future__ import annotations

from pathlib import Path

from conftest import ARGS, CHROMIUM
from PIL import Image
from playwright.sync_api import sync_playwright

import mathcats
from mathcats.engine import get_game
from mathcats.engine.scene import OKABE_ITO
from mathcats.table.art import sprite
from mathcats.widgets import Table

OUT = Path(__file__).resolve().parents[2] / "docs" / "art-overview.png"
# The symbols to show, as the games use them (Meow 10's ten cat types from sleepy on).
CHARACTERS = [
    *("kitten", "can", "astro", "rocket", "planet", "alastair", "kitty", "boss", "kombat"),
    *("treasure", "dog", "sleepy", "jumpy", "happy", "grumpy", "fluffy", "spotty", "stripy"),
    *("tiny", "lucky", "silly", "rainbow", "back"),
]

CHARACTERS_JS = """([sprite, names, furs]) => {
  const holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  holder.setAttribute("style", "position:absolute;width:0;height:0");
  holder.innerHTML = sprite;
  document.body.append(holder);
  document.getElementById("characters").innerHTML = names.map((name, i) => `<figure>
    <svg viewBox="0 0 100 100" width="72" height="72" style="color:${furs[i % furs.length]}">
    <use href="#mca-${name}" width="100" height="100"/></svg>
    <figcaption>${name}</figcaption></figure>`).join("");
}"""

HAND_JS = """async ([title, esm, css, scene, grey]) => {
  if (!document.getElementById("table-css")) {
    const style = document.createElement("style");
    style.id = "table-css";
    style.textContent = css;
    document.head.append(style);
  }
  const row = document.createElement("div");
  row.className = "row";
  row.style.filter = grey ? "grayscale(1)" : "";
  const name = document.createElement("b");
  name.textContent = title + (grey ? " (grey)" : "");
  const el = document.createElement("div");
  row.append(name, el);
  document.getElementById("hands").append(row);
  const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
  const widget = (await import(url)).default;
  widget.render({ model: { get: () => scene, send() {}, on() {}, off() {} }, el });
  el.querySelector(".mc-table").replaceChildren(el.querySelector(".mc-hand"));
}"""

PAGE = """<!doctype html><html><head><style>
body { margin: 12px; font: 14px sans-serif; }
#characters { display: flex; flex-wrap: wrap; gap: 4px 10px; }
figure { margin: 0; width: 82px; text-align: center; }
.row { display: flex; align-items: center; gap: 12px; margin-top: 6px; }
.row b { width: 170px; }
</style></head><body><div id="characters"></div><div id="hands"></div></body></html>"""


def main() -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1200, "height": 400})
        page.set_content(PAGE)
        page.evaluate(CHARACTERS_JS, [sprite(), CHARACTERS, list(OKABE_ITO[:7])])
        for grey in (False, True):
            for game_id in mathcats.GAMES:
                game = get_game(game_id)
                match = mathcats.new_match(game_id, players=game.min_players, seed=5)
                table = Table(match, delay=0)
                page.evaluate(HAND_JS, [game.title, table._esm, table._css, table.scene, grey])
        page.screenshot(path=OUT, full_page=True)
        browser.close()
    image = Image.open(OUT).convert("RGB")  # three quarters the size, 256 colours: about 100 KB
    image = image.resize((image.width * 3 // 4, image.height * 3 // 4), Image.LANCZOS)
    image.quantize(colors=256, method=Image.Quantize.MAXCOVERAGE).save(OUT, optimize=True)
    print(OUT)


if __name__ == "__main__":
    main()
