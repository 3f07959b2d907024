// The page's Python: the Pyodide core and the wheels of this folder (site-lock.json
// names them), and one table (mathcats.site.page.PageTable) made from the page's
// address. Each message from the page is answered with the scene, as JSON text.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const early = [];
let handle = (message) => early.push(message);  // until Python is ready
addEventListener("message", ({ data }) => handle(data));

const here = (path) => new URL(path, import.meta.url).href;
const [lock, pyodide] = await Promise.all([
  fetch(here("site-lock.json")).then((answer) => answer.json()),
  loadPyodide({ indexURL: here("pyodide/") }),
]);
await pyodide.loadPackage(lock.wheels.map((wheel) => here(`wheels/${wheel.file}`)), {
  messageCallback: () => {},
});
const { PageTable } = pyodide.pyimport("mathcats.site.page");

let table = null;
handle = (message) => {
  if (message.type === "start") {
    try {
      table = PageTable(message.query);
    } catch {
      postMessage({ type: "refused" });  // a setup the game does not take
      return;
    }
    postMessage({ type: "scene", scene: table.scene });
  } else if (message.type === "send" && table) {
    postMessage({ type: "scene", scene: table.answer(message.content) });
  }
};
early.splice(0).forEach(handle);
