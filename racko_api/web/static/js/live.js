// A sheet followed live. The sheet's event stream (Server-Sent Events, GET
// /v1/scoresheets/{id}/events) brings each round added, corrected or undone on any phone,
// whichever server took it, with what the sheet shows after it; sheet.js paints it without
// reading the sheet again (and reads it when an event cannot be applied). Polling goes on underneath (sheet.js), so when the
// stream fails, ends (a game won) or is refused, the sheet still updates every few seconds; a
// marker under the title says which. Offline the marker goes (the offline notice speaks then) and
// the stream is closed: a phone whose network left may never hear its stream fail, and would go
// on saying "Live". Back online, the stream opens again. No state of its own but the open stream.
// The marker keeps one place whatever it says, or when it is hidden: the totals and "Enter round"
// under it never move while a finger is on its way to them.

import { $ } from "./dom.js";

const RETRY_MS = 30000; // a stream that ended or was refused is asked for again after this
const SETTLE_MS = 20; // events that come together (a replay on connecting) are handed over together

let live = null; // {id, source, onChange, timer, tried, events}

function mark(on) {
  const el = $("live-mark"); // in the page from the start: its place is kept, shown or not (app.css)
  el.hidden = !navigator.onLine;
  el.dataset.live = on ? "1" : "0"; // which of its two sentences shows (translatePage() words both)
}

function open(state) {
  if (!navigator.onLine) return; // the "online" event opens it
  state.tried = Date.now();
  const source = new EventSource(`/v1/scoresheets/${encodeURIComponent(state.id)}/events`);
  state.source = source;
  source.onopen = () => { if (live === state) mark(true); };
  source.onmessage = (message) => {
    if (live !== state) return;
    let event = null;
    try { event = JSON.parse(message.data); } catch { event = null; }
    state.events.push(event); // null: not understood, and the sheet is read instead
    if (state.timer) return;
    state.timer = setTimeout(() => {
      state.timer = 0;
      const events = state.events.splice(0);
      if (live === state) state.onChange(events);
    }, SETTLE_MS);
  };
  source.onerror = () => {
    if (live !== state) return;
    mark(false); // reconnecting by itself, or closed: polling carries on meanwhile
    if (source.readyState === EventSource.CLOSED) state.source = null;
  };
}

/** Follow sheet `id`: `onChange(events)` runs soon after its events come, with them (each the
 *  event's object, or null when it could not be read). Called on every poll;
 *  opens the stream once, and again a while after it closed. */
export function followLive(id, onChange) {
  if (live && live.id === id) {
    live.onChange = onChange;
    if (live.source || Date.now() - live.tried < RETRY_MS) return;
  } else {
    stopLive();
    live = { id, source: null, onChange, timer: 0, tried: 0, events: [] };
    mark(false);
  }
  if (typeof EventSource === "function") open(live);
}

function close(state) {
  if (state.source) state.source.close();
  state.source = null;
  state.tried = 0;
}

window.addEventListener("offline", () => {
  if (!live) return;
  close(live);
  mark(false);
});
window.addEventListener("online", () => {
  if (!live) return;
  mark(false);
  if (typeof EventSource === "function" && !live.source) open(live);
});

/** Whether sheet `id`'s stream is open and has said so (its events then carry every change). */
export function isLive(id) {
  return Boolean(live && live.id === id && live.source && live.source.readyState === EventSource.OPEN);
}

export function stopLive() {
  if (!live) return;
  if (live.source) live.source.close();
  clearTimeout(live.timer);
  live = null;
  const el = $("live-mark");
  el.hidden = true;
  delete el.dataset.live;
}
