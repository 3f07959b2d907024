// Keeping the match in the tab, and restoring it after a reload.

// A table made with keep=True puts its save in the scene (scene.save). The page
// keeps the latest one in the tab's sessionStorage, for this address only, and
// after a reload sends it back: a fresh kernel goes on with the same game.
// Closing the tab forgets it.
export const KEPT = "mathcats-table";

export const here = () => location.pathname + location.search;

export function stored(key) {
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

// Keep the latest save, but not the fresh game's while the kept one is on its way.
export function keepSave(scene, restoring) {
  if (!restoring) store(KEPT, { where: here(), save: scene.save });
}

export let leaving = false;  // the page is unloading: its line goes away, and that is fine
addEventListener("beforeunload", () => { leaving = true; });
addEventListener("pagehide", () => { leaving = true; });
addEventListener("pageshow", () => { leaving = false; });  // back from the browser's cache
