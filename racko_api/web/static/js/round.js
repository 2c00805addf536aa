// Enter one Rack-O round fast: who went Rack-O (asked once), then per player either the 10 cards
// on the pad (each card checked by POST /v1/check/partial, the cards that score lit up) or where
// the order breaks. The page decides no rule: every verdict shown here is an answer of the API.
//
// A typed card never moves by itself: a refused card stays in its slot, marked, with the API's
// reason under the rack, and the cursor goes back to it so the next card typed replaces it.

import { ApiError, NetworkError, api } from "./api.js";
import { $, fill, h, say, show } from "./dom.js";
import { t } from "./i18n.js";
import { SLOT_LABELS, cardGrid, rackView } from "./pad.js";
import { reasonList } from "./reasons.js";
import { wireRoundButtons } from "./round_buttons.js";
import { playsRule } from "./rulesets.js";

const MODES_KEY = "racko.entry-modes"; // {player name: "cards" | "quick"}
let st = null; // the round being entered

function keptModes() {
  try {
    return JSON.parse(localStorage.getItem(MODES_KEY) || "{}") || {};
  } catch {
    return {};
  }
}

function keepMode(name, mode) {
  localStorage.setItem(MODES_KEY, JSON.stringify({ ...keptModes(), [name]: mode }));
}

function blankEntry(mode) {
  return { mode, rack: Array(10).fill(undefined), cursor: 0, slots: null, reasons: null, points: null,
           refused: new Map(), rackOProblem: null, problem: null, unchecked: new Set(), seq: 0,
           quick: null, run: null, complete: false };
}

const typedCount = (e) => e.rack.filter((c) => c !== undefined).length;
const complete = (e) => (e.mode === "cards" ? typedCount(e) === 10 && !e.refused.size : e.quick !== null);
const asSent = (rack) => rack.map((c) => (c === undefined ? null : c));
const anythingTyped = () => Boolean(st) && (st.rackO !== null || st.players.some((p) => {
  const e = st.entries[p];
  return typedCount(e) > 0 || e.quick !== null;
}));

function nextFree(e, from) {
  for (let k = 0; k < 10; k += 1) {
    const i = (from + k) % 10;
    if (e.rack[i] === undefined) return i;
  }
  return -1;
}

/** Where the next card goes: a refused slot first (its card must be replaced), else the next free one. */
function nextCursor(e, from) {
  const refused = [...e.refused.keys()].filter((i) => e.rack[i] !== undefined).sort((a, b) => a - b);
  return refused.length ? refused[0] : nextFree(e, from);
}

// ---- asking the API -------------------------------------------------------------------------

function slotOf(field) {
  const m = field && field.match(/^rack\/(\d+)$/);
  return m ? Number(m[1]) : -1;
}

/** A card refused: it stays in its slot, marked with the API's reason; a new refusal takes the cursor. */
function markRefused(e, refused) {
  const before = new Set(e.refused.keys());
  e.refused = refused;
  const fresh = [...refused.keys()].filter((i) => !before.has(i)).sort((a, b) => a - b);
  if (fresh.length) e.cursor = fresh[0]; // the refused card's slot takes the next card
}

/** POST /v1/check/partial for this player's rack as typed, with the other racks typed so far:
 *  200 says what the cards score so far; 422 names each card that cannot be there (rack/<i>). */
async function check(name, { tapped = false } = {}) {
  const round = st;
  const e = round.entries[name];
  const seq = ++e.seq;
  const others = round.players
    .filter((p) => p !== name && round.entries[p].mode === "cards" && typedCount(round.entries[p]))
    .map((p) => ({ player: p, rack: asSent(round.entries[p].rack) }));
  const body = { ruleset: round.sheet.ruleset, players: round.players.length, rack: asSent(e.rack),
                 rack_o: round.rackO === name };
  if (others.length) body.others = others;
  if (round.sheet.options && Object.keys(round.sheet.options).length) body.options = round.sheet.options;
  busy(round, +1);
  try {
    const { data } = await api.checkPartial(body);
    if (seq !== e.seq) return;
    round.top = data.top_card;
    localStorage.setItem(`racko.top.${round.sheet.id}`, String(data.top_card));
    markRefused(e, new Map());
    e.slots = data.score.slots;
    e.points = data.score.points;
    e.reasons = data.score.reasons;
    e.rackOProblem = data.rack_o_refusal;
    e.problem = null;
    e.unchecked.clear();
    if (tapped && data.complete && !data.rack_o_refusal && round.active === name) advance(name);
  } catch (err) {
    if (seq !== e.seq) return;
    if (err instanceof NetworkError) {
      if (round.top === null) round.top = 60; // no answer yet: offer every card, the server judges later
      e.rack.forEach((c, i) => { if (c !== undefined) e.unchecked.add(i); });
      e.problem = { offline: true, text: t("entry.offline") };
    } else if (err instanceof ApiError) {
      const cards = (err.problem.errors || []).filter((x) => slotOf(x.field) >= 0);
      if (cards.length) {
        // The cards at fault are marked where they were typed; the others are scored without them.
        const refused = new Map(cards.map((x) => [slotOf(x.field), `${x.message}${x.rule ? ` (${x.rule})` : ""}`]));
        markRefused(e, refused);
        e.problem = null;
        await scoreWithout(round, e, seq, body, refused);
      } else {
        e.problem = { text: err.message, rule: err.problem.rule };
      }
    }
  } finally {
    busy(round, -1);
  }
  if (st === round) render();
}

/** What the rack scores with its refused cards left out (their slots count as not typed yet). */
async function scoreWithout(round, e, seq, body, refused) {
  try {
    const { data } = await api.checkPartial({ ...body, rack: body.rack.map((c, i) => (refused.has(i) ? null : c)) });
    if (seq !== e.seq) return;
    e.slots = data.score.slots;
    e.points = data.score.points;
    e.reasons = data.score.reasons;
    e.unchecked.clear();
  } catch {
    // no answer: the slots keep what they showed
  }
}

/** How many answers are still awaited, shown on the screen element (tests wait for 0). */
function busy(round, delta) {
  round.inflight += delta;
  if (st === round) $("view-round").dataset.checking = String(round.inflight);
}

/** A rack is done: go on to the next player whose rack is not, or to the submit button. */
function advance(name) {
  const order = st.players;
  const start = order.indexOf(name);
  for (let k = 1; k < order.length; k += 1) {
    const p = order[(start + k) % order.length];
    if (!complete(st.entries[p])) {
      st.active = p;
      return;
    }
  }
  $("round-submit").focus({ preventScroll: true });
}

// ---- input ------------------------------------------------------------------------------------

function entryNote(text) {
  const el = document.querySelector("#entry .entry-line .status");
  if (el) el.textContent = text;
}

function tapCard(card) {
  const e = st.entries[st.active];
  if (e.cursor < 0) {
    entryNote(t("entry.full"));
    return;
  }
  const slot = e.cursor;
  e.rack[slot] = card;
  e.refused.delete(slot);
  e.unchecked.add(slot);
  e.cursor = nextCursor(e, slot + 1);
  render();
  check(st.active, { tapped: true });
}

function tapBack() {
  const e = st.entries[st.active];
  let target = e.cursor >= 0 && e.rack[e.cursor] !== undefined ? e.cursor : -1;
  if (target < 0) {
    const before = e.cursor >= 0 ? e.cursor : 10;
    for (let i = before - 1; i >= 0; i -= 1) if (e.rack[i] !== undefined) { target = i; break; }
  }
  if (target < 0) return;
  e.rack[target] = undefined;
  e.cursor = target;
  e.refused.delete(target);
  render();
  check(st.active);
}

function setMode(mode) {
  const e = st.entries[st.active];
  e.mode = mode;
  keepMode(st.active, mode);
  if (mode === "quick" && st.active === st.rackO && e.quick === null) e.quick = 10;
  render();
  if (mode === "cards") check(st.active);
}

function chooseRackO(name) {
  const before = st.rackO;
  st.rackO = name;
  st.asking = false;
  if (before === null) st.active = name;
  for (const p of [before, name]) {
    const e = p ? st.entries[p] : null;
    if (!e) continue;
    // The player who went Rack-O scores all 10; the one who no longer did must say where the order breaks.
    if (e.mode === "quick") {
      e.quick = p === name ? 10 : null;
      e.run = null;
    }
    if (e.mode === "cards" && typedCount(e)) check(p);
  }
  render();
}

// ---- drawing ------------------------------------------------------------------------------------

function cardMarks() {
  const marks = new Map();
  for (const p of st.players) {
    if (p === st.active || st.entries[p].mode !== "cards") continue;
    for (const c of st.entries[p].rack) if (typeof c === "number") marks.set(c, p);
  }
  return marks;
}

function tabStatus(name) {
  const e = st.entries[name];
  if (e.mode === "quick") return e.quick === null ? "—" : t("entry.status.quick", { n: e.quick });
  if (e.refused.size || e.rackOProblem || (e.problem && !e.problem.offline)) return t("entry.status.check");
  const n = typedCount(e);
  if (n < 10) return `${n}/10`;
  return e.points === null ? "10/10" : t("entry.status.pts", { n: e.points });
}

function renderWho() {
  const asking = st.rackO === null || st.asking;
  show($("who"), asking);
  fill($("rack-o-choice"), st.players.map((p) => h("button", {
    type: "button", class: ["chip", st.rackO === p && "on"], "aria-pressed": String(st.rackO === p),
    dataset: { rackO: p }, onclick: () => chooseRackO(p) }, p)));
  const line = $("who-line");
  if (asking) {
    show(line, false);
  } else {
    fill(line, h("button", { type: "button", class: "btn ghost small", id: "who-change",
                             "aria-label": `${t("entry.rack_o_is", { name: st.rackO })}: ${t("entry.change")}`,
                             onclick: () => { st.asking = true; render(); } },
      h("span", { class: "who-name", text: `★ ${st.rackO}` }), " ✎"));
    show(line, true);
  }
  show($("player-tabs"), !asking);
  show($("entry"), !asking);
}

function renderTabs() {
  fill($("player-tabs"), st.players.map((p) => {
    const e = st.entries[p];
    return h("button", {
      type: "button", role: "tab", "aria-selected": String(p === st.active), id: `tab-${st.players.indexOf(p)}`,
      class: ["ptab", p === st.active && "on", complete(e) && "done",
              (e.refused.size || e.rackOProblem || (e.problem && !e.problem.offline)) && "bad"],
      dataset: { player: p },
      onclick: () => { st.active = p; render(); },
    }, h("span", { class: "pname", text: `${p === st.rackO ? "★ " : ""}${p}` }), h("small", { text: tabStatus(p) }));
  }));
}

function statusLine(e) {
  if (e.refused.size) {
    // Beside the rack: why each marked slot is refused, the slot the cursor is on first.
    const order = [...e.refused.keys()].sort((x, y) => (x === e.cursor ? -1 : y === e.cursor ? 1 : x - y));
    return h("span", { class: "status bad", id: "entry-refusal", role: "alert", dataset: { slot: SLOT_LABELS[order[0]] } },
      order.map((i) => e.refused.get(i)).join(" · "));
  }
  if (e.rackOProblem) {
    return h("span", { class: "status bad", role: "status" }, h("span", { class: "rule", text: e.rackOProblem.rule }), " ",
      e.rackOProblem.text);
  }
  if (e.problem) {
    return h("span", { class: ["status", !e.problem.offline && "bad"], role: "status" },
      e.problem.rule ? h("span", { class: "rule", text: e.problem.rule }) : null, " ", e.problem.text);
  }
  const n = typedCount(e);
  if (!n) return h("span", { class: "status muted", text: t("entry.hint") });
  if (e.points === null) return h("span", { class: "status muted", text: t("entry.checking") });
  return h("span", { class: ["status", n === 10 && !e.refused.size && "good"], role: "status" },
    h("strong", { text: n === 10 && !e.refused.size ? t("entry.points", { points: e.points })
      : t("entry.so_far", { points: e.points, n }) }));
}

function modeSwitch(e) {
  return h("div", { class: "modes", role: "group", "aria-label": t("entry.modes") },
    h("button", { type: "button", class: ["chip", e.mode === "cards" && "on"], "aria-pressed": String(e.mode === "cards"),
                  dataset: { mode: "cards" }, onclick: () => setMode("cards") }, t("entry.type")),
    h("button", { type: "button", class: ["chip", e.mode === "quick" && "on"], "aria-pressed": String(e.mode === "quick"),
                  dataset: { mode: "quick" }, onclick: () => setMode("quick") }, t("entry.quick")));
}

function quickButtons(e, name) {
  const pick = (value) => {
    e.quick = value;
    e.problem = null;
    if (st.active === name) advance(name);
    render();
  };
  if (st.rackO === name) {
    const runs = st.bonus ? h("div", {},
      h("p", { class: "muted", text: t("entry.runs") }),
      h("div", { class: "quick" }, [[null, t("entry.run.low")], [3, "3"], [4, "4"], [5, "5"], [6, t("entry.run.high")]].map(([run, text]) =>
        h("button", { type: "button", class: ["btn", e.run === run && "on"], dataset: { run: run ?? "none" },
                      onclick: () => { e.run = run; e.quick = 10; e.problem = null; render(); } }, text)))) : null;
    return h("div", {}, h("p", { class: "entry-summary good", text: t("entry.all_score", { name }) }), runs);
  }
  if (st.longest) {
    return h("div", {}, h("p", { class: "muted", text: t("entry.longest") }),
      h("div", { class: "quick" }, Array.from({ length: 11 }, (_, k) => h("button", {
        type: "button", class: ["btn", e.quick === k && "on"], dataset: { scoring: k }, onclick: () => pick(k) },
        t("entry.cards_n", { n: k })))));
  }
  const options = [];
  if (st.allowEmpty) options.push([0, t("entry.empty5"), t("entry.none_score")]);
  for (let k = 1; k <= 9; k += 1) {
    options.push([k, t("entry.breaks", { label: SLOT_LABELS[k] }), k === 1 ? t("entry.one_scores") : t("entry.n_score", { n: k })]);
  }
  options.push([10, t("entry.in_order"), t("entry.n_score", { n: 10 })]);
  return h("div", {}, h("p", { class: "muted", text: t("entry.break_at") }),
    h("div", { class: "quick" }, options.map(([k, text, sub]) => h("button", {
      type: "button", class: ["btn", e.quick === k && "on"], dataset: { scoring: k }, onclick: () => pick(k) },
      text, h("small", { text: sub })))));
}

function renderEntry() {
  const name = st.active;
  const e = st.entries[name];
  $("entry").setAttribute("aria-labelledby", `tab-${st.players.indexOf(name)}`);
  if (e.mode === "quick") {
    fill($("entry"), h("div", { class: "entry-line" }, e.problem ? statusLine(e) : h("span", { class: "status" }), modeSwitch(e)),
      quickButtons(e, name));
    return;
  }
  const scored = new Map((e.slots || []).map((x, i) => [i, x.scored]));
  const slots = e.rack.map((card, i) => ({
    card,
    scored: card !== undefined && !e.refused.has(i) && scored.get(i) === true,
    state: e.refused.has(i) ? "refused" : e.unchecked.has(i) ? "unchecked" : "ok",
  }));
  const done = typedCount(e) === 10 && !e.refused.size;
  fill($("entry"),
    rackView(slots, { cursor: e.cursor, caption: t("entry.rack", { name }), noteId: "entry-refusal",
                      onSelect: (i) => { e.cursor = i; render(); } }),
    // While a card is refused its reason takes the whole line under the rack: fix it first.
    h("div", { class: "entry-line" }, statusLine(e), e.refused.size ? null : modeSwitch(e)),
    done && e.reasons ? reasonList(e.reasons) : null,
    st.top === null ? h("p", { class: "muted", text: t("entry.checking") }) : cardGrid({ top: st.top, onCard: tapCard, onBack: tapBack, onEmpty: st.allowEmpty ? () => tapCard(null) : null,
               marks: cardMarks(), here: new Set(e.rack.filter((c) => typeof c === "number")) }));
}

/** What is typed so far, kept on the phone so a reload or a closed tab loses nothing. */
function saveDraft() {
  if (!st.draftKey || st.draftDropped) return;
  const entries = Object.fromEntries(st.players.map((p) => {
    const e = st.entries[p];
    return [p, { mode: e.mode, rack: e.rack.map((c) => (c === undefined ? "?" : c)), quick: e.quick, run: e.run }];
  }));
  localStorage.setItem(st.draftKey, JSON.stringify({ rackO: st.rackO, active: st.active, entries }));
}

function restoreDraft() {
  let draft = null;
  try {
    draft = JSON.parse(localStorage.getItem(st.draftKey) || "null");
  } catch {
    draft = null;
  }
  if (!draft) return;
  st.rackO = st.players.includes(draft.rackO) ? draft.rackO : null;
  if (st.players.includes(draft.active)) st.active = draft.active;
  for (const [name, kept] of Object.entries(draft.entries || {})) {
    const e = Object.hasOwn(st.entries, name) ? st.entries[name] : null;
    if (!e) continue;
    Object.assign(e, { mode: kept.mode, quick: kept.quick, run: kept.run,
                       rack: kept.rack.map((c) => (c === "?" ? undefined : c)) });
    e.cursor = nextFree(e, 0);
  }
}

/** The round is safe elsewhere (sent, queued or cancelled): forget the draft. */
export function dropDraft() {
  if (!st || !st.draftKey) return;
  localStorage.removeItem(st.draftKey);
  st.draftDropped = true; // a late answer must not bring it back
}

function render() {
  if (!st) return;
  saveDraft();
  renderWho();
  if (st.rackO === null || st.asking) return;
  renderTabs();
  renderEntry();
}

// ---- the round as the API wants it -------------------------------------------------------------

function missing() {
  if (!st.rackO) return { text: t("entry.pick_rack_o") };
  for (const p of st.players) {
    const e = st.entries[p];
    if (!complete(e)) {
      return { player: p, text: e.mode === "cards" ? t("entry.incomplete", { name: p, n: typedCount(e) - e.refused.size })
        : t("entry.tap_break", { name: p }) };
    }
  }
  return null;
}

export function roundBody() {
  return {
    rack_o: st.rackO,
    entries: st.players.map((p) => {
      const e = st.entries[p];
      if (e.mode === "cards") return { player: p, rack: asSent(e.rack) };
      const entry = { player: p, scoring_cards: e.quick };
      if (p === st.rackO && e.run !== null) entry.run = e.run;
      return entry;
    }),
  };
}

/** Show the API's refusal of a whole round on the entry and slot it names (entries/<i>/rack/<j>). */
export function showRoundProblem(problem) {
  if (!st) return;
  st.draftDropped = false; // refused: the round is only on this screen again, keep it safe
  const lines = [];
  for (const x of problem.errors || []) {
    const m = x.field.match(/^entries\/(\d+)(?:\/rack\/(\d+))?/);
    const who = m ? st.players[Number(m[1])] : null;
    if (who && m[2] !== undefined) {
      const e = st.entries[who];
      e.refused.set(Number(m[2]), `${x.message}${x.rule ? ` (${x.rule})` : ""}`);
      e.cursor = Number(m[2]);
    } else if (who) {
      st.entries[who].problem = { text: x.message, rule: x.rule };
    }
    if (who && !lines.length) st.active = who;
    lines.push(`${who ? `${who}: ` : ""}${x.message}`);
  }
  const box = $("round-error");
  fill(box, (lines.length ? [...new Set(lines)] : [problem.detail || t("entry.refused")]).map((l) => h("div", { text: l })));
  show(box, true);
  render();
}

function prefill(body) {
  st.rackO = body.rack_o || null;
  for (const entry of body.entries || []) {
    const e = Object.hasOwn(st.entries, entry.player) ? st.entries[entry.player] : null;
    if (!e) continue;
    if (entry.rack) {
      e.mode = "cards";
      e.rack = entry.rack.slice();
      e.cursor = nextFree(e, 0);
    } else {
      e.mode = "quick";
      e.quick = entry.scoring_cards;
      e.run = entry.run ?? null;
    }
  }
}

/**
 * Open the entry screen. sheet: the API's sheet; preset: its ruleset from /v1/rulesets;
 * initial: a round body to correct or fix; onSubmit(body) sends it; onCancel leaves (after the
 * table confirms, when anything was typed).
 */
export async function startRound({ sheet, preset, title, initial = null, draftKey = null, onSubmit, onCancel }) {
  const players = sheet.players.map((p) => p.name);
  const modes = keptModes();
  const opts = { ...preset.options, ...(sheet.options || {}) };
  st = {
    sheet, preset, players, rackO: null, asking: false, active: players[0], inflight: 0,
    top: Number(localStorage.getItem(`racko.top.${sheet.id}`)) || null, // the deck, as the API last said
    entries: Object.fromEntries(players.map((p) => [p, blankEntry(Object.hasOwn(modes, p) && modes[p] === "quick" ? "quick" : "cards")])),
    allowEmpty: await playsRule(sheet.ruleset, "R-QUICK"),
    bonus: opts.run_bonus && opts.run_bonus !== "off",
    longest: opts.loser_scoring === "longest_sequence_x10",
    draftKey,
  };
  if (initial) prefill(initial);
  else if (draftKey) restoreDraft();
  $("round-title").textContent = title;
  $("who-legend").textContent = t("entry.who");
  $("round-submit").textContent = initial ? t("entry.save") : t("entry.score");
  $("view-round").dataset.checking = "0";
  wireRoundButtons({
    body: () => {
      const gap = missing();
      if (!gap) return roundBody();
      if (gap.player) st.active = gap.player;
      render();
      return { missing: gap.text };
    },
    typedAnything: anythingTyped, onSubmit, onCancel,
  });
  render();
  // One check per rack typed so far (or the active one, to learn the deck for the pad).
  const typed = players.filter((p) => st.entries[p].mode === "cards" && typedCount(st.entries[p]));
  for (const p of typed.length ? typed : [st.active]) check(p);
}

export function stopRound() {
  st = null;
}

/** Redraw in the page's new language, and ask again for the API's words (refusals) in it. */
export function redrawRound() {
  if (!st) return;
  render();
  for (const p of st.players) if (st.entries[p].mode === "cards" && typedCount(st.entries[p])) check(p);
}
