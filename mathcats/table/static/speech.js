// Read aloud: the status line, and a card's number when it is focused or long-pressed.
// Only a voice of this machine (localService) ever speaks: no words leave it.
// Off unless the table's read_aloud setting is on; then a speaker button lets
// the child switch it off and on.

import { h, svg } from "./dom.js";

const VOICE_WAIT_MS = 3000;  // voices may load late: wait this long for a local one
const LONG_PRESS_MS = 500;  // a press this long reads a card instead of playing it
const PRESS_SLOP = 12;  // px a finger may move and still be a long press

// The first voice of this machine in the page's language, else any voice of this machine.
function localVoice(synth) {
  const voices = synth.getVoices().filter((v) => v.localService === true);
  const lang = (document.documentElement.lang || "en").slice(0, 2).toLowerCase();
  return voices.find((v) => (v.lang || "").toLowerCase().startsWith(lang)) || voices[0] || null;
}

// A local voice as soon as one is there, or null after VOICE_WAIT_MS.
function findVoice(synth) {
  if (!synth) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (voice) => {
      clearTimeout(timer);
      synth.removeEventListener("voiceschanged", look);
      resolve(voice);
    };
    const look = () => {
      const voice = localVoice(synth);
      if (voice) done(voice);
    };
    const timer = setTimeout(() => done(localVoice(synth)), VOICE_WAIT_MS);
    synth.addEventListener("voiceschanged", look);
    look();
  });
}

function speakerIcon() {
  const icon = svg("svg", { viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", class: "mc-icon" });
  icon.append(
    svg("path", { d: "M3 9h4l5-4v14l-5-4H3z", fill: "currentColor" }),
    svg("path", { d: "M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13", fill: "none", stroke: "currentColor", "stroke-width": 2.2, "stroke-linecap": "round" }),
  );
  return icon;
}

// The speaker of one table: its button goes at the start of the status line.
export function readAloud(root, status) {
  const synth = window.speechSynthesis || null;
  const state = {
    setting: false, on: true, voice: undefined, looking: false, pending: null,
    drawing: false, pointing: false, press: null, pressed: null,
  };
  const label = h("span", { class: "mc-label" });
  const button = h("button", { type: "button", class: "mc-item mc-button mc-speaker", "aria-pressed": "true", hidden: true },
    speakerIcon(), label);
  const note = h("p", { class: "mc-speech-note", hidden: true });
  const area = h("div", { class: "mc-speech", hidden: true }, note, button);
  status.before(area);

  const speaking = () => state.setting && state.on && Boolean(state.voice);

  function speak(text) {
    if (!text || !state.setting || !state.on) return;
    if (state.voice === undefined) {
      state.pending = text;  // said once the voice is found
      return;
    }
    if (!state.voice || state.voice.localService !== true) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = state.voice;
    utterance.lang = state.voice.lang;
    utterance.rate = 0.9;
    synth.speak(utterance);
  }

  function ready(voice) {
    state.voice = voice;
    if (voice) {
      button.hidden = false;
      speak(state.pending);
    } else {
      note.hidden = false;  // said once: gone with the next status
    }
    state.pending = null;
  }

  button.addEventListener("click", () => {
    state.on = !state.on;
    button.setAttribute("aria-pressed", String(state.on));
    if (state.on) speak(shownText(status));
    else if (synth) synth.cancel();
  });

  listenForPresses(root, state);

  return {
    // Every draw: the setting, and no card read while the table puts focus back.
    draw(scene) {
      const was = state.setting;
      state.setting = Boolean(scene.read_aloud);
      area.hidden = !state.setting;
      root.classList.toggle("mc-read-aloud", state.setting);
      label.textContent = (scene.labels || {}).speaker || "";
      note.textContent = (scene.labels || {})["no-voice"] || "";
      if (was && !state.setting && synth) synth.cancel();
      if (!was && state.setting) speak(shownText(status));  // switched on: say what is there
      if (state.setting && state.voice === undefined && !state.looking) {
        state.looking = true;
        findVoice(synth).then(ready);
      }
      state.drawing = true;
      queueMicrotask(() => { state.drawing = false; });
    },
    // A new status: say exactly what it shows.
    read(region) {
      if (state.voice === null) note.hidden = true;
      speak(shownText(region));
    },
    // A hand or table card: read its number on focus (not a tap's) or on a long press.
    card(node, it) {
      readCard(node, it, state, speak, speaking);
    },
    stop() {
      endPress(state);
      if (synth && state.setting) synth.cancel();
    },
  };
}

// Which presses are a tap's and which a long press's, for the whole table.
function listenForPresses(root, state) {
  // A focus that comes from a tap is the tap's: the status then says what it did.
  root.addEventListener("pointerdown", () => {
    state.pointing = true;
    state.pressed = null;
  }, true);
  root.addEventListener("keydown", () => {
    state.pointing = false;  // a press that ended outside the table
    state.pressed = null;
  }, true);
  for (const end of ["pointerup", "pointercancel"]) {
    root.addEventListener(end, () => { state.pointing = false; }, true);
  }
  // The click that ends a long press only read the card: it does not play it.
  root.addEventListener("click", (event) => {
    if (!state.pressed || !state.pressed.contains(event.target)) return;
    state.pressed = null;
    event.stopPropagation();
    event.preventDefault();
  }, true);
}

function endPress(state) {
  if (state.press) clearTimeout(state.press.timer);
  state.press = null;
}

// A card reads its number when focused (not by a tap) or long-pressed.
function readCard(node, it, state, speak, speaking) {
  node.addEventListener("focus", () => {
    if (!state.drawing && !state.pointing) speak(it.label);
  });
  node.addEventListener("pointerdown", (event) => {
    endPress(state);
    if (!speaking()) return;
    const timer = setTimeout(() => {
      state.pressed = node;
      speak(it.label);
    }, LONG_PRESS_MS);
    state.press = { x: event.clientX, y: event.clientY, timer };
  });
  node.addEventListener("pointermove", (event) => {
    const p = state.press;
    if (p && Math.hypot(event.clientX - p.x, event.clientY - p.y) > PRESS_SLOP) endPress(state);
  });
  for (const end of ["pointerup", "pointercancel", "pointerleave"]) node.addEventListener(end, () => endPress(state));
  node.addEventListener("contextmenu", (event) => {
    if (state.pressed || state.press) event.preventDefault();
  });
}

// What a region shows, as one line of words.
function shownText(region) {
  return region.innerText.replace(/\s+/g, " ").trim();
}
