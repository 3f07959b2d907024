// The mathcats game table. It draws the scene Python sends and sends back the id
// of what was tapped. No rule lives here: what is lit, and why, comes from Python.
// No host lives here either: a host (the widget, class play, the site) gives the
// model, and may watch the line to its Python (``watch``, see the widget's kernel.js).

import { h, icon } from "./dom.js";
import { keepSave, keptSave, leaving } from "./keep.js";
import { readAloud } from "./speech.js";
import { placeWords } from "./words.js";
import { celebrate, hopAfter, motionAfter, motionBefore } from "./motion.js";
import { drawBoard, drawStatus, drawing, item } from "./draw.js";
import { fit, watchSize } from "./fit.js";
import { focusedItem, listenForKeys, rove } from "./focus.js";

// A tap not answered this soon: the table shows it is thinking (and stays usable).
const THINK_MS = 400;
// ...this soon: the host may ask whether its Python still runs (line.slow).
const SLOW_MS = 1500;
// ...this soon: the table says the computer is not answering (a late answer clears it).
const NO_ANSWER_MS = 10000;

// The table's parts on the page, and what it remembers between scenes.
function parts(model, el) {
  const board = h("div", { class: "mc-board" });
  const status = h("div", { class: "mc-status", role: "status" });
  const below = h("div", { class: "mc-below" });
  const thinking = h("span", { class: "mc-thinking", "aria-hidden": "true" }, h("i"), h("i"), h("i"));
  // The status line's row: the speaker (speech.js puts it first), the status, the dots.
  const statusRow = h("div", { class: "mc-say" }, status, thinking);
  const root = h("div", { class: "mc-table" }, board, statusRow, below);
  // Keys pressed inside the table are the table's: JupyterLab's notebook shortcuts
  // (arrows move between cells, Enter edits a cell...) must not take them.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("data-p-suppress-shortcuts", "true");
  el.append(root);
  return {
    uid: `mc${Math.random().toString(36).slice(2, 8)}`,
    root, board, status, below, speech: readAloud(root, status),
    scene: () => model.get("scene"),
    roving: {}, said: null, n: null, room: Infinity, teacherOpen: null, restoring: false,
    timers: { tick: null, think: null, slow: null, noAnswer: null },
  };
}

// The line to the table's Python: sending, waiting for an answer, and losing it.
// A host's watcher may set line.slow (a tap is slow: ask after the Python) and
// line.recover(stuck) (bring a lost Python back), and call line.lost().
function connect(t, model, keeping) {
  const { timers } = t;
  const line = { lost: null, slow: () => {}, recover: null, waiting: () => timers.noAnswer !== null, gone: false };
  const say = (label) => {
    t.status.dataset.tone = "no";
    t.status.replaceChildren(h("p", {}, icon("no"), (t.scene().labels || {})[label] || ""));
    t.speech.read(t.status);
    t.said = null;
  };
  const answered = () => {
    for (const name of ["think", "slow", "noAnswer"]) clearTimeout(timers[name]);
    timers.noAnswer = null;
    t.root.classList.remove("mc-waiting");
    t.status.removeAttribute("aria-busy");
  };
  // The line is gone (a dead kernel, a closed comm): say so, and let the host bring it back.
  // A notebook's table (not kept) cannot come back by itself: its cell must run again.
  line.lost = () => {
    if (line.gone || leaving) return;
    line.gone = true;
    answered();
    clearTimeout(timers.tick);
    t.board.inert = true;
    t.below.inert = true;
    say(keeping ? "lost" : "stopped");
    if (keeping && line.recover) line.recover(() => say("stuck"));
    else if (keeping) say("stuck");
  };
  // A message that cannot go (a closed comm, a dead kernel) means the line is lost.
  const send = (message) => {
    if (line.gone) return false;
    try {
      model.send(message);
      return true;
    } catch {
      line.lost();
      return false;
    }
  };
  // A message that wants an answer: the board stays usable while it comes.
  const ask = (message) => {
    if (!send(message) || timers.noAnswer !== null) return;
    timers.think = setTimeout(() => {
      t.root.classList.add("mc-waiting");
      t.status.setAttribute("aria-busy", "true");
    }, THINK_MS);
    timers.slow = setTimeout(() => line.slow(), SLOW_MS);
    timers.noAnswer = setTimeout(() => {
      timers.noAnswer = null;
      if (!line.gone) say("no-answer");
    }, NO_ANSWER_MS);
  };
  return { line, send, ask, answered };
}

// Draw the scene the model holds now.
function draw(t, wire, keeping) {
  wire.answered();
  const s = t.scene();
  const places = motionBefore(t.root, s, t.n); // where moved things were (motion.js)
  const was = focusedItem(t.root);
  const d = drawing(t, s);
  drawBoard(d, s);
  placeWords(t.board, s.words, d.labels, t.tap);
  t.root.classList.toggle("mc-projector", Boolean(s.projector));
  t.root.classList.toggle("mc-think", Boolean(s.think));  // think first: no card looks unlit
  celebrate(t.root, t.board, s, (it) => item(d, it, "help"), t.uid);
  t.root.dataset.picture = s.picture ? s.picture.kind : ""; // the ring needs a wide middle
  t.speech.draw(s);
  drawStatus(t, s);
  const fresh = s.n !== t.n;
  t.n = s.n;
  fit(t);
  rove(t.root, t.roving, was, fresh && s.focus);
  motionAfter(t.root, s, places);
  hopAfter(t.root, s);
  clearTimeout(t.timers.tick);
  if (s.tick !== null && s.tick !== undefined && !wire.line.gone && !s.celebrate) {
    t.timers.tick = setTimeout(() => wire.send({ type: "tick", scene: s.n }), s.tick);
  }
  if (keeping) keepSave(s, t.restoring);
}

// Draw the table of ``model`` in ``el``; ``watch(line)`` (a host's) returns its unwatch.
export function render({ model, el }, watch = null) {
  const t = parts(model, el);
  const keeping = typeof t.scene().save === "string";
  const wire = connect(t, model, keeping);
  t.tap = (id) => wire.ask({ type: "click", id, scene: t.scene().n });
  t.fit = () => fit(t);
  listenForKeys(t.root, t.roving);
  const unwatchSize = watchSize(t);
  const unwatch = watch ? watch(wire.line) : () => {};
  // The first new scene after the restore is Python's answer to it.
  const redraw = () => {
    t.restoring = false;
    draw(t, wire, keeping);
  };
  model.on("change:scene", redraw);
  const save = keeping ? keptSave() : null;
  t.restoring = save !== null;
  draw(t, wire, keeping);
  if (save !== null) wire.ask({ type: "restore", save });
  return () => {
    t.speech.stop();
    wire.answered();
    clearTimeout(t.timers.tick);
    model.off("change:scene", redraw);
    unwatchSize();
    unwatch();
  };
}

export default { render };
