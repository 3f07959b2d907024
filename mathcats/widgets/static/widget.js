// The Jupyter host's module: the widget's _esm (bundled by build.mjs with the
// renderer). The table is the renderer's; watching the kernel is this host's.
// Class play and the site load this same bundle and use its named exports.

import { render } from "../../table/static/table.js";
import { watchKernel } from "./kernel.js";

export * from "../../table/static/index.js";

export default {
  render: ({ model, el }) => render({ model, el }, (line) => watchKernel(model, line)),
};
