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

// ---- the table: the friends this phone keeps score for, evening after evening ------------------

const TABLE = "racko.table";
const TABLE_COPY = "racko.table.";
const STATS_COPY = "racko.stats.";

/** This phone's table: {id, token?} (the edit token kept only here, like a sheet's), or null. */
export function myTable() {
  return read(TABLE, null);
}

export function rememberTable(id, token) {
  const kept = myTable();
  write(TABLE, { id, token: token || (kept && kept.id === id ? kept.token : null) || null });
}

export function forgetTable() {
  localStorage.removeItem(TABLE);
}

/** The last copy of a table (its players and sheets) and of its statistics, to show offline:
 *  {data, etag, seen (ms)} or null. */
export const cachedTable = (id) => read(TABLE_COPY + id, null);
export const cacheTable = (id, data, etag) => write(TABLE_COPY + id, { data, etag, seen: Date.now() });
export const cachedStats = (id) => read(STATS_COPY + id, null);
export const cacheStats = (id, data, etag) => write(STATS_COPY + id, { data, etag, seen: Date.now() });
