// The one place that talks HTTP: JSON in, JSON or problem+json out, with timeouts; every request
// asks for the page's language (the API answers in it where it has the text).

import { lang, t } from "./i18n.js";

/** The server refused: carries the RFC 9457 problem (detail, rule, errors[]). */
export class ApiError extends Error {
  constructor(status, problem) {
    super((problem && (problem.detail || problem.title)) || `HTTP ${status}`);
    this.status = status;
    this.problem = problem || {};
  }

  /** The message the server gave for one field (e.g. "racks/1/rack/3"), if any. */
  fieldMessage(field) {
    const hit = (this.problem.errors || []).find((e) => e.field === field);
    return hit ? hit.message : null;
  }
}

/** No answer: offline, DNS, reset, or timed out. The request may or may not have arrived. */
export class NetworkError extends Error {
  /** True when the phone says it is offline; else the server did not answer (or was busy). */
  get offline() {
    return !navigator.onLine;
  }
}

export async function call(method, path, { body, headers = {}, timeout = 10000 } = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const init = { method, headers: { Accept: "application/json", "Accept-Language": lang(), ...headers }, cache: "no-store",
                 signal: controller.signal };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers["Content-Type"] = "application/json";
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (err) {
    throw new NetworkError(t(err && err.name === "AbortError" ? "net.late" : "net.none"));
  } finally {
    clearTimeout(timer);
  }
  const etag = response.headers.get("ETag");
  if (response.status === 304) return { status: 304, data: null, etag };
  let data = null;
  const text = await response.text().catch(() => "");
  if (text) {
    try { data = JSON.parse(text); } catch { data = null; }
  }
  if (!response.ok) {
    if (response.status >= 500 || response.status === 429) {
      // The server is there but cannot answer now: as good as no answer, try again later.
      const err = new NetworkError((data && data.detail) || t("net.busy", { status: response.status }));
      err.status = response.status;
      err.retryAfter = Number(response.headers.get("Retry-After")) || 0;
      throw err;
    }
    throw new ApiError(response.status, data);
  }
  return { status: response.status, data, etag, location: response.headers.get("Location") };
}

const bearer = (token) => ({ Authorization: `Bearer ${token}` });

export const api = {
  rulesets: () => call("GET", "/v1/rulesets"),
  ruleset: (id) => call("GET", `/v1/rulesets/${encodeURIComponent(id)}`),
  rules: () => call("GET", "/v1/rules"),
  score: (body) => call("POST", "/v1/score", { body }),
  compare: (body) => call("POST", "/v1/score/compare", { body }),
  checkRack: (body) => call("POST", "/v1/check/rack", { body }),
  advice: (body) => call("POST", "/v1/advice", { body }),
  checkPartial: (body) => call("POST", "/v1/check/partial", { body }),
  scoreRound: (body) => call("POST", "/v1/rounds/score", { body }),

  createSheet: (body, key) => call("POST", "/v1/scoresheets", { body, headers: { "Idempotency-Key": key } }),
  sheet: (id, etag) => call("GET", `/v1/scoresheets/${encodeURIComponent(id)}`,
                            { headers: etag ? { "If-None-Match": etag } : {} }),
  addRound: (id, token, body, key) => call("POST", `/v1/scoresheets/${encodeURIComponent(id)}/rounds`,
                                           { body, headers: { ...bearer(token), "Idempotency-Key": key } }),
  undoLast: (id, token, etag) => call("DELETE", `/v1/scoresheets/${encodeURIComponent(id)}/rounds/last`,
                                      { headers: { ...bearer(token), "If-Match": etag } }),
  replaceRound: (id, n, token, etag, body) => call("PUT", `/v1/scoresheets/${encodeURIComponent(id)}/rounds/${n}`,
                                                   { body, headers: { ...bearer(token), "If-Match": etag } }),

  // A table: the friends who play together, their players (ids that stay across renames) and sheets.
  createTable: (body, key) => call("POST", "/v1/tables", { body, headers: { "Idempotency-Key": key } }),
  table: (id, etag) => call("GET", `/v1/tables/${encodeURIComponent(id)}`,
                            { headers: etag ? { "If-None-Match": etag } : {} }),
  tableStats: (id, etag) => call("GET", `/v1/tables/${encodeURIComponent(id)}/stats`,
                                 { headers: etag ? { "If-None-Match": etag } : {} }),
  addPlayers: (id, token, players) => call("POST", `/v1/tables/${encodeURIComponent(id)}/players`,
                                           { body: { players }, headers: bearer(token) }),
  renamePlayer: (id, token, player, name) => call("PUT", `/v1/tables/${encodeURIComponent(id)}/players/${player}`,
                                                  { body: { name }, headers: bearer(token) }),
  createTableSheet: (id, token, body, key) => call("POST", `/v1/tables/${encodeURIComponent(id)}/sheets`,
                                                   { body, headers: { ...bearer(token), "Idempotency-Key": key } }),
};

/** A sheet or a table's history as CSV (Accept: text/csv): {blob, filename}. */
export async function csv(path, fallbackName) {
  let response;
  try {
    response = await fetch(path, { headers: { Accept: "text/csv", "Accept-Language": lang() }, cache: "no-store" });
  } catch {
    throw new NetworkError(t("net.none"));
  }
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const named = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") || "");
  return { blob: await response.blob(), filename: named ? named[1] : fallbackName };
}

/** A fresh key for one request that must count once, made on this phone. */
export function newKey() {
  if (globalThis.crypto && crypto.randomUUID) return crypto.randomUUID();
  // Pages served over plain http on a LAN have no randomUUID: build the same v4 UUID by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
