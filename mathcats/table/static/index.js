// The renderer, as every host loads it (the bundle's entry beside the widget's own):
// the table's render, the Model that class play and the site draw it through, and
// the DOM and art helpers the class pages use too.

export { render as renderTable } from "./table.js";  // not "render": anywidget would take it
export { Model } from "./model.js";
export { h, icon } from "./dom.js";
export { addSprite, artOf } from "./cards.js";
