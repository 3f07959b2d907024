// The Count it step (scene.count): before a move lands, the child picks the number
// it makes, or hops the line with Hop and stops with Here. Python builds the
// question, its number line (the token where the child's hops end) and the
// buttons from the game's rules (engine/count.py); this part only lays them out
// (motion.js springs the token along a new hop). The buttons are the table's own
// items, so a tap sends an id like any other.

import { h } from "./dom.js";
import { drawPicture } from "./pictures.js";

// The question, its number line, and its buttons: three numbers; Hop and Here; or Count on.
export function countStep(count, buttons) {
  if (!count) return null;
  const figure = h("figure", { class: "mc-count-line" });
  drawPicture(figure, count.picture);
  return h("section", { class: "mc-count", "aria-label": count.question },
    h("p", { class: "mc-count-question", text: count.question }),
    figure,
    buttons(count.buttons));
}
