// One scoresheet: totals (points, or rounds won where the game counts those), the chart, every
// round with Correct on it and Undo on the last one, rounds waiting to be sent, and the read-only
// link. What differs between games comes from the edition's traits (GET /v1/rulesets).
//
// One state at a time: while this phone has a round waiting to be sent, the sheet shows the
// state the server last confirmed and, on top of it, the round as "not confirmed", scored on the
// phone by the same rules (scoring.js) with provisional totals. It never takes the server's newer
// state first (which might already hold that round). The round is resent with its key, the
// server answers (or replays) it, and only then is it confirmed.

import { ApiError, NetworkError, api, newKey } from "./api.js";
import { lineChart } from "./chart.js";
import { followLive, isLive, stopLive } from "./live.js";
import { $, fill, h, numberedTitle, say, show } from "./dom.js";
import { formatNumber, onLanguage, t } from "./i18n.js";
import { discard, enqueue, flush, onOutbox, pendingFor, replaceBody } from "./outbox.js";
import { reasonList, slotsView } from "./reasons.js";
import { draftOf, dropDraft, showRoundProblem, startRound, stopRound } from "./round.js";
import { loadRulesets, rulesetById, rulesetDetail } from "./rulesets.js";
import { Refusal, effectiveOptions, scoreRound, standing } from "./scoring.js";
import { optionLines } from "./option_words.js";
import { etagOf, sheetAfter } from "./sheet_events.js";
import { cacheSheet, cachedSheet, rememberSheet, tokenFor } from "./store.js";
import { startSuperRound, stopSuperRound } from "./super_round.js";
import { againAtTable } from "./table.js";
import { downloadCsv } from "./download.js";
import { resultImage, resultText, shareResult } from "./share_result.js";
import { keepAwake } from "./wakelock.js";

const POLL_FOLLOW_MS = 4000; // a follower without a live stream
const POLL_EDIT_MS = 20000; // the scorekeeper, and any phone whose stream is live: a safety net

let ctx = null; // {id, sheet, etag, rulesets, nav, timer, waitingFor, landing: [{item, number, etag, answer}]}

const sheetUrl = (id, extra = "") => `/?sheet=${encodeURIComponent(id)}${extra}`;
const editable = () => Boolean(ctx && tokenFor(ctx.id));
const unsent = () => pendingFor(ctx.id).filter((i) => i.state !== "refused");

// ---- reading -----------------------------------------------------------------------------------

async function refresh() {
  const id = ctx.id;
  if (editable() && unsent().length) {
    // A round of ours is not confirmed yet: send it (again, with its key) before taking any
    // newer state, so it is never shown both counted and waiting.
    flush();
    return false;
  }
  try {
    const { status, data, etag } = await api.sheet(id, ctx.sheet ? ctx.etag : null);
    if (!ctx || ctx.id !== id) return false;
    if (status === 304) return false;
    if (editable() && unsent().length) return false; // a round was queued meanwhile
    accept(data, etag);
    return true;
  } catch (err) {
    if (!ctx || ctx.id !== id) return false;
    if (err instanceof ApiError && err.status === 404) {
      ctx.missing = true;
      renderSheet();
    }
    return false;
  }
}

function accept(sheet, etag) {
  // Answers can arrive out of order on a slow network: a read older than the sheet held (one
  // sent before an undo, answered after it) would bring back what was just changed.
  if (ctx.sheet && sheet.version < ctx.sheet.version) return;
  ctx.landing = ctx.landing.filter((l) => l.number > sheet.round_count); // now in the sheet itself
  ctx.sheet = sheet;
  ctx.etag = etag;
  ctx.missing = false;
  cacheSheet(ctx.id, sheet, etag);
  rememberSheet(ctx.id, { ruleset: sheet.ruleset, players: sheet.players.map((p) => p.name) });
  if (!$("view-sheet").hidden) renderSheet();
}

/** Events from the sheet's stream: painted as they say (the round, totals, standing and version
 *  are in them), with no read of the sheet after them. The sheet is read instead when one cannot
 *  be applied (an event missed), or sent first when this phone has a round waiting. */
function applyEvents(events) {
  if (!ctx.sheet || (editable() && unsent().length)) {
    refresh();
    return;
  }
  const after = sheetAfter(ctx.sheet, events);
  if (!after) refresh();
  else if (after !== ctx.sheet) accept(after, etagOf(after.version));
}

function poll() {
  clearTimeout(ctx.timer);
  const id = ctx.id;
  followLive(id, (events) => { if (ctx && ctx.id === id && !$("view-sheet").hidden) applyEvents(events); });
  ctx.readAt ??= Date.now(); // the sheet was just read to show it
  ctx.timer = setTimeout(async () => {
    if (!ctx || ctx.id !== id) return;
    // A live stream brings every change: then the sheet is read only as a safety net.
    const due = !isLive(id) || Date.now() - ctx.readAt >= POLL_EDIT_MS;
    if (due && document.visibilityState === "visible" && !$("view-sheet").hidden) {
      ctx.readAt = Date.now();
      await refresh();
    }
    if (ctx && ctx.id === id) poll();
  }, editable() ? POLL_EDIT_MS : POLL_FOLLOW_MS);
}

// ---- drawing the sheet ---------------------------------------------------------------------------

function presetOf(sheet) {
  return rulesetById(ctx.rulesets, sheet.ruleset)
    || { id: sheet.ruleset, title: sheet.ruleset, options: {}, summary: "", traits: UNKNOWN_TRAITS };
}

// An edition the phone has not read yet: its sheet shows points, and a round takes every rack.
const UNKNOWN_TRAITS = { score_unit: "points", round_forms: ["racks"] };

/** What the sheet's game is like (GET /v1/rulesets traits): what its totals count, its rack,
 *  and the forms a round is entered in. */
const traitsOf = (sheet) => presetOf(sheet).traits || UNKNOWN_TRAITS;
/** Its totals count won rounds, not points. */
const countsWins = (sheet) => traitsOf(sheet).score_unit === "wins";
/** A round is entered as who won it (the winner's rack may follow), not as every player's rack. */
const entersWinner = (sheet) => traitsOf(sheet).round_forms.includes("winner");
/** The words saying who won the game. */
function winnerKey(sheet) {
  if (countsWins(sheet)) return "sheet.winner.wins";
  return sheet.teams && sheet.teams.length ? "sheet.winner.team" : "sheet.winner";
}

/** The rounds of this phone not confirmed yet, scored here in order on top of the confirmed
 *  totals: [{item, number, points: {name: n} | null, refusal}], and the totals after them. */
function provisional(sheet) {
  const totals = Object.fromEntries(sheet.players.map((p) => [p.name, p.total]));
  const known = rulesetById(ctx.rulesets, sheet.ruleset); // kept on the phone: scores offline too
  const options = known ? effectiveOptions(known.options, sheet.options) : null;
  const names = sheet.players.map((p) => p.name);
  const partners = sheet.teams && sheet.teams.length ? sheet.teams.map((tm) => tm.players) : null;
  // Rounds the server confirmed that the sheet read here does not hold yet stay counted as
  // not confirmed until it does: a round is never missing from the totals, even for a moment.
  const landing = ctx.landing.filter((l) => l.number > sheet.round_count).sort((a, b) => a.number - b.number);
  const rounds = [...landing.map((l) => l.item), ...pendingFor(ctx.id)].map((item, k) => {
    const landed = k < landing.length ? landing[k].answer : null;
    const row = { item, number: sheet.round_count + k + 1, points: null, refusal: null, landed: Boolean(landed) };
    if (item.state === "refused") return row;
    if (landed && Array.isArray(landed.players)) {
      // The server's answer, shown on this phone already: its points, confirmed.
      row.points = Object.fromEntries(landed.players.map((p) => [p.player, p.wins ?? p.points]));
    } else if (item.body.winner !== undefined) {
      row.points = { [item.body.winner]: 1 };
    } else if (options) {
      try {
        const seated = names.map((n) => item.body.entries.find((e) => e.player === n));
        const result = scoreRound(options, seated, item.body.rack_o ?? null, partners);
        row.points = Object.fromEntries(result.players.map((p) => [p.player, p.points]));
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
        row.refusal = err;
      }
    }
    if (row.points) for (const [name, n] of Object.entries(row.points)) totals[name] += n;
    return row;
  });
  return { rounds, totals, counted: rounds.filter((r) => r.points).length,
           unsure: rounds.filter((r) => r.points && !r.landed).length };
}

/** The sheet as it stands with this phone's rounds counted: totals, teams, leaders, winner. */
function standingWith(sheet, totals) {
  const teams = (sheet.teams || []).map((tm) => ({ ...tm, total: tm.players.reduce((sum, p) => sum + totals[p], 0) }));
  const sides = teams.length ? Object.fromEntries(teams.map((tm) => [tm.name, tm.total])) : totals;
  return { teams, ...standing(sides, sheet.target) };
}

function houseRules(sheet) {
  const lines = optionLines(sheet.options);
  if (!lines.length) return "";
  return t("sheet.house", { rules: lines.map((o) => (o.value ? `${o.title}: ${o.value}` : o.title)).join(", ") });
}

/** The sheet's house rules, each with its one-line description (under the edition's rules). */
function houseRulesList(sheet) {
  const lines = optionLines(sheet.options);
  if (!lines.length) return null;
  return h("div", { class: "house-rules-list" }, h("h3", { text: t("sheet.house_rules") }),
    h("dl", { class: "rule-list" }, lines.map((o) => [
      h("dt", { dataset: { option: o.name } }, o.value ? `${o.title}: ${o.value}` : o.title),
      o.about ? h("dd", { text: o.about }) : null])));
}

function sides(sheet) {
  // Partners play for their team: the team totals decide, so the chart shows the teams.
  return sheet.teams && sheet.teams.length ? sheet.teams : sheet.players;
}

function totalText(sheet, total) {
  if (!countsWins(sheet)) return formatNumber(total);
  return total === 1 ? t("sheet.wins.one") : t("sheet.wins.many", { n: total });
}

function renderTotals(sheet, pending) {
  const totals = pending.totals;
  const now = standingWith(sheet, totals);
  const leaders = new Set(pending.counted ? now.leaders : sheet.leaders || []);
  // "not confirmed" only beside a total the rounds not yet confirmed change (a Super Rack-O
  // round moves one player's wins; the others' stand as the server counted them).
  const unconfirmed = (total, confirmed) => pending.unsure && total !== confirmed
    ? h("small", { class: "provisional", text: t("sheet.unconfirmed") }) : null;
  const confirmedTeams = Object.fromEntries((sheet.teams || []).map((tm) => [tm.name, tm.total]));
  const rows = [];
  const team = Boolean(sheet.teams && sheet.teams.length);
  if (team) {
    now.teams.forEach((tm, k) => rows.push(h("div", { class: ["total", "team", leaders.has(tm.name) && "leader"], dataset: { team: tm.name } },
      h("i", { class: `swatch c${k % 4}`, "aria-hidden": "true" }),
      h("span", { class: "name" }, tm.name, h("small", { text: leaders.has(tm.name) ? t("sheet.team_leads") : t("sheet.team") })),
      h("span", { class: "sum" }, formatNumber(tm.total), unconfirmed(tm.total, confirmedTeams[tm.name])))));
  }
  sheet.players.forEach((p, k) => rows.push(h("div", { class: ["total", !team && leaders.has(p.name) && "leader"], dataset: { player: p.name } },
    h("i", { class: team ? "swatch" : `swatch c${k % 4}`, "aria-hidden": "true" }),
    h("span", { class: "name" }, p.name, !team && leaders.has(p.name) && (sheet.round_count || pending.counted) ? h("small", { text: t("sheet.leads") }) : null),
    h("span", { class: ["sum", countsWins(sheet) && "wins"] }, totalText(sheet, totals[p.name]),
      unconfirmed(totals[p.name], p.total)))));
  fill($("totals"), rows);
}

function renderWinner(sheet, pending) {
  const box = $("winner");
  const canEdit = editable();
  const now = pending.counted ? standingWith(sheet, pending.totals) : sheet;
  const later = pending.unsure ? ` ${t("sheet.unconfirmed.winner")}` : "";
  if (now.winner) {
    const side = pending.counted ? { total: (now.teams.find((x) => x.name === now.winner) || { total: pending.totals[now.winner] }).total }
      : sides(sheet).find((x) => x.name === now.winner);
    box.textContent = t(winnerKey(sheet), { name: now.winner, total: side ? side.total : "" }) + later;
    show($("play-again"), canEdit && !pending.unsure);
    show($("share-result"), Boolean(sheet.winner) && !pending.unsure); // the result the server confirmed
    show($("winner-box"), true);
  } else if (now.tie_at_target) {
    box.textContent = t("sheet.tie") + later;
    show($("play-again"), false);
    show($("share-result"), false);
    show($("winner-box"), true);
  } else {
    show($("winner-box"), false);
  }
  return Boolean(now.winner);
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
  $("chart-title").textContent = countsWins(sheet) ? t("sheet.chart.wins") : t("sheet.chart");
  fill($("chart"), lineChart(series, sheet.target, { wins: countsWins(sheet) }));
}

function roundSummary(round) {
  // a round of a game of won rounds gives wins (1 or 0), else points
  return h("span", { class: "pts" }, round.players.map((p) => h("span", {}, p.player, " ", h("b", { text: formatNumber(p.wins ?? p.points) }))));
}

function roundBodyView(round) {
  if (round.rack) {
    return h("div", { class: "round-body" }, h("p", { class: "muted", text: `${t("super.blue")}: ${round.rack.blue.join(" ")}` }),
      h("p", { class: "muted", text: `${t("super.red")}: ${round.rack.red.join(" ")}` }));
  }
  if (countsWins(ctx.sheet)) return null; // who won it is all there is
  return h("div", { class: "round-body" }, round.players.map((p) => h("div", { class: "player-result", dataset: { player: p.player } },
    h("h3", {}, h("span", { text: `${p.player}${p.rack_o ? t("round.went_tag") : ""}` }),
      h("span", { text: t("round.pts_total", { points: p.points, total: p.total }) })),
    p.slots ? slotsView(p.slots, t("result.slots", { name: p.player })) : null,
    reasonList(p.reasons))),
  round.teams && round.teams.length ? h("p", { class: "muted" },
    round.teams.map((tm) => `${tm.name}: ${formatNumber(tm.points)} (${formatNumber(tm.total)})`).join(" · ")) : null);
}

function roundTools(round, last, where = "sheet") {
  if (!editable() || pendingFor(ctx.id).length) return null;
  return h("div", { class: "round-tools" },
    h("button", {
      type: "button", class: "btn small", dataset: { correct: round.number }, "aria-label": t("round.correct.n", { n: round.number }),
      onclick: () => ctx.nav.navigate(sheetUrl(ctx.id, `&view=round&round=${round.number}`)) }, t("round.correct")),
    last ? undoButton(round.number, where) : null);
}

/** What a round of this phone's is now: scored (the server answered), refused, being sent, or
 *  not confirmed (waiting to be sent). */
function pendingMark(row) {
  if (row.landed) return t("sheet.confirmed");
  if (row.item.state === "refused") return t("sheet.refused");
  if (row.item.state === "sending" && navigator.onLine) return t("outbox.sending");
  return t("sheet.unconfirmed");
}

/** " · Ann went Rack-O" (Super Rack-O: " · Ann won"), the game's name never broken at its hyphen
 *  at the end of a line (U+2011, a hyphen that holds). */
const wentLine = (sheet, name) => ` · ${t(countsWins(sheet) ? "round.won" : "round.went", { name })}`
  .replaceAll("Rack-O", "Rack\u2011O");

function pendingRow(row, sheet) {
  const mark = pendingMark(row);
  const who = row.item.body.winner ?? row.item.body.rack_o;
  return h("li", { class: [row.landed ? "landed" : "pending", row.item.state === "refused" && "refused"],
                   dataset: { pending: row.number, state: row.landed ? "sent" : row.item.state } },
    h("div", { class: "round plain" },
      h("span", { class: "round-no" }, h("strong", { text: t("round.n", { n: row.number }) }),
        h("span", { class: "muted", text: wentLine(sheet, who) }),
        h("span", { class: "tag", text: mark })),
      row.points && !countsWins(sheet) ? h("span", { class: "pts" }, Object.entries(row.points).map(([p, n]) => h("span", {}, p, " ", h("b", { text: formatNumber(n) }))))
        : null));
}

function renderRounds(sheet, pending) {
  const list = sheet.rounds.slice().reverse();
  const waiting = pending.rounds.slice().reverse().map((row) => pendingRow(row, sheet));
  const details = (round) => {
    const body = roundBodyView(round);
    const head = h("span", { class: "round-no" }, h("strong", { text: t("round.n", { n: round.number }) }),
      h("span", { class: "muted", text: wentLine(sheet, round.round_winner ?? round.rack_o) }));
    if (!body) return h("div", { class: "round plain" }, head);
    return h("details", { class: "round" }, h("summary", {}, head, roundSummary(round)), body);
  };
  // Undo sits on the last round: not on the sheet's while rounds the server has confirmed since
  // are still on their way to this phone (they are the last ones).
  fill($("rounds"), waiting, list.length
    ? list.map((round, k) => h("li", { dataset: { round: round.number } }, details(round),
      roundTools(round, k === 0 && !pending.rounds.length)))
    : waiting.length ? null : h("li", { class: "muted", text: t("sheet.no_rounds") }));
}

/** The server's reasons for refusing a queued round, each put on the player it names. */
function refusal(item) {
  const errors = (item.problem && item.problem.errors) || [];
  if (!errors.length) return item.error || "";
  return errors.map((x) => {
    const m = x.field.match(/^entries\/(\d+)/);
    const entry = m && item.body.entries ? item.body.entries[Number(m[1])] : null;
    return `${entry ? `${entry.player}: ` : ""}${x.message}`;
  }).join(" · ");
}

function renderOutbox(pending) {
  const items = pendingFor(ctx.id);
  const box = $("outbox");
  if (!items.length) {
    show(box, false);
    return;
  }
  // Each round numbered as the list of rounds numbers it: after the rounds the server has
  // confirmed, including those this phone heard of before its read of the sheet holds them.
  const numbers = new Map(pending.rounds.map((row) => [row.item.key, row.number]));
  const first = (ctx.sheet ? ctx.sheet.round_count : 0) + 1;
  const number = (item, k) => numbers.get(item.key) ?? first + k;
  fill(box, h("h2", { text: items.length === 1 ? t("outbox.title.one") : t("outbox.title.many", { n: items.length }) }),
    h("ul", {}, items.map((item, k) => {
      const when = new Date(item.created).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      if (item.state === "refused") {
        return h("li", { class: "refused", dataset: { key: item.key } },
          h("strong", { text: t("outbox.refused", { n: number(item, k), when }) }), refusal(item),
          h("div", { class: "row" },
            item.body.entries ? h("button", { type: "button", class: "btn", onclick: () => ctx.nav.navigate(sheetUrl(ctx.id, `&view=round&fix=${encodeURIComponent(item.key)}`)) }, t("outbox.fix")) : null,
            h("button", { type: "button", class: "btn danger", onclick: () => discard(item.key) }, t("outbox.discard"))));
      }
      // Offline, a try cannot reach the server: the round waits for the network, even mid-try.
      const state = !navigator.onLine ? t("outbox.offline") : item.state === "sending" ? t("outbox.sending") : t("outbox.waiting");
      const who = item.body.winner ?? item.body.rack_o;
      return h("li", { dataset: { key: item.key, state: item.state } },
        t(item.body.winner ? "outbox.item.won" : "outbox.item", { n: number(item, k), when, name: who, state }));
    })),
    h("p", { class: "muted", text: t("outbox.once") }));
  show(box, true);
}

/** The finished game's picture and text, through the phone's share sheet (or saved). */
async function shareTheResult(button) {
  const sheet = ctx.sheet;
  if (!sheet || !sheet.winner) return;
  const note = $("share-result-note");
  say(note, "");
  button.disabled = true;
  try {
    const edition = presetOf(sheet).title;
    const side = sides(sheet).find((x) => x.name === sheet.winner);
    const blob = await resultImage(sheet, edition, t(winnerKey(sheet), { name: sheet.winner, total: side ? side.total : "" }));
    const file = new File([blob], `rack-o-${ctx.id}.png`, { type: "image/png" });
    const how = await shareResult(file, resultText(sheet, edition, countsWins(sheet)), edition);
    if (how === "saved") say(note, t("share.saved"), "good");
  } catch {
    say(note, t("share.failed"), "error");
  } finally {
    button.disabled = false;
  }
}

function renderShare() {
  $("share-result").onclick = (event) => shareTheResult(event.currentTarget);
  $("sheet-csv").onclick = (event) => downloadCsv(`/v1/scoresheets/${encodeURIComponent(ctx.id)}`, `scoresheet-${ctx.id}.csv`,
                                                  event.currentTarget, $("sheet-csv-problem"));
  const link = `${window.location.origin}/s/${encodeURIComponent(ctx.id)}`;
  $("share-link").value = link;
  $("share-btn").onclick = async () => {
    try {
      if (navigator.share) {
        await navigator.share({ title: t("title.app"), url: link });
        return;
      }
      await navigator.clipboard.writeText(link);
      say($("share-note"), t("sheet.share.copied"), "good");
    } catch {
      $("share-link").select();
      say($("share-note"), t("sheet.share.copy"));
    }
  };
}

let rulesAsked = 0; // the latest call draws: an answer in a language switched away from comes late

/** The rules of the sheet's edition, as the API words them in the page's language (on opening). */
async function renderRules() {
  const box = $("sheet-rules");
  const list = $("sheet-rules-list");
  const id = ctx.sheet.ruleset;
  const asked = ++rulesAsked;
  if (!box.open) {
    fill(list);
    return;
  }
  try {
    const detail = await rulesetDetail(id);
    if (asked !== rulesAsked || !ctx || !ctx.sheet || ctx.sheet.ruleset !== id) return;
    fill(list, houseRulesList(ctx.sheet), h("dl", { class: "rule-list" }, detail.rules.map((r) => [
      h("dt", { dataset: { rule: r.id } }, h("span", { class: "rule", text: r.id }), " ", r.title),
      h("dd", { text: r.text })])));
  } catch (err) {
    if (asked === rulesAsked) fill(list, h("p", { class: "muted", text: err.message }));
  }
}

export function renderSheet() {
  if (!ctx) return;
  if (ctx.entryWords && !$("view-round").hidden) {
    // The entry screen in the page's (new) language: its title and its button.
    const [title, submit] = ctx.entryWords();
    numberedTitle($("round-title"), title);
    $("round-submit").textContent = submit;
  }
  const sheet = ctx.sheet;
  const canEdit = editable();
  const note = $("readonly-note");
  note.dataset.i18n = sheet && sheet.winner ? "sheet.readonly.over" : "sheet.readonly"; // a game over updates no more
  note.textContent = t(note.dataset.i18n);
  show(note, Boolean(sheet) && !canEdit);
  if (!sheet) {
    $("sheet-title").textContent = ctx.missing ? t("sheet.missing") : t("sheet.loading");
    $("sheet-sub").textContent = ctx.missing ? t("sheet.missing.sub") : "";
    for (const id of ["totals", "rounds", "chart"]) fill($(id));
    for (const id of ["sheet-actions", "winner-box", "outbox"]) show($(id), false);
    return;
  }
  const preset = presetOf(sheet);
  $("sheet-title").textContent = preset.title;
  const pending = provisional(sheet);
  // The rounds the totals count: this phone's unconfirmed ones too (marked on the totals).
  const rounds = sheet.round_count + pending.rounds.length;
  $("sheet-sub").textContent = t(countsWins(sheet) ? "sheet.sub.wins" : "sheet.sub",
    { target: formatNumber(sheet.target), players: sheet.players.length,
      rounds: rounds === 1 ? t("sheet.rounds.one") : t("sheet.rounds.many", { n: rounds }) }) + houseRules(sheet);
  const won = renderWinner(sheet, pending);
  renderTotals(sheet, pending);
  renderOutbox(pending);
  show($("sheet-actions"), canEdit && !won);
  if (!$("view-sheet").hidden) keepAwake(atPlay());
  $("enter-round").textContent = t("sheet.enter", { n: rounds + 1 });
  renderChart(sheet);
  renderRounds(sheet, pending);
  renderShare();
  renderRules();
}

// ---- changing the sheet ------------------------------------------------------------------------

let undoTimer = 0;
let armed = null; // {id, n, where}: the Undo waiting for its second tap, drawn so when redrawn

function undoButton(n, where) {
  const sure = Boolean(armed && armed.id === ctx.id && armed.n === n && armed.where === where);
  return h("button", { type: "button", class: ["btn small danger", sure && "armed"], id: where === "sheet" ? "undo-last" : "undo-result",
                       dataset: { undo: n }, onclick: (event) => undo(event.currentTarget, n, where) },
    undoLabel(sure ? "round.undo.sure" : "round.undo", n));
}

function disarm() {
  clearTimeout(undoTimer);
  armed = null;
  for (const button of document.querySelectorAll("[data-undo].armed")) {
    button.classList.remove("armed");
    button.textContent = undoLabel("round.undo", Number(button.dataset.undo));
  }
}

/** "Undo round 12", the number joined to its word by a no-break space: never alone on a line. */
function undoLabel(key, n) {
  return t(key, { n }).replace(/ (?=\d)/g, "\u00a0");
}

/** The sheet's last round as this phone knows it, and the ETag of the version it left: a round
 *  the server has confirmed (its answer carries that ETag) before the sheet read here holds it. */
function lastRound() {
  const landed = ctx.landing.filter((l) => l.number > ctx.sheet.round_count && l.etag)
    .reduce((a, b) => (a && a.number > b.number ? a : b), null);
  return landed ? { number: landed.number, etag: landed.etag, body: landed.item.body }
    : { number: ctx.sheet.round_count, etag: ctx.etag, body: ctx.sheet.rounds.find((r) => r.number === ctx.sheet.round_count) };
}

/** Undo round n, the one the button names: two taps, the second sent with the ETag of the
 *  version where n is the last round, so the server undoes n or says the sheet has changed. */
async function undo(button, n, where = "sheet") {
  const box = where === "sheet" ? $("sheet-problem") : $("result-problem");
  if (!button.classList.contains("armed")) {
    // Two taps: the first arms the button (a late answer that redraws the sheet keeps it armed),
    // so a stray tap never removes a round.
    disarm();
    armed = { id: ctx.id, n, where };
    button.classList.add("armed");
    button.textContent = undoLabel("round.undo.sure", n);
    // The longer label may wrap onto a line below the screen: the whole button in sight.
    button.scrollIntoView({ block: "nearest" });
    undoTimer = setTimeout(disarm, 5000);
    return;
  }
  disarm();
  const last = lastRound();
  if (last.number !== n) {
    // Another phone added a round since this one was shown: n is not the last round any more.
    await changedElsewhere(box);
    return;
  }
  button.disabled = true;
  const round = last.body;
  try {
    const { data, etag } = await api.undoLast(ctx.id, tokenFor(ctx.id), last.etag);
    ctx.landing = ctx.landing.filter((l) => l.number < n);
    accept(data, etag);
    undone(n, round, where);
  } catch (err) {
    if (err instanceof ApiError && err.status === 412 && await undoneUnheard(n, last.etag)) undone(n, round, where);
    else await changeFailed(err, box);
  } finally {
    button.disabled = false;
  }
}

/** Round n is undone. Undone, not lost: its racks open again as round n, to change and score
 *  again (a round entered as who won it: the sheet says so). */
function undone(n, round, where) {
  ctx.landing = ctx.landing.filter((l) => l.number < n);
  if (round && round.entries && !entersWinner(ctx.sheet)) {
    localStorage.setItem(`racko.draft.${ctx.id}.${n}`, JSON.stringify(draftOf(round)));
    ctx.entryNote = t("round.undone.open", { n });
    ctx.nav.navigate(sheetUrl(ctx.id, "&view=round"));
    return;
  }
  if (where !== "sheet") ctx.nav.navigate(sheetUrl(ctx.id));
  say($("sheet-problem"), t("round.undone", { n }), "good");
}

/** An undo refused (412) because an earlier one was done and its answer lost: the sheet read again
 *  is one write past the version the undo was sent for, and that write took round n away. Any
 *  other change is another phone's. */
async function undoneUnheard(n, sentFor) {
  await refresh();
  const version = Number(String(sentFor).replace(/\D/g, ""));
  return Boolean(ctx && ctx.sheet) && ctx.sheet.version === version + 1 && ctx.sheet.round_count === n - 1;
}

/** The sheet changed on another phone: the latest is read and shown, and the table told. */
async function changedElsewhere(box) {
  await refresh();
  say(box, t("change.conflict"), "error");
}

async function changeFailed(err, box = $("sheet-problem")) {
  if (err instanceof ApiError && (err.status === 412 || err.status === 428)) {
    await changedElsewhere(box);
  } else if (err instanceof NetworkError) {
    say(box, t("change.offline"), "error");
  } else {
    say(box, err.message, "error");
  }
}

/** "New game, same players": the same edition, house rules, target, players and teams. */
async function playAgain() {
  const sheet = ctx.sheet;
  const body = { ruleset: sheet.ruleset, players: sheet.players.map((p) => p.name), target: sheet.target };
  if (sheet.options && Object.keys(sheet.options).length) body.options = sheet.options;
  if (sheet.teams && sheet.teams.length) body.teams = sheet.teams.map((tm) => tm.players);
  const button = $("play-again");
  button.disabled = true;
  show($("play-again-error"), false);
  try {
    if (!ctx.againKey) ctx.againKey = newKey(); // a retried tap never makes two sheets
    // A sheet of this phone's table: the next one is the table's too, the same players by id.
    const { players, ...rest } = body;
    const atTable = await againAtTable(sheet, rest, ctx.againKey);
    const data = atTable || (await api.createSheet(body, ctx.againKey)).data;
    rememberSheet(data.id, { token: data.edit_token, ruleset: body.ruleset, players, table: atTable ? sheet.table.id : undefined });
    ctx.nav.navigate(sheetUrl(data.id));
  } catch (err) {
    say($("play-again-error"), t("sheet.again.failed", { err: err.message }), "error");
  } finally {
    button.disabled = false;
  }
}

function showResult(answer) {
  const team = answer.teams && answer.teams.length;
  const wins = countsWins(ctx.sheet);
  fill($("result"),
    answer.winner ? h("div", { class: "winner", role: "status", text: t("result.wins_game", { name: answer.winner }) }) : null,
    // Won in its one round: the rulebook's single game, and where a table plays to more next time.
    answer.winner && wins && ctx.sheet.target === 1 ? h("p", { class: "note", id: "single-game", text: t("result.single_game") }) : null,
    h("table", { class: "result-table" },
      h("thead", {}, h("tr", {}, h("th", { text: t("result.player") }), h("th", { class: "num", text: t("result.round") }),
        h("th", { class: "num", text: t("result.total") }))),
      h("tbody", {}, answer.players.map((p) => h("tr", { dataset: { player: p.player } },
        // "(Rack-O)" is one word: a narrow column breaks before it, never at its hyphen.
        h("td", {}, p.player, p.rack_o && !wins ? [" ", h("span", { class: "mark", text: t("result.rack_o").trim() })] : null),
        h("td", { class: "num", text: `${formatNumber(p.wins ?? p.points)}${p.bonus ? t("result.bonus", { n: p.bonus }) : ""}` }),
        h("td", { class: "num", text: totalText(ctx.sheet, p.total) }))),
      team ? answer.teams.map((tm) => h("tr", { class: "team" }, h("td", { text: tm.name }), h("td", { class: "num", text: formatNumber(tm.points) }),
                                                h("td", { class: "num", text: formatNumber(tm.total) }))) : null)),
    answer.players.filter((p) => p.slots || (p.reasons && p.reasons.length)).map((p) => h("div", { class: "player-result card", dataset: { player: p.player } },
      // A round won counts a win, not a point: said as the totals say it.
      h("h3", {}, h("span", { text: p.player }), h("span", { text: wins ? totalText(ctx.sheet, p.wins) : t("result.points", { n: p.points }) })),
      p.slots ? slotsView(p.slots, t("result.slots", { name: p.player })) : null,
      reasonList(p.reasons))));
  $("result-title").textContent = t("result.title", { n: answer.number });
  // The round just scored is the last one: it can be corrected or undone right here.
  show($("result-problem"), false);
  fill($("result-tools"), roundTools(answer, true, "result"));
  show($("result-next"), !answer.winner);
  $("result-next").onclick = () => ctx.nav.navigate(sheetUrl(ctx.id, "&view=round"));
  $("result-sheet").onclick = () => ctx.nav.navigate(sheetUrl(ctx.id));
  ctx.nav.showView("view-result");
}

function leaveEntry() {
  stopRound();
  stopSuperRound();
}

/** A round the phone can already tell the server would refuse (scored here by the same rules):
 *  said on the entry, nothing queued. Only asked when the server cannot answer now. */
function refusedHere(body) {
  const known = rulesetById(ctx.rulesets, ctx.sheet.ruleset);
  if (!known || body.entries === undefined) return false;
  const partners = ctx.sheet.teams && ctx.sheet.teams.length ? ctx.sheet.teams.map((tm) => tm.players) : null;
  try {
    scoreRound(effectiveOptions(known.options, ctx.sheet.options), body.entries, body.rack_o ?? null, partners);
    return false;
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    const message = t("entry.refused_by", { rule: err.rule || "R-RACK" });
    showRoundProblem({ detail: message, errors: [{ field: err.field.replace(/^racks/, "entries"), message, rule: err.rule }] });
    return true;
  }
}

/** A new round: kept in the outbox with its key, then sent. With the network there and nothing
 *  waiting before it, the server's answer is awaited and shown; else the round goes back to the
 *  sheet at once, scored on this phone and marked not confirmed until the server has it. */
function submitNew(body) {
  const earlier = pendingFor(ctx.id).length;
  const offline = !navigator.onLine;
  if ((earlier || offline) && refusedHere(body)) return Promise.resolve();
  const item = enqueue(ctx.id, body);
  dropDraft(); // the round is safe in the outbox now
  if (earlier || offline) {
    leaveEntry();
    ctx.nav.navigate(sheetUrl(ctx.id), { replace: true });
    return Promise.resolve();
  }
  return new Promise((resolve) => waitFor(item.key, resolve, { discardIfRefused: true }));
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
    const number = event.answer && event.answer.number;
    if (Number.isInteger(number)) ctx.landing.push({ item: event.item, number, etag: event.etag, answer: event.answer });
    if (!unsent().length) refresh();
    if (waiting) {
      ctx.waitingFor = null;
      waiting.resolve();
      leaveEntry();
      showResult(event.answer);
    }
  } else if (event.type === "refused" && waiting) {
    // Refused while the table is still on the entry screen: fix it there, nothing was counted.
    // A new round leaves the outbox; a queued round being fixed keeps its place in it.
    ctx.waitingFor = null;
    if (waiting.discardIfRefused) discard(event.item.key);
    waiting.resolve();
    if (entersWinner(ctx.sheet)) say($("round-error"), event.item.error || t("entry.refused"), "error");
    else showRoundProblem(event.item.problem || { detail: event.item.error });
  } else if (event.type === "waiting" && waiting) {
    // No answer: the round stays in the outbox, marked not sent; the sheet says so in its place.
    ctx.waitingFor = null;
    waiting.resolve();
    leaveEntry();
    ctx.nav.navigate(sheetUrl(ctx.id), { replace: true });
  }
  if (!$("view-sheet").hidden) renderSheet();
}

async function submitCorrection(n, body) {
  try {
    // The answer is the corrected round and the new totals: read the sheet for every round's.
    await api.replaceRound(ctx.id, n, tokenFor(ctx.id), ctx.etag, body);
    const { data, etag } = await api.sheet(ctx.id, null);
    accept(data, etag);
    leaveEntry();
    ctx.nav.navigate(sheetUrl(ctx.id), { replace: true });
    say($("sheet-problem"), t("round.corrected", { n }), "good");
  } catch (err) {
    if (err instanceof ApiError && err.status === 422 && entersWinner(ctx.sheet)) say($("round-error"), err.message, "error");
    else if (err instanceof ApiError && err.status === 422) showRoundProblem(err.problem);
    else await changeFailed(err, $("round-error"));
  }
}

function openEntry(place) {
  const sheet = ctx.sheet;
  const preset = presetOf(sheet);
  const cancel = () => {
    dropDraft();
    leaveEntry();
    ctx.nav.navigate(sheetUrl(ctx.id), { replace: true });
  };
  if (!editable()) {
    cancel();
    return;
  }
  const fix = place.fix ? pendingFor(ctx.id).find((i) => i.key === place.fix) : null;
  const n = sheet.round_count + provisional(sheet).rounds.length + 1;
  const number = Number(place.round);
  ctx.entryWords = () => (!place.round && !fix ? [t("round.n", { n }), entersWinner(sheet) ? t("entry.save") : t("entry.score")]
    : place.round ? [t("round.correct.n", { n: number }), t("entry.save")] : [t("outbox.fix"), t("entry.save")]);
  const traits = traitsOf(sheet);
  if (entersWinner(sheet) && place.round) {
    const round = sheet.rounds.find((r) => r.number === number);
    if (!round) return cancel();
    startSuperRound({ sheet, traits, title: t("round.correct.n", { n: number }), initial: { winner: round.round_winner, rack: round.rack },
                      onSubmit: (body) => submitCorrection(number, body), onCancel: cancel });
  } else if (entersWinner(sheet)) {
    if (sheet.winner) return cancel();
    startSuperRound({ sheet, traits, title: t("round.n", { n }), onSubmit: submitNew, onCancel: cancel });
  } else if (place.round) {
    const round = sheet.rounds.find((r) => r.number === number);
    if (!round) return cancel();
    startRound({ sheet, preset, title: t("round.correct.n", { n: number }), initial: { rack_o: round.rack_o, entries: round.entries },
                 onSubmit: (body) => submitCorrection(number, body), onCancel: cancel });
  } else if (fix) {
    let key = fix.key; // a new body is a new request: every attempt gets a new key
    startRound({ sheet, preset, title: t("outbox.fix"), initial: fix.body, onCancel: cancel,
                 onSubmit: async (body) => {
                   const item = replaceBody(key, body);
                   key = item.key;
                   await new Promise((resolve) => waitFor(key, resolve));
                 } });
  } else {
    if (sheet.winner) return cancel();
    startRound({ sheet, preset, title: t("round.n", { n }), draftKey: `racko.draft.${ctx.id}.${n}`,
                 onSubmit: submitNew, onCancel: cancel });
  }
  ctx.nav.showView("view-round");
  if (ctx.entryNote) {
    say($("round-error"), ctx.entryNote, "good");
    ctx.entryNote = null;
  }
}

// ---- entering and leaving ------------------------------------------------------------------------

let wired = false;

function wire() {
  if (wired) return;
  wired = true;
  $("enter-round").addEventListener("click", () => ctx.nav.navigate(sheetUrl(ctx.id, "&view=round")));
  $("play-again").addEventListener("click", playAgain);
  $("sheet-rules").addEventListener("toggle", () => { if (ctx && ctx.sheet) renderRules(); });
  onOutbox(onOutboxEvent);
  onLanguage(editionInLanguage);
}

/** The page's language changed: the edition's title and rules as the API words them in it (the
 *  editions read on opening were in the language of then). */
async function editionInLanguage() {
  if (!ctx) return;
  const id = ctx.id;
  let rulesets;
  try {
    rulesets = await loadRulesets();
  } catch {
    return; // offline with no copy in this language: the titles shown stay
  }
  if (!ctx || ctx.id !== id) return;
  ctx.rulesets = rulesets;
  renderSheet();
  if (ctx.sheet) renderRules();
}

export async function openSheet(id, place, nav) {
  wire();
  if (!ctx || ctx.id !== id) {
    closeSheet();
    const kept = cachedSheet(id);
    ctx = { id, sheet: kept ? kept.sheet : null, etag: kept ? kept.etag : null, nav, timer: 0, waitingFor: null,
            landing: [] };
    try {
      ctx.rulesets = await loadRulesets();
    } catch {
      ctx.rulesets = [];
    }
  }
  ctx.nav = nav;
  show($("sheet-problem"), false);
  if (!ctx.sheet || place.view !== "round" || place.round) {
    if (!ctx.sheet) {
      nav.showView("view-sheet");
      renderSheet();
    }
    await refresh();
  }
  if (!ctx || ctx.id !== id) return;
  if (place.view === "round" && ctx.sheet) {
    openEntry(place);
  } else {
    leaveEntry();
    nav.showView("view-sheet");
    renderSheet();
  }
  poll();
}

/** A game this phone is scoring, not won yet: the screen is kept awake for it. */
export function atPlay() {
  return Boolean(ctx && ctx.sheet && editable() && !ctx.sheet.winner);
}

export function closeSheet() {
  keepAwake(false);
  if (!ctx) return;
  clearTimeout(ctx.timer);
  stopLive();
  leaveEntry();
  ctx = null;
}
