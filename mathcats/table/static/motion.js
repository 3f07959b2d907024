// Motion and celebrations. Python decides what moved, from where to where
// (scene.motion) and what a round's or the game's end says (scene.celebrate);
// this part only draws it. Every slide and hop ends within MOTION_MS, nothing
// waits for one, and `prefers-reduced-motion: reduce` turns all of it off.

import { h, icon, svg } from "./dom.js";
import { drawPicture } from "./pictures.js";

const MOTION_MS = 360;
const PULSE_MS = 120; // one number lighting up as the hop lands on it
const HOP_MS = 140; // one hop of the child's on the Count it line: quicker than a tap

const calm = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

// Where a scene id is on the page: a tappable item, a seat, or a zone's top card.
function spot(root, ref) {
  const id = CSS.escape(ref);
  const found = root.querySelector(`[data-id="${id}"], [data-seat="${id}"]`);
  if (found) return found;
  const zone = root.querySelector(`[data-zone="${id}"]`);
  const cards = zone ? zone.querySelectorAll(".mc-card") : [];
  return cards.length ? cards[cards.length - 1] : zone;
}

// Before a redraw: where the things the new scene's motion starts from are now
// (null: nothing to animate).
export function motionBefore(root, s, shown) {
  if (calm() || s.n === shown || s.celebrate || !(s.motion || []).length) return null;
  const places = new Map();
  for (const m of s.motion) {
    const from = m.from === undefined ? null : spot(root, m.from);
    if (from) places.set(m.from, from.getBoundingClientRect());
  }
  return places;
}

// After the redraw, in the frame that paints it (the redraw itself waits for no
// layout): each moved card slides in from where it was (FLIP), a card for a
// seat flies there face down, and a hop counts on along the ring and strip.
export function motionAfter(root, s, places) {
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
  const small = from.width > 1.5 * card.offsetWidth ? 0.5 : 1; // out of a seat: small first
  const rest = getComputedStyle(card).transform.replace("none", ""); // a lit card is raised
  card.animate(
    [
      { transform: `translate(${x0 - x1}px, ${y0 - y1}px) scale(${small}) rotate(-10deg) ${rest}` },
      { transform: `translate(0, -6px) scale(1.06) rotate(2deg) ${rest}`, offset: 0.8 },
      { transform: rest || "none" },
    ],
    { duration: MOTION_MS, easing: "ease-out" },
  );
}

// A face-down card from the draw pile to a seat, on top of everything, never in the way.
function fly(root, from, to) {
  const box = root.getBoundingClientRect();
  const ghost = h("div", { class: "mc-ghost", "aria-hidden": "true" });
  Object.assign(ghost.style, {
    left: `${from.left - box.left}px`, top: `${from.top - box.top}px`,
    width: `${from.width}px`, height: `${from.height}px`,
  });
  root.append(ghost);
  const [x0, y0] = centre(from);
  const [x1, y1] = centre(to);
  const run = ghost.animate(
    [
      { transform: "none", opacity: 1 },
      { transform: `translate(${x1 - x0}px, ${y1 - y0}px) scale(0.45) rotate(12deg)`, opacity: 0.2 },
    ],
    { duration: MOTION_MS, easing: "ease-in-out" },
  );
  run.onfinish = run.oncancel = () => ghost.remove();
}

// A new hop on the Count it line (the child's Hop, or the table's Count on): the
// token springs along the hop's arc to where it now stands, once, within HOP_MS.
// The buttons are drawn and usable at once: a tap never waits for it.
export function hopAfter(root, s) {
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

// The hop, one number at a time: a marker jumps from number to number on the
// ring and on the strip, and each number it lands on lights up.
function countOn(root, numbers) {
  if (!numbers || !numbers.length) return;
  const gap = numbers.length > 1 ? (MOTION_MS - PULSE_MS) / (numbers.length - 1) : 0;
  for (const art of root.querySelectorAll(".mc-picture svg.mc-ring, .mc-picture svg.mc-strip")) {
    if (art.closest(".mc-preview")) continue;  // a hovered card's picture, not the move's
    const nodes = [...art.querySelectorAll(".mc-node")];
    const nums = [...art.querySelectorAll(".mc-node-num")];
    if (nodes.length < 2) continue;
    const ring = art.classList.contains("mc-ring");
    const at = (v) => {
      const n = nodes[v];
      return ring ? [+n.getAttribute("cx"), +n.getAttribute("cy")]
        : [+n.getAttribute("x") + +n.getAttribute("width") / 2, +n.getAttribute("y")];
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

// A marker that jumps along the points: over the ring's inside, over the strip's top.
// Where the strip goes round (9 to 0) it jumps off one end and in at the other.
function hopMarker(art, points, ring, duration) {
  const marker = svg("circle", { cx: 0, cy: 0, r: ring ? 7 : 8, class: "mc-hop-marker" });
  art.append(marker);
  const { width, height } = art.viewBox.baseVal;
  const place = ([x, y], offset) => ({ transform: `translate(${x}px, ${y}px)`, offset });
  const inward = (a, b, c) => c + ((a + b) / 2 - c) * 0.55; // towards the ring's centre
  const lift = ([x1, y1], [x2, y2]) => (ring
    ? [inward(x1, x2, width / 2), inward(y1, y2, height / 2)]
    : [(x1 + x2) / 2, 8]);
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

// The end of a round or of the game, on one screen in the board's place: a
// short celebration, who won, the points, what happened, and its button (Next
// round, Play again; after a game, the exit ticket first) there at once.
export function celebrate(root, board, s, button, uid) {
  const party = s.celebrate;
  const old = root.querySelector(":scope > .mc-party");
  board.style.display = party ? "none" : "";
  root.classList.toggle("mc-partying", Boolean(party)); // table.css: the summary's own grid
  const key = party ? JSON.stringify([party.kind, party.title, party.scores]) : "";
  if (old && old.dataset.key === key) {
    old.querySelector(".mc-party-go").replaceChildren(...partyButtons(party, button));
    return;
  }
  if (old) old.remove();
  if (!party) return;
  const labels = s.labels || {};
  const title = `${uid}-party`;
  const screen = h("section", {
    class: `mc-party mc-party-${party.kind}`, "aria-labelledby": title, "data-key": key,
  },
    partyArt(party.kind),
    h("h2", { class: "mc-party-title", id: title, text: party.title }),
    h("p", { class: "mc-cheer", text: party.cheer }),
    h("h3", { class: "mc-zone-label", text: labels.scores }),
    h("ul", { class: "mc-scores" }, ...party.scores.map((p) => h("li",
      { class: p.winner ? "mc-winner" : "" },
      p.winner ? icon("star") : null,
      h("span", { class: "mc-seat-name", text: p.name }),
      h("span", { class: "mc-score", text: p.score })))),
    party.facts.length ? h("h3", { class: "mc-zone-label", text: labels.summary }) : null,
    party.facts.length ? h("ul", { class: "mc-facts" }, ...party.facts.map((f) => h("li", { text: f }))) : null,
    partyPicture(party.picture),
    h("div", { class: "mc-party-go" }, ...partyButtons(party, button)),
  );
  root.prepend(screen); // first on the page: its button is the one focus goes to
  screen.scrollIntoView({ block: "nearest" });
}

// The sum this end counted for the child (their points, their treasure) on its number line.
function partyPicture(pic) {
  if (!pic) return null;
  const figure = h("figure", { class: "mc-party-sum" });
  drawPicture(figure, pic);
  return figure;
}

// Its buttons: the first (focus goes there), then any more (Play again after "3 questions").
function partyButtons(party, button) {
  return [party.button, ...(party.more || [])].map(button);
}

// The celebration's picture: the kitten eats (a round), the kittens find homes (the game).
function partyArt(kind) {
  const art = svg("svg", { viewBox: "0 0 240 110", class: "mc-party-art", "aria-hidden": "true" });
  const kitten = (x, y, k, cls) => {
    const g = svg("g", { class: `mc-kitten ${cls}`, transform: `translate(${x} ${y}) scale(${k})` });
    g.append(
      svg("path", { d: "M-22 -6 L-18 -30 L-6 -16 Z M22 -6 L18 -30 L6 -16 Z", class: "mc-fur" }),
      svg("ellipse", { cx: 0, cy: 0, rx: 24, ry: 20, class: "mc-fur" }),
      svg("path", { d: "M-13 -3 q4 -5 8 0 M5 -3 q4 -5 8 0", class: "mc-happy-eyes" }),
      svg("path", { d: "M-4 6 q4 4 8 0", class: "mc-happy-eyes" }),
      svg("path", { d: "M-24 4 h-12 M-24 9 h-11 M24 4 h8 M24 9 h7", class: "mc-whisker" }),
    );
    return g;
  };
  if (kind === "round") {
    const can = svg("g", { class: "mc-can", transform: "translate(150 62)" });
    can.append(
      svg("rect", { x: -22, y: 0, width: 44, height: 34, rx: 5, class: "mc-can-tin" }),
      svg("ellipse", { cx: 0, cy: 0, rx: 22, ry: 6, class: "mc-can-food" }),
      svg("path", { d: "M-22 14 h44", class: "mc-can-band" }),
    );
    art.append(can, kitten(90, 56, 1, "mc-eating"));
    for (const [x, y, d] of [[186, 38, 0], [206, 22, 1], [170, 14, 2]]) {
      art.append(svg("path", {
        d: `M${x} ${y} c-6 -8 -14 -2 -8 5 l8 7 l8 -7 c6 -7 -2 -13 -8 -5z`,
        class: `mc-heart mc-delay-${d}`,
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
      kitten(0, 80, 0.55, `mc-look-out mc-delay-${i}`),
    );
    art.append(home);
  });
  return art;
}
