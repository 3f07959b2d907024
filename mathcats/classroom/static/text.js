// The class pages' words, all in words.json (tests/test_words.py reads them too).

// The words, once: {name: text}.
export async function loadText() {
  const answer = await fetch(new URL("words.json", import.meta.url));
  return answer.json();
}

// A text with its {slots} filled: fill("You are {name}.", {name: "Mia"}).
export function fill(template, values = {}) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}
