// The child's page: type the table's code, tap a free cat, play on this device.
// The table is drawn by the widget's own renderer (/class/table.js, loaded once)
// through a SocketModel; the server sends this seat's scene only. The seat key stays in
// the tab (sessionStorage), so a reload or a lost line comes back to the same seat.

import { addSprite, artOf, h, renderTable } from "../table.js";
import { SocketModel, socketUrl } from "./socket-model.js";
import { fill, loadText } from "./text.js";

const SEAT = "mathcats-class-seat";  // {code, key}
const CODE = /^[ACDEFHJKMNPRTWXY]{4}$/;
const FUR = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#CC79A7"];  // a colour per seat

const TEXT = await loadText();

function kept() {
  try {
    const seat = JSON.parse(sessionStorage.getItem(SEAT));
    return seat && typeof seat.code === "string" && typeof seat.key === "string" ? seat : null;
  } catch {
    return null;  // storage blocked or spoiled: no seat kept
  }
}

function keep(seat) {
  try {
    if (seat) sessionStorage.setItem(SEAT, JSON.stringify(seat));
    else sessionStorage.removeItem(SEAT);
  } catch {
    // storage blocked: the seat is kept only while the page is open
  }
}

const state = { seat: kept(), code: null, table: null, undraw: null };
const model = new SocketModel(socketUrl(new URL("../ws", import.meta.url)), () => {
  if (state.seat) return { type: "back", code: state.seat.code, key: state.seat.key };
  return state.code ? { type: "join", code: state.code } : null;
});

// The page: a heading and a line for news; then the join box, the seats, the
// lobby's words or the table (one at a time, or the lobby's words over the table).
const line = h("p", { class: "mc-class-line", role: "status" });
const head = h("header", { class: "mc-class-head" }, h("h1", { text: TEXT.title }), line);
const input = h("input", {
  id: "mc-code", name: "code", class: "mc-code", autocomplete: "off", autocapitalize: "characters",
  spellcheck: "false", maxlength: 4, "aria-describedby": "mc-code-help", inputmode: "text",
});
const form = h("form", { class: "mc-join" },
  h("label", { for: "mc-code", text: TEXT.code }),
  h("div", { class: "mc-join-row" }, input,
    h("button", { type: "submit", class: "mc-page-button", text: TEXT.join })),
  h("p", { id: "mc-code-help", class: "mc-help", text: TEXT["code-help"] }));
const seats = h("section", { class: "mc-pick", "aria-labelledby": "mc-pick-title" });
const lobby = h("section", { class: "mc-lobby", "aria-live": "polite" });
const place = h("div", { class: "mc-class-table" });
document.getElementById("page").replaceChildren(head, form, seats, lobby, place);

function show(...shown) {
  for (const part of [form, seats, lobby, place]) part.hidden = !shown.includes(part);
  head.classList.toggle("mc-playing", shown.includes(place));
}

function say(text) {
  line.textContent = text || "";
}

// A seat's cat: the art's own cat (the table's symbol), in the seat's colour.
function cat(seat) {
  addSprite();
  const name = (seat.art || "cat").replace(/^mca-/, "");
  const art = artOf("mc-seat-cat", "0 0 100 100", [[name, { width: 100, height: 100 }]]);
  art.style.color = FUR[seat.seat % FUR.length];
  return art;
}

function drawSeats(message) {
  const focused = form.contains(document.activeElement) || seats.contains(document.activeElement);
  const list = h("ul", { class: "mc-seat-list" }, ...message.seats.map((seat) => {
    if (!seat.free) {
      return h("li", {}, h("div", { class: "mc-class-seat mc-taken" }, cat(seat),
        h("span", { class: "mc-seat-name", text: seat.name }),
        h("span", { class: "mc-seat-note", text: TEXT.taken })));
    }
    const button = h("button", {
      type: "button", class: "mc-class-seat", "data-seat": seat.seat, "aria-label": fill(TEXT.seat, seat),
    }, cat(seat), h("span", { class: "mc-seat-name", text: seat.name }));
    button.addEventListener("click", () => {
      model.tell({ type: "sit", code: message.code, seat: seat.seat });
    });
    return h("li", {}, button);
  }));
  seats.replaceChildren(
    h("h2", { id: "mc-pick-title", text: message.title }),
    message.words ? h("p", { class: "mc-help", text: message.words }) : "",
    list);
  show(form, seats);
  if (!message.seats.some((seat) => seat.free)) say(TEXT.full);
  const first = seats.querySelector("button");
  if (focused && first) first.focus();
}

// Before the game, while paused and after it: the lobby's words (over the table, if drawn).
function drawLobby(message) {
  const words = TEXT[message.state] || "";
  const again = h("button", { type: "button", class: "mc-page-button", text: TEXT.again });
  again.addEventListener("click", leave);
  lobby.replaceChildren(
    state.undraw ? "" : h("h2", { text: message.title }),
    h("p", { class: "mc-lobby-words", text: words }),
    message.words && message.words !== words ? h("p", { class: "mc-help", text: message.words }) : "",
    message.state === "ended" ? again : "");
  const playing = state.undraw && message.state !== "ended";
  const going = ["playing", "ticket"].includes(message.state);  // the exit ticket is on the table
  place.inert = message.state === "paused";
  if (going && state.undraw) show(place);
  else if (playing) show(lobby, place);
  else show(lobby);
}

function draw() {
  if (state.undraw || !state.seat || !model.get("scene")) return;
  place.replaceChildren();
  state.undraw = renderTable({ model, el: place });
  if (!state.table || ["playing", "ticket"].includes(state.table.state)) show(place);
  else drawLobby(state.table);
  const start = place.querySelector('button[tabindex="0"]');
  if (start && !form.contains(document.activeElement)) start.focus();
}

function undraw() {
  if (state.undraw) state.undraw();
  state.undraw = null;
  place.replaceChildren();
  place.inert = false;
  model.set("scene", null);
}

// Back to the join box: the seat is forgotten (a freed seat, an ended table).
function leave() {
  state.seat = null;
  state.table = null;
  keep(null);
  undraw();
  show(form);
  input.focus();
}

function join(code) {
  const wanted = code.toUpperCase().replace(/[^A-Z]/g, "");
  input.value = wanted;
  if (!CODE.test(wanted)) {
    say(TEXT["code-short"]);
    return;
  }
  state.code = wanted;
  say(TEXT.asking);
  model.tell({ type: "join", code: wanted });
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  join(input.value);
});

model.on("msg:custom", (message) => {
  if (message.type === "table") {
    state.table = message;
    if (!state.seat) {
      say("");
      drawSeats(message);
    }
    else if (message.code === state.seat.code) drawLobby(message);
  } else if (message.type === "seated") {
    state.seat = { code: message.code, key: message.key };
    keep(state.seat);
    say(fill(TEXT.seated, message));
    if (state.table) drawLobby(state.table);
    draw();
  } else if (message.type === "refused") {
    say(message.words);
    if (message.why === "key") leave();
  }
});
model.on("change:scene", draw);
model.on("change:online", (online) => {
  if (!online) say(TEXT.offline);
  else if (line.textContent === TEXT.offline) say("");
});

const asked = new URLSearchParams(location.search).get("code");
if (state.seat) say(TEXT.asking);
else if (asked) join(asked);
show(form);
if (!state.seat) input.focus();
