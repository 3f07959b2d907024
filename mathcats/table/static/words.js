// Words a child may not know (scene.words): a "?" beside the item that shows the word,
// or beside a zone's heading ("? word" unless the heading is the word), or else in a
// row of words to know. A tap asks Python what the word means; the answer comes in
// the status line. The words, their meanings and their places come from the game;
// this part only puts the buttons there.

import { h } from "./dom.js";

export function placeWords(board, words, labels, tap) {
  const spare = [];
  for (const word of words || []) {
    const place = word.near && CSS.escape(word.near);
    const item = place && board.querySelector(`[data-id="${place}"]`);
    const heading = place && !item && board.querySelector(`[data-zone="${place}"] .mc-zone-label`);
    const named = heading && heading.textContent.toLowerCase().includes(word.label.toLowerCase());
    const bare = Boolean(item || named); // the word is right there: a "?" alone
    const ask = h("button", {
      type: "button",
      class: bare ? "mc-what" : "mc-what mc-what-word",
      "data-id": word.id,
      "data-group": "words",
      "aria-label": word.ask,
      tabindex: -1,
    }, h("span", { class: "mc-what-mark", "aria-hidden": "true", text: "?" }),
    bare ? null : h("span", { text: word.label }));
    ask.addEventListener("click", () => tap(word.id));
    if (item) {
      let last = item; // after the item's twins too (a second rainbow is "play-rainbow+")
      while (last.nextElementSibling && last.nextElementSibling.dataset.id === `${last.dataset.id}+`) {
        last = last.nextElementSibling;
      }
      last.after(ask);
    } else if (heading) {
      const head = h("div", { class: "mc-zone-head" });
      heading.replaceWith(head);
      head.append(heading, ask);
    } else {
      spare.push(ask);
    }
  }
  if (!spare.length) return;
  const row = h("div", { class: "mc-words", role: "group", "aria-label": labels.words }, ...spare);
  const next = board.querySelector(".mc-next");
  if (next) next.before(row);
  else board.append(row);
}
