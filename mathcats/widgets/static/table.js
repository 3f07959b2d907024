// The mathcats game table. It draws the scene Python sends and sends back the id
// of what was tapped. No rule lives here: what is lit, and why, comes from Python.

const SVG = "http://www.w3.org/2000/svg";
const GROUPS = ["help", "pass", "zones", "hand", "actions", "teacher"];

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

function icon(name) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.classList.add("mc-icon", `mc-icon-${name}`);
  const shapes = {
    // A paw: four toes and a pad. Marks every playable thing, beside its numeral.
    paw: [
      ["ellipse", { cx: 6, cy: 9, rx: 2.2, ry: 2.8 }],
      ["ellipse", { cx: 10, cy: 5.5, rx: 2.2, ry: 2.8 }],
      ["ellipse", { cx: 14, cy: 5.5, rx: 2.2, ry: 2.8 }],
      ["ellipse", { cx: 18, cy: 9, rx: 2.2, ry: 2.8 }],
      ["path", { d: "M12 11c-4 0-7 4.5-7 7.2C5 20.5 7 21 9 20.3c1.2-.4 2-.6 3-.6s1.8.2 3 .6c2 .7 4 .2 4-2.1 0-2.7-3-7.2-7-7.2z" }],
    ],
    star: [["path", { d: "M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7.1L12 17.3 5.8 21l1.6-7.1L2 9.2l7.1-.6z" }]],
    yes: [["path", { d: "M4 12.5l5 5L20 6.5", fill: "none", "stroke-width": 3.5 }]],
    no: [["path", { d: "M5 5l14 14M19 5L5 19", fill: "none", "stroke-width": 3.5 }]],
  };
  for (const [tag, attrs] of shapes[name]) {
    const shape = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) shape.setAttribute(k, v);
    svg.append(shape);
  }
  return svg;
}

// --- pictures: one renderer per kind of arithmetic picture -------------------

function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
}

// The 0-9 ring and the straight 0-9 strip, with the hop being considered.
function ringArt(pic) {
  const n = pic.size;
  const role = (v) => (pic.marks || {})[v] || "";
  const C = 80;
  const R = 62;
  const at = (v, r) => {
    const a = (v / n) * 2 * Math.PI - Math.PI / 2;
    return [C + r * Math.cos(a), C + r * Math.sin(a)];
  };
  const ring = svg("svg", { viewBox: "0 0 160 160", class: "mc-ring", "aria-hidden": "true" });
  ring.append(svg("circle", { cx: C, cy: C, r: R, class: "mc-line" }));
  if (!pic.loop) {
    const [x1, y1] = at(n - 0.5, R - 12);
    const [x2, y2] = at(n - 0.5, R + 12);
    ring.append(svg("line", { x1, y1, x2, y2, class: "mc-wall" }));
  }
  if (pic.hop) {
    const r = R - 27;
    const [x1, y1] = at(pic.hop[0], r);
    const [x2, y2] = at(pic.hop[1], r);
    const sweep = pic.steps > 0 ? 1 : 0;
    ring.append(svg("path", { d: `M${x1} ${y1} A${r} ${r} 0 0 ${sweep} ${x2} ${y2}`, class: "mc-hop" }));
    ring.append(svg("circle", { cx: x2, cy: y2, r: 4, class: "mc-hop-end" }));
    ring.append(svg("text", { x: C, y: C + 6, class: "mc-hop-label" }, pic.label));
  }
  for (let v = 0; v < n; v++) {
    const [x, y] = at(v, R);
    ring.append(svg("circle", { cx: x, cy: y, r: 14, class: `mc-node mc-role-${role(v)}` }));
    ring.append(svg("text", { x, y: y + 5, class: "mc-node-num" }, String(v)));
  }
  const w = 34;
  const strip = svg("svg", { viewBox: `0 0 ${n * w + 4} 100`, class: "mc-strip", "aria-hidden": "true" });
  const mid = (v) => 2 + v * w + w / 2;
  for (let v = 0; v < n; v++) {
    strip.append(svg("rect", { x: 4 + v * w, y: 40, width: w - 4, height: 30, rx: 4, class: `mc-node mc-role-${role(v)}` }));
    strip.append(svg("text", { x: mid(v) + 2, y: 61, class: "mc-node-num" }, String(v)));
    const word = (pic.words || {})[role(v)];
    if (word) strip.append(svg("text", { x: mid(v) + 2, y: 92, class: "mc-role-word" }, word));
  }
  if (pic.hop) {
    const [from, to] = pic.hop.map((v) => mid(v) + 2);
    const wraps = (pic.steps > 0 && to < from) || (pic.steps < 0 && to > from);
    const arc = (x1, x2) => svg("path", { d: `M${x1} 38 Q${(x1 + x2) / 2} 4 ${x2} 38`, class: "mc-hop" });
    if (wraps) {
      const edge = pic.steps > 0 ? [n * w + 4, 0] : [0, n * w + 4];
      strip.append(arc(from, edge[0]), arc(edge[1], to));
    } else {
      strip.append(arc(from, to));
    }
    strip.append(svg("circle", { cx: to, cy: 38, r: 4, class: "mc-hop-end" }));
    strip.append(svg("text", { x: wraps ? to : (from + to) / 2, y: 14, class: "mc-hop-label" }, pic.label));
  }
  return [ring, strip];
}

const PICTURES = {
  ring: ringArt,
  // Kombat Kittens: the three cards of a set, and what kind of set they make.
  set(pic) {
    return pic.rows.map((row) => h("div", { class: "mc-row" },
      h("span", { class: "mc-row-label", text: row.label }),
      h("span", { class: "mc-mini-cards" }, ...row.cards.map((c) => {
        const mini = h("span", { class: "mc-mini" }, h("b", { text: String(c.rank) }),
          h("small", { text: `+${c.worth}` }));
        mini.style.borderTopColor = c.colour;
        return mini;
      })),
      h("span", { class: "mc-set-words", text: row.words })));
  },
  // Kittys: each number as that many dots, in fives, with its word (less, same, more).
  dots(pic) {
    return pic.rows.map((row) => {
      const dots = h("span", { class: "mc-dots mc-fives" });
      for (let i = 0; i < row.count; i++) {
        dots.append(h("span", { class: `mc-dot${i % 5 === 4 ? " mc-fifth" : ""}` }));
      }
      return h("div", { class: "mc-row" },
        h("span", { class: "mc-row-label", text: row.label }), dots,
        row.word ? h("span", { class: "mc-flag", text: row.word }) : null);
    });
  },
  // Meow 10: the cat types collected (of ten) and the penalty the hand would count.
  penalty(pic) {
    const cats = h("div", { class: "mc-cats" }, ...pic.cats.map((cat) => {
      const slot = h("span", { class: `mc-cat${cat.have ? " mc-have" : ""}`, text: cat.have ? cat.mark : "" });
      if (cat.have) slot.style.borderColor = cat.colour;
      return slot;
    }));
    return [
      h("div", { class: "mc-row" }, h("span", { class: "mc-row-label", text: pic.types_label }), cats),
      h("div", { class: "mc-row" }, h("span", { class: "mc-row-label", text: pic.points_label }),
        h("span", { class: "mc-dots" }, ...Array.from({ length: pic.points }, () => h("span", { class: "mc-dot" })))),
    ];
  },
  // Tens rods: each row is `slots` rods; parts[0] rods plain, parts[1] rods striped.
  tens(pic) {
    return pic.rows.map((row) => {
      const rods = h("div", { class: "mc-rods" });
      let used = 0;
      row.parts.forEach((count, part) => {
        for (let i = 0; i < count && used < pic.slots; i++, used++) {
          rods.append(h("span", { class: `mc-rod mc-part-${part}` }));
        }
      });
      for (; used < pic.slots; used++) rods.append(h("span", { class: "mc-rod mc-empty" }));
      return h("div", { class: "mc-row" }, h("span", { class: "mc-row-label", text: row.label }), rods);
    });
  },
};

function drawPicture(figure, pic) {
  if (!pic || !PICTURES[pic.kind]) {
    figure.replaceChildren();  // an empty frame keeps its place on the page
    return;
  }
  const alt = pic.alt || pic.sentence;
  const art = h("div", alt
    ? { class: `mc-art mc-art-${pic.kind}`, role: "img", "aria-label": alt }
    : { class: `mc-art mc-art-${pic.kind}`, "aria-hidden": "true" });
  art.append(...PICTURES[pic.kind](pic));
  figure.replaceChildren(art, h("figcaption", { class: "mc-sentence", text: pic.sentence || "" }));
}

// --- keeping the match in the tab (the app's tables) -------------------------

// A table made with keep=True puts its save in the scene (scene.save). The page
// keeps the latest one in the tab's sessionStorage, for this address only, and
// after a reload sends it back: a fresh kernel goes on with the same game.
// Closing the tab forgets it.
const KEPT = "mathcats-table";
const RELOADS = "mathcats-reloads";  // when this tab reloaded itself lately
const MAX_RELOADS = 3;  // a minute; then the table says to go home
const ASK_MS = 1000;  // how often a lost page asks whether its server is back...
const ASKS = 120;  // ...and how many times
const LINE_MS = 2000;  // a dropped line may come back by itself this soon
const PROBE_MS = 1500;  // a tap unanswered this long: ask whether the kernel still runs

const here = () => location.pathname + location.search;

function stored(key) {
  try {
    return JSON.parse(sessionStorage.getItem(key));
  } catch {
    return null;  // storage blocked or spoiled: nothing was kept
  }
}

function store(key, value) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked or full: the game just is not kept
  }
}

// The save kept for this page, when the page is loaded again (a reload, Back):
// a new visit (Start, New game) begins a new game.
function keptSave() {
  const visit = (performance.getEntriesByType("navigation")[0] || {}).type;
  const kept = visit === "navigate" ? null : stored(KEPT);
  return kept && kept.where === here() && typeof kept.save === "string" ? kept.save : null;
}

// The one request this file makes: does the page's kernel still run on its server?
// (A culled kernel says nothing to the page: only its server knows.)
const askServer = (kernel) => fetch(
  `${kernel.serverSettings.baseUrl}api/kernels/${encodeURIComponent(kernel.id)}`,
  { cache: "no-store" });

// Load the page again once its server answers: the new page gets a fresh
// kernel and the kept save. At most MAX_RELOADS a minute, else ``stuck()``.
function reloadWhenBack(kernel, stuck) {
  const now = Date.now();
  const recent = (stored(RELOADS) || []).filter((t) => typeof t === "number" && now - t < 60000);
  if (recent.length >= MAX_RELOADS) {
    stuck();
    return;
  }
  let asks = 0;
  const ask = () => askServer(kernel).then((answer) => {
    if (answer.status >= 500) throw new Error("not back yet");  // e.g. a hub's proxy
    store(RELOADS, [...recent, Date.now()]);
    location.reload();
  }).catch(() => {
    if (++asks < ASKS) setTimeout(ask, ASK_MS);
    else stuck();
  });
  setTimeout(ask, ASK_MS);  // the words stay a moment before the page goes
}

let leaving = false;  // the page is unloading: its kernel goes away, and that is fine
addEventListener("beforeunload", () => { leaving = true; });
addEventListener("pagehide", () => { leaving = true; });
addEventListener("pageshow", () => { leaving = false; });  // back from the browser's cache

// --- the table ---------------------------------------------------------------

// A tap the computer has not answered after this long: the line to it is broken.
const NO_ANSWER_MS = 10000;

function render({ model, el }) {
  const uid = `mc${Math.random().toString(36).slice(2, 8)}`;
  const memory = {
    roving: {}, timer: null, said: null, n: null, waiting: null,
    lost: false, line: null, probe: null, restoring: false,
  };
  const board = h("div", { class: "mc-board" });
  const status = h("div", { class: "mc-status", role: "status" });
  const below = h("div", { class: "mc-below" });
  const root = h("div", { class: "mc-table" }, board, status, below);
  // Keys pressed inside the table are the table's: JupyterLab's notebook shortcuts
  // (arrows move between cells, Enter edits a cell...) must not take them.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("data-p-suppress-shortcuts", "true");
  el.append(root);

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
    drawPicture(figure, (it && it.pic) || s.picture);
    // A preview may grow the picture once, but never shrinks it: nothing jumps under the pointer.
    const tallest = Math.max(parseFloat(figure.style.minHeight) || 0, figure.offsetHeight);
    figure.style.minHeight = `${tallest}px`;
  }

  function group(name, label, items, labels, describe, cls = "") {
    return h("div", { class: `mc-group mc-group-${name} ${cls}`, role: "group", "aria-label": label },
      ...items.map((it) => item(it, name, labels, describe)));
  }

  function seats(s, labels) {
    return h("ul", { class: "mc-seats", "aria-label": labels.players },
      ...s.seats.map((seat) => h("li",
        { class: `mc-seat${seat.turn ? " mc-now" : ""}${seat.you ? " mc-you" : ""}` },
        h("span", { class: "mc-seat-name", text: seat.name }),
        h("span", { class: "mc-who", text: seat.who }),
        seat.cards === undefined ? null : h("span", { text: seat.cards }),
        h("span", { class: "mc-score", text: seat.score }),
        seat.turn ? h("span", { class: "mc-flag", text: labels.turn }) : null,
        seat.winner ? h("span", { class: "mc-flag", text: labels.winner }) : null,
        seat.flag ? h("span", { class: "mc-flag", text: seat.flag }) : null,
        seat.hand ? h("span", { class: "mc-peek", text: seat.hand.join(", ") }) : null,
      )));
  }

  function draw() {
    clearTimeout(memory.waiting);
    clearTimeout(memory.probe);
    memory.waiting = null;
    const s = scene();
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

    const parts = [
      h("header", { class: "mc-head" },
        h("h2", { class: "mc-title", text: s.title }),
        h("p", { class: "mc-turn", text: s.turn }),
        group("help", labels.help, s.help || [], labels, describe)),
      seats(s, labels),
    ];
    if (s.pass) {
      parts.push(h("section", { class: "mc-pass" }, group("pass", labels.pass, [s.pass], labels, describe)));
    } else {
      const zones = h("div", { class: "mc-zones" }, ...(s.zones || []).map((z) =>
        h("section", { class: "mc-zone", "aria-label": z.label },
          h("h3", { class: "mc-zone-label", text: z.label }),
          z.back ? h("div", { class: "mc-item mc-card mc-back", "aria-hidden": "true" }) : null,
          z.items.length ? group("zones", z.label, z.items, labels, describe, "mc-zone-items") : null,
          z.note ? h("p", { class: "mc-note", text: z.note }) : null)));
      const figure = h("figure", { class: "mc-picture", "aria-label": labels.picture });
      drawPicture(figure, s.picture);
      parts.push(
        h("div", { class: "mc-middle" }, zones, figure),
        h("p", { class: "mc-next", text: s.next || "" }),
        h("p", { class: "mc-why", "aria-hidden": "true" }),
        h("section", { class: "mc-hand-area", "aria-label": labels.hand },
          h("h3", { class: "mc-zone-label", text: labels.hand }),
          group("hand", labels.hand, s.hand || [], labels, describe, "mc-hand")),
        group("actions", labels.actions, s.actions || [], labels, describe),
      );
    }
    parts.push(notes);
    board.replaceChildren(...parts);

    const log = (s.log || []).map((line) => h("li", { text: line }));
    below.replaceChildren(
      s.log ? h("section", { class: "mc-log", "aria-label": labels.log },
        h("h3", { class: "mc-zone-label", text: labels.log }), h("ol", {}, ...log)) : "",
      s.teacher && s.teacher.length ? group("teacher", labels.teacher, s.teacher, labels, describe) : "",
    );
    root.classList.toggle("mc-projector", Boolean(s.projector));

    if (s.status.said !== memory.said) {
      memory.said = s.status.said;
      const tone = s.status.tone;
      status.dataset.tone = tone;
      status.replaceChildren(
        ...s.status.lines.map((line, i) => h("p", {},
          i === 0 && tone !== "info" ? icon(tone === "ok" ? "yes" : "no") : null, line,
          (s.status.maths || [])[i] ? h("span", { class: "mc-maths", text: `  ${s.status.maths[i]}` }) : null)));
    }

    const fresh = s.n !== memory.n;
    memory.n = s.n;
    rove(focusId, focusGroup, fresh && s.focus);
    clearTimeout(memory.timer);
    if (s.tick !== null && s.tick !== undefined && !memory.lost) {
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
  const save = keeping ? keptSave() : null;
  memory.restoring = save !== null;
  draw();
  if (save !== null) ask({ type: "restore", save });
  return () => {
    clearTimeout(memory.timer);
    clearTimeout(memory.waiting);
    clearTimeout(memory.line);
    clearTimeout(memory.probe);
    model.off("change:scene", redraw);
    if (kernel && kernel.statusChanged && kernel.connectionStatusChanged) {
      kernel.statusChanged.disconnect(onStatus);
      kernel.connectionStatusChanged.disconnect(onLine);
    }
  };
}

export default { render };
