// The Count it step (scene.count): before a move lands, the child picks the number
// it makes. Python builds the question, its number line and the choices from the
// game's rules (engine/count.py); this part only lays them out. The buttons are
// the table's own items, so a tap sends an id like any other.

import { h } from "./dom.js";
import { drawPicture } from "./pictures.js";

// The question, its number line, and its buttons: three numbers, or Count on after a wrong pick.
export function countStep(count, buttons) {
  if (!count) return null;
  const figure = h("figure", { class: "mc-count-line" });
  drawPicture(figure, count.picture);
  return h("section", { class: "mc-count", "aria-label": count.question },
    h("p", { class: "mc-count-question", text: count.question }),
    figure,
    buttons(count.buttons));
}
