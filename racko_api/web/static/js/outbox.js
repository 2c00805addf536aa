// Rounds waiting to be sent. Each round gets its Idempotency-Key when it is entered and
// keeps it until the server has answered, so a retry after a timeout or a reload can never
// count it twice. Sent in order; retried with backoff and as soon as the phone is online.

import { ApiError, NetworkError, api, newKey } from "./api.js";
import { t } from "./i18n.js";
import { outboxItems, saveOutbox, tokenFor } from "./store.js";

const listeners = new Set();
let running = false;
let again = false;
let timer = 0;
let failures = 0;

/** fn({type: "queued"|"sending"|"sent"|"waiting"|"refused"|"changed", item, answer?, etag?}): a sent
 *  round's answer, and the ETag of the sheet's version it left. */
export function onOutbox(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function emit(event) {
  for (const fn of listeners) fn(event);
}

function patch(key, change) {
  const items = outboxItems();
  const item = items.find((i) => i.key === key);
  if (item) Object.assign(item, change);
  saveOutbox(items);
  return item;
}

export function pendingFor(sheetId) {
  return outboxItems().filter((i) => i.sheet === sheetId);
}

/** Keep a round on the phone, then try to send it. */
export function enqueue(sheetId, body) {
  const item = { key: newKey(), sheet: sheetId, body, created: Date.now(), state: "pending",
                 attempts: 0, error: null };
  saveOutbox([...outboxItems(), item]);
  emit({ type: "queued", item });
  flush();
  return item;
}

/** A refused round fixed by the table: a new body is a new request, so it gets a new key. */
export function replaceBody(key, body) {
  const item = patch(key, { body, key: newKey(), state: "pending", attempts: 0, error: null });
  emit({ type: "changed", item });
  flush();
  return item;
}

export function discard(key) {
  saveOutbox(outboxItems().filter((i) => i.key !== key));
  emit({ type: "changed", item: null });
  flush();
}

function schedule(ms) {
  clearTimeout(timer);
  timer = setTimeout(flush, ms);
}

async function sendOne(item) {
  const token = tokenFor(item.sheet);
  if (!token) {
    const refused = patch(item.key, { state: "refused", error: t("outbox.no_token") });
    emit({ type: "refused", item: refused });
    return "refused";
  }
  emit({ type: "sending", item: patch(item.key, { state: "sending", attempts: item.attempts + 1 }) });
  try {
    const { data, etag } = await api.addRound(item.sheet, token, item.body, item.key);
    saveOutbox(outboxItems().filter((i) => i.key !== item.key));
    failures = 0;
    emit({ type: "sent", item, answer: data, etag });
    return "sent";
  } catch (err) {
    if (err instanceof ApiError) {
      const refused = patch(item.key, { state: "refused", error: err.message, problem: err.problem });
      emit({ type: "refused", item: refused });
      return "refused";
    }
    const waiting = patch(item.key, { state: "pending", error: err.message });
    failures += 1;
    const backoff = Math.min(60000, 1000 * 2 ** (failures - 1)) + Math.random() * 500;
    schedule(Math.max(backoff, (err.retryAfter || 0) * 1000));
    emit({ type: "waiting", item: waiting });
    return "waiting";
  }
}

/** Send what is waiting, oldest first; a refused round holds back later rounds of its sheet. */
export async function flush() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  clearTimeout(timer);
  try {
    do {
      again = false;
      const blocked = new Set();
      for (const item of outboxItems()) {
        if (blocked.has(item.sheet)) continue;
        if (item.state === "refused") {
          blocked.add(item.sheet);
          continue;
        }
        const outcome = await sendOne(item);
        if (outcome === "waiting") return; // no network: try again later, in the same order
        if (outcome === "refused") blocked.add(item.sheet);
      }
    } while (again);
  } finally {
    running = false;
  }
}

export function startOutbox() {
  // A round left "sending" by a closed page may or may not have arrived: resend it with its key.
  saveOutbox(outboxItems().map((i) => (i.state === "sending" ? { ...i, state: "pending" } : i)));
  window.addEventListener("online", () => {
    failures = 0;
    flush();
  });
  // A round on its way when the network drops waits for it now: say so before the try fails.
  window.addEventListener("offline", () => emit({ type: "changed", item: null }));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") flush();
  });
  flush();
}

export { NetworkError };
