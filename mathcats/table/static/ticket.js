// The exit ticket (scene.ticket) or the fact sprint (scene.sprint, drawn alike):
// after a game, one question at a time, in the table's place. Python holds the items and which answer is right; the options come
// as plain ids and labels, drawn as the table's own buttons, so a tap sends an id
// like any other. After the first answer Python sends what it says and the marks.

import { h } from "./dom.js";
import { drawPicture } from "./pictures.js";

// The question, a story's number line, the options, what the answer says, and the
// button on (Done, Next question, Play again); at the end, the score.
export function ticketStep(ticket, buttons) {
  let figure = null;
  if (ticket.picture) {
    figure = h("figure", { class: "mc-count-line mc-ticket-line" });
    drawPicture(figure, ticket.picture);
  }
  const said = ticket.said || [];
  return h("section", { class: "mc-ticket", "aria-label": ticket.title },
    h("h3", { class: "mc-zone-label", text: ticket.step || ticket.title }),
    ticket.question ? h("p", { class: "mc-ticket-question", text: ticket.question }) : null,
    ticket.score ? h("p", { class: "mc-ticket-score", text: ticket.score }) : null,
    ticket.ask ? h("p", { class: "mc-ticket-ask", text: ticket.ask }) : null,
    figure,
    ticket.options ? buttons("ticket", ticket.options) : null,
    said.length ? h("ul", { class: "mc-ticket-said" }, ...said.map((line) => h("li", { text: line }))) : null,
    buttons("ticket-go", ticket.go || []));
}
