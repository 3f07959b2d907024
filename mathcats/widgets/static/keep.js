// Keeping the match in the tab (the app's tables), and finding a lost kernel.

// A table made with keep=True puts its save in the scene (scene.save). The page
// keeps the latest one in the tab's sessionStorage, for this address only, and
// after a reload sends it back: a fresh kernel goes on with the same game.
// Closing the tab forgets it.
export const KEPT = "mathcats-table";
const RELOADS = "mathcats-reloads";  // when this tab reloaded itself lately
const MAX_RELOADS = 3;  // a minute; then the table says to go home
const ASK_MS = 1000;  // how often a lost page asks whether its server is back...
const ASKS = 120;  // ...and how many times
export const LINE_MS = 2000;  // a dropped line may come back by itself this soon
export const PROBE_MS = 1500;  // a tap unanswered this long: ask whether the kernel still runs

export const here = () => location.pathname + location.search;

function stored(key) {
  try {
    return JSON.parse(sessionStorage.getItem(key));
  } catch {
    return null;  // storage blocked or spoiled: nothing was kept
  }
}

export function store(key, value) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked or full: the game just is not kept
  }
}

// The save kept for this page, when the page is loaded again (a reload, Back):
// a new visit (Start, New game) begins a new game.
export function keptSave() {
  const visit = (performance.getEntriesByType("navigation")[0] || {}).type;
  const kept = visit === "navigate" ? null : stored(KEPT);
  return kept && kept.where === here() && typeof kept.save === "string" ? kept.save : null;
}

// The one request this file makes: does the page's kernel still run on its server?
// (A culled kernel says nothing to the page: only its server knows.)
export const askServer = (kernel) => fetch(
  `${kernel.serverSettings.baseUrl}api/kernels/${encodeURIComponent(kernel.id)}`,
  { cache: "no-store" });

// Load the page again once its server answers: the new page gets a fresh
// kernel and the kept save. At most MAX_RELOADS a minute, else ``stuck()``.
export function reloadWhenBack(kernel, stuck) {
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

export let leaving = false;  // the page is unloading: its kernel goes away, and that is fine
addEventListener("beforeunload", () => { leaving = true; });
addEventListener("pagehide", () => { leaving = true; });
addEventListener("pageshow", () => { leaving = false; });  // back from the browser's cache
