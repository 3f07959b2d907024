// Drawing a scene: the table's regions, its items and buttons, the players,
// the side panel and the status. What each thing is, and whether it is lit,
// comes from the scene; a tap only sends the item's id (t.tap).

import { h, icon } from "./dom.js";
import { drawPicture } from "./pictures.js";
import { cardArt } from "./cards.js";
import { classSummary } from "./summary.js";
import { countStep } from "./count.js";
import { ticketStep } from "./ticket.js";
import { followLog, shrinkToFit } from "./fit.js";

// What a drawing needs besides the table ``t``: the scene's labels and the
// notes that describe items to screen readers (``describe(it)`` gives an id).
export function drawing(t, s) {
  const notes = h("div", { hidden: true });
  let count = 0;
  const describe = (it) => {
    const id = `${t.uid}-d${count++}`;
    notes.append(h("span", { id, text: [it.words, it.maths].filter(Boolean).join(" ") }));
    return id;
  };
  return { t, labels: s.labels || {}, notes, describe };
}

// One item's face: its art, caption, numeral or label, mark and badge.
function face(it) {
  return [
    ...cardArt(it),
    it.caption ? h("span", { class: "mc-caption", text: it.caption }) : null,
    h("span", { class: it.kind === "button" ? "mc-label" : "mc-num", text: it.label }),
    it.mark ? h("span", { class: "mc-mark", "aria-hidden": "true", text: it.mark }) : null,
    it.badge ? h("span", { class: "mc-badge", text: it.badge }) : null,
  ];
}

function paint(node, it) {
  if (it.colour === "rainbow") node.classList.add("mc-rainbow");
  else if (it.colour) node.style.borderTopColor = it.colour;
  return node;
}

// An item of the scene: a button when it can be tapped (lit or not), else a tile.
export function item(d, it, group) {
  const { t, labels } = d;
  const classes = [`mc-item`, `mc-${it.kind}`];
  if (it.tap === null || it.tap === undefined) {
    classes.push("mc-static");
    return paint(h("div", { class: classes.join(" ") }, ...face(it)), it);
  }
  if (it.lit !== undefined) classes.push(it.lit ? "mc-lit" : "mc-unlit");
  if (it.picked) classes.push("mc-picked");
  if (it.hint) classes.push("mc-hint");
  const extra = [];
  if (it.lit) extra.push(labels.can);
  if (it.picked) extra.push(labels.picked);
  if (it.hint) extra.push(labels.hint);
  const node = h("button", {
    type: "button",
    class: classes.join(" "),
    "data-id": it.id,
    "data-group": group,
    "aria-pressed": it.pressed === undefined ? null : String(it.pressed),
    tabindex: -1,
  },
  ...face(it),
  it.lit ? icon("paw") : null,
  it.hint ? icon("star") : null,
  extra.length ? h("span", { class: "mc-sr", text: `, ${extra.join(", ")}` }) : null);
  if (it.words) node.setAttribute("aria-describedby", d.describe(it));
  node.addEventListener("click", () => t.tap(it.id));
  const show = () => preview(t, it);
  node.addEventListener("focus", show);
  if (it.kind === "card") t.speech.card(node, it);  // read its number on focus or a long press
  node.addEventListener("mouseenter", show);
  node.addEventListener("mouseleave", () => {
    const focused = document.activeElement;
    preview(t, t.root.contains(focused) && focused.mcItem ? focused.mcItem : null);
  });
  node.mcItem = it;
  return paint(node, it);
}

// The words and the picture of the item under the pointer or focus (none: the scene's).
export function preview(t, it) {
  const why = t.board.querySelector(".mc-why");
  const figure = t.board.querySelector(".mc-picture");
  if (why) why.textContent = it && it.words ? [it.words, it.maths].filter(Boolean).join("  ") : "";
  if (!figure) return;
  figure.querySelector(":scope > .mc-preview")?.remove();
  const pic = it && it.pic && it.pic !== t.scene().picture ? it.pic : null;
  figure.classList.toggle("mc-previewing", Boolean(pic));
  if (!pic) return;
  const layer = h("div", { class: "mc-preview" });
  figure.append(layer);
  drawPicture(layer, pic);
  shrinkToFit(layer);
}

export function group(d, name, label, items, cls = "") {
  return h("div", { class: `mc-group mc-group-${name} ${cls}`, role: "group", "aria-label": label },
    ...items.map((it) => item(d, it, name)));
}

// Each player: name, who, cards (a small back and the count, or small faces when
// the teacher shows them), score and flags. The child's own cards are the hand.
function seats(s, labels) {
  return h("ul", { class: "mc-seats", "aria-label": labels.players },
    ...s.seats.map((seat) => h("li",
      { class: `mc-seat${seat.turn ? " mc-now" : ""}${seat.you ? " mc-you" : ""}`, "data-seat": `seat-${seat.seat}` },
      h("p", { class: "mc-seat-line" },
        h("span", { class: "mc-seat-name", text: seat.name }),
        h("span", { class: "mc-who", text: seat.who })),
      h("p", { class: "mc-seat-line" },
        seat.cards === undefined ? null : h("span", { class: "mc-seat-cards" },
          seat.you || (seat.hand && seat.hand.length) ? null
            : h("span", { class: "mc-mini-back", "aria-hidden": "true" }),
          seat.cards),
        seat.score ? h("span", { class: "mc-score", text: seat.score }) : null,
        seat.turn ? h("span", { class: "mc-flag", text: labels.turn }) : null,
        seat.winner ? h("span", { class: "mc-flag", text: labels.winner }) : null,
        seat.flag ? h("span", { class: "mc-flag", text: seat.flag }) : null),
      seat.hand && seat.hand.length ? h("p", { class: "mc-peek" },
        ...seat.hand.map((card) => h("span", { class: "mc-peek-card", text: card }))) : null,
    )));
}

// The teacher's buttons fold away behind one toggle; the scene says how it starts.
function teacherToggle(t, s, labels, panel) {
  const open = t.teacherOpen === null ? Boolean(s.teacher_open) : t.teacherOpen;
  panel.hidden = !open;
  const toggle = h("button", {
    type: "button", class: "mc-item mc-button mc-toggle", "data-id": "teacher-toggle",
    "data-group": "toggle", "aria-expanded": String(open), "aria-controls": panel.id, tabindex: -1,
  }, h("span", { class: "mc-label", text: labels.teacher }));
  toggle.addEventListener("click", () => {
    t.teacherOpen = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(t.teacherOpen));
    panel.hidden = !t.teacherOpen;
    t.fit();
  });
  return h("div", { class: "mc-group mc-group-toggle", role: "group", "aria-label": labels.teacher }, toggle);
}

// The piles and the picture (or the counting step), the words under the
// pointer, the hand and the moves.
function middle(d, s) {
  const { labels } = d;
  const zones = h("div", { class: "mc-zones" }, ...(s.zones || []).map((z) =>
    h("section", { class: "mc-zone", "aria-label": z.label, "data-zone": z.id },
      h("h3", { class: "mc-zone-label", text: z.label }),
      z.back ? h("div", { class: "mc-item mc-card mc-back", "aria-hidden": "true" }) : null,
      z.items.length ? group(d, "zones", z.label, z.items, "mc-zone-items") : null,
      z.note ? h("p", { class: "mc-note", text: z.note }) : null)));
  const figure = h("figure", { class: "mc-picture", "aria-label": labels.picture });
  drawPicture(figure, s.picture);
  const counting = countStep(s.count, (items) => group(d, "count", labels.count, items));
  return [
    h("div", { class: "mc-middle" }, zones, counting || figure),
    h("p", { class: "mc-why", "aria-hidden": "true" }),
    h("div", { class: "mc-bottom" },
      h("section", { class: "mc-hand-area", "aria-label": labels.hand },
        group(d, "hand", labels.hand, s.hand || [], "mc-hand")),
      group(d, "actions", labels.actions, s.actions || [])),
  ];
}

// The table's regions (table.css lays them out as one screen): the top bar,
// the players, the middle (piles and the picture), the words about the card
// under the pointer, the status, the hand and the moves; at the side the
// teacher's panel and what happened.
export function drawBoard(d, s) {
  const { t, labels } = d;
  const panel = h("section", { class: "mc-teacher", id: `${t.uid}-teacher`, "aria-label": labels.teacher });
  const teacher = s.teacher && s.teacher.length;
  const parts = [
    h("header", { class: "mc-head" },
      h("h2", { class: "mc-title", text: s.title }),
      h("p", { class: "mc-turn", text: s.turn }),
      h("p", { class: "mc-next", text: s.next || "" }),
      group(d, "help", labels.help, s.help || []),
      teacher ? teacherToggle(t, s, labels, panel) : null),
    seats(s, labels),
  ];
  if (s.pass) parts.push(h("section", { class: "mc-pass" }, group(d, "pass", labels.pass, [s.pass])));
  else if (s.ticket || s.sprint) {  // the exit ticket or the fact sprint, drawn alike
    parts.push(ticketStep(s.ticket || s.sprint, (name, items) => group(d, name, labels.ticket, items)));
  }
  else parts.push(...middle(d, s));
  parts.push(d.notes);
  t.board.replaceChildren(...parts);
  if (teacher) panel.append(group(d, "teacher", labels.teacher, s.teacher));
  if (teacher && s.class_summary) panel.append(classSummary(s.class_summary));
  t.below.replaceChildren(teacher ? panel : "", s.log ? drawLog(s.log, labels) : "");
}

// What happened, newest line last; it scrolls in its own box (fit.js keeps the newest in view).
function drawLog(lines, labels) {
  const list = h("ol", { tabindex: 0 }, ...lines.map((line) => h("li", { text: line })));
  followLog(list);
  return h("section", { class: "mc-log", "aria-label": labels.log },
    h("h3", { class: "mc-zone-label", text: labels.log }), list);
}

// The status line: its words (a tick or a cross first), read aloud when new.
export function drawStatus(t, s) {
  if (s.status.said === t.said) return;
  t.said = s.status.said;
  const tone = s.status.tone;
  t.status.dataset.tone = tone;
  t.status.replaceChildren(
    ...s.status.lines.map((line, i) => h("p", {},
      i === 0 && tone !== "info" ? icon(tone === "ok" ? "yes" : "no") : null, line,
      (s.status.maths || [])[i] ? h("span", { class: "mc-maths", text: `  ${s.status.maths[i]}` }) : null)));
  t.speech.read(t.status);
}
