// Everything wrong with the table on screen now, in words: what overlaps, what
// leaves its frame, what scrolls (tests/browser/test_fit.py, and the app's page
// in tests/browser/app_voila/test_fit_in_app.py).
() => {
  const root = document.querySelector(".mc-table");
  const out = [];
  const name = (e) => {
    const c = typeof e.className === "string" ? e.className : e.className.baseVal;
    const id = e.dataset && e.dataset.id ? `#${e.dataset.id}` : e.id ? `#${e.id}` : "";
    const words = (e.textContent || "").trim().replace(/\s+/g, " ").slice(0, 24);
    return `${e.tagName.toLowerCase()}.${c.trim().split(/\s+/).join(".")}${id} "${words}"`;
  };
  const shown = (e) => e.getClientRects().length > 0 && !e.closest("[hidden], .mc-sr")
    && getComputedStyle(e).visibility !== "hidden";  // a scene picture under a preview
  const log = root.querySelector(".mc-log ol");
  const clip = (r, e) => {  // a line of the log is seen only inside its scrolling list
    if (!log || !log.contains(e)) return r;
    const b = log.getBoundingClientRect();
    const c = {left: Math.max(r.left, b.left), right: Math.min(r.right, b.right),
               top: Math.max(r.top, b.top), bottom: Math.min(r.bottom, b.bottom)};
    return c.right > c.left && c.bottom > c.top ? c : null;
  };
  // One unit: a card or button and all in it, a small card, one drawing.
  const unit = (e) => e.closest(".mc-item, .mc-peek-card, .mc-mini, svg") || e;
  const boxes = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const e = t.parentElement;
    if (!t.textContent.trim() || !shown(e) || e.closest("svg")) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    for (const r of range.getClientRects()) {
      const c = clip(r, e);
      if (c && r.width > 0.5) boxes.push({e, r: c, unit: unit(e), text: true});
    }
  }
  const drawings = ".mc-ring, .mc-strip, .mc-rods, .mc-dots, .mc-cats, .mc-mini, .mc-item, "
    + ".mc-mini-back";
  for (const e of root.querySelectorAll(drawings)) {
    if (shown(e)) boxes.push({e, r: e.getBoundingClientRect(), unit: e, text: false});
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.unit === b.unit || a.unit.contains(b.unit) || b.unit.contains(a.unit)) continue;
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > 1 && h > 1) out.push(`${name(a.e)} overlaps ${name(b.e)}`);
    }
  }
  // Text and drawings stay inside their frame.
  const frames = ".mc-item, .mc-peek-card, .mc-mini, .mc-seat, .mc-picture, .mc-status, "
    + ".mc-teacher, .mc-log, .mc-zone, .mc-head, .mc-why, .mc-table";
  for (const {e, r} of boxes) {
    const frame = (e.matches(frames) ? e.parentElement : e).closest(frames);
    const f = frame.getBoundingClientRect();
    if (r.left < f.left - 1 || r.right > f.right + 1
        || r.top < f.top - 1 || r.bottom > f.bottom + 1) {
      out.push(`${name(e)} leaves its frame ${name(frame)}`);
    }
  }
  const areas = ".mc-seat, .mc-picture, .mc-say, .mc-status, .mc-teacher, .mc-log, .mc-zone, .mc-head, "
    + ".mc-why, .mc-table, .mc-middle, .mc-bottom, .mc-below, .mc-art";
  for (const e of root.querySelectorAll(areas)) {  // (a card's own drawing may stick out)
    if (!shown(e)) continue;
    if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) {
      out.push(`${name(e)} overflows: ${e.scrollWidth}x${e.scrollHeight}`
        + ` in ${e.clientWidth}x${e.clientHeight}`);
    }
  }
  // Each number of the ring and the strip inside its circle or box.
  for (const t of root.querySelectorAll(".mc-node-num")) {
    const shape = t.previousElementSibling.getBBox(), b = t.getBBox();
    if (b.x < shape.x - 0.5 || b.x + b.width > shape.x + shape.width + 0.5
        || b.y < shape.y - 0.5 || b.y + b.height > shape.y + shape.height + 0.5) {
      out.push(`ring number ${t.textContent} leaves its shape`);
    }
  }
  const page = document.documentElement;
  if (page.scrollWidth > innerWidth) {
    out.push(`the page scrolls sideways: ${page.scrollWidth} > ${innerWidth}`);
  }
  if (page.scrollHeight > innerHeight) {
    out.push(`the page scrolls: ${page.scrollHeight} > ${innerHeight}`);
  }
  // ... or in a box of its own (Voila's page), or a part of the page (its header) does.
  for (const e of document.body.querySelectorAll("*")) {
    const style = getComputedStyle(e);
    if (root.contains(e) || !/auto|scroll/.test(style.overflowX + style.overflowY)) continue;
    if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) {
      out.push(`${name(e)} scrolls: ${e.scrollWidth}x${e.scrollHeight}`
        + ` in ${e.clientWidth}x${e.clientHeight}`);
    }
  }
  // What happened: its newest line wholly in view, in its box and on the screen; older
  // lines scroll in the box, which shows it (a scroll bar, and a dashed top edge).
  const newest = log && shown(log) ? log.lastElementChild : null;
  if (newest) {
    const b = log.getBoundingClientRect(), r = newest.getBoundingClientRect();
    if (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.top < -1 || r.bottom > innerHeight + 1) {
      out.push(`the newest line of What happened is cut off: ${Math.round(r.top)}-${Math.round(r.bottom)}`
        + ` in its box ${Math.round(b.top)}-${Math.round(b.bottom)}, screen 0-${innerHeight}`);
    }
    const more = log.scrollHeight > log.clientHeight + 1;
    if (more && !(log.classList.contains("mc-more") && log.offsetWidth - log.clientWidth > 4)) {
      out.push("What happened has older lines but does not show that it scrolls");
    }
  }
  if (root.classList.contains("mc-projector")) {
    for (const what of [".mc-hand-area", ".mc-status", '[data-id="teacher-toggle"]']) {
      const e = root.querySelector(what);
      const r = e && e.getBoundingClientRect();
      if (!r || r.top < 0 || r.bottom > innerHeight) out.push(`${what} is not inside the screen`);
    }
    const width = root.getBoundingClientRect().width;
    if (width < 0.9 * innerWidth) out.push(`the table is ${width} px wide of ${innerWidth}`);
  }
  return out;
}
