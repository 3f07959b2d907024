// The Class summary (scene.class_summary, teacher mode only): what this table
// practised, drawn in the teacher's panel. Python counts everything and gives the
// words; this part only lays them out, each figure with its mode and (several seats)
// its cat: the facts met, how often the first try of each was right, the moves played
// with the cards lit, Show me uses, draws or passes when a card fitted, then each
// mistake tried with the teacher's note about it.

import { h } from "./dom.js";

export function classSummary(summary) {
  if (!summary) return null;
  const list = (label, rows) => [
    h("h4", { class: "mc-summary-label", text: label }),
    rows.length ? h("ul", {}, ...rows) : h("p", { class: "mc-summary-none", text: summary.none }),
  ];
  const lines = (rows) => rows.map((line) => h("li", { text: line }));
  const mistakes = summary.mistakes.map((m) =>
    h("li", {}, h("span", { class: "mc-summary-mistake", text: m.words }),
      h("span", { class: "mc-summary-note", text: ` ${m.note}` })));
  return h("section", { class: "mc-summary", "aria-label": summary.title, tabindex: 0 },
    h("h3", { class: "mc-zone-label", text: summary.title }),
    ...list(summary.facts_label, lines(summary.facts)),
    ...list(summary.first_label, lines(summary.first)),
    ...list(summary.lit_label, lines(summary.lit)),
    ...list(summary.hints_label, lines(summary.hints)),
    ...list(summary.missed_label, lines(summary.missed)),
    ...list(summary.mistakes_label, mistakes));
}
