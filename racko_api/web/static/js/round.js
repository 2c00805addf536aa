// Enter one round fast: who went Rack-O, then per player either the 10 cards on the pad
// (checked card by card by the API, the cards that score lit up) or where the order breaks.
// The page decides no rule: every verdict shown here is an answer of the API.

import { ApiError, NetworkError, api } from "./api.js";
import { $, fill, h, show, toast } from "./dom.js";
import { SLOT_LABELS, cardGrid, rackView } from "./pad.js";
import { reasonList } from "./reasons.js";
import { playsRule } from "./rulesets.js";

const MODE_KEY = "racko.entry-mode";
let st = null; // the round being entered

function blankEntry(mode) {
  return { mode, rack: Array(10).fill(undefined), cursor: 0, slots: null, reasons: null, points: null,
           problem: null, refused: new Set(), unchecked: new Set(), seq: 0, quick: null, run: null };
}

/** The options the sheet plays by, and a copy that lets the API score a rack still being typed. */
function options(partial) {
  const opts = { ...(st.sheet.options || {}) };
  if (partial) {
    // A rack being typed has empty slots; the API accepts them where fewer than 10 cards are
    // dealt, so ask with one card fewer dealt: deck, duplicates and scoring are checked as usual.
    const dealt = opts.cards_dealt ?? st.preset.options.cards_dealt ?? 10;
    opts.cards_dealt = Math.min(dealt, 9);
  }
  return Object.keys(opts).length ? opts : undefined;
}

const typedCount = (e) => e.rack.filter((c) => c !== undefined).length;
const complete = (e) => (e.mode === "cards" ? typedCount(e) === 10 : e.quick !== null);
const asSent = (rack) => rack.map((c) => (c === undefined ? null : c));

function nextFree(e, from) {
  for (let k = 0; k < 10; k += 1) {
    const i = (from + k) % 10;
    if (e.rack[i] === undefined) return i;
  }
  return -1;
}

// ---- asking the API -------------------------------------------------------------------------

function slotOf(field, prefix) {
  const m = field && field.match(new RegExp(`^${prefix}/(\\d+)$`));
  return m ? Number(m[1]) : -1;
}

/** Score this player's rack as typed so far (POST /v1/score) and, when other racks hold cards,
 *  check the round across racks (POST /v1/rounds/score): the card just tapped may be refused. */
async function check(name, tapped) {
  const round = st;
  const e = round.entries[name];
  const seq = ++e.seq;
  const players = st.players.length;
  const full = typedCount(e) === 10;
  const partial = !full || e.rack.includes(null);
  const scoreBody = { ruleset: st.sheet.ruleset, options: options(partial), players, rack: asSent(e.rack) };
  if (full && st.rackO) scoreBody.rack_o = st.rackO === name;
  else if (!full) scoreBody.rack_o = false;
  if (!scoreBody.options) delete scoreBody.options;

  const others = st.players.filter((p) => p !== name && st.entries[p].mode === "cards"
                                     && st.entries[p].rack.some((c) => c !== undefined && c !== null));
  const asks = [api.score(scoreBody)];
  if (others.length) {
    // The player being typed sits last, so a card already in another rack is named on this rack.
    const order = [...st.players.filter((p) => p !== name), name];
    const racks = order.map((p) => ({ player: p, rack: st.entries[p].mode === "cards" ? asSent(st.entries[p].rack) : Array(10).fill(null) }));
    const roundBody = { ruleset: st.sheet.ruleset, racks, options: options(true) };
    asks.push(api.scoreRound(roundBody).catch((err) => {
      if (err instanceof ApiError) {
        // Only card-by-card refusals on this rack matter here; who went Rack-O is settled later.
        const seat = players - 1;
        const mine = (err.problem.errors || []).filter((x) => slotOf(x.field, `racks/${seat}/rack`) >= 0);
        if (mine.length) throw new ApiError(err.status, { ...err.problem, errors: mine.map((x) => ({ ...x, field: x.field.replace(`racks/${seat}/`, "") })) });
      }
      return null;
    }));
  }

  busy(round, +1);
  try {
    const [scored] = await Promise.all(asks);
    e.unchecked.clear();
    e.refused.clear();
    if (seq === e.seq) {
      e.slots = scored.data.slots;
      e.reasons = scored.data.reasons;
      e.points = scored.data.points;
      e.problem = null;
    }
  } catch (err) {
    if (err instanceof NetworkError) {
      e.rack.forEach((c, i) => { if (c !== undefined) e.unchecked.add(i); });
      e.problem = { offline: true, text: "No connection: the cards will be checked when the round is sent." };
    } else if (err instanceof ApiError && st === round) {
      refuse(name, err, tapped, seq);
    }
  } finally {
    busy(round, -1);
  }
  if (st === round) render();
}

/** How many answers are still awaited, shown on the screen element (tests wait for 0). */
function busy(round, delta) {
  round.inflight += delta;
  if (st === round) $("view-round").dataset.checking = String(round.inflight);
}

/** The API said no: a card it names is taken back (the tapped one at once), or the rack is shown as wrong. */
function refuse(name, err, tapped, seq) {
  const e = st.entries[name];
  const cardErrors = (err.problem.errors || []).filter((x) => slotOf(x.field, "rack") >= 0);
  if (!cardErrors.length) {
    if (seq === e.seq) {
      e.problem = { text: err.message, rule: err.problem.rule };
      e.slots = null;
    }
    return;
  }
  e.refused.clear();
  for (const x of cardErrors) {
    const i = slotOf(x.field, "rack");
    if (tapped && i === tapped.slot && e.rack[i] === tapped.card) {
      e.rack[i] = undefined;
      e.cursor = i;
      toast(`Card ${tapped.card} refused: ${x.message}`, "error");
    } else {
      e.refused.add(i);
    }
  }
  e.slots = null;
  e.problem = e.refused.size
    ? { text: cardErrors.filter((x) => e.refused.has(slotOf(x.field, "rack"))).map((x) => `#${SLOT_LABELS[slotOf(x.field, "rack")]}: ${x.message}`).join(" · ") }
    : null;
  if (tapped && e.rack[tapped.slot] === undefined && typedCount(e)) check(name, null);
}

// ---- input ------------------------------------------------------------------------------------

function tapCard(card) {
  const e = st.entries[st.active];
  if (e.cursor < 0) {
    toast("All 10 slots are filled: tap a slot to change it.", "info");
    return;
  }
  const slot = e.cursor;
  e.rack[slot] = card;
  e.refused.delete(slot);
  e.cursor = nextFree(e, slot + 1);
  render();
  check(st.active, { slot, card });
}

function tapEmpty() {
  tapCard(null);
}

function tapBack() {
  const e = st.entries[st.active];
  let target = e.cursor >= 0 && e.rack[e.cursor] !== undefined ? e.cursor : -1;
  if (target < 0) {
    for (let i = 9; i >= 0; i -= 1) if (e.rack[i] !== undefined) { target = i; break; }
  }
  if (target < 0) return;
  e.rack[target] = undefined;
  e.cursor = target;
  e.refused.delete(target);
  render();
  if (typedCount(e)) check(st.active, null);
  else Object.assign(e, { slots: null, reasons: null, points: null, problem: null });
}

function setMode(mode) {
  const e = st.entries[st.active];
  e.mode = mode;
  if (mode === "quick" && st.active === st.rackO && e.quick === null) e.quick = 10;
  localStorage.setItem(MODE_KEY, mode);
  render();
}

function chooseRackO(name) {
  const before = st.rackO;
  st.rackO = name;
  st.active = name;
  for (const p of [before, name]) {
    const e = p ? st.entries[p] : null;
    if (!e || p === null) continue;
    // The player who went Rack-O scores all 10; the one who no longer did must say where the order breaks.
    if (e.mode === "quick") {
      e.quick = p === name ? 10 : null;
      e.run = null;
    }
    // A full rack is scored again: as the Rack-O player's, or as another player's.
    if (e.mode === "cards" && typedCount(e) === 10 && before !== name) check(p, null);
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
  if (e.mode === "quick") return e.quick === null ? "—" : `${e.quick} card${e.quick === 1 ? "" : "s"}`;
  if (e.problem && !e.problem.offline) return "check";
  const n = typedCount(e);
  if (n < 10) return `${n}/10`;
  return e.points === null ? "10/10" : `${e.points} pts`;
}

function renderTabs() {
  fill($("rack-o-choice"), st.players.map((p) => h("button", {
    type: "button", class: ["chip", st.rackO === p && "on"], "aria-pressed": String(st.rackO === p),
    dataset: { rackO: p }, onclick: () => chooseRackO(p) }, p)));
  fill($("player-tabs"), st.players.map((p) => {
    const e = st.entries[p];
    return h("button", {
      type: "button", role: "tab", "aria-selected": String(p === st.active),
      class: ["ptab", p === st.active && "on", complete(e) && "done", e.problem && !e.problem.offline && "bad"],
      dataset: { player: p },
      onclick: () => { st.active = p; render(); },
    }, h("span", { class: "pname", text: p }), h("small", { text: tabStatus(p) }));
  }));
}

function summary(e) {
  if (e.problem) return h("div", { class: ["entry-summary", !e.problem.offline && "bad"], role: "status" },
    e.problem.rule ? h("span", { class: "rule", text: e.problem.rule }) : null, " ", e.problem.text);
  if (e.points === null) return h("div", { class: "entry-summary muted", text: typedCount(e)
    ? "Checking…" : "Tap the card in slot #5, then #10 and so on. Tap a slot to go back to it." });
  const n = typedCount(e);
  return h("div", { class: ["entry-summary", n === 10 && "good"], role: "status" },
    h("strong", { text: n === 10 ? `${e.points} points` : `So far ${e.points} points (${n}/10 typed)` }),
    reasonList(e.reasons));
}

function quickButtons(e, name) {
  const pick = (value) => {
    e.quick = value;
    e.problem = null;
    render();
  };
  if (st.rackO === name) {
    const runs = st.bonus ? h("div", {},
      h("p", { class: "muted", text: "Longest run of consecutive cards (for the run bonus):" }),
      h("div", { class: "quick" }, [[null, "2 or less"], [3, "3"], [4, "4"], [5, "5"], [6, "6 or more"]].map(([run, text]) =>
        h("button", { type: "button", class: ["btn", e.run === run && "on"], dataset: { run: run ?? "none" },
                      onclick: () => { e.run = run; e.quick = 10; e.problem = null; render(); } }, text)))) : null;
    return h("div", {}, h("p", { class: "entry-summary good", text: `${name} went Rack-O: all 10 cards score.` }), runs);
  }
  if (st.longest) {
    return h("div", {}, h("p", { class: "muted", text: "How many cards in the longest ascending sequence?" }),
      h("div", { class: "quick" }, Array.from({ length: 11 }, (_, k) => h("button", {
        type: "button", class: ["btn", e.quick === k && "on"], dataset: { scoring: k }, onclick: () => pick(k) },
        `${k} cards`))));
  }
  const options = [];
  if (st.allowEmpty) options.push([0, "#5 is empty", "none score"]);
  for (let k = 1; k <= 9; k += 1) options.push([k, `Breaks at #${SLOT_LABELS[k]}`, k === 1 ? "1 card scores" : `${k} cards score`]);
  options.push([10, "All 10 in order", "10 cards score"]);
  return h("div", {}, h("p", { class: "muted", text: "Tap the first slot where the order breaks:" }),
    h("div", { class: "quick" }, options.map(([k, text, sub]) => h("button", {
      type: "button", class: ["btn", e.quick === k && "on"], dataset: { scoring: k }, onclick: () => pick(k) },
      text, h("small", { text: sub })))));
}

function renderEntry() {
  const name = st.active;
  const e = st.entries[name];
  const modes = h("div", { class: "modes", role: "group", "aria-label": "How to enter this rack" },
    h("button", { type: "button", class: ["chip", e.mode === "cards" && "on"], "aria-pressed": String(e.mode === "cards"),
                  dataset: { mode: "cards" }, onclick: () => setMode("cards") }, "Type cards"),
    h("button", { type: "button", class: ["chip", e.mode === "quick" && "on"], "aria-pressed": String(e.mode === "quick"),
                  dataset: { mode: "quick" }, onclick: () => setMode("quick") }, "Quick count"));
  if (e.mode === "quick") {
    fill($("entry"), modes, e.problem ? summary(e) : null, quickButtons(e, name));
    return;
  }
  const scored = new Map((e.slots || []).map((x, i) => [i, x.scored]));
  const slots = e.rack.map((card, i) => ({
    card,
    scored: card !== undefined && scored.get(i) === true,
    state: e.refused.has(i) ? "refused" : e.unchecked.has(i) ? "unchecked" : "ok",
  }));
  fill($("entry"), modes,
    h("div", { class: "sticky-rack" },
      rackView(slots, { cursor: e.cursor, caption: `${name}'s rack, slot #5 first`,
                        onSelect: (i) => { e.cursor = i; render(); } }),
      summary(e)),
    cardGrid({ onCard: tapCard, onBack: tapBack, onEmpty: st.allowEmpty ? tapEmpty : null,
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
    const e = st.entries[name];
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
  renderTabs();
  renderEntry();
}

// ---- the round as the API wants it -------------------------------------------------------------

function missing() {
  if (!st.rackO) return { text: "Pick who went Rack-O first." };
  for (const p of st.players) {
    const e = st.entries[p];
    if (!complete(e)) {
      return { player: p, text: e.mode === "cards" ? `${p}'s rack has ${typedCount(e)} of 10 cards.` : `Tap where ${p}'s order breaks.` };
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

/** Show the API's refusal of a whole round on the entry it names (entries/<i>/...). */
export function showRoundProblem(problem) {
  st.draftDropped = false; // refused: the round is only on this screen again, keep it safe
  const lines = [];
  for (const x of problem.errors || []) {
    const m = x.field.match(/^entries\/(\d+)(?:\/rack\/(\d+))?/);
    const who = m ? st.players[Number(m[1])] : null;
    if (who && m[2] !== undefined) st.entries[who].refused.add(Number(m[2]));
    if (who) st.entries[who].problem = { text: x.message, rule: x.rule };
    lines.push(`${who ? `${who}: ` : ""}${x.message}`);
  }
  const box = $("round-error");
  fill(box, (lines.length ? [...new Set(lines)] : [problem.detail || "The round was refused."]).map((l) => h("div", { text: l })));
  show(box, true);
  render();
}

function prefill(body) {
  st.rackO = body.rack_o || null;
  for (const entry of body.entries || []) {
    const e = st.entries[entry.player];
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
 * initial: a round body to correct or fix; onSubmit(body) sends it.
 */
export async function startRound({ sheet, preset, title, initial = null, draftKey = null, onSubmit, onCancel }) {
  const players = sheet.players.map((p) => p.name);
  const preferred = localStorage.getItem(MODE_KEY) || "cards";
  const opts = { ...preset.options, ...(sheet.options || {}) };
  st = {
    sheet, preset, players, rackO: null, active: players[0], inflight: 0,
    entries: Object.fromEntries(players.map((p) => [p, blankEntry(preferred)])),
    allowEmpty: await playsRule(sheet.ruleset, "R-QUICK"),
    bonus: opts.run_bonus && opts.run_bonus !== "off",
    longest: opts.loser_scoring === "longest_sequence_x10",
    draftKey,
  };
  if (initial) prefill(initial);
  else if (draftKey) restoreDraft();
  $("round-title").textContent = title;
  $("view-round").dataset.checking = "0";
  show($("round-error"), false);
  $("round-submit").onclick = async () => {
    const gap = missing();
    if (gap) {
      if (gap.player) st.active = gap.player;
      render();
      toast(gap.text, "info");
      return;
    }
    show($("round-error"), false);
    $("round-submit").disabled = true;
    try {
      await onSubmit(roundBody());
    } finally {
      $("round-submit").disabled = false;
    }
  };
  $("round-cancel").onclick = onCancel;
  render();
  for (const p of players) if (st.entries[p].mode === "cards" && typedCount(st.entries[p])) check(p, null);
}

export function stopRound() {
  st = null;
}
