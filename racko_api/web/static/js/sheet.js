// One scoresheet: totals, the chart, every round with its reasons, rounds waiting to be sent,
// undo and corrections (If-Match with the sheet's ETag), and the read-only share link.

import { ApiError, NetworkError, api } from "./api.js";
import { lineChart } from "./chart.js";
import { $, fill, h, show, toast } from "./dom.js";
import { discard, enqueue, onOutbox, pendingFor, replaceBody } from "./outbox.js";
import { reasonList, slotsView } from "./reasons.js";
import { dropDraft, showRoundProblem, startRound, stopRound } from "./round.js";
import { loadRulesets, rulesetById } from "./rulesets.js";
import { cacheSheet, cachedSheet, rememberSheet, tokenFor } from "./store.js";

const POLL_FOLLOW_MS = 4000;
const POLL_EDIT_MS = 20000;

let ctx = null; // {id, sheet, etag, rulesets, nav, timer, waitingFor}

const sheetUrl = (id, extra = "") => `/?sheet=${encodeURIComponent(id)}${extra}`;
const editable = () => Boolean(ctx && tokenFor(ctx.id));

// ---- reading -----------------------------------------------------------------------------------

async function refresh({ quiet = true } = {}) {
  const id = ctx.id;
  try {
    const { status, data, etag } = await api.sheet(id, ctx.sheet ? ctx.etag : null);
    if (!ctx || ctx.id !== id) return false;
    if (status === 304) return false;
    accept(data, etag);
    return true;
  } catch (err) {
    if (!ctx || ctx.id !== id) return false;
    if (err instanceof ApiError && err.status === 404) {
      ctx.missing = true;
      renderSheet();
    } else if (!quiet) {
      toast(`Cannot reach the server: ${err.message}. Showing what this phone last saw.`, "error");
    }
    return false;
  }
}

function accept(sheet, etag) {
  ctx.sheet = sheet;
  ctx.etag = etag;
  ctx.missing = false;
  cacheSheet(ctx.id, sheet, etag);
  rememberSheet(ctx.id, { ruleset: sheet.ruleset, players: sheet.players.map((p) => p.name) });
  if (!$("view-sheet").hidden) renderSheet();
}

function poll() {
  clearTimeout(ctx.timer);
  const id = ctx.id;
  ctx.timer = setTimeout(async () => {
    if (!ctx || ctx.id !== id) return;
    if (document.visibilityState === "visible" && !$("view-sheet").hidden) await refresh();
    if (ctx && ctx.id === id) poll();
  }, editable() ? POLL_EDIT_MS : POLL_FOLLOW_MS);
}

// ---- drawing the sheet ---------------------------------------------------------------------------

function presetOf(sheet) {
  return rulesetById(ctx.rulesets, sheet.ruleset) || { id: sheet.ruleset, title: sheet.ruleset, options: {}, summary: "" };
}

function houseRules(sheet) {
  const entries = Object.entries(sheet.options || {});
  if (!entries.length) return "";
  return ` · House rules: ${entries.map(([k, v]) => `${k.replaceAll("_", " ")} ${typeof v === "object" ? Object.values(v).join(" ") : v}`).join(", ")}`;
}

function sides(sheet) {
  // Partners play for their team: the team totals decide, so the chart shows the teams.
  return sheet.teams && sheet.teams.length ? sheet.teams : sheet.players;
}

function renderTotals(sheet) {
  const leaders = new Set(sheet.leaders || []);
  const rows = [];
  if (sheet.teams && sheet.teams.length) {
    sheet.teams.forEach((t, k) => rows.push(h("div", { class: ["total", "team", leaders.has(t.name) && "leader"], dataset: { team: t.name } },
      h("i", { class: `swatch c${k % 4}`, "aria-hidden": "true" }),
      h("span", { class: "name" }, t.name, h("small", { text: leaders.has(t.name) ? "team · leads" : "team" })),
      h("span", { class: "sum", text: String(t.total) }))));
  }
  const team = Boolean(sheet.teams && sheet.teams.length);
  sheet.players.forEach((p, k) => rows.push(h("div", { class: ["total", !team && leaders.has(p.name) && "leader"], dataset: { player: p.name } },
    h("i", { class: team ? "swatch" : `swatch c${k % 4}`, "aria-hidden": "true" }),
    h("span", { class: "name" }, p.name, !team && leaders.has(p.name) && sheet.round_count ? h("small", { text: "leads" }) : null),
    h("span", { class: "sum", text: String(p.total) }))));
  fill($("totals"), rows);
}

function renderWinner(sheet) {
  const box = $("winner");
  if (sheet.winner) {
    const side = sides(sheet).find((x) => x.name === sheet.winner);
    box.textContent = `${sheet.winner} win${sheet.teams && sheet.teams.length ? "" : "s"} with ${side ? side.total : ""} points!`;
    show(box, true);
  } else if (sheet.tie_at_target) {
    box.textContent = "Tied at the top past the target: play another round.";
    show(box, true);
  } else {
    show(box, false);
  }
}

function renderChart(sheet) {
  const team = Boolean(sheet.teams && sheet.teams.length);
  const series = sides(sheet).map((side) => ({
    name: side.name,
    points: sheet.rounds.map((r) => {
      const row = (team ? r.teams : r.players).find((x) => (team ? x.name : x.player) === side.name);
      return row ? row.total : 0;
    }),
  }));
  fill($("chart"), lineChart(series, sheet.target));
}

function roundSummary(round) {
  return h("span", { class: "pts" }, round.players.map((p) => h("span", {}, p.player, " ", h("b", { text: String(p.points) }))));
}

function roundBodyView(round) {
  return h("div", { class: "round-body" }, round.players.map((p) => h("div", { class: "player-result", dataset: { player: p.player } },
    h("h3", {}, h("span", { text: `${p.player}${p.rack_o ? " · went Rack-O" : ""}` }),
      h("span", { text: `${p.points} pts · total ${p.total}` })),
    p.slots ? slotsView(p.slots, `${p.player}'s rack in round ${round.number}`) : null,
    reasonList(p.reasons))),
  round.teams && round.teams.length ? h("p", { class: "muted" },
    round.teams.map((t) => `${t.name}: ${t.points} (total ${t.total})`).join(" · ")) : null,
  editable() && !pendingFor(ctx.id).length
    ? h("button", { type: "button", class: "btn", dataset: { correct: round.number },
                    onclick: () => ctx.nav.navigate(sheetUrl(ctx.id, `&view=round&round=${round.number}`)) },
        `Correct round ${round.number}`)
    : null);
}

function renderRounds(sheet) {
  const list = sheet.rounds.slice().reverse();
  fill($("rounds"), list.length
    ? list.map((round) => h("li", { dataset: { round: round.number } }, h("details", { class: "round" },
        h("summary", {}, h("span", { class: "round-no" }, h("strong", { text: `Round ${round.number}` }),
          h("span", { class: "muted", text: ` · ${round.rack_o} went Rack-O` })), roundSummary(round)),
        roundBodyView(round))))
    : h("li", { class: "muted", text: "No rounds yet." }));
}

/** The server's reasons for refusing a queued round, each put on the player it names. */
function refusal(item) {
  const errors = (item.problem && item.problem.errors) || [];
  if (!errors.length) return item.error || "";
  return errors.map((x) => {
    const m = x.field.match(/^entries\/(\d+)/);
    const entry = m ? item.body.entries[Number(m[1])] : null;
    return `${entry ? `${entry.player}: ` : ""}${x.message}`;
  }).join(" · ");
}

function renderOutbox() {
  const items = pendingFor(ctx.id);
  const box = $("outbox");
  if (!items.length) {
    show(box, false);
    return;
  }
  const first = (ctx.sheet ? ctx.sheet.round_count : 0) + 1;
  fill(box, h("h2", { text: `${items.length} round${items.length > 1 ? "s" : ""} not sent yet` }),
    h("ul", {}, items.map((item, k) => {
      const when = new Date(item.created).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      if (item.state === "refused") {
        return h("li", { class: "refused", dataset: { key: item.key } },
          h("strong", { text: `Round ${first + k} (entered ${when}) was refused: ` }), refusal(item),
          h("div", { class: "row" },
            h("button", { type: "button", class: "btn", onclick: () => ctx.nav.navigate(sheetUrl(ctx.id, `&view=round&fix=${encodeURIComponent(item.key)}`)) }, "Fix it"),
            h("button", { type: "button", class: "btn danger", onclick: () => discard(item.key) }, "Discard")));
      }
      const state = item.state === "sending" ? "sending now…"
        : navigator.onLine ? `waiting to be sent${item.error ? ` (${item.error})` : ""}` : "kept on this phone until the network returns";
      return h("li", { dataset: { key: item.key } }, h("strong", { text: `Round ${first + k}` }), ` (entered ${when}, ${item.body.rack_o} went Rack-O): ${state}`);
    })),
    h("p", { class: "muted", text: "Each round is sent once, with its own key: a retry never counts it twice." }));
  show(box, true);
}

function renderShare() {
  const link = `${window.location.origin}/s/${encodeURIComponent(ctx.id)}`;
  $("share-link").value = link;
  $("share-btn").onclick = async () => {
    try {
      if (navigator.share) {
        await navigator.share({ title: "Rack-O scoresheet", url: link });
        return;
      }
      await navigator.clipboard.writeText(link);
      toast("Link copied: anyone with it can follow the sheet, not change it.", "good");
    } catch {
      $("share-link").select();
      toast("Copy the link above to share it.", "info");
    }
  };
}

function renderSheet() {
  if (!ctx) return;
  const sheet = ctx.sheet;
  const canEdit = editable();
  show($("readonly-note"), Boolean(sheet) && !canEdit);
  if (!sheet) {
    $("sheet-title").textContent = ctx.missing ? "No such sheet" : "Loading the sheet…";
    $("sheet-sub").textContent = ctx.missing ? "The link may be mistyped, or the sheet was never created." : "";
    for (const id of ["totals", "rounds", "chart"]) fill($(id));
    for (const id of ["sheet-actions", "undo-box", "winner", "outbox"]) show($(id), false);
    return;
  }
  const preset = presetOf(sheet);
  $("sheet-title").textContent = preset.title;
  $("sheet-sub").textContent = `To ${sheet.target} · ${sheet.players.length} players · ${sheet.round_count} round${sheet.round_count === 1 ? "" : "s"}${houseRules(sheet)}`;
  renderWinner(sheet);
  renderTotals(sheet);
  renderOutbox();
  const pending = pendingFor(ctx.id).length;
  show($("sheet-actions"), canEdit && !sheet.winner);
  $("enter-round").textContent = `Enter round ${sheet.round_count + pending + 1}`;
  renderChart(sheet);
  renderRounds(sheet);
  renderShare();
  show($("undo-box"), canEdit && sheet.round_count > 0 && !pending);
  disarmUndo();
}

// ---- changing the sheet ------------------------------------------------------------------------

function disarmUndo() {
  const button = $("undo-last");
  button.classList.remove("armed");
  if (ctx && ctx.sheet) button.textContent = `Undo round ${ctx.sheet.round_count}`;
}

async function undo() {
  const button = $("undo-last");
  if (!button.classList.contains("armed")) {
    // Two taps: the first arms the button, so a stray tap never removes a round.
    button.classList.add("armed");
    button.textContent = `Tap again to undo round ${ctx.sheet.round_count}`;
    setTimeout(disarmUndo, 5000);
    return;
  }
  button.disabled = true;
  try {
    const { data, etag } = await api.undoLast(ctx.id, tokenFor(ctx.id), ctx.etag);
    const n = ctx.sheet.round_count;
    accept(data, etag);
    toast(`Round ${n} undone.`, "good");
  } catch (err) {
    await changeFailed(err);
  } finally {
    button.disabled = false;
    disarmUndo();
  }
}

async function changeFailed(err) {
  if (err instanceof ApiError && (err.status === 412 || err.status === 428)) {
    await refresh();
    toast("The sheet changed on another phone. This is the latest: look, then try again.", "error", 7000);
  } else if (err instanceof NetworkError) {
    toast("No connection: corrections need the network. Try again when you are online.", "error", 7000);
  } else {
    toast(err.message, "error", 7000);
  }
}

function showResult(answer) {
  const team = answer.teams && answer.teams.length;
  fill($("result"),
    answer.winner ? h("div", { class: "winner", role: "status", text: `${answer.winner} win${team ? "" : "s"} the game!` }) : null,
    h("table", { class: "result-table" },
      h("thead", {}, h("tr", {}, h("th", { text: "Player" }), h("th", { class: "num", text: "Round" }), h("th", { class: "num", text: "Total" }))),
      h("tbody", {}, answer.players.map((p) => h("tr", { dataset: { player: p.player } },
        h("td", { text: `${p.player}${p.rack_o ? " (Rack-O)" : ""}` }),
        h("td", { class: "num", text: `${p.points}${p.bonus ? ` (+${p.bonus} bonus)` : ""}` }),
        h("td", { class: "num", text: String(p.total) }))),
      team ? answer.teams.map((t) => h("tr", { class: "team" }, h("td", { text: t.name }), h("td", { class: "num", text: String(t.points) }),
                                                h("td", { class: "num", text: String(t.total) }))) : null)),
    answer.players.map((p) => h("div", { class: "player-result card", dataset: { player: p.player } },
      h("h3", {}, h("span", { text: p.player }), h("span", { text: `${p.points} points` })),
      p.slots ? slotsView(p.slots, `${p.player}'s rack, slots that score`) : null,
      reasonList(p.reasons))));
  $("result-title").textContent = `Round ${answer.number} scored`;
  show($("result-next"), !answer.winner);
  $("result-next").onclick = () => ctx.nav.navigate(sheetUrl(ctx.id, "&view=round"));
  $("result-sheet").onclick = () => ctx.nav.navigate(sheetUrl(ctx.id));
  ctx.nav.showView("view-result");
}

/** A new round: kept in the outbox with its key, then sent; wait here for the first outcome. */
function submitNew(body) {
  const blocked = pendingFor(ctx.id).some((i) => i.state === "refused");
  return new Promise((resolve) => {
    const item = enqueue(ctx.id, body);
    dropDraft(); // the round is safe in the outbox now
    if (!blocked) {
      waitFor(item.key, resolve, { discardIfRefused: true });
      return;
    }
    // Rounds go in order: this one waits until the refused round before it is fixed or discarded.
    resolve();
    stopRound();
    toast("Kept on this phone: it is sent once the refused round before it is fixed or discarded.", "info", 7000);
    ctx.nav.navigate(sheetUrl(ctx.id), { replace: true });
  });
}

function waitFor(key, resolve, { discardIfRefused = false } = {}) {
  ctx.waitingFor = { key, resolve, discardIfRefused };
}

function onOutboxEvent(event) {
  if (!ctx || !event.item || event.item.sheet !== ctx.id) {
    if (ctx && !$("view-sheet").hidden) renderSheet();
    return;
  }
  const waiting = ctx.waitingFor && ctx.waitingFor.key === event.item.key ? ctx.waitingFor : null;
  if (event.type === "sent") {
    refresh();
    if (waiting) {
      ctx.waitingFor = null;
      waiting.resolve();
      stopRound();
      showResult(event.answer);
    }
  } else if (event.type === "refused" && waiting) {
    // Refused while the table is still on the entry screen: fix it there, nothing was counted.
    // A new round leaves the outbox; a queued round being fixed keeps its place in it.
    ctx.waitingFor = null;
    if (waiting.discardIfRefused) discard(event.item.key);
    waiting.resolve();
    showRoundProblem(event.item.problem || { detail: event.item.error });
  } else if (event.type === "waiting" && waiting) {
    ctx.waitingFor = null;
    waiting.resolve();
    stopRound();
    toast("No connection: the round is kept on this phone and will be sent when the network returns.", "info", 7000);
    ctx.nav.navigate(sheetUrl(ctx.id), { replace: true });
  }
  if (!$("view-sheet").hidden) renderSheet();
}

async function submitCorrection(n, body) {
  try {
    const { data, etag } = await api.replaceRound(ctx.id, n, tokenFor(ctx.id), ctx.etag, body);
    accept(data, etag);
    stopRound();
    toast(`Round ${n} corrected; every total after it is recomputed.`, "good");
    ctx.nav.navigate(sheetUrl(ctx.id), { replace: true });
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) showRoundProblem(err.problem);
    else await changeFailed(err);
  }
}

function openEntry(place) {
  const sheet = ctx.sheet;
  const preset = presetOf(sheet);
  const cancel = () => {
    dropDraft();
    stopRound();
    ctx.nav.navigate(sheetUrl(ctx.id), { replace: true });
  };
  if (!editable()) {
    cancel();
    return;
  }
  const fix = place.fix ? pendingFor(ctx.id).find((i) => i.key === place.fix) : null;
  if (place.round) {
    const n = Number(place.round);
    const round = sheet.rounds.find((r) => r.number === n);
    if (!round) return cancel();
    startRound({ sheet, preset, title: `Correct round ${n}`, initial: { rack_o: round.rack_o, entries: round.entries },
                 onSubmit: (body) => submitCorrection(n, body), onCancel: cancel });
  } else if (fix) {
    let key = fix.key; // a new body is a new request: every attempt gets a new key
    startRound({ sheet, preset, title: "Fix the refused round", initial: fix.body, onCancel: cancel,
                 onSubmit: async (body) => {
                   const item = replaceBody(key, body);
                   key = item.key;
                   await new Promise((resolve) => waitFor(key, resolve));
                 } });
  } else {
    if (sheet.winner) return cancel();
    const n = sheet.round_count + pendingFor(ctx.id).length + 1;
    startRound({ sheet, preset, title: `Round ${n}`, draftKey: `racko.draft.${ctx.id}.${n}`,
                 onSubmit: submitNew, onCancel: cancel });
  }
  ctx.nav.showView("view-round");
}

// ---- entering and leaving ------------------------------------------------------------------------

let wired = false;

function wire() {
  if (wired) return;
  wired = true;
  $("enter-round").addEventListener("click", () => ctx.nav.navigate(sheetUrl(ctx.id, "&view=round")));
  $("undo-last").addEventListener("click", undo);
  onOutbox(onOutboxEvent);
}

export async function openSheet(id, place, nav) {
  wire();
  if (!ctx || ctx.id !== id) {
    closeSheet();
    const kept = cachedSheet(id);
    ctx = { id, sheet: kept ? kept.sheet : null, etag: kept ? kept.etag : null, nav, timer: 0, waitingFor: null };
    try {
      ctx.rulesets = await loadRulesets();
    } catch {
      ctx.rulesets = [];
    }
  }
  ctx.nav = nav;
  if (!ctx.sheet || place.view !== "round") {
    if (!ctx.sheet) {
      nav.showView("view-sheet");
      renderSheet();
    }
    await refresh({ quiet: Boolean(ctx.sheet) });
  }
  if (!ctx || ctx.id !== id) return;
  if (place.view === "round" && ctx.sheet) {
    openEntry(place);
  } else {
    stopRound();
    nav.showView("view-sheet");
    renderSheet();
  }
  poll();
}

export function closeSheet() {
  if (!ctx) return;
  clearTimeout(ctx.timer);
  stopRound();
  ctx = null;
}
