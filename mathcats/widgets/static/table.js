// The mathcats game table. It draws the scene Python sends and sends back the id
// of what was tapped. No rule lives here: what is lit, and why, comes from Python.

import { h, icon } from "./dom.js";
import { drawPicture } from "./pictures.js";
import { cardArt } from "./cards.js";
import { KEPT, LINE_MS, PROBE_MS, askServer, here, keptSave, leaving, reloadWhenBack, store } from "./keep.js";
import { readAloud } from "./speech.js";
import { placeWords } from "./words.js";
import { celebrate, motionAfter, motionBefore } from "./motion.js";
import { classSummary } from "./summary.js";
import { countStep } from "./count.js";

// A tap the computer has not answered after this long: the line to it is broken.
const NO_ANSWER_MS = 10000;
// Tab moves between these groups of buttons; arrows move inside one.
const GROUPS = ["count", "help", "toggle", "pass", "zones", "hand", "actions", "words", "teacher"];
// Below this many pixels left for the table on its page, it takes one whole screen.
const MIN_ROOM = 480;
// How much smaller a narrow table's piles and picture may be drawn when a moment does not fit.
const SNUG = [0.9, 0.8];
// A table narrower than this (a tablet held upright) is laid out in one column.
const NARROW = 900;

function render({ model, el }) {
  const uid = `mc${Math.random().toString(36).slice(2, 8)}`;
  const memory = {
    roving: {}, timer: null, said: null, n: null, waiting: null,
    lost: false, line: null, probe: null, restoring: false, teacher: null, room: Infinity,
  };
  const board = h("div", { class: "mc-board" });
  const status = h("div", { class: "mc-status", role: "status" });
  const below = h("div", { class: "mc-below" });
  // The status line's row: the speaker (speech.js puts it first) and the status.
  const statusRow = h("div", { class: "mc-say" }, status);
  const root = h("div", { class: "mc-table" }, board, statusRow, below);
  // Keys pressed inside the table are the table's: JupyterLab's notebook shortcuts
  // (arrows move between cells, Enter edits a cell...) must not take them.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("data-p-suppress-shortcuts", "true");
  el.append(root);
  const speech = readAloud(root, status);  // speech.js

  const scene = () => model.get("scene");
  const keeping = typeof scene().save === "string";
  // The page's kernel connection, as the widget manager has it (Voila, JupyterLab).
  const kernel = (model.widget_manager || {}).kernel || null;
  // A message that cannot go (a closed comm, a dead kernel) means the line is lost.
  const send = (message) => {
    if (memory.lost) return false;
    try {
      model.send(message);
      return true;
    } catch {
      lost();
      return false;
    }
  };
  const ask = (message) => {
    if (!send(message) || memory.waiting !== null) return;
    memory.waiting = setTimeout(noAnswer, NO_ANSWER_MS);
    memory.probe = setTimeout(probe, PROBE_MS);
  };
  const tap = (id) => ask({ type: "click", id, scene: scene().n });

  function say(label) {
    status.dataset.tone = "no";
    status.replaceChildren(h("p", {}, icon("no"), (scene().labels || {})[label] || ""));
    speech.read(status);
    memory.said = null;
  }

  // A kernel that is still there but has not answered (a very busy machine):
  // say so; a late answer clears it. A kernel that is gone is found by probe().
  function noAnswer() {
    memory.waiting = null;
    if (!memory.lost) say("no-answer");
  }

  // No answer yet: a busy kernel answers later, a culled one never does.
  function probe() {
    if (kernel && memory.waiting !== null) {
      askServer(kernel).then((answer) => answer.status === 404 && lost(), lost);
    }
  }

  // The kernel is gone (dead, restarted empty, culled, its server stopped).
  // Say so at once; the app's table then reloads the page when its server
  // answers, and goes on from the kept save. A notebook's table just says the
  // computer is not answering.
  function lost() {
    if (memory.lost || leaving) return;
    memory.lost = true;
    clearTimeout(memory.timer);
    clearTimeout(memory.waiting);
    clearTimeout(memory.probe);
    board.inert = true;
    below.inert = true;
    say(keeping ? "lost" : "no-answer");
    if (keeping && kernel) reloadWhenBack(kernel, () => say("stuck"));
    else if (keeping) say("stuck");
  }

  // Watch the kernel as the widget manager sees it.
  const onStatus = (_, state) => {
    if (["dead", "restarting", "autorestarting"].includes(state)) lost();
  };
  const onLine = (_, line) => {
    clearTimeout(memory.line);
    if (line !== "connected") {
      memory.line = setTimeout(() => kernel.connectionStatus !== "connected" && lost(), LINE_MS);
    }
  };
  if (kernel && kernel.statusChanged && kernel.connectionStatusChanged) {
    kernel.statusChanged.connect(onStatus);
    kernel.connectionStatusChanged.connect(onLine);
    if (kernel.connectionStatus && kernel.connectionStatus !== "connected") onLine(kernel, kernel.connectionStatus);
  }

  function item(it, group, labels, describe) {
    const classes = [`mc-item`, `mc-${it.kind}`];
    const face = () => [
      ...cardArt(it),
      it.caption ? h("span", { class: "mc-caption", text: it.caption }) : null,
      h("span", { class: it.kind === "button" ? "mc-label" : "mc-num", text: it.label }),
      it.mark ? h("span", { class: "mc-mark", "aria-hidden": "true", text: it.mark }) : null,
      it.badge ? h("span", { class: "mc-badge", text: it.badge }) : null,
    ];
    const paint = (node) => {
      if (it.colour === "rainbow") node.classList.add("mc-rainbow");
      else if (it.colour) node.style.borderTopColor = it.colour;
      return node;
    };
    if (it.tap === null || it.tap === undefined) {
      classes.push("mc-static");
      return paint(h("div", { class: classes.join(" ") }, ...face()));
    }
    const control = it.lit === undefined;
    if (!control) classes.push(it.lit ? "mc-lit" : "mc-unlit");
    if (it.picked) classes.push("mc-picked");
    if (it.hint) classes.push("mc-hint");
    const extra = [];
    if (it.lit) extra.push(labels.can);
    if (it.picked) extra.push(labels.picked);
    if (it.hint) extra.push(labels.hint);
    const node = h(
      "button",
      {
        type: "button",
        class: classes.join(" "),
        "data-id": it.id,
        "data-group": group,
        "aria-pressed": it.pressed === undefined ? null : String(it.pressed),
        tabindex: -1,
      },
      ...face(),
      it.lit ? icon("paw") : null,
      it.hint ? icon("star") : null,
      extra.length ? h("span", { class: "mc-sr", text: `, ${extra.join(", ")}` }) : null,
    );
    if (it.words) node.setAttribute("aria-describedby", describe(it));
    node.addEventListener("click", () => tap(it.id));
    const show = () => preview(it);
    node.addEventListener("focus", show);
    if (it.kind === "card") speech.card(node, it);  // read its number on focus or a long press
    node.addEventListener("mouseenter", show);
    node.addEventListener("mouseleave", () => {
      const focused = document.activeElement;
      preview(root.contains(focused) && focused.mcItem ? focused.mcItem : null);
    });
    node.mcItem = it;
    return paint(node);
  }

  function preview(it) {
    const s = scene();
    const why = board.querySelector(".mc-why");
    const figure = board.querySelector(".mc-picture");
    if (why) why.textContent = it && it.words ? [it.words, it.maths].filter(Boolean).join("  ") : "";
    if (!figure) return;
    figure.querySelector(":scope > .mc-preview")?.remove();
    const pic = it && it.pic && it.pic !== s.picture ? it.pic : null;
    figure.classList.toggle("mc-previewing", Boolean(pic));
    if (!pic) return;
    const layer = h("div", { class: "mc-preview" });
    figure.append(layer);
    drawPicture(layer, pic);
    shrinkToFit(layer);
  }

  // A preview bigger than its frame is drawn smaller until it fits. It lies over
  // the scene's picture (which keeps its room, unseen), so nothing on the table
  // moves under the pointer or the finger: the tap lands where it was aimed.
  function shrinkToFit(layer) {
    const parts = [...layer.children];
    if (!parts.length) return;
    for (let i = 0; i < 3; i++) {  // zoom and text size are not quite proportional: look again
      const over = Math.max(layer.scrollWidth / layer.clientWidth, layer.scrollHeight / layer.clientHeight);
      if (over <= 1.01) return;
      const zoom = (parseFloat(parts[0].style.zoom) || 1) / over;
      for (const part of parts) part.style.zoom = String(zoom);
    }
  }

  function group(name, label, items, labels, describe, cls = "") {
    return h("div", { class: `mc-group mc-group-${name} ${cls}`, role: "group", "aria-label": label },
      ...items.map((it) => item(it, name, labels, describe)));
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

  // The table takes the room its page leaves below what comes before it (the
  // app's header), so the page never scrolls; alone on a page or in a long
  // notebook it takes one screen. The page scrolls in the document, or in a box
  // of its own (Voila, JupyterLab: the outermost one that may scroll).
  function fit() {
    if (!root.isConnected || !root.clientWidth) return;
    root.classList.toggle("mc-narrow", root.clientWidth < NARROW);
    let box = null;
    for (let up = root.parentElement; up && up !== document.body; up = up.parentElement) {
      if (/auto|scroll/.test(getComputedStyle(up).overflowY)) box = up;
    }
    const inside = box || document.body;
    const top = box ? box.getBoundingClientRect().top - box.scrollTop : -window.scrollY;
    const end = (e) => e.getBoundingClientRect().bottom + parseFloat(getComputedStyle(e).marginBottom);
    const bottom = Math.max(...[...inside.children].map(end))
      + parseFloat(getComputedStyle(inside)[box ? "paddingBottom" : "marginBottom"]);
    const screen = box ? box.clientHeight : window.innerHeight;
    const room = screen - (bottom - top - root.getBoundingClientRect().height); // all but the table
    memory.room = room < MIN_ROOM ? screen : Math.floor(room);
    root.style.setProperty("--mc-room", `${memory.room}px`);
    snug();
  }

  // A moment that holds more than an upright tablet's room (a battle's end,
  // the teacher's buttons open) draws the piles' cards and the picture
  // smaller, a step at a time, rather than let the page scroll. The piles'
  // names and "?" buttons, the hand and the moves keep their size.
  function snug() {
    const parts = board.querySelectorAll(".mc-middle .mc-zone-items, .mc-middle .mc-picture");
    for (const part of parts) part.style.zoom = "";
    if (!root.classList.contains("mc-narrow")) return;
    for (const zoom of SNUG) {
      if (root.offsetHeight <= memory.room) return;
      for (const part of parts) part.style.zoom = String(zoom);
    }
  }

  // Again whenever the table's width changes (a window resized, a page laid out);
  // snug again when only its height does (a focused card's picture, drawn after fit).
  let width = 0;
  let height = 0;
  const resized = new ResizeObserver(() => {
    if (root.clientWidth !== width) {
      requestAnimationFrame(fit);
    } else if (root.offsetHeight !== height) {
      requestAnimationFrame(snug);
    }
    width = root.clientWidth;
    height = root.offsetHeight;
  });
  resized.observe(root);

  // The teacher's buttons fold away behind one toggle; the scene says how it starts.
  function teacherToggle(s, labels, panel) {
    const open = memory.teacher === null ? Boolean(s.teacher_open) : memory.teacher;
    panel.hidden = !open;
    const toggle = h("button", {
      type: "button", class: "mc-item mc-button mc-toggle", "data-id": "teacher-toggle",
      "data-group": "toggle", "aria-expanded": String(open), "aria-controls": panel.id, tabindex: -1,
    }, h("span", { class: "mc-label", text: labels.teacher }));
    toggle.addEventListener("click", () => {
      memory.teacher = toggle.getAttribute("aria-expanded") !== "true";
      toggle.setAttribute("aria-expanded", String(memory.teacher));
      panel.hidden = !memory.teacher;
      fit();
    });
    return h("div", { class: "mc-group mc-group-toggle", role: "group", "aria-label": labels.teacher }, toggle);
  }

  function draw() {
    clearTimeout(memory.waiting);
    clearTimeout(memory.probe);
    memory.waiting = null;
    const s = scene();
    const places = motionBefore(root, s, memory.n); // where moved things were (motion.js)
    const labels = s.labels || {};
    const active = document.activeElement;
    const hadFocus = root.contains(active) && active.dataset.id !== undefined;
    const focusId = hadFocus ? active.dataset.id : null;
    const focusGroup = hadFocus ? active.dataset.group : null;

    const notes = h("div", { hidden: true });
    let count = 0;
    const describe = (it) => {
      const id = `${uid}-d${count++}`;
      notes.append(h("span", { id, text: [it.words, it.maths].filter(Boolean).join(" ") }));
      return id;
    };

    // The table's regions (table.css lays them out as one screen): the top bar,
    // the players, the middle (piles and the picture), the words about the card
    // under the pointer, the status, the hand and the moves; at the side the
    // teacher's panel and what happened.
    const panel = h("section", { class: "mc-teacher", id: `${uid}-teacher`, "aria-label": labels.teacher });
    const teacher = s.teacher && s.teacher.length;
    const parts = [
      h("header", { class: "mc-head" },
        h("h2", { class: "mc-title", text: s.title }),
        h("p", { class: "mc-turn", text: s.turn }),
        h("p", { class: "mc-next", text: s.next || "" }),
        group("help", labels.help, s.help || [], labels, describe),
        teacher ? teacherToggle(s, labels, panel) : null),
      seats(s, labels),
    ];
    if (s.pass) {
      parts.push(h("section", { class: "mc-pass" }, group("pass", labels.pass, [s.pass], labels, describe)));
    } else {
      const zones = h("div", { class: "mc-zones" }, ...(s.zones || []).map((z) =>
        h("section", { class: "mc-zone", "aria-label": z.label, "data-zone": z.id },
          h("h3", { class: "mc-zone-label", text: z.label }),
          z.back ? h("div", { class: "mc-item mc-card mc-back", "aria-hidden": "true" }) : null,
          z.items.length ? group("zones", z.label, z.items, labels, describe, "mc-zone-items") : null,
          z.note ? h("p", { class: "mc-note", text: z.note }) : null)));
      const figure = h("figure", { class: "mc-picture", "aria-label": labels.picture });
      drawPicture(figure, s.picture);
      const counting = countStep(s.count, (items) => group("count", labels.count, items, labels, describe));
      parts.push(
        h("div", { class: "mc-middle" }, zones, counting || figure),
        h("p", { class: "mc-why", "aria-hidden": "true" }),
        h("div", { class: "mc-bottom" },
          h("section", { class: "mc-hand-area", "aria-label": labels.hand },
            group("hand", labels.hand, s.hand || [], labels, describe, "mc-hand")),
          group("actions", labels.actions, s.actions || [], labels, describe)),
      );
    }
    parts.push(notes);
    board.replaceChildren(...parts);
    placeWords(board, s.words, labels, tap);

    const log = (s.log || []).map((line) => h("li", { text: line }));
    if (teacher) panel.append(group("teacher", labels.teacher, s.teacher, labels, describe));
    if (teacher && s.class_summary) panel.append(classSummary(s.class_summary));
    below.replaceChildren(
      teacher ? panel : "",
      s.log ? h("section", { class: "mc-log", "aria-label": labels.log },
        h("h3", { class: "mc-zone-label", text: labels.log }), h("ol", { tabindex: 0 }, ...log)) : "",
    );
    root.classList.toggle("mc-projector", Boolean(s.projector));
    root.classList.toggle("mc-think", Boolean(s.think));  // think first: no card looks unlit
    celebrate(root, board, s, (it) => item(it, "help", labels, describe), uid);
    root.dataset.picture = s.picture ? s.picture.kind : ""; // the ring needs a wide middle

    speech.draw(s);
    if (s.status.said !== memory.said) {
      memory.said = s.status.said;
      const tone = s.status.tone;
      status.dataset.tone = tone;
      status.replaceChildren(
        ...s.status.lines.map((line, i) => h("p", {},
          i === 0 && tone !== "info" ? icon(tone === "ok" ? "yes" : "no") : null, line,
          (s.status.maths || [])[i] ? h("span", { class: "mc-maths", text: `  ${s.status.maths[i]}` }) : null)));
      speech.read(status);
    }

    const fresh = s.n !== memory.n;
    memory.n = s.n;
    fit();
    const list = below.querySelector(".mc-log ol");
    if (list) list.scrollTop = list.scrollHeight; // the latest line in sight
    rove(focusId, focusGroup, fresh && s.focus);
    motionAfter(root, s, places);
    clearTimeout(memory.timer);
    if (s.tick !== null && s.tick !== undefined && !memory.lost && !s.celebrate) {
      memory.timer = setTimeout(() => send({ type: "tick", scene: s.n }), s.tick);
    }
    // Keep the latest save, but not the fresh game's while the kept one is on its way.
    if (keeping && !memory.restoring) store(KEPT, { where: here(), save: s.save });
  }

  // Roving focus: Tab moves between groups, arrows move inside one.
  function rove(focusId, focusGroup, wanted) {
    let target = null;
    for (const name of GROUPS) {
      const buttons = [...root.querySelectorAll(`button[data-group="${name}"]`)];
      if (!buttons.length) continue;
      const keep = buttons.find((b) => b.dataset.id === (name === focusGroup ? focusId : memory.roving[name]));
      const first = keep || buttons.find((b) => b.classList.contains("mc-lit")) || buttons[0];
      first.tabIndex = 0;
      if (name === focusGroup) target = first;
    }
    const asked = wanted && root.querySelector(`button[data-id="${wanted}"]`);
    if (focusGroup && asked) target = asked;
    if (focusGroup && !target) {
      const start = (name) => root.querySelector(`button[data-group="${name}"][tabindex="0"]`);
      target = start("pass") || start("hand") || root.querySelector('button[tabindex="0"]');
    }
    if (target) target.focus();
  }

  root.addEventListener("focusin", (event) => {
    const b = event.target;
    if (!b.dataset || !b.dataset.group) return;
    memory.roving[b.dataset.group] = b.dataset.id;
    for (const other of root.querySelectorAll(`button[data-group="${b.dataset.group}"]`)) {
      other.tabIndex = other === b ? 0 : -1;
    }
  });

  root.addEventListener("keydown", (event) => {
    const b = event.target;
    if (!b.dataset || !b.dataset.group) return;
    const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const buttons = [...root.querySelectorAll(`button[data-group="${b.dataset.group}"]`)];
    const at = buttons.indexOf(b);
    let next = null;
    if (event.key in steps) next = buttons[(at + steps[event.key] + buttons.length) % buttons.length];
    else if (event.key === "Home") next = buttons[0];
    else if (event.key === "End") next = buttons[buttons.length - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });

  // The first new scene after the restore is Python's answer to it.
  const redraw = () => {
    memory.restoring = false;
    draw();
  };
  model.on("change:scene", redraw);
  window.addEventListener("resize", fit);
  const save = keeping ? keptSave() : null;
  memory.restoring = save !== null;
  draw();
  if (save !== null) ask({ type: "restore", save });
  return () => {
    speech.stop();
    clearTimeout(memory.timer);
    clearTimeout(memory.waiting);
    clearTimeout(memory.line);
    clearTimeout(memory.probe);
    model.off("change:scene", redraw);
    window.removeEventListener("resize", fit);
    resized.disconnect();
    if (kernel && kernel.statusChanged && kernel.connectionStatusChanged) {
      kernel.statusChanged.disconnect(onStatus);
      kernel.connectionStatusChanged.disconnect(onLine);
    }
  };
}

export default { render };

