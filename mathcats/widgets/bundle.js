// ../table/static/dom.js
var SVG = "http://www.w3.org/2000/svg";
function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === void 0 || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...children.filter((c) => c !== null && c !== void 0));
  return node;
}
function icon(name) {
  const node = svg("svg", {
    viewBox: "0 0 24 24",
    "aria-hidden": "true",
    focusable: "false",
    class: `mc-icon mc-icon-${name}`
  });
  const shapes = {
    // A paw: four toes and a pad. Marks every playable thing, beside its numeral.
    paw: [
      ["ellipse", { cx: 6, cy: 9, rx: 2.2, ry: 2.8 }],
      ["ellipse", { cx: 10, cy: 5.5, rx: 2.2, ry: 2.8 }],
      ["ellipse", { cx: 14, cy: 5.5, rx: 2.2, ry: 2.8 }],
      ["ellipse", { cx: 18, cy: 9, rx: 2.2, ry: 2.8 }],
      ["path", { d: "M12 11c-4 0-7 4.5-7 7.2C5 20.5 7 21 9 20.3c1.2-.4 2-.6 3-.6s1.8.2 3 .6c2 .7 4 .2 4-2.1 0-2.7-3-7.2-7-7.2z" }]
    ],
    star: [["path", { d: "M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7.1L12 17.3 5.8 21l1.6-7.1L2 9.2l7.1-.6z" }]],
    yes: [["path", { d: "M4 12.5l5 5L20 6.5", fill: "none", "stroke-width": 3.5 }]],
    no: [["path", { d: "M5 5l14 14M19 5L5 19", fill: "none", "stroke-width": 3.5 }]]
  };
  for (const [tag, attrs] of shapes[name]) node.append(svg(tag, attrs));
  return node;
}
function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
}

// ../table/static/keep.js
var KEPT = "mathcats-table";
var here = () => location.pathname + location.search;
function stored(key) {
  try {
    return JSON.parse(sessionStorage.getItem(key));
  } catch {
    return null;
  }
}
function store(key, value) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
  }
}
function keptSave() {
  const visit = (performance.getEntriesByType("navigation")[0] || {}).type;
  const kept = visit === "navigate" ? null : stored(KEPT);
  return kept && kept.where === here() && typeof kept.save === "string" ? kept.save : null;
}
function keepSave(scene, restoring) {
  if (!restoring) store(KEPT, { where: here(), save: scene.save });
}
var leaving = false;
addEventListener("beforeunload", () => {
  leaving = true;
});
addEventListener("pagehide", () => {
  leaving = true;
});
addEventListener("pageshow", () => {
  leaving = false;
});

// ../table/static/speech.js
var VOICE_WAIT_MS = 3e3;
var LONG_PRESS_MS = 500;
var PRESS_SLOP = 12;
function localVoice(synth) {
  const voices = synth.getVoices().filter((v) => v.localService === true);
  const lang = (document.documentElement.lang || "en").slice(0, 2).toLowerCase();
  return voices.find((v) => (v.lang || "").toLowerCase().startsWith(lang)) || voices[0] || null;
}
function findVoice(synth) {
  if (!synth) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (voice) => {
      clearTimeout(timer);
      synth.removeEventListener("voiceschanged", look);
      resolve(voice);
    };
    const look = () => {
      const voice = localVoice(synth);
      if (voice) done(voice);
    };
    const timer = setTimeout(() => done(localVoice(synth)), VOICE_WAIT_MS);
    synth.addEventListener("voiceschanged", look);
    look();
  });
}
function speakerIcon() {
  const icon2 = svg("svg", { viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", class: "mc-icon" });
  icon2.append(
    svg("path", { d: "M3 9h4l5-4v14l-5-4H3z", fill: "currentColor" }),
    svg("path", { d: "M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13", fill: "none", stroke: "currentColor", "stroke-width": 2.2, "stroke-linecap": "round" })
  );
  return icon2;
}
function readAloud(root, status) {
  const synth = window.speechSynthesis || null;
  const state = {
    setting: false,
    on: true,
    voice: void 0,
    looking: false,
    pending: null,
    drawing: false,
    pointing: false,
    press: null,
    pressed: null
  };
  const label = h("span", { class: "mc-label" });
  const button = h(
    "button",
    { type: "button", class: "mc-item mc-button mc-speaker", "aria-pressed": "true", hidden: true },
    speakerIcon(),
    label
  );
  const note = h("p", { class: "mc-speech-note", hidden: true });
  const area = h("div", { class: "mc-speech", hidden: true }, note, button);
  status.before(area);
  const speaking = () => state.setting && state.on && Boolean(state.voice);
  function speak(text) {
    if (!text || !state.setting || !state.on) return;
    if (state.voice === void 0) {
      state.pending = text;
      return;
    }
    if (!state.voice || state.voice.localService !== true) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = state.voice;
    utterance.lang = state.voice.lang;
    utterance.rate = 0.9;
    synth.speak(utterance);
  }
  function ready(voice) {
    state.voice = voice;
    if (voice) {
      button.hidden = false;
      speak(state.pending);
    } else {
      note.hidden = false;
    }
    state.pending = null;
  }
  button.addEventListener("click", () => {
    state.on = !state.on;
    button.setAttribute("aria-pressed", String(state.on));
    if (state.on) speak(shownText(status));
    else if (synth) synth.cancel();
  });
  listenForPresses(root, state);
  return {
    // Every draw: the setting, and no card read while the table puts focus back.
    draw(scene) {
      const was = state.setting;
      state.setting = Boolean(scene.read_aloud);
      area.hidden = !state.setting;
      root.classList.toggle("mc-read-aloud", state.setting);
      label.textContent = (scene.labels || {}).speaker || "";
      note.textContent = (scene.labels || {})["no-voice"] || "";
      if (was && !state.setting && synth) synth.cancel();
      if (!was && state.setting) speak(shownText(status));
      if (state.setting && state.voice === void 0 && !state.looking) {
        state.looking = true;
        findVoice(synth).then(ready);
      }
      state.drawing = true;
      queueMicrotask(() => {
        state.drawing = false;
      });
    },
    // A new status: say exactly what it shows.
    read(region) {
      if (state.voice === null) note.hidden = true;
      speak(shownText(region));
    },
    // A hand or table card: read its number on focus (not a tap's) or on a long press.
    card(node, it) {
      readCard(node, it, state, speak, speaking);
    },
    stop() {
      endPress(state);
      if (synth && state.setting) synth.cancel();
    }
  };
}
function listenForPresses(root, state) {
  root.addEventListener("pointerdown", () => {
    state.pointing = true;
    state.pressed = null;
  }, true);
  root.addEventListener("keydown", () => {
    state.pointing = false;
    state.pressed = null;
  }, true);
  for (const end of ["pointerup", "pointercancel"]) {
    root.addEventListener(end, () => {
      state.pointing = false;
    }, true);
  }
  root.addEventListener("click", (event) => {
    if (!state.pressed || !state.pressed.contains(event.target)) return;
    state.pressed = null;
    event.stopPropagation();
    event.preventDefault();
  }, true);
}
function endPress(state) {
  if (state.press) clearTimeout(state.press.timer);
  state.press = null;
}
function readCard(node, it, state, speak, speaking) {
  node.addEventListener("focus", () => {
    if (!state.drawing && !state.pointing) speak(it.label);
  });
  node.addEventListener("pointerdown", (event) => {
    endPress(state);
    if (!speaking()) return;
    const timer = setTimeout(() => {
      state.pressed = node;
      speak(it.label);
    }, LONG_PRESS_MS);
    state.press = { x: event.clientX, y: event.clientY, timer };
  });
  node.addEventListener("pointermove", (event) => {
    const p = state.press;
    if (p && Math.hypot(event.clientX - p.x, event.clientY - p.y) > PRESS_SLOP) endPress(state);
  });
  for (const end of ["pointerup", "pointercancel", "pointerleave"]) node.addEventListener(end, () => endPress(state));
  node.addEventListener("contextmenu", (event) => {
    if (state.pressed || state.press) event.preventDefault();
  });
}
function shownText(region) {
  return region.innerText.replace(/\s+/g, " ").trim();
}

// ../table/static/words.js
function placeWords(board, words, labels, tap) {
  const spare = [];
  for (const word of words || []) {
    const place = word.near && CSS.escape(word.near);
    const item2 = place && board.querySelector(`[data-id="${place}"]`);
    const heading = place && !item2 && board.querySelector(`[data-zone="${place}"] .mc-zone-label`);
    const named = heading && heading.textContent.toLowerCase().includes(word.label.toLowerCase());
    const bare = Boolean(item2 || named);
    const ask = h(
      "button",
      {
        type: "button",
        class: bare ? "mc-what" : "mc-what mc-what-word",
        "data-id": word.id,
        "data-group": "words",
        "aria-label": word.ask,
        tabindex: -1
      },
      h("span", { class: "mc-what-mark", "aria-hidden": "true", text: "?" }),
      bare ? null : h("span", { text: word.label })
    );
    ask.addEventListener("click", () => tap(word.id));
    if (item2) {
      let last = item2;
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

// ../table/static/pictures.js
function drawPicture(figure, pic) {
  figure.innerHTML = pic && pic.html || "";
}

// ../table/static/motion.js
var MOTION_MS = 360;
var PULSE_MS = 120;
var HOP_MS = 140;
var calm = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
function spot(root, ref) {
  const id = CSS.escape(ref);
  const found = root.querySelector(`[data-id="${id}"], [data-seat="${id}"]`);
  if (found) return found;
  const zone = root.querySelector(`[data-zone="${id}"]`);
  const cards = zone ? zone.querySelectorAll(".mc-card") : [];
  return cards.length ? cards[cards.length - 1] : zone;
}
function motionBefore(root, s, shown) {
  if (calm() || s.n === shown || s.celebrate || !(s.motion || []).length) return null;
  const places = /* @__PURE__ */ new Map();
  for (const m of s.motion) {
    const from = m.from === void 0 ? null : spot(root, m.from);
    if (from) places.set(m.from, from.getBoundingClientRect());
  }
  return places;
}
function motionAfter(root, s, places) {
  if (places) requestAnimationFrame(() => animateMotion(root, s, places));
}
function animateMotion(root, s, places) {
  for (const m of s.motion) {
    if (m.kind === "hop") {
      countOn(root, m.count);
      continue;
    }
    const to = spot(root, m.to);
    const from = places.get(m.from);
    if (!to || !from) continue;
    if (to.classList.contains("mc-card")) slide(to, from);
    else fly(root, from, to.getBoundingClientRect());
  }
}
function centre(r) {
  return [r.left + r.width / 2, r.top + r.height / 2];
}
function slide(card, from) {
  const [x0, y0] = centre(from);
  const [x1, y1] = centre(card.getBoundingClientRect());
  const small = from.width > 1.5 * card.offsetWidth ? 0.5 : 1;
  const rest = getComputedStyle(card).transform.replace("none", "");
  card.animate(
    [
      { transform: `translate(${x0 - x1}px, ${y0 - y1}px) scale(${small}) rotate(-10deg) ${rest}` },
      { transform: `translate(0, -6px) scale(1.06) rotate(2deg) ${rest}`, offset: 0.8 },
      { transform: rest || "none" }
    ],
    { duration: MOTION_MS, easing: "ease-out" }
  );
}
function fly(root, from, to) {
  const box = root.getBoundingClientRect();
  const ghost = h("div", { class: "mc-ghost", "aria-hidden": "true" });
  Object.assign(ghost.style, {
    left: `${from.left - box.left}px`,
    top: `${from.top - box.top}px`,
    width: `${from.width}px`,
    height: `${from.height}px`
  });
  root.append(ghost);
  const [x0, y0] = centre(from);
  const [x1, y1] = centre(to);
  const run = ghost.animate(
    [
      { transform: "none", opacity: 1 },
      { transform: `translate(${x1 - x0}px, ${y1 - y0}px) scale(0.45) rotate(12deg)`, opacity: 0.2 }
    ],
    { duration: MOTION_MS, easing: "ease-in-out" }
  );
  run.onfinish = run.oncancel = () => ghost.remove();
}
function hopAfter(root, s) {
  const line = s.count && !calm() ? root.querySelector(".mc-count svg.mc-numline") : null;
  const arcs = line ? line.querySelectorAll(".mc-hop") : [];
  const mark = line && line.querySelector(".mc-tone-token, .mc-tone-to");
  const key = line ? `${s.count.question} ${arcs.length}` : "";
  const fresh = key !== root.dataset.hopped;
  root.dataset.hopped = key;
  if (!fresh || !arcs.length || !mark) return;
  const arc = arcs[arcs.length - 1];
  const length = arc.getTotalLength();
  const [x, y] = [+mark.getAttribute("cx"), +mark.getAttribute("cy")];
  const frames = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const p = arc.getPointAtLength(f * length);
    return { transform: `translate(${p.x - x}px, ${p.y - y}px)` };
  });
  mark.animate(frames, { duration: HOP_MS, easing: "ease-out" });
}
function countOn(root, numbers) {
  if (!numbers || !numbers.length) return;
  const gap = numbers.length > 1 ? (MOTION_MS - PULSE_MS) / (numbers.length - 1) : 0;
  for (const art of root.querySelectorAll(".mc-picture svg.mc-ring, .mc-picture svg.mc-strip")) {
    if (art.closest(".mc-preview")) continue;
    const nodes = [...art.querySelectorAll(".mc-node")];
    const nums = [...art.querySelectorAll(".mc-node-num")];
    if (nodes.length < 2) continue;
    const ring = art.classList.contains("mc-ring");
    const at = (v) => {
      const n = nodes[v];
      return ring ? [+n.getAttribute("cx"), +n.getAttribute("cy")] : [+n.getAttribute("x") + +n.getAttribute("width") / 2, +n.getAttribute("y")];
    };
    if (numbers.some((v) => !nodes[v] || !nums[v])) continue;
    numbers.forEach((v, i) => {
      const timing = { duration: PULSE_MS, delay: i * gap, easing: "ease-out" };
      nums[v].animate([{ transform: "scale(1)" }, { transform: "scale(1.7)" }, { transform: "scale(1)" }], timing);
      nodes[v].animate([{ fill: "#fff3b0" }, { fill: "#f0e442" }, { fill: "#fff3b0" }], timing);
    });
    if (numbers.length > 1) hopMarker(art, numbers.map(at), ring, gap * (numbers.length - 1));
  }
}
function hopMarker(art, points, ring, duration) {
  const marker = svg("circle", { cx: 0, cy: 0, r: ring ? 7 : 8, class: "mc-hop-marker" });
  art.append(marker);
  const { width, height } = art.viewBox.baseVal;
  const place = ([x, y], offset) => ({ transform: `translate(${x}px, ${y}px)`, offset });
  const inward = (a, b, c) => c + ((a + b) / 2 - c) * 0.55;
  const lift = ([x1, y1], [x2, y2]) => ring ? [inward(x1, x2, width / 2), inward(y1, y2, height / 2)] : [(x1 + x2) / 2, 8];
  const frames = [place(points[0], 0)];
  const last = points.length - 1;
  for (let i = 1; i <= last; i++) {
    const [a, b] = [points[i - 1], points[i]];
    const mid = (i - 0.5) / last;
    if (!ring && Math.abs(b[0] - a[0]) > width / 2) {
      const out = b[0] < a[0] ? [width, 8] : [0, 8];
      frames.push(place(out, mid), place([width - out[0], 8], mid));
    } else {
      frames.push(place(lift(a, b), mid));
    }
    frames.push(place(b, i / last));
  }
  const run = marker.animate(frames, { duration, easing: "ease-in-out" });
  run.onfinish = run.oncancel = () => marker.remove();
}
function celebrate(root, board, s, button, uid) {
  const party = s.celebrate;
  const old = root.querySelector(":scope > .mc-party");
  board.style.display = party ? "none" : "";
  root.classList.toggle("mc-partying", Boolean(party));
  const key = party ? JSON.stringify([party.kind, party.title, party.scores]) : "";
  if (old && old.dataset.key === key) {
    old.querySelector(".mc-party-go").replaceChildren(...partyButtons(party, button));
    return;
  }
  if (old) old.remove();
  if (!party) return;
  const labels = s.labels || {};
  const title = `${uid}-party`;
  const screen = h(
    "section",
    {
      class: `mc-party mc-party-${party.kind}`,
      "aria-labelledby": title,
      "data-key": key
    },
    partyArt(party.kind),
    h("h2", { class: "mc-party-title", id: title, text: party.title }),
    h("p", { class: "mc-cheer", text: party.cheer }),
    h("h3", { class: "mc-zone-label", text: labels.scores }),
    h("ul", { class: "mc-scores" }, ...party.scores.map((p) => h(
      "li",
      { class: p.winner ? "mc-winner" : "" },
      p.winner ? icon("star") : null,
      h("span", { class: "mc-seat-name", text: p.name }),
      h("span", { class: "mc-score", text: p.score })
    ))),
    party.facts.length ? h("h3", { class: "mc-zone-label", text: labels.summary }) : null,
    party.facts.length ? h("ul", { class: "mc-facts" }, ...party.facts.map((f) => h("li", { text: f }))) : null,
    partyPicture(party.picture),
    h("div", { class: "mc-party-go" }, ...partyButtons(party, button))
  );
  root.prepend(screen);
  screen.scrollIntoView({ block: "nearest" });
}
function partyPicture(pic) {
  if (!pic) return null;
  const figure = h("figure", { class: "mc-party-sum" });
  drawPicture(figure, pic);
  return figure;
}
function partyButtons(party, button) {
  return [party.button, ...party.more || []].map(button);
}
function partyArt(kind) {
  const art = svg("svg", { viewBox: "0 0 240 110", class: "mc-party-art", "aria-hidden": "true" });
  const kitten = (x, y, k, cls) => {
    const g = svg("g", { class: `mc-kitten ${cls}`, transform: `translate(${x} ${y}) scale(${k})` });
    g.append(
      svg("path", { d: "M-22 -6 L-18 -30 L-6 -16 Z M22 -6 L18 -30 L6 -16 Z", class: "mc-fur" }),
      svg("ellipse", { cx: 0, cy: 0, rx: 24, ry: 20, class: "mc-fur" }),
      svg("path", { d: "M-13 -3 q4 -5 8 0 M5 -3 q4 -5 8 0", class: "mc-happy-eyes" }),
      svg("path", { d: "M-4 6 q4 4 8 0", class: "mc-happy-eyes" }),
      svg("path", { d: "M-24 4 h-12 M-24 9 h-11 M24 4 h8 M24 9 h7", class: "mc-whisker" })
    );
    return g;
  };
  if (kind === "round") {
    const can = svg("g", { class: "mc-can", transform: "translate(150 62)" });
    can.append(
      svg("rect", { x: -22, y: 0, width: 44, height: 34, rx: 5, class: "mc-can-tin" }),
      svg("ellipse", { cx: 0, cy: 0, rx: 22, ry: 6, class: "mc-can-food" }),
      svg("path", { d: "M-22 14 h44", class: "mc-can-band" })
    );
    art.append(can, kitten(90, 56, 1, "mc-eating"));
    for (const [x, y, d] of [[186, 38, 0], [206, 22, 1], [170, 14, 2]]) {
      art.append(svg("path", {
        d: `M${x} ${y} c-6 -8 -14 -2 -8 5 l8 7 l8 -7 c6 -7 -2 -13 -8 -5z`,
        class: `mc-heart mc-delay-${d}`
      }));
    }
    return art;
  }
  [[40, "#E69F00"], [120, "#56B4E9"], [200, "#009E73"]].forEach(([x, colour], i) => {
    const home = svg("g", { class: `mc-home mc-delay-${i}`, transform: `translate(${x} 0)` });
    const roof = svg("path", { d: "M-36 50 L0 16 L36 50 Z", class: "mc-roof" });
    roof.style.fill = colour;
    home.append(
      roof,
      svg("rect", { x: -30, y: 50, width: 60, height: 56, class: "mc-wall-home" }),
      svg("circle", { cx: 0, cy: 76, r: 19, class: "mc-window" }),
      kitten(0, 80, 0.55, `mc-look-out mc-delay-${i}`)
    );
    art.append(home);
  });
  return art;
}

// ../table/static/art/cats.svg
var cats_default = `<svg xmlns="http://www.w3.org/2000/svg">
<!-- Math Cats art: one symbol per picture, drawn by hand (docs/art.md).
     Fur is currentColor (the card's colour); ink #1a1a1a; Okabe-Ito accents. -->

<!-- A cat's head without eyes: ears, face, white muzzle, nose, mouth, whiskers. -->
<symbol id="mca-head" viewBox="0 0 100 100">
<g stroke="#1a1a1a" stroke-width="3" stroke-linejoin="round">
<path d="M15 48 19 6l28 22zM85 48 81 6 53 28z" fill="currentColor"/>
<path d="M23 34l2-17 12 10zM77 34l-2-17-12 10z" fill="#f7c6d3" stroke="none"/>
<ellipse cx="50" cy="58" rx="39" ry="33" fill="currentColor"/>
<ellipse cx="50" cy="73" rx="17" ry="12" fill="#fff"/>
<path d="M45 66h10l-5 5z" fill="#cc79a7" stroke-width="2"/>
<path d="M50 71v3q-4 5-9 2m9-2q4 5 9 2M32 71 6 66m26 9L7 80m61-9 26-5m-26 9 25 5" fill="none" stroke-width="2"/>
</g>
</symbol>

<!-- Two round open eyes with a shine. -->
<symbol id="mca-eyes" viewBox="0 0 100 100">
<g fill="#fff" stroke="#1a1a1a" stroke-width="2.5"><ellipse cx="35" cy="53" rx="8" ry="9"/><ellipse cx="65" cy="53" rx="8" ry="9"/></g>
<circle cx="36" cy="54" r="5" fill="#1a1a1a"/><circle cx="64" cy="54" r="5" fill="#1a1a1a"/>
<circle cx="38" cy="51" r="1.8" fill="#fff"/><circle cx="66" cy="51" r="1.8" fill="#fff"/>
</symbol>

<symbol id="mca-cat" viewBox="0 0 100 100">
<use href="#mca-head" width="100" height="100"/><use href="#mca-eyes" width="100" height="100"/>
</symbol>

<!-- Feed the Kitten: a hungry kitten licking its lips. -->
<symbol id="mca-kitten" viewBox="0 0 100 100">
<use href="#mca-cat" width="100" height="100"/>
<path d="M46 77q4 10 8 0z" fill="#cc79a7" stroke="#1a1a1a" stroke-width="1.5"/>
</symbol>

<!-- A can of cat food with a fish on it (its label in currentColor). -->
<symbol id="mca-can" viewBox="0 0 100 100">
<g stroke="#1a1a1a" stroke-width="3">
<path d="M18 24v56c0 16 64 16 64 0V24" fill="currentColor"/>
<path d="M18 44h64v28H18z" fill="#fff" stroke-width="2"/>
<ellipse cx="50" cy="24" rx="32" ry="10" fill="#e6e6e6"/>
<ellipse cx="50" cy="24" rx="20" ry="5" fill="none" stroke-width="2"/>
<path d="M30 58q14-14 30 0q-16 14-30 0zm30 0 10-8v16z" fill="#e69f00" stroke-width="2"/>
</g>
<circle cx="38" cy="56" r="2.5" fill="#1a1a1a"/>
</symbol>

<!-- Kittens in Space: a kitten in a space helmet. -->
<symbol id="mca-astro" viewBox="0 0 100 100">
<path d="M18 92q32-22 64 0v8H18z" fill="#fff" stroke="#1a1a1a" stroke-width="3"/>
<use href="#mca-cat" x="14" y="14" width="72" height="72"/>
<circle cx="50" cy="52" r="41" fill="#56b4e9" fill-opacity=".22" stroke="#1a1a1a" stroke-width="3"/>
<path d="M24 34q8-14 22-17" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<path d="M50 11V2" stroke="#1a1a1a" stroke-width="3"/><circle cx="50" cy="3" r="3.5" fill="#f0e442" stroke="#1a1a1a" stroke-width="2"/>
</symbol>

<!-- A rocket with a kitten at its window. -->
<symbol id="mca-rocket" viewBox="0 0 100 100">
<g stroke="#1a1a1a" stroke-width="3" stroke-linejoin="round">
<path d="M42 84q-6 8 8 16q14-8 8-16z" fill="#e69f00"/>
<path d="M35 62 20 84h18zm30 0 15 22H62z" fill="#d55e00"/>
<path d="M50 2q-20 18-16 82h32Q70 20 50 2z" fill="#fff"/>
<circle cx="50" cy="42" r="11" fill="#56b4e9"/>
</g>
<use href="#mca-cat" x="41" y="32" width="18" height="18"/>
</symbol>

<!-- A planet with a ring. -->
<symbol id="mca-planet" viewBox="0 0 100 100">
<g stroke="#1a1a1a" stroke-width="3" fill="none">
<path d="M13 58A38 11-15 0 1 87 38" stroke-width="9"/><path d="M13 58A38 11-15 0 1 87 38" stroke="#f0e442" stroke-width="5"/>
<circle cx="50" cy="48" r="28" fill="#009e73"/>
<path d="M30 58q10 4 22-4m-8-24q10 0 16 8" stroke-width="2"/>
<path d="M87 38A38 11-15 0 1 13 58" stroke-width="9"/><path d="M87 38A38 11-15 0 1 13 58" stroke="#f0e442" stroke-width="5"/>
</g>
</symbol>

<!-- A five-pointed star. -->
<symbol id="mca-star" viewBox="0 0 24 24">
<path d="M12 1.5l3.1 6.6 7.2.8-5.4 4.9 1.5 7.1L12 17.3l-6.4 3.6 1.5-7.1-5.4-4.9 7.2-.8z" fill="#f0e442" stroke="#1a1a1a" stroke-width="1.5" stroke-linejoin="round"/>
</symbol>

<!-- A patch of space: a dark sky with stars, behind the space cards. -->
<symbol id="mca-space" viewBox="0 0 100 100">
<rect width="100" height="100" rx="10" fill="#0b2a4a"/>
<g fill="#fff"><circle cx="12" cy="14" r="1.8"/><circle cx="86" cy="20" r="1.4"/><circle cx="70" cy="8" r="1"/><circle cx="20" cy="70" r="1.2"/><circle cx="90" cy="64" r="1.8"/><circle cx="40" cy="92" r="1.2"/><circle cx="78" cy="90" r="1"/></g>
<use href="#mca-star" x="4" y="34" width="14" height="14"/><use href="#mca-star" x="80" y="38" width="12" height="12"/>
</symbol>

<!-- Alastair, the solo game's grumpy grey cat, with a bow tie. -->
<symbol id="mca-alastair" viewBox="0 0 100 100">
<g color="#999"><use href="#mca-cat" width="100" height="100"/></g>
<path d="M24 38l20 8M76 38l-20 8" stroke="#1a1a1a" stroke-width="4" stroke-linecap="round"/>
<path d="M50 93 34 85v16zm0 0 16-8v16z" fill="#d55e00" stroke="#1a1a1a" stroke-width="2.5" stroke-linejoin="round"/>
</symbol>

<!-- Kittys: a cat with a bow on its ear. -->
<symbol id="mca-kitty" viewBox="0 0 100 100">
<use href="#mca-cat" width="100" height="100"/>
<path d="M76 16 64 8v16zm0 0 12-8v16z" fill="#cc79a7" stroke="#1a1a1a" stroke-width="2.5" stroke-linejoin="round"/>
<circle cx="76" cy="16" r="3" fill="#1a1a1a"/>
</symbol>

<!-- Kittys: the boss, with a crown. -->
<symbol id="mca-boss" viewBox="0 0 100 100">
<use href="#mca-cat" y="8" width="100" height="92"/>
<path d="M30 30 26 4l13 12L50 0l11 16L74 4l-4 26z" fill="#f0e442" stroke="#1a1a1a" stroke-width="3" stroke-linejoin="round"/>
<circle cx="50" cy="21" r="3.5" fill="#d55e00"/>
</symbol>

<!-- Kombat Kittens: a kitten with a hero's mask and a cape. -->
<symbol id="mca-kombat" viewBox="0 0 100 100">
<path d="M14 100 28 62h44l14 38z" fill="#d55e00" stroke="#1a1a1a" stroke-width="3" stroke-linejoin="round"/>
<use href="#mca-head" width="100" height="100"/>
<path d="M14 44q36-10 72 0v18q-36-8-72 0z" fill="#1a1a1a"/>
<use href="#mca-eyes" width="100" height="100"/>
<path d="M86 46l12-6M86 56l12 4" stroke="#1a1a1a" stroke-width="4" stroke-linecap="round"/>
</symbol>

<!-- Kombat Kittens: a treasure chest full of gold. -->
<symbol id="mca-treasure" viewBox="0 0 100 100">
<g stroke="#1a1a1a" stroke-width="3" stroke-linejoin="round">
<path d="M12 48h76v42H12z" fill="#8c5a2b"/>
<g fill="#f0e442"><circle cx="34" cy="42" r="10"/><circle cx="56" cy="38" r="10"/><circle cx="70" cy="46" r="8"/></g>
<path d="M12 48q38-22 76 0" fill="none"/>
<path d="M12 60h76M42 54h16v14H42z" fill="#e69f00"/>
</g>
</symbol>

<!-- Kombat Kittens: a Dog, with floppy ears. -->
<symbol id="mca-dog" viewBox="0 0 100 100">
<g stroke="#1a1a1a" stroke-width="3" stroke-linejoin="round">
<ellipse cx="50" cy="56" rx="34" ry="34" fill="#e6d2b5"/>
<path d="M20 30q-16 10-6 40q10 0 14-20zm60 0q16 10 6 40q-10 0-14-20z" fill="#8c5a2b"/>
<ellipse cx="50" cy="74" rx="16" ry="12" fill="#fff"/>
<ellipse cx="50" cy="66" rx="7" ry="5" fill="#1a1a1a"/>
<path d="M50 71v5q-5 5-10 1m10-1q5 5 10 1" fill="none" stroke-width="2"/>
</g>
<use href="#mca-eyes" y="-4" width="100" height="100"/>
</symbol>

<!-- Meow 10's ten cat types. -->
<symbol id="mca-sleepy" viewBox="0 0 100 100">
<use href="#mca-head" width="100" height="100"/>
<path d="M27 54q8 6 16 0M57 54q8 6 16 0" fill="none" stroke="#1a1a1a" stroke-width="3" stroke-linecap="round"/>
<path d="M80 6h12L80 18h12" fill="none" stroke="#1a1a1a" stroke-width="3" stroke-linejoin="round"/>
</symbol>

<symbol id="mca-jumpy" viewBox="0 0 100 100">
<use href="#mca-cat" y="-6" width="100" height="92"/>
<path d="M30 94q-6-6 0-10M50 96q-6-6 0-10M70 94q-6-6 0-10" fill="none" stroke="#1a1a1a" stroke-width="3" stroke-linecap="round"/>
</symbol>

<symbol id="mca-happy" viewBox="0 0 100 100">
<use href="#mca-head" width="100" height="100"/>
<path d="M27 56q8-10 16 0M57 56q8-10 16 0" fill="none" stroke="#1a1a1a" stroke-width="3.5" stroke-linecap="round"/>
<path d="M40 76q10 14 20 0z" fill="#d55e00" stroke="#1a1a1a" stroke-width="2"/>
</symbol>

<symbol id="mca-grumpy" viewBox="0 0 100 100">
<use href="#mca-cat" width="100" height="100"/>
<path d="M24 38l20 8M76 38l-20 8" stroke="#1a1a1a" stroke-width="4" stroke-linecap="round"/>
<path d="M42 82q8-6 16 0" fill="none" stroke="#1a1a1a" stroke-width="3"/>
</symbol>

<symbol id="mca-fluffy" viewBox="0 0 100 100">
<g stroke="#1a1a1a" stroke-width="2.5" fill="currentColor"><circle cx="14" cy="52" r="9"/><circle cx="16" cy="72" r="9"/><circle cx="30" cy="88" r="9"/><circle cx="50" cy="93" r="9"/><circle cx="70" cy="88" r="9"/><circle cx="84" cy="72" r="9"/><circle cx="86" cy="52" r="9"/></g>
<use href="#mca-cat" width="100" height="100"/>
</symbol>

<symbol id="mca-spotty" viewBox="0 0 100 100">
<use href="#mca-head" width="100" height="100"/>
<g fill="#fff" stroke="#1a1a1a" stroke-width="2"><circle cx="30" cy="36" r="6"/><circle cx="60" cy="30" r="5"/><circle cx="80" cy="62" r="5"/><circle cx="20" cy="66" r="4"/></g>
<use href="#mca-eyes" width="100" height="100"/>
</symbol>

<symbol id="mca-stripy" viewBox="0 0 100 100">
<use href="#mca-head" width="100" height="100"/>
<path d="M40 27l4 10m6-12v12m10-10-4 10M12 52h10m-9 12h10m65-12H78m9 12H77" stroke="#1a1a1a" stroke-width="4" stroke-linecap="round"/>
<use href="#mca-eyes" width="100" height="100"/>
</symbol>

<symbol id="mca-tiny" viewBox="0 0 100 100">
<use href="#mca-cat" x="16" y="22" width="66" height="66"/>
<path d="M20 92h60" stroke="#1a1a1a" stroke-width="3" stroke-linecap="round"/>
</symbol>

<symbol id="mca-lucky" viewBox="0 0 100 100">
<use href="#mca-cat" width="100" height="100"/>
<g fill="#009e73" stroke="#1a1a1a" stroke-width="2"><circle cx="44" cy="34" r="6"/><circle cx="56" cy="34" r="6"/><circle cx="50" cy="26" r="6"/></g>
</symbol>

<symbol id="mca-silly" viewBox="0 0 100 100">
<use href="#mca-head" width="100" height="100"/>
<path d="M27 54q8-6 16 0" fill="none" stroke="#1a1a1a" stroke-width="3.5" stroke-linecap="round"/>
<ellipse cx="65" cy="53" rx="10" ry="11" fill="#fff" stroke="#1a1a1a" stroke-width="2.5"/><circle cx="68" cy="56" r="5" fill="#1a1a1a"/>
<path d="M44 78q6 16 12 0z" fill="#cc79a7" stroke="#1a1a1a" stroke-width="2"/>
</symbol>

<!-- Meow 10's rainbow card: a rainbow and a little star. -->
<symbol id="mca-rainbow" viewBox="0 0 100 100">
<g fill="none" stroke-width="7">
<path d="M8 80a42 42 0 0 1 84 0" stroke="#d55e00"/><path d="M15 80a35 35 0 0 1 70 0" stroke="#e69f00"/>
<path d="M22 80a28 28 0 0 1 56 0" stroke="#f0e442"/><path d="M29 80a21 21 0 0 1 42 0" stroke="#009e73"/>
<path d="M36 80a14 14 0 0 1 28 0" stroke="#56b4e9"/><path d="M43 80a7 7 0 0 1 14 0" stroke="#0072b2"/>
</g>
<path d="M4 80a46 46 0 0 1 92 0" fill="none" stroke="#1a1a1a" stroke-width="2"/>
<use href="#mca-star" x="38" y="6" width="24" height="24"/>
</symbol>

<!-- A card back: Math Cats blue, a white frame, paw prints and a cat in the middle. -->
<symbol id="mca-paw" viewBox="0 0 24 24">
<ellipse cx="6" cy="9" rx="2.2" ry="2.8"/><ellipse cx="10" cy="5.5" rx="2.2" ry="2.8"/><ellipse cx="14" cy="5.5" rx="2.2" ry="2.8"/><ellipse cx="18" cy="9" rx="2.2" ry="2.8"/>
<path d="M12 11c-4 0-7 4.5-7 7.2C5 20.5 7 21 9 20.3c1.2-.4 2-.6 3-.6s1.8.2 3 .6c2 .7 4 .2 4-2.1 0-2.7-3-7.2-7-7.2z"/>
</symbol>

<symbol id="mca-back" viewBox="0 0 68 92">
<rect x="1" y="1" width="66" height="90" rx="8" fill="#0072b2"/>
<rect x="6" y="6" width="56" height="80" rx="5" fill="none" stroke="#fff" stroke-width="2.5"/>
<g fill="#fff" fill-opacity=".55"><use href="#mca-paw" x="10" y="10" width="12" height="12"/><use href="#mca-paw" x="46" y="10" width="12" height="12"/><use href="#mca-paw" x="10" y="70" width="12" height="12"/><use href="#mca-paw" x="46" y="70" width="12" height="12"/></g>
<g color="#f0e442"><use href="#mca-cat" x="14" y="26" width="40" height="40"/></g>
</symbol>

<!-- The games' marks, for a card's corner (the star and the planet are marks too). -->
<symbol id="mca-fish" viewBox="0 0 24 24">
<path d="M2 12q8-9 15 0q-7 9-15 0zm15 0 5-5v10z" fill="#e69f00" stroke="#1a1a1a" stroke-width="1.8" stroke-linejoin="round"/><circle cx="7" cy="11" r="1.4" fill="#1a1a1a"/>
</symbol>
<symbol id="mca-heart" viewBox="0 0 24 24">
<path d="M12 21C3 14 1 9 4 5.5S11 4 12 8c1-4 5-6 8-2.5s1 8.5-8 15.5z" fill="#cc79a7" stroke="#1a1a1a" stroke-width="2" stroke-linejoin="round"/>
</symbol>
<symbol id="mca-shield" viewBox="0 0 24 24">
<path d="M12 2 3 5v6c0 6 4 10 9 12 5-2 9-6 9-12V5z" fill="#e69f00" stroke="#1a1a1a" stroke-width="2" stroke-linejoin="round"/><path d="M12 6v13M7 10h10" stroke="#1a1a1a" stroke-width="2"/>
</symbol>

<!-- Patterns for a card's colour band, so that colours differ in greyscale too (60x12). -->
<symbol id="mca-pat-dots" viewBox="0 0 60 12"><g fill="#fff" stroke="#1a1a1a"><circle cx="6" cy="6" r="3"/><circle cx="18" cy="6" r="3"/><circle cx="30" cy="6" r="3"/><circle cx="42" cy="6" r="3"/><circle cx="54" cy="6" r="3"/></g></symbol>
<symbol id="mca-pat-stripes" viewBox="0 0 60 12"><g fill="none" stroke="#1a1a1a" stroke-width="5"><path id="mca-p-st" d="M-2 14 12-2m0 16L26-2m0 16L40-2m0 16L54-2m0 16L68-2"/></g><g fill="none" stroke="#fff" stroke-width="3"><use href="#mca-p-st"/></g></symbol>
<symbol id="mca-pat-zigzag" viewBox="0 0 60 12"><g fill="none" stroke="#1a1a1a" stroke-width="5"><path id="mca-p-zz" d="m0 9 6-6 6 6 6-6 6 6 6-6 6 6 6-6 6 6 6-6 6 6"/></g><g fill="none" stroke="#fff" stroke-width="3"><use href="#mca-p-zz"/></g></symbol>
<symbol id="mca-pat-checks" viewBox="0 0 60 12"><path d="M0 0h6v6H0zm12 0h6v6h-6zm12 0h6v6h-6zm12 0h6v6h-6zm12 0h6v6h-6zM6 6h6v6H6zm12 0h6v6h-6zm12 0h6v6h-6zm12 0h6v6h-6zm12 0h6v6h-6z" fill="#fff" stroke="#1a1a1a"/></symbol>
<symbol id="mca-pat-hearts" viewBox="0 0 60 12"><g fill="#fff" stroke="#1a1a1a"><path id="mca-p-h" d="M6 11C1 7 1 4 3 2.5S6 2 6 4c0-2 2-3 3-1.5S11 7 6 11z"/><use href="#mca-p-h" x="12"/><use href="#mca-p-h" x="24"/><use href="#mca-p-h" x="36"/><use href="#mca-p-h" x="48"/></g></symbol>
<symbol id="mca-pat-rings" viewBox="0 0 60 12"><g fill="none" stroke="#1a1a1a" stroke-width="4"><path id="mca-p-r" d="M2.5 6a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0m12 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0m12 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0m12 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0m12 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0"/></g><g fill="none" stroke="#fff" stroke-width="2"><use href="#mca-p-r"/></g></symbol>
<symbol id="mca-pat-bars" viewBox="0 0 60 12"><g stroke="#1a1a1a" stroke-width="5"><path id="mca-p-b" d="M4 0v12m10-12v12m10-12v12m10-12v12m10-12v12m10-12v12"/></g><g stroke="#fff" stroke-width="3"><use href="#mca-p-b"/></g></symbol>
<symbol id="mca-pat-line" viewBox="0 0 60 12"><path d="M0 6h60" stroke="#1a1a1a" stroke-width="5"/><path d="M0 6h60" stroke="#fff" stroke-width="3"/></symbol>
<symbol id="mca-pat-plus" viewBox="0 0 60 12"><g stroke="#1a1a1a" stroke-width="4.5"><path id="mca-p-p" d="M6 1v10M1 6h10m8-5v10m-5-5h10m8-5v10m-5-5h10m8-5v10m-5-5h10m8-5v10m-5-5h10"/></g><g stroke="#fff" stroke-width="2.5"><use href="#mca-p-p"/></g></symbol>
<symbol id="mca-pat-plain" viewBox="0 0 60 12"/>
</svg>
`;

// ../table/static/cards.js
var SPRITE_ID = "mca-sprite";
function addSprite() {
  if (document.getElementById(SPRITE_ID)) return;
  const holder = document.createElement("div");
  holder.innerHTML = cats_default;
  const sprite = holder.querySelector("svg");
  const attrs = {
    id: SPRITE_ID,
    "aria-hidden": "true",
    focusable: "false",
    style: "position:absolute;width:0;height:0;overflow:hidden"
  };
  for (const [key, value] of Object.entries(attrs)) sprite.setAttribute(key, value);
  document.body.append(sprite);
}
function artOf(cls, viewBox, uses, fit2 = "xMidYMax meet") {
  const node = svg("svg", {
    class: cls,
    viewBox,
    preserveAspectRatio: fit2,
    "aria-hidden": "true",
    focusable: "false"
  });
  for (const [name, attrs] of uses) node.append(svg("use", { href: `#mca-${name}`, ...attrs }));
  return node;
}
function cardArt(it) {
  const art = it.art;
  if (it.kind !== "card" || !art) return [];
  addSprite();
  const parts2 = [];
  if (art.pile) parts2.push(h("span", { class: "mc-pile-under", "aria-hidden": "true" }));
  if (art.backdrop) {
    parts2.push(artOf("mc-art mc-backdrop", "0 0 100 100", [[art.backdrop, { width: 100, height: 100 }]], "none"));
  }
  const symbols = artOf(
    `mc-art mc-art-${art.symbols.join(" mc-art-")}`,
    "0 0 100 100",
    art.symbols.map((name) => [name, { width: 100, height: 100 }])
  );
  if (it.colour && it.colour !== "rainbow") symbols.style.color = it.colour;
  parts2.push(symbols);
  if (art.pattern) {
    const tile = { width: 60, height: 12 };
    parts2.push(artOf(
      "mc-band",
      "0 0 120 12",
      [[`pat-${art.pattern}`, tile], [`pat-${art.pattern}`, { ...tile, x: 60 }]],
      "xMinYMid slice"
    ));
  }
  if (art.mark) parts2.push(artOf("mc-game-mark", "0 0 24 24", [[art.mark, { width: 24, height: 24 }]]));
  return parts2;
}

// ../table/static/summary.js
function classSummary(summary) {
  if (!summary) return null;
  const list = (label, rows) => [
    h("h4", { class: "mc-summary-label", text: label }),
    rows.length ? h("ul", {}, ...rows) : h("p", { class: "mc-summary-none", text: summary.none })
  ];
  const lines = (rows) => rows.map((line) => h("li", { text: line }));
  const mistakes = summary.mistakes.map((m) => h(
    "li",
    {},
    h("span", { class: "mc-summary-mistake", text: m.words }),
    h("span", { class: "mc-summary-note", text: ` ${m.note}` })
  ));
  return h(
    "section",
    { class: "mc-summary", "aria-label": summary.title, tabindex: 0 },
    h("h3", { class: "mc-zone-label", text: summary.title }),
    ...list(summary.facts_label, lines(summary.facts)),
    ...list(summary.first_label, lines(summary.first)),
    ...list(summary.lit_label, lines(summary.lit)),
    ...list(summary.hints_label, lines(summary.hints)),
    ...list(summary.missed_label, lines(summary.missed)),
    ...list(summary.mistakes_label, mistakes)
  );
}

// ../table/static/count.js
function countStep(count, buttons) {
  if (!count) return null;
  const figure = h("figure", { class: "mc-count-line" });
  drawPicture(figure, count.picture);
  return h(
    "section",
    { class: "mc-count", "aria-label": count.question },
    h("p", { class: "mc-count-question", text: count.question }),
    figure,
    buttons(count.buttons)
  );
}

// ../table/static/ticket.js
function ticketStep(ticket, buttons) {
  let figure = null;
  if (ticket.picture) {
    figure = h("figure", { class: "mc-count-line mc-ticket-line" });
    drawPicture(figure, ticket.picture);
  }
  const said = ticket.said || [];
  return h(
    "section",
    { class: "mc-ticket", "aria-label": ticket.title },
    h("h3", { class: "mc-zone-label", text: ticket.step || ticket.title }),
    ticket.question ? h("p", { class: "mc-ticket-question", text: ticket.question }) : null,
    ticket.score ? h("p", { class: "mc-ticket-score", text: ticket.score }) : null,
    ticket.ask ? h("p", { class: "mc-ticket-ask", text: ticket.ask }) : null,
    figure,
    ticket.options ? buttons("ticket", ticket.options) : null,
    said.length ? h("ul", { class: "mc-ticket-said" }, ...said.map((line) => h("li", { text: line }))) : null,
    buttons("ticket-go", ticket.go || [])
  );
}

// ../table/static/fit.js
var MIN_ROOM = 480;
var SNUG = [[0.9, 0.9], [0.8, 0.8], [0.7, 0.7], [0.6, 0.7]];
var NARROW = 900;
function fit(t) {
  const { root } = t;
  if (!root.isConnected || !root.clientWidth) return;
  root.classList.toggle("mc-narrow", root.clientWidth < NARROW);
  let box = null;
  for (let up = root.parentElement; up && up !== document.body; up = up.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(up).overflowY)) box = up;
  }
  const inside = box || document.body;
  const top = box ? box.getBoundingClientRect().top - box.scrollTop : -window.scrollY;
  const end = (e) => e.getBoundingClientRect().bottom + parseFloat(getComputedStyle(e).marginBottom);
  const bottom = Math.max(...[...inside.children].map(end)) + parseFloat(getComputedStyle(inside)[box ? "paddingBottom" : "marginBottom"]);
  const screen = box ? box.clientHeight : window.innerHeight;
  const room = screen - (bottom - top - root.getBoundingClientRect().height);
  t.room = room < MIN_ROOM ? screen : Math.floor(room);
  root.style.setProperty("--mc-room", `${t.room}px`);
  snug(t);
}
function snug(t) {
  const { root } = t;
  roomForNewest(root);
  const piles = root.querySelectorAll(".mc-middle .mc-zone-items");
  const pictures = root.querySelectorAll(".mc-middle .mc-picture");
  const draw2 = (parts2, zoom) => {
    for (const part of parts2) part.style.zoom = zoom;
  };
  draw2(piles, "");
  draw2(pictures, "");
  if (root.classList.contains("mc-narrow")) {
    for (const [pile, picture] of SNUG) {
      if (root.offsetHeight <= t.room) break;
      draw2(piles, String(pile));
      draw2(pictures, String(picture));
    }
  }
  newestInView(root);
}
function roomForNewest(root) {
  const list = root.querySelector(".mc-log ol");
  const newest = list && list.lastElementChild;
  if (!newest) return;
  list.style.minHeight = "";
  if (!root.classList.contains("mc-narrow")) return;
  const edges = list.offsetHeight - list.clientHeight;
  if (newest.offsetHeight > list.clientHeight) list.style.minHeight = `${newest.offsetHeight + edges + 2}px`;
}
function newestInView(root) {
  const list = root.querySelector(".mc-log ol");
  if (!list || list.dataset.reading === "true") return;
  list.scrollTop = list.scrollHeight;
  list.classList.toggle("mc-more", list.scrollTop > 0);
}
function followLog(list) {
  list.addEventListener("scroll", () => {
    const atFoot = list.scrollTop + list.clientHeight >= list.scrollHeight - 2;
    list.dataset.reading = String(!atFoot);
    list.classList.toggle("mc-more", list.scrollTop > 0);
  });
}
function shrinkToFit(layer) {
  const parts2 = [...layer.children];
  if (!parts2.length) return;
  for (let i = 0; i < 3; i++) {
    const over = Math.max(layer.scrollWidth / layer.clientWidth, layer.scrollHeight / layer.clientHeight);
    if (over <= 1.01) return;
    const zoom = (parseFloat(parts2[0].style.zoom) || 1) / over;
    for (const part of parts2) part.style.zoom = String(zoom);
  }
}
function watchSize(t) {
  let width = 0;
  let height = 0;
  const refit = () => fit(t);
  const resized = new ResizeObserver(() => {
    const { root } = t;
    if (root.clientWidth !== width) requestAnimationFrame(refit);
    else if (root.offsetHeight !== height) requestAnimationFrame(() => snug(t));
    width = root.clientWidth;
    height = root.offsetHeight;
  });
  resized.observe(t.root);
  window.addEventListener("resize", refit);
  return () => {
    resized.disconnect();
    window.removeEventListener("resize", refit);
  };
}

// ../table/static/draw.js
function drawing(t, s) {
  const notes = h("div", { hidden: true });
  let count = 0;
  const describe = (it) => {
    const id = `${t.uid}-d${count++}`;
    notes.append(h("span", { id, text: [it.words, it.maths].filter(Boolean).join(" ") }));
    return id;
  };
  return { t, labels: s.labels || {}, notes, describe };
}
function face(it) {
  return [
    ...cardArt(it),
    it.caption ? h("span", { class: "mc-caption", text: it.caption }) : null,
    h("span", { class: it.kind === "button" ? "mc-label" : "mc-num", text: it.label }),
    it.mark ? h("span", { class: "mc-mark", "aria-hidden": "true", text: it.mark }) : null,
    it.badge ? h("span", { class: "mc-badge", text: it.badge }) : null
  ];
}
function paint(node, it) {
  if (it.colour === "rainbow") node.classList.add("mc-rainbow");
  else if (it.colour) node.style.borderTopColor = it.colour;
  return node;
}
function item(d, it, group2) {
  const { t, labels } = d;
  const classes = [`mc-item`, `mc-${it.kind}`];
  if (it.tap === null || it.tap === void 0) {
    classes.push("mc-static");
    return paint(h("div", { class: classes.join(" ") }, ...face(it)), it);
  }
  if (it.lit !== void 0) classes.push(it.lit ? "mc-lit" : "mc-unlit");
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
      "data-group": group2,
      "aria-pressed": it.pressed === void 0 ? null : String(it.pressed),
      tabindex: -1
    },
    ...face(it),
    it.lit ? icon("paw") : null,
    it.hint ? icon("star") : null,
    extra.length ? h("span", { class: "mc-sr", text: `, ${extra.join(", ")}` }) : null
  );
  if (it.words) node.setAttribute("aria-describedby", d.describe(it));
  node.addEventListener("click", () => t.tap(it.id));
  const show = () => preview(t, it);
  node.addEventListener("focus", show);
  if (it.kind === "card") t.speech.card(node, it);
  node.addEventListener("mouseenter", show);
  node.addEventListener("mouseleave", () => {
    const focused = document.activeElement;
    preview(t, t.root.contains(focused) && focused.mcItem ? focused.mcItem : null);
  });
  node.mcItem = it;
  return paint(node, it);
}
function preview(t, it) {
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
function group(d, name, label, items, cls = "") {
  return h(
    "div",
    { class: `mc-group mc-group-${name} ${cls}`, role: "group", "aria-label": label },
    ...items.map((it) => item(d, it, name))
  );
}
function seats(s, labels) {
  return h(
    "ul",
    { class: "mc-seats", "aria-label": labels.players },
    ...s.seats.map((seat) => h(
      "li",
      { class: `mc-seat${seat.turn ? " mc-now" : ""}${seat.you ? " mc-you" : ""}`, "data-seat": `seat-${seat.seat}` },
      h(
        "p",
        { class: "mc-seat-line" },
        h("span", { class: "mc-seat-name", text: seat.name }),
        h("span", { class: "mc-who", text: seat.who })
      ),
      h(
        "p",
        { class: "mc-seat-line" },
        seat.cards === void 0 ? null : h(
          "span",
          { class: "mc-seat-cards" },
          seat.you || seat.hand && seat.hand.length ? null : h("span", { class: "mc-mini-back", "aria-hidden": "true" }),
          seat.cards
        ),
        seat.score ? h("span", { class: "mc-score", text: seat.score }) : null,
        seat.turn ? h("span", { class: "mc-flag", text: labels.turn }) : null,
        seat.winner ? h("span", { class: "mc-flag", text: labels.winner }) : null,
        seat.flag ? h("span", { class: "mc-flag", text: seat.flag }) : null
      ),
      seat.hand && seat.hand.length ? h(
        "p",
        { class: "mc-peek" },
        ...seat.hand.map((card) => h("span", { class: "mc-peek-card", text: card }))
      ) : null
    ))
  );
}
function teacherToggle(t, s, labels, panel) {
  const open = t.teacherOpen === null ? Boolean(s.teacher_open) : t.teacherOpen;
  panel.hidden = !open;
  const toggle = h("button", {
    type: "button",
    class: "mc-item mc-button mc-toggle",
    "data-id": "teacher-toggle",
    "data-group": "toggle",
    "aria-expanded": String(open),
    "aria-controls": panel.id,
    tabindex: -1
  }, h("span", { class: "mc-label", text: labels.teacher }));
  toggle.addEventListener("click", () => {
    t.teacherOpen = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(t.teacherOpen));
    panel.hidden = !t.teacherOpen;
    t.fit();
  });
  return h("div", { class: "mc-group mc-group-toggle", role: "group", "aria-label": labels.teacher }, toggle);
}
function middle(d, s) {
  const { labels } = d;
  const zones = h("div", { class: "mc-zones" }, ...(s.zones || []).map((z) => h(
    "section",
    { class: "mc-zone", "aria-label": z.label, "data-zone": z.id },
    h("h3", { class: "mc-zone-label", text: z.label }),
    z.back ? h("div", { class: "mc-item mc-card mc-back", "aria-hidden": "true" }) : null,
    z.items.length ? group(d, "zones", z.label, z.items, "mc-zone-items") : null,
    z.note ? h("p", { class: "mc-note", text: z.note }) : null
  )));
  const figure = h("figure", { class: "mc-picture", "aria-label": labels.picture });
  drawPicture(figure, s.picture);
  const counting = countStep(s.count, (items) => group(d, "count", labels.count, items));
  return [
    h("div", { class: "mc-middle" }, zones, counting || figure),
    h("p", { class: "mc-why", "aria-hidden": "true" }),
    h(
      "div",
      { class: "mc-bottom" },
      h(
        "section",
        { class: "mc-hand-area", "aria-label": labels.hand },
        group(d, "hand", labels.hand, s.hand || [], "mc-hand")
      ),
      group(d, "actions", labels.actions, s.actions || [])
    )
  ];
}
function drawBoard(d, s) {
  const { t, labels } = d;
  const panel = h("section", { class: "mc-teacher", id: `${t.uid}-teacher`, "aria-label": labels.teacher });
  const teacher = s.teacher && s.teacher.length;
  const parts2 = [
    h(
      "header",
      { class: "mc-head" },
      h("h2", { class: "mc-title", text: s.title }),
      h("p", { class: "mc-turn", text: s.turn }),
      h("p", { class: "mc-next", text: s.next || "" }),
      group(d, "help", labels.help, s.help || []),
      teacher ? teacherToggle(t, s, labels, panel) : null
    ),
    seats(s, labels)
  ];
  if (s.pass) parts2.push(h("section", { class: "mc-pass" }, group(d, "pass", labels.pass, [s.pass])));
  else if (s.ticket || s.sprint) {
    parts2.push(ticketStep(s.ticket || s.sprint, (name, items) => group(d, name, labels.ticket, items)));
  } else parts2.push(...middle(d, s));
  parts2.push(d.notes);
  t.board.replaceChildren(...parts2);
  if (teacher) panel.append(group(d, "teacher", labels.teacher, s.teacher));
  if (teacher && s.class_summary) panel.append(classSummary(s.class_summary));
  t.below.replaceChildren(teacher ? panel : "", s.log ? drawLog(s.log, labels) : "");
}
function drawLog(lines, labels) {
  const list = h("ol", { tabindex: 0 }, ...lines.map((line) => h("li", { text: line })));
  followLog(list);
  return h(
    "section",
    { class: "mc-log", "aria-label": labels.log },
    h("h3", { class: "mc-zone-label", text: labels.log }),
    list
  );
}
function drawStatus(t, s) {
  if (s.status.said === t.said) return;
  t.said = s.status.said;
  const tone = s.status.tone;
  t.status.dataset.tone = tone;
  t.status.replaceChildren(
    ...s.status.lines.map((line, i) => h(
      "p",
      {},
      i === 0 && tone !== "info" ? icon(tone === "ok" ? "yes" : "no") : null,
      line,
      (s.status.maths || [])[i] ? h("span", { class: "mc-maths", text: `  ${s.status.maths[i]}` }) : null
    ))
  );
  t.speech.read(t.status);
}

// ../table/static/focus.js
var GROUPS = ["count", "help", "toggle", "pass", "zones", "hand", "actions", "words", "teacher"];
function focusedItem(root) {
  const active = document.activeElement;
  const had = root.contains(active) && active.dataset.id !== void 0;
  return { id: had ? active.dataset.id : null, group: had ? active.dataset.group : null };
}
function rove(root, roving, was, wanted) {
  let target = null;
  for (const name of GROUPS) {
    const buttons = [...root.querySelectorAll(`button[data-group="${name}"]`)];
    if (!buttons.length) continue;
    const keep = buttons.find((b) => b.dataset.id === (name === was.group ? was.id : roving[name]));
    const first = keep || buttons.find((b) => b.classList.contains("mc-lit")) || buttons[0];
    first.tabIndex = 0;
    if (name === was.group) target = first;
  }
  const asked = wanted && root.querySelector(`button[data-id="${wanted}"]`);
  if (was.group && asked) target = asked;
  if (was.group && !target) {
    const start = (name) => root.querySelector(`button[data-group="${name}"][tabindex="0"]`);
    target = start("pass") || start("hand") || root.querySelector('button[tabindex="0"]');
  }
  if (target) target.focus();
}
function listenForKeys(root, roving) {
  root.addEventListener("focusin", (event) => {
    const b = event.target;
    if (!b.dataset || !b.dataset.group) return;
    roving[b.dataset.group] = b.dataset.id;
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
}

// ../table/static/table.js
var THINK_MS = 400;
var SLOW_MS = 1500;
var NO_ANSWER_MS = 1e4;
function parts(model, el) {
  const board = h("div", { class: "mc-board" });
  const status = h("div", { class: "mc-status", role: "status" });
  const below = h("div", { class: "mc-below" });
  const thinking = h("span", { class: "mc-thinking", "aria-hidden": "true" }, h("i"), h("i"), h("i"));
  const statusRow = h("div", { class: "mc-say" }, status, thinking);
  const root = h("div", { class: "mc-table" }, board, statusRow, below);
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("data-p-suppress-shortcuts", "true");
  el.append(root);
  return {
    uid: `mc${Math.random().toString(36).slice(2, 8)}`,
    root,
    board,
    status,
    below,
    speech: readAloud(root, status),
    scene: () => model.get("scene"),
    roving: {},
    said: null,
    n: null,
    room: Infinity,
    teacherOpen: null,
    restoring: false,
    timers: { tick: null, think: null, slow: null, noAnswer: null }
  };
}
function connect(t, model, keeping) {
  const { timers } = t;
  const line = { lost: null, slow: () => {
  }, recover: null, waiting: () => timers.noAnswer !== null, gone: false };
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
function draw(t, wire, keeping) {
  wire.answered();
  const s = t.scene();
  const places = motionBefore(t.root, s, t.n);
  const was = focusedItem(t.root);
  const d = drawing(t, s);
  drawBoard(d, s);
  placeWords(t.board, s.words, d.labels, t.tap);
  t.root.classList.toggle("mc-projector", Boolean(s.projector));
  t.root.classList.toggle("mc-think", Boolean(s.think));
  celebrate(t.root, t.board, s, (it) => item(d, it, "help"), t.uid);
  t.root.dataset.picture = s.picture ? s.picture.kind : "";
  t.speech.draw(s);
  drawStatus(t, s);
  const fresh = s.n !== t.n;
  t.n = s.n;
  fit(t);
  rove(t.root, t.roving, was, fresh && s.focus);
  motionAfter(t.root, s, places);
  hopAfter(t.root, s);
  clearTimeout(t.timers.tick);
  if (s.tick !== null && s.tick !== void 0 && !wire.line.gone && !s.celebrate) {
    t.timers.tick = setTimeout(() => wire.send({ type: "tick", scene: s.n }), s.tick);
  }
  if (keeping) keepSave(s, t.restoring);
}
function render({ model, el }, watch = null) {
  const t = parts(model, el);
  const keeping = typeof t.scene().save === "string";
  const wire = connect(t, model, keeping);
  t.tap = (id) => wire.ask({ type: "click", id, scene: t.scene().n });
  t.fit = () => fit(t);
  listenForKeys(t.root, t.roving);
  const unwatchSize = watchSize(t);
  const unwatch = watch ? watch(wire.line) : () => {
  };
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

// static/kernel.js
var RELOADS = "mathcats-reloads";
var MAX_RELOADS = 3;
var ASK_MS = 1e3;
var ASKS = 120;
var LINE_MS = 2e3;
var askServer = (kernel) => fetch(
  `${kernel.serverSettings.baseUrl}api/kernels/${encodeURIComponent(kernel.id)}`,
  { cache: "no-store" }
);
var inJupyterLite = () => document.getElementById("jupyter-config-data")?.dataset.jupyterLiteRoot !== void 0;
async function serverKnows(kernel) {
  try {
    const answer = await askServer(kernel);
    return answer.ok && (await answer.json()).id === kernel.id;
  } catch {
    return false;
  }
}
function reloadWhenBack(kernel, stuck) {
  const now = Date.now();
  const recent = (stored(RELOADS) || []).filter((t) => typeof t === "number" && now - t < 6e4);
  if (recent.length >= MAX_RELOADS) {
    stuck();
    return;
  }
  let asks = 0;
  const ask = () => askServer(kernel).then((answer) => {
    if (answer.status >= 500) throw new Error("not back yet");
    store(RELOADS, [...recent, Date.now()]);
    location.reload();
  }).catch(() => {
    if (++asks < ASKS) setTimeout(ask, ASK_MS);
    else stuck();
  });
  setTimeout(ask, ASK_MS);
}
function watchKernel(model, line) {
  const kernel = (model.widget_manager || {}).kernel || null;
  if (!kernel || !kernel.statusChanged || !kernel.connectionStatusChanged) return () => {
  };
  let timer = null;
  const lost = () => leaving || line.lost();
  const onStatus = (_, state) => {
    if (["dead", "restarting", "autorestarting"].includes(state)) lost();
  };
  const onLine = (_, status) => {
    clearTimeout(timer);
    if (status !== "connected") {
      timer = setTimeout(() => kernel.connectionStatus !== "connected" && lost(), LINE_MS);
    }
  };
  kernel.statusChanged.connect(onStatus);
  kernel.connectionStatusChanged.connect(onLine);
  if (kernel.connectionStatus && kernel.connectionStatus !== "connected") onLine(kernel, kernel.connectionStatus);
  const asking = kernel.serverSettings && !inJupyterLite() ? serverKnows(kernel) : Promise.resolve(false);
  asking.then((knows) => {
    if (!knows) return;
    line.slow = () => askServer(kernel).then((answer) => answer.status === 404 && line.waiting() && lost(), () => {
    });
    line.recover = (stuck) => reloadWhenBack(kernel, stuck);
  });
  return () => {
    clearTimeout(timer);
    kernel.statusChanged.disconnect(onStatus);
    kernel.connectionStatusChanged.disconnect(onLine);
  };
}

// ../table/static/model.js
var Model = class {
  // post(content): send what the table sends (a tap, a tick) to its Python session.
  constructor(post, data = {}) {
    this.post = post;
    this.data = data;
    this.listeners = {};
  }
  get(name) {
    return this.data[name];
  }
  set(name, value) {
    this.data[name] = value;
    this.emit(`change:${name}`, value);
  }
  save_changes() {
  }
  // nothing is synced back: the table sends messages instead
  on(event, callback) {
    (this.listeners[event] ||= []).push(callback);
  }
  off(event, callback) {
    this.listeners[event] = (this.listeners[event] || []).filter((c) => c !== callback);
  }
  emit(event, value) {
    for (const callback of [...this.listeners[event] || []]) callback(value);
  }
  send(content) {
    this.post(content);
  }
};

// static/widget.js
var widget_default = {
  render: ({ model, el }) => render({ model, el }, (line) => watchKernel(model, line))
};
export {
  Model,
  addSprite,
  artOf,
  widget_default as default,
  h,
  icon,
  render as renderTable
};
