// Roving focus: Tab moves between groups of buttons, arrows move inside one.

// Tab moves between these groups of buttons; arrows move inside one.
const GROUPS = ["count", "help", "toggle", "pass", "zones", "hand", "actions", "words", "teacher"];

// The focused item of the table before a redraw (its id and group), or nulls.
export function focusedItem(root) {
  const active = document.activeElement;
  const had = root.contains(active) && active.dataset.id !== undefined;
  return { id: had ? active.dataset.id : null, group: had ? active.dataset.group : null };
}

// After a redraw: one button per group takes Tab (the one last focused there, a
// lit one, or the first); focus goes back where it was, or to the scene's
// ``wanted`` item on a fresh scene.
export function rove(root, roving, was, wanted) {
  let target = null;
  for (const name of GROUPS) {
    const buttons = [...root.querySelectorAll(`button[data-group="${name}"]`)];
    if (!buttons.length) continue;
    const keep = buttons.find((b) => b.dataset.id === (name === was.group ? was.id : roving[name]));
    const first = keep || buttons.find((b) => b.classList.contains("mc-lit")) || buttons[0];
    first.tabIndex = 0;
    if (name === was.group) target = first;
  }
  const asked = wanted && root.querySelector(`button[data-id="${wanted}"]`);
  if (was.group && asked) target = asked;
  if (was.group && !target) {
    const start = (name) => root.querySelector(`button[data-group="${name}"][tabindex="0"]`);
    target = start("pass") || start("hand") || root.querySelector('button[tabindex="0"]');
  }
  if (target) target.focus();
}

// The keys: the focused button takes Tab for its group; arrows, Home and End move.
export function listenForKeys(root, roving) {
  root.addEventListener("focusin", (event) => {
    const b = event.target;
    if (!b.dataset || !b.dataset.group) return;
    roving[b.dataset.group] = b.dataset.id;
    for (const other of root.querySelectorAll(`button[data-group="${b.dataset.group}"]`)) {
      other.tabIndex = other === b ? 0 : -1;
    }
  });
  root.addEventListener("keydown", (event) => {
    const b = event.target;
    if (!b.dataset || !b.dataset.group) return;
    const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const buttons = [...root.querySelectorAll(`button[data-group="${b.dataset.group}"]`)];
    const at = buttons.indexOf(b);
    let next = null;
    if (event.key in steps) next = buttons[(at + steps[event.key] + buttons.length) % buttons.length];
    else if (event.key === "Home") next = buttons[0];
    else if (event.key === "End") next = buttons[buttons.length - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
}
