// Fitting the table to its page: one screen, no page scroll.

// Below this many pixels left for the table on its page, it takes one whole screen.
const MIN_ROOM = 480;
// How much smaller a narrow table's piles and picture may be drawn when a moment does not
// fit, a step at a time: [piles, picture]. The last step draws the piles' cards alone
// smaller; the picture stays at 70%, where its line's numbers are 11 px.
const SNUG = [[0.9, 0.9], [0.8, 0.8], [0.7, 0.7], [0.6, 0.7]];
// A table narrower than this (a tablet held upright) is laid out in one column.
const NARROW = 900;

// The table takes the room its page leaves below what comes before it (the
// app's header), so the page never scrolls; alone on a page or in a long
// notebook it takes one screen. The page scrolls in the document, or in a box
// of its own (Voila, JupyterLab: the outermost one that may scroll).
export function fit(t) {
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
  const bottom = Math.max(...[...inside.children].map(end))
    + parseFloat(getComputedStyle(inside)[box ? "paddingBottom" : "marginBottom"]);
  const screen = box ? box.clientHeight : window.innerHeight;
  const room = screen - (bottom - top - root.getBoundingClientRect().height); // all but the table
  t.room = room < MIN_ROOM ? screen : Math.floor(room);
  root.style.setProperty("--mc-room", `${t.room}px`);
  snug(t);
}

// A moment that holds more than an upright tablet's room (a battle's end,
// the teacher's buttons open) draws the piles' cards and the picture
// smaller, a step at a time, rather than let the page scroll. The piles'
// names and "?" buttons, the hand and the moves keep their size.
export function snug(t) {
  const { root } = t;
  roomForNewest(root);
  const piles = root.querySelectorAll(".mc-middle .mc-zone-items");
  const pictures = root.querySelectorAll(".mc-middle .mc-picture");
  const draw = (parts, zoom) => { for (const part of parts) part.style.zoom = zoom; };
  draw(piles, "");
  draw(pictures, "");
  if (root.classList.contains("mc-narrow")) {
    for (const [pile, picture] of SNUG) {
      if (root.offsetHeight <= t.room) break;
      draw(piles, String(pile));
      draw(pictures, String(picture));
    }
  }
  newestInView(root);
}

// What happened's box is never shorter than its newest line (a long line in a
// tablet's narrow column wraps to five lines). Only there: on a wide screen the
// log keeps its share, and a taller box would push the table past the screen.
function roomForNewest(root) {
  const list = root.querySelector(".mc-log ol");
  const newest = list && list.lastElementChild;
  if (!newest) return;
  list.style.minHeight = "";
  if (!root.classList.contains("mc-narrow")) return;
  const edges = list.offsetHeight - list.clientHeight;  // its borders
  if (newest.offsetHeight > list.clientHeight) list.style.minHeight = `${newest.offsetHeight + edges + 2}px`;
}

// What happened scrolls in its own box: its newest line stays in view whenever
// the box changes size (a fit, a round's end), unless a reader scrolled it up.
export function newestInView(root) {
  const list = root.querySelector(".mc-log ol");
  if (!list || list.dataset.reading === "true") return;
  list.scrollTop = list.scrollHeight;
  list.classList.toggle("mc-more", list.scrollTop > 0);  // older lines above: the box shows it
}

// A reader who scrolls What happened up keeps their place until it is at the foot again.
export function followLog(list) {
  list.addEventListener("scroll", () => {
    const atFoot = list.scrollTop + list.clientHeight >= list.scrollHeight - 2;
    list.dataset.reading = String(!atFoot);
    list.classList.toggle("mc-more", list.scrollTop > 0);
  });
}

// A preview bigger than its frame is drawn smaller until it fits. It lies over
// the scene's picture (which keeps its room, unseen), so nothing on the table
// moves under the pointer or the finger: the tap lands where it was aimed.
export function shrinkToFit(layer) {
  const parts = [...layer.children];
  if (!parts.length) return;
  for (let i = 0; i < 3; i++) {  // zoom and text size are not quite proportional: look again
    const over = Math.max(layer.scrollWidth / layer.clientWidth, layer.scrollHeight / layer.clientHeight);
    if (over <= 1.01) return;
    const zoom = (parseFloat(parts[0].style.zoom) || 1) / over;
    for (const part of parts) part.style.zoom = String(zoom);
  }
}

// Fit again whenever the table's width changes (a window resized, a page laid
// out); snug again when only its height does (a focused card's picture, drawn
// after fit). Returns the function that stops watching.
export function watchSize(t) {
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
