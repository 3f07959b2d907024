// The teacher's page, made for the projector: the join address and its QR code,
// Make tables, a card per table (seats, turn, score, time since the last move,
// first tries right by fact and mistakes by rule, no names) with its actions, one table big (the widget's own module,
// drawn from the spectator scenes of this socket) and the Class summary.
// The server sends everything on it; this page only lays it out and sends actions.
// The dashboard comes whole once, then as "changes": only the fields of the tables that
// changed (a table's QR code only the first time). A tap while the line is down waits for it.

import { h, icon, renderTable } from "../table.js";
import { SocketModel, socketUrl } from "./socket-model.js";
import { fill, loadText } from "./text.js";

const STUCK_S = 60;  // this long without a move: the table's card stands out

const TEXT = await loadText();
const key = new URLSearchParams(location.search).get("key") || "";
const wsUrl = new URL("teacher/ws", location.href);  // /class/teacher/ws, from /class/teacher
wsUrl.searchParams.set("key", key);
const model = new SocketModel(socketUrl(wsUrl.href));
const state = { dashboard: null, watching: null, undraw: null, revealed: false, waiting: [], form: 1 };
const SINCE_MS = 5000;  // the "Last move ... ago" lines count on by themselves

// An action: sent now, or as soon as the line is up (and the page says it waits).
function act(message) {
  if (model.get("online")) {
    model.tell(message);
    return;
  }
  state.waiting.push(message);
  line.textContent = TEXT["wait-line"];
}

const line = h("p", { class: "mc-class-line", role: "status" });
const join = h("section", { class: "mc-join-show", "aria-label": TEXT["children-go"] });
const actions = h("div", { class: "mc-actions", role: "group", "aria-label": TEXT.class });
const make = h("div", { class: "mc-make" });
const makeToggle = control(TEXT.make, () => opened(makeToggle.getAttribute("aria-expanded") !== "true"), {
  class: "mc-page-button mc-make-toggle", "aria-expanded": "false", "aria-controls": "mc-make-form",
});

// Make tables opens over the cards and folds away again.
function opened(open) {
  makeToggle.setAttribute("aria-expanded", String(open));
  const form = make.querySelector("form");
  if (form) form.hidden = !open;
}
const cards = h("section", { class: "mc-cards", "aria-label": TEXT.class });
const big = h("section", { class: "mc-big", hidden: true, "aria-label": TEXT.watch });
const summary = h("section", { class: "mc-summary-page", hidden: true, "aria-labelledby": "mc-summary-title" });
document.getElementById("page").replaceChildren(
  h("header", { class: "mc-class-head" }, join, h("div", { class: "mc-head-side" },
    h("h1", { text: `${TEXT.title}: ${TEXT.class}` }), h("div", { class: "mc-head-row" }, actions, make), line)),
  cards, big, summary);

function control(text, onClick, extra = {}) {
  const node = h("button", { type: "button", class: "mc-page-button", text, ...extra });
  node.addEventListener("click", onClick);
  return node;
}

// A button that sends ``message`` (or what the function ``message`` makes when tapped).
const button = (text, message, extra = {}) =>
  control(text, () => act(typeof message === "function" ? message() : message), extra);

// The form of the exit ticket the Exit ticket buttons ask (1 by default).
function ticketForm() {
  const select = h("select", { "aria-label": TEXT["ticket-form"], "data-focus": "ticket-form" },
    ...[1, 2, 3].map((n) => h("option", { value: String(n), text: `${TEXT["ticket-form"]} ${n}` })));
  select.value = String(state.form);
  select.addEventListener("change", () => { state.form = Number(select.value); });
  return select;
}

// Put focus back on the same control after a redraw (the dashboard comes every 5 s).
function keepingFocus(redraw) {
  const was = document.activeElement && document.activeElement.dataset.focus;
  redraw();
  const again = was && document.querySelector(`[data-focus="${CSS.escape(was)}"]`);
  if (again) again.focus();
}

// A QR code from the host, drawn to fill its box (an SVG sized in pixels gets a viewBox).
function qr(holder, markup) {
  holder.innerHTML = markup;
  const svg = holder.querySelector("svg");
  if (svg && !svg.getAttribute("viewBox") && svg.getAttribute("width")) {
    svg.setAttribute("viewBox", `0 0 ${svg.getAttribute("width")} ${svg.getAttribute("height")}`);
  }
  return holder;
}

function drawJoin(d) {
  join.replaceChildren(
    qr(h("div", { class: "mc-qr", role: "img", "aria-label": TEXT["join-qr"] }), d.join_svg),
    h("div", {}, h("p", { class: "mc-help", text: TEXT["children-go"] }),
      h("p", { class: "mc-join-address", text: d.join })));
}

function drawActions(d) {
  actions.replaceChildren(
    button(TEXT["start-all"], { type: "start" }, { "data-focus": "start-all" }),
    d.paused ? button(TEXT.resume, { type: "resume" }, { "data-focus": "pause" })
      : button(TEXT.pause, { type: "pause" }, { "data-focus": "pause" }),
    ticketForm(),
    button(TEXT["ticket-all"], () => ({ type: "ticket", form: state.form }), { "data-focus": "ticket-all" }),
    button(TEXT.summary, { type: "summary" }, { "data-focus": "summary" }),
    // The class report (CSV, no names): the same address, guarded by the same key.
    h("a", { class: "mc-page-button", href: `teacher/report.csv?key=${encodeURIComponent(key)}`, download: "", text: TEXT.report }));
}

// Make tables: the game and its own choices, as the setup page offers them.
function drawMake(d) {
  if (make.dataset.games === JSON.stringify(d.games)) return;  // keep what the teacher chose
  make.dataset.games = JSON.stringify(d.games);
  const choice = (name, label, options, value) => h("div", { class: "mc-choice" },
    h("label", { for: `mc-make-${name}`, text: label }),
    h("select", { name, id: `mc-make-${name}` }, ...options.map(([v, words]) =>
      h("option", { value: v, text: words, selected: String(v) === String(value) }))));
  const form = h("form", { class: "mc-make-form", id: "mc-make-form", "aria-label": TEXT.make });
  const fields = h("div", { class: "mc-make-fields" });
  const number = (n) => [n, String(n)];
  const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  const redraw = () => {
    const game = d.games.find((g) => g.id === form.elements.game.value) || d.games[0];
    const players = Number(form.elements.players?.value) || game.players[Math.min(1, game.players.length - 1)];
    const seats = game.players.includes(players) ? players : game.players[0];
    fields.replaceChildren(
      choice("players", TEXT.players, game.players.map(number), seats),
      choice("children", TEXT.children, range(1, seats).map(number), form.elements.children?.value || seats),
      choice("level", TEXT.level, game.levels.map((l) => [l.id, l.words]), game.levels[0]?.id),
      choice("lights", TEXT.lights, game.lights.map((l) => [l.id, l.words]), form.elements.lights?.value || game.lights_default),
      ...game.options.map((o) => choice(`option:${o.name}`, o.label,
        o.choices.map((c) => [JSON.stringify(c.value), c.words]), JSON.stringify(o.default))),
      choice("tables", TEXT.tables, range(1, 15).map(number), 10));
  };
  form.append(
    choice("game", TEXT.game, d.games.map((g) => [g.id, g.title]), d.games[0]?.id),
    fields,
    h("button", { type: "submit", class: "mc-page-button", text: TEXT.make }));
  form.elements.game.addEventListener("change", redraw);
  fields.addEventListener("change", (event) => {
    if (event.target.name === "players") redraw();
  });
  redraw();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const e = form.elements;
    const options = {};
    for (const field of e) {
      if (field.name && field.name.startsWith("option:")) options[field.name.slice(7)] = JSON.parse(field.value);
    }
    act({
      type: "make", game: e.game.value, players: Number(e.players.value), children: Number(e.children.value),
      level: e.level.value, options, tables: Number(e.tables.value), lights: e.lights.value,
    });
    opened(false);
  });
  make.replaceChildren(makeToggle, form);
  opened(!d.tables.length);
}

// Seconds since the table's last move: as the server said, counted on since it came.
const since = (t) => t.since_move + (performance.now() - t.received) / 1000;

function minutes(seconds) {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

function freeButton(t, s) {
  const node = control("", () => act({ type: "free", code: t.code, seat: s.seat }), {
    "aria-label": fill(TEXT.free, s), "data-focus": `free-${t.code}-${s.seat}`, class: "mc-seat-chip",
  });
  node.append(h("span", { class: "mc-seat-name", text: s.name }), icon("no"));
  return node;
}

// A seat no child holds: kept for a child till the start, free to join, or a computer cat's.
const seatNote = (s) => (s.waiting ? "waiting-seat" : s.child ? "free-seat" : "computer-seat");

// One table's card: its code and QR, seats, turn, score, time since the last move,
// every figure of its record with its mode (first tries right, moves played with the
// cards lit, Show me uses, draws or passes when a card fitted), mistakes, and the exit
// ticket's answers per item (how many right, each wrong option picked and its mistake).
function card(t) {
  const begun = t.state !== "waiting";  // a turn, a score, a last move
  const stuck = t.state === "playing" && since(t) >= STUCK_S;
  // A child's seat is a button that frees it (the child then joins again, on any device).
  const seatList = h("ul", { class: "mc-card-seats" }, ...t.seats.map((s) => h("li",
    { class: `${s.taken ? "mc-taken" : "mc-free"}${s.taken && s.here === false ? " mc-away" : ""}` },
    s.child && s.taken ? freeButton(t, s) : h("span", { class: "mc-seat-name", text: s.name }),
    s.taken ? null : h("span", { class: "mc-seat-note", text: TEXT[seatNote(s)] }),
    s.late ? h("span", { class: "mc-seat-note", text: TEXT["late-seat"] }) : null,
    s.taken && s.here === false ? h("span", { class: "mc-seat-note", text: TEXT["not-here"] }) : null)));
  const mistakes = t.mistakes.length
    ? h("ul", { class: "mc-mistakes" }, ...t.mistakes.map((m) => h("li", { text: m.words })))
    : h("p", { class: "mc-help", text: TEXT["no-mistakes"] });
  const first = t.first.length
    ? h("ul", { class: "mc-mistakes mc-first" }, ...t.first.map((words) => h("li", { text: words })))
    : h("p", { class: "mc-help", text: TEXT["no-first"] });
  // Per ticket item: how many right, and each wrong option picked with its mistake.
  const tickets = t.ticket.length
    ? h("ul", { class: "mc-mistakes mc-tickets" }, ...t.ticket.map((r) => h("li", { text: r.line })))
    : h("p", { class: "mc-help", text: TEXT["no-tickets"] });
  const more = (key) => (t[key].length ? [h("h3", { class: "mc-card-label", text: TEXT[key] }),
    h("ul", { class: "mc-mistakes" }, ...t[key].map((words) => h("li", { text: words })))] : []);
  return h("article", {
    class: `mc-card-table mc-state-${t.state}${stuck ? " mc-stuck" : ""}`, "aria-labelledby": `mc-t-${t.code}`,
  },
  h("div", { class: "mc-card-top" },
    h("div", { class: "mc-qr mc-qr-small", role: "img", "aria-label": fill(TEXT["table-qr"], t) }),
    h("div", { class: "mc-card-name" },
      h("div", { class: "mc-card-code" },
        h("h2", { id: `mc-t-${t.code}`, class: "mc-code-big", text: t.code }),
        h("span", { class: "mc-badge-state", text: TEXT[`state-${t.state}`] || t.state })),
      h("p", { class: "mc-card-title", text: t.title }))),
  seatList,
  begun ? h("p", { class: "mc-card-line" }, [t.turn ? fill(TEXT.turn, { name: t.turn }) : "", t.scores || ""]
    .filter(Boolean).join(" · ")) : null,
  begun && t.moves ? h("p", { class: `mc-card-line${stuck ? " mc-stuck-line" : ""}` },
    stuck ? h("strong", { text: `${TEXT.stuck} ` }) : null, fill(TEXT.since, { time: minutes(since(t)) })) : null,
  h("h3", { class: "mc-card-label", text: TEXT.first }), first,
  ...more("lit"), ...more("hints"), ...more("missed"),
  h("h3", { class: "mc-card-label", text: TEXT.mistakes }), mistakes,
  h("h3", { class: "mc-card-label", text: TEXT.tickets }), tickets,
  h("div", { class: "mc-card-actions" },
    t.state === "waiting" ? button(TEXT.start, { type: "start", code: t.code }, { "data-focus": `start-${t.code}` }) : null,
    control(TEXT.watch, () => watch(t.code), { "data-focus": `watch-${t.code}` }),
    ticketButton(t),
    t.state === "ended" ? null : button(TEXT.end, { type: "end", code: t.code }, { "data-focus": `end-${t.code}` })));
}

// Exit ticket on this table's devices (the form chosen above), or back to the game.
function ticketButton(t) {
  if (t.state === "ended") return null;
  const on = t.state !== "ticket";
  return button(TEXT[on ? "ticket" : "ticket-done"], () => ({ type: "ticket", code: t.code, form: state.form, on }),
    { "data-focus": `ticket-${t.code}` });
}

// The cards, each drawn again only when its table changed (its QR code drawn once).
function drawCards(d, changed = null) {
  const codes = new Set((changed || d.tables).map((t) => t.code));
  const drawn = new Map([...cards.querySelectorAll(".mc-card-table")].map((n) => [n.dataset.code, n]));
  cards.replaceChildren(...(d.tables.length ? d.tables.map((t) => {
    const old = drawn.get(t.code);
    if (old && !codes.has(t.code)) return old;
    const node = card(t);
    node.dataset.code = t.code;
    const code = node.querySelector(".mc-qr");
    const oldCode = old && old.querySelector(".mc-qr");
    if (oldCode && oldCode.childElementCount) code.replaceWith(oldCode);
    else qr(code, t.svg || "");
    return node;
  }) : [h("p", { class: "mc-help", text: TEXT["no-tables"] })]));
}

// A list's changed lines ({"3": line}: by index; past the end, added).
function withLines(lines, changed) {
  const found = [...(lines || [])];
  for (const [index, line] of Object.entries(changed)) found[Number(index)] = line;
  return found;
}

// A "changes" frame: each change's fields replace its card's (a list's changed lines by index);
// a new table's card comes whole and goes last; the rest stay.
function merge(d, changes) {
  const now = performance.now();
  const found = new Map(d.tables.map((t) => [t.code, t]));
  for (const change of changes.tables) {
    const t = { ...found.get(change.code), received: now };
    for (const [name, value] of Object.entries(change)) {
      t[name] = value !== null && typeof value === "object" && !Array.isArray(value)
        ? withLines(t[name], value) : value;
    }
    found.set(change.code, t);
  }
  return { ...d, paused: changes.paused, tables: [...found.values()] };
}

// One table big: the table's own module, drawn from this socket's spectator scenes.
function drawBig() {
  const code = state.watching;
  big.hidden = code === null;
  cards.hidden = code !== null;
  document.body.classList.toggle("mc-watching", code !== null);
  if (code === null || state.undraw || !model.get("scene")) return;
  const place = h("div", { class: "mc-class-table" });
  const reveal = control(TEXT.reveal, () => {
    state.revealed = !state.revealed;
    reveal.setAttribute("aria-pressed", String(state.revealed));
    act({ type: "reveal", code, on: state.revealed });
  }, { "aria-pressed": "false" });
  const close = control(TEXT.close, () => watch(null));
  big.replaceChildren(h("div", { class: "mc-actions" }, close, reveal), place);
  state.undraw = renderTable({ model, el: place });
  close.focus();
}

function watch(code) {
  const back = state.watching;
  state.watching = code;
  state.revealed = false;
  if (state.undraw) state.undraw();
  state.undraw = null;
  big.replaceChildren();
  model.set("scene", null);
  act({ type: "watch", code });
  drawBig();
  const card = code === null && back && cards.querySelector(`[data-focus="watch-${back}"]`);
  if (card) card.focus();
}

// A fact, or a mistake by rule (its count, its words, the teacher's note).
const row = (r) => (typeof r === "string" ? r : `${r.game}: ${r.words}`);

function drawSummary(s) {
  const list = (label, rows) => [h("h3", { text: label }),
    rows.length ? h("ul", {}, ...rows.map((r) => h("li", { text: row(r) }))) : h("p", { text: "-" })];
  const print = control(TEXT.print, () => window.print());
  const close = control(TEXT.close, () => {
    summary.hidden = true;
    cards.hidden = false;
  });
  summary.replaceChildren(
    h("div", { class: "mc-actions mc-no-print" }, close, print),
    h("h2", { id: "mc-summary-title", text: s.title }),
    ...list(TEXT.facts, s.facts), ...list(TEXT.first, s.first), ...list(TEXT.lit, s.lit),
    ...list(TEXT.hints, s.hints), ...list(TEXT.missed, s.missed), ...list(TEXT.mistakes, s.mistakes),
    ...list(TEXT.tickets, s.ticket.map((r) => ({ game: r.game, words: r.line }))),
    ...list(TEXT.notes, s.notes));
  summary.hidden = false;
  cards.hidden = true;
  close.focus();
}

model.on("msg:custom", (message) => {
  if (message.type === "dashboard") {
    const now = performance.now();
    state.dashboard = { ...message, tables: message.tables.map((t) => ({ ...t, received: now })) };
    keepingFocus(() => {
      drawJoin(message);
      drawActions(message);
      drawMake(message);
      drawCards(state.dashboard);
    });
  } else if (message.type === "changes" && state.dashboard) {
    const paused = state.dashboard.paused;
    state.dashboard = merge(state.dashboard, message);
    keepingFocus(() => {
      if (paused !== message.paused) drawActions(state.dashboard);
      drawCards(state.dashboard, message.tables);
    });
  } else if (message.type === "summary") {
    drawSummary(message);
  } else if (message.type === "refused") {
    line.textContent = message.words;
  }
});
model.on("change:scene", () => {
  if (state.watching !== null) drawBig();
});
model.on("change:online", (online) => {
  if (!online) {
    line.textContent = TEXT.offline;
    return;
  }
  if (line.textContent === TEXT.offline || line.textContent === TEXT["wait-line"]) line.textContent = "";
  for (const message of state.waiting.splice(0)) model.tell(message);
});
setInterval(() => {
  if (state.dashboard && !cards.hidden) keepingFocus(() => drawCards(state.dashboard, state.dashboard.tables));
}, SINCE_MS);
