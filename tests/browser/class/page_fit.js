// Everything wrong with a class page on screen now, in words: the page scrolls, or two
// of its things overlap (one inside the other is fine). The table has its own check (fit.js).
() => {
  const out = [];
  const name = (e) => `${e.tagName.toLowerCase()} "${e.textContent.trim().slice(0, 20)}"`;
  const page = document.scrollingElement;
  if (page.scrollHeight > innerHeight + 1) out.push(`scrolls down ${page.scrollHeight - innerHeight}px`);
  if (page.scrollWidth > innerWidth + 1) out.push(`scrolls across ${page.scrollWidth - innerWidth}px`);
  const shown = (e) => e.getClientRects().length > 0 && !e.closest("[hidden], .mc-table");
  const parts = [...document.querySelectorAll(
    "#page h1, #page h2, #page h3, #page p, #page label, #page button, #page select, #page input,"
    + " #page li, #page .mc-qr")].filter(shown);
  const boxes = parts.map((e) => [e, e.getBoundingClientRect()]);
  for (let i = 0; i < boxes.length; i++) {
    const [a, r] = boxes[i];
    if (r.right > innerWidth + 1) out.push(`${name(a)} leaves the page`);
    for (let j = i + 1; j < boxes.length; j++) {
      const [b, s] = boxes[j];
      if (a.contains(b) || b.contains(a)) continue;
      const x = Math.min(r.right, s.right) - Math.max(r.left, s.left);
      const y = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
      if (x > 1 && y > 1) out.push(`${name(a)} on ${name(b)}`);
    }
  }
  return out;
}
