// The Jupyter host's part: watch the page's kernel and bring a lost one back.
// Only where the kernel's own server answers for it (Voila, JupyterLab, a hub):
// JupyterLite's kernel runs in the browser, with no address to ask.

import { leaving, store, stored } from "../../table/static/keep.js";

const RELOADS = "mathcats-reloads";  // when this tab reloaded itself lately
const MAX_RELOADS = 3;  // a minute; then the table says to go home
const ASK_MS = 1000;  // how often a lost page asks whether its server is back...
const ASKS = 120;  // ...and how many times
const LINE_MS = 2000;  // a dropped line may come back by itself this soon

// The one request this file makes: what the page's server says of its kernel.
const askServer = (kernel) => fetch(
  `${kernel.serverSettings.baseUrl}api/kernels/${encodeURIComponent(kernel.id)}`,
  { cache: "no-store" });

// JupyterLite's pages (their config marked with data-jupyter-lite-root) have no server.
const inJupyterLite = () =>
  document.getElementById("jupyter-config-data")?.dataset.jupyterLiteRoot !== undefined;

// Does the server answer for this kernel (its id, as JSON)? Asked once, at the start.
async function serverKnows(kernel) {
  try {
    const answer = await askServer(kernel);
    return answer.ok && (await answer.json()).id === kernel.id;
  } catch {
    return false;
  }
}

// Load the page again once its server answers: the new page gets a fresh
// kernel and the kept save. At most MAX_RELOADS a minute, else ``stuck()``.
function reloadWhenBack(kernel, stuck) {
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

// Watch the kernel of ``model`` for the table's ``line`` (table.js): a dead or
// dropped kernel is lost; a slow tap asks the server whether the kernel still
// runs (a culled kernel says nothing to the page: only its server knows). A slow
// answer alone never counts as lost. Returns the function that stops watching.
export function watchKernel(model, line) {
  const kernel = (model.widget_manager || {}).kernel || null;
  if (!kernel || !kernel.statusChanged || !kernel.connectionStatusChanged) return () => {};
  let timer = null;
  const lost = () => leaving || line.lost();
  const onStatus = (_, state) => {
    if (["dead", "restarting", "autorestarting"].includes(state)) lost();
  };
  const onLine = (_, status) => {
    clearTimeout(timer);
    if (status !== "connected") {
      timer = setTimeout(() => kernel.connectionStatus !== "connected" && lost(), LINE_MS);
    }
  };
  kernel.statusChanged.connect(onStatus);
  kernel.connectionStatusChanged.connect(onLine);
  if (kernel.connectionStatus && kernel.connectionStatus !== "connected") onLine(kernel, kernel.connectionStatus);
  const asking = kernel.serverSettings && !inJupyterLite() ? serverKnows(kernel) : Promise.resolve(false);
  asking.then((knows) => {
    if (!knows) return;
    line.slow = () => askServer(kernel).then((answer) => answer.status === 404 && line.waiting() && lost(), () => {});
    line.recover = (stuck) => reloadWhenBack(kernel, stuck);
  });
  return () => {
    clearTimeout(timer);
    kernel.statusChanged.disconnect(onStatus);
    kernel.connectionStatusChanged.disconnect(onLine);
  };
}
