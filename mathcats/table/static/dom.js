// DOM helpers shared by every part of the table.

const SVG = "http://www.w3.org/2000/svg";

export function h(tag, attrs = {}, ...children) {
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

export function icon(name) {
  const node = svg("svg", {
    viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", class: `mc-icon mc-icon-${name}`,
  });
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
  for (const [tag, attrs] of shapes[name]) node.append(svg(tag, attrs));
  return node;
}

export function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
}
