// What this phone remembers, in localStorage: edit tokens, known sheets, the last copy of
// each sheet (to show it offline) and the outbox of rounds not yet sent.

const SHEETS = "racko.sheets";
const OUTBOX = "racko.outbox";
const CACHE = "racko.sheet.";

function read(key, fallback) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : fallback;
  } catch {
    return fallback;
  }
}

function write(key, value) {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Sheets this phone created or opened: {id: {token?, title, players, opened}}. */
export function knownSheets() {
  return read(SHEETS, {});
}

export function rememberSheet(id, info) {
  const all = knownSheets();
  all[id] = { ...(all[id] || {}), ...info, opened: Date.now() };
  write(SHEETS, all);
}

export function forgetSheet(id) {
  const all = knownSheets();
  delete all[id];
  write(SHEETS, all);
  localStorage.removeItem(CACHE + id);
}

/** The edit token of a sheet, kept only here (never in a URL). */
export function tokenFor(id) {
  const info = knownSheets()[id];
  return info ? info.token || null : null;
}

export function cachedSheet(id) {
  return read(CACHE + id, null);
}

export function cacheSheet(id, sheet, etag) {
  write(CACHE + id, { sheet, etag });
}

export function outboxItems() {
  return read(OUTBOX, []);
}

export function saveOutbox(items) {
  write(OUTBOX, items);
}
