// The arithmetic pictures: one renderer per kind the games send (scene.picture, item.pic).

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

// Ten-frames: two rows of five, filled from the top row; `sums`: the count after each frame.
function tenFrames(frames, sums = null) {
  return h("span", { class: "mc-frames" }, ...frames.map((filled, i) => {
    const frame = h("span", { class: "mc-frame" });
    for (let cell = 0; cell < 10; cell++) {
      frame.append(h("span", { class: cell < filled ? "mc-cell mc-on" : "mc-cell" }));
    }
    return h("span", { class: "mc-frame-box" }, frame,
      sums ? h("span", { class: "mc-frame-sum", text: String(sums[i]) }) : null);
  }));
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
  // Kittys: each number in ten-frames (past ten, with the count after each), and its
  // word (less, same, more).
  dots(pic) {
    return pic.rows.map((row) => h("div", { class: "mc-row" },
      h("span", { class: "mc-row-label", text: row.label }),
      tenFrames(row.frames, row.frames.length > 1 ? row.sums : null),
      row.word ? h("span", { class: "mc-flag", text: row.word }) : null));
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
        tenFrames(pic.frames, pic.sums)),
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
