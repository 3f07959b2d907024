// The table page. The table's own renderer (table.js, the very bundle the widget
// uses) draws the scene of a table session that runs in Python (Pyodide) in a
// worker, through the table's Model: what the table sends goes to its Python
// session, each answer is the new scene and fires change:scene.
import { Model, renderTable } from "./table.js";

const waiting = document.getElementById("mc-wait");
const where = document.getElementById("mc-table");
const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
const model = new Model((content) => worker.postMessage({ type: "send", content: JSON.stringify(content) }));

// The worker could not start this table: say so kindly, with the way back.
function cannot(words) {
  waiting.textContent = words;
  document.getElementById("mc-back").hidden = false;
}

worker.addEventListener("message", ({ data }) => {
  if (data.type !== "scene") {
    cannot(waiting.dataset[data.type]);
    return;
  }
  const first = model.get("scene") === undefined;
  model.set("scene", JSON.parse(data.scene));
  if (first) {
    waiting.remove();
    renderTable({ model, el: where });
    // Then keep the folder for offline visits (not before: the first table comes first).
    if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js");
  }
});
worker.addEventListener("error", () => cannot(waiting.dataset.failed));
worker.postMessage({ type: "start", query: location.search.slice(1) });
