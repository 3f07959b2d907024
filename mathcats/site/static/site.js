// The table page. The table's own module (table.js, the very module the widget
// uses) draws the scene of a table session that runs in Python (Pyodide) in a
// worker, through a model object with anywidget's front-end interface.
import table from "./table.js";

// anywidget's front-end model (get, set, save_changes, on, off, send), backed by
// the worker: what the table sends goes to its Python session, each answer is the
// new scene and fires change:scene.
class WorkerModel {
  constructor(worker) {
    this.worker = worker;
    this.data = {};
    this.listeners = {};
  }

  get(name) {
    return this.data[name];
  }

  set(name, value) {
    this.data[name] = value;
    for (const callback of [...(this.listeners[`change:${name}`] || [])]) callback();
  }

  save_changes() {}

  on(event, callback) {
    (this.listeners[event] ||= new Set()).add(callback);
  }

  off(event, callback) {
    if (this.listeners[event]) this.listeners[event].delete(callback);
  }

  send(content) {
    this.worker.postMessage({ type: "send", content: JSON.stringify(content) });
  }
}

const waiting = document.getElementById("mc-wait");
const where = document.getElementById("mc-table");
const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
const model = new WorkerModel(worker);

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
    table.render({ model, el: where });
    // Then keep the folder for offline visits (not before: the first table comes first).
    if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js");
  }
});
worker.addEventListener("error", () => cannot(waiting.dataset.failed));
worker.postMessage({ type: "start", query: location.search.slice(1) });
