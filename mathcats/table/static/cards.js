// Card faces: the cat art behind a card's large numeral, the game's mark in its
// corner and its colour's pattern on its band. The adapter names the symbols
// (item.art); SPRITE is the art's sprite file (art/cats.svg), as text (the bundler's).
// All of it is aria-hidden: a card's accessible name stays its numeral and words.

import { h, svg } from "./dom.js";
import SPRITE from "./art/cats.svg";

const SPRITE_ID = "mca-sprite";

// The sprite, once per document: cards draw its symbols with <use href="#mca-...">.
export function addSprite() {
  if (document.getElementById(SPRITE_ID)) return;
  const holder = document.createElement("div");
  holder.innerHTML = SPRITE;
  const sprite = holder.querySelector("svg");
  const attrs = {
    id: SPRITE_ID, "aria-hidden": "true", focusable: "false",
    style: "position:absolute;width:0;height:0;overflow:hidden",
  };
  for (const [key, value] of Object.entries(attrs)) sprite.setAttribute(key, value);
  document.body.append(sprite);
}

export function artOf(cls, viewBox, uses, fit = "xMidYMax meet") {
  const node = svg("svg", {
    class: cls, viewBox, preserveAspectRatio: fit, "aria-hidden": "true", focusable: "false",
  });
  for (const [name, attrs] of uses) node.append(svg("use", { href: `#mca-${name}`, ...attrs }));
  return node;
}

// The art of a card, drawn under its words (an empty list for anything else).
export function cardArt(it) {
  const art = it.art;
  if (it.kind !== "card" || !art) return [];
  addSprite();
  const parts = [];
  if (art.pile) parts.push(h("span", { class: "mc-pile-under", "aria-hidden": "true" }));
  if (art.backdrop) {
    parts.push(artOf("mc-art mc-backdrop", "0 0 100 100", [[art.backdrop, { width: 100, height: 100 }]], "none"));
  }
  const symbols = artOf(`mc-art mc-art-${art.symbols.join(" mc-art-")}`, "0 0 100 100",
    art.symbols.map((name) => [name, { width: 100, height: 100 }]));
  if (it.colour && it.colour !== "rainbow") symbols.style.color = it.colour;
  parts.push(symbols);
  if (art.pattern) {
    const tile = { width: 60, height: 12 };
    parts.push(artOf("mc-band", "0 0 120 12",
      [[`pat-${art.pattern}`, tile], [`pat-${art.pattern}`, { ...tile, x: 60 }]], "xMinYMid slice"));
  }
  if (art.mark) parts.push(artOf("mc-game-mark", "0 0 24 24", [[art.mark, { width: 24, height: 24 }]]));
  return parts;
}
