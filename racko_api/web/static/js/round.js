// Enter one Rack-O round fast: who went Rack-O (asked once), then per player either the 10 cards
// on the pad or where the order breaks.
//
// The page is the source of truth for what was typed: a tapped card goes into the slot that was
// current when it was tapped. The tenth card stays in its rack: the next rack opens by a tap on
// "Next", which a second tap of a double tap cannot make. The player whose rack is typed is named
// in large letters above it, and nothing on the screen moves while a rack is typed. What the
// page knows without the server (the sheet's deck, the cards already typed this round) it refuses
// on the spot, with the API's own words; POST /v1/check/partial then only paints (what scores,
// any other refusal). No answer, however late, moves a card, the cursor or the player.

import { ApiError, NetworkError, api } from "./api.js";
import { $, fill, h, numberedTitle, say, show } from "./dom.js";
import { t } from "./i18n.js";
import { DOUBLE_TAP_MS, SLOT_LABELS, cardGrid, padTools, paintPad, paintRack, rackView } from "./pad.js";
import { reasonList } from "./reasons.js";
import { ruleBadge } from "./rule_titles.js";
import { wireRoundButtons } from "./round_buttons.js";
import { cardFaults, effectiveOptions, quickCounts, runNeeded, topCard } from "./scoring.js";
import { fitName, tableShortNames } from "./names.js";

const MODE_KEY = "racko.entry-mode."; // + sheet id: "cards" | "quick", the table's last choice
// A bounce (DOUBLE_TAP_MS, pad.js) never types a card twice, opens the next rack or gives the next
// player's count.
let st = null; // the round being entered

function blankEntry(mode) {
  return { mode, rack: Array(10).fill(undefined), placed: Array(10).fill(0), cursor: 0, slots: null, reasons: null,
           points: null, served: new Map(), above: new Set(), rackOProblem: null, problem: null, unchecked: new Set(),
           seq: 0, quick: null, run: null };
}

const typedCount = (e) => e.rack.filter((c) => c !== undefined).length;
const untouched = (e) => typedCount(e) === 0 && e.quick === null;
const asSent = (rack) => rack.map((c) => (c === undefined ? null : c));
const anythingTyped = () => Boolean(st) && (st.rackO !== null || st.players.some((p) => !untouched(st.entries[p])));

const nextPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

function nextFree(e, from) {
  for (let k = 0; k < 10; k += 1) {
    const i = (from + k) % 10;
    if (e.rack[i] === undefined) return i;
  }
  return -1;
}

function place(e, slot, card) {
  e.rack[slot] = card;
  e.placed[slot] = card === undefined ? 0 : ++st.clock;
  e.served.delete(slot);
  e.above.delete(slot);
}

// ---- what the page refuses on the spot ----------------------------------------------------------

/**
 * Every typed card the rules refuse without asking anyone (scoring.cardFaults): outside the
 * sheet's deck, twice in a rack, in two racks. Of two equal cards the one typed later is refused,
 * and the earlier one marked as its twin: either may be the misread one. Sets st.faults (player ->
 * Map(slot -> {text: the API's sentence for it, reason: that sentence without its slot and card,
 * said of several slots at once})), st.twinOf (player -> Map(refused slot -> {name, slot,
 * card}: where the earlier card is)) and st.twins (player -> Map(slot -> {name, slot, card}: the
 * later card refused because of it)).
 */
function refreshFaults() {
  const typed = [];
  for (const p of st.players) {
    const e = st.entries[p];
    if (e.mode === "cards") e.rack.forEach((card, i) => { if (typeof card === "number") typed.push({ p, i, card, at: e.placed[i] }); });
  }
  typed.sort((a, b) => a.at - b.at);
  const out = Object.fromEntries(st.players.map((p) => [p, new Map()]));
  const twinOf = Object.fromEntries(st.players.map((p) => [p, new Map()]));
  const twins = Object.fromEntries(st.players.map((p) => [p, new Map()]));
  for (const p of st.players) {
    const mine = typed.filter((x) => x.p === p);
    const placedAt = new Map(mine.map((x) => [x.i, x.at]));
    const first = new Map(); // card -> its first placing in another rack
    for (const x of typed) if (x.p !== p && !first.has(x.card)) first.set(x.card, x);
    const elsewhere = new Map([...first].map(([card, x]) => [card, x.p]));
    for (const f of cardFaults(mine.map((x) => [x.i, x.card]), { top: st.top, elsewhere })) {
      if (f.why === "in_other_rack" && first.get(f.card).at > placedAt.get(f.slot)) continue; // the twin is the later one
      const label = SLOT_LABELS[f.slot];
      const key = f.why === "out_of_deck" ? "fault.deck" : f.why === "twice_in_rack" ? "fault.twice" : "fault.elsewhere";
      const vars = { label, card: f.card, top: st.top, other: f.other, name: f.other };
      out[p].set(f.slot, { text: `${t(key, vars)} (${f.rule})`, reason: `${t(`${key}.short`, vars)} (${f.rule})` });
      if (f.why === "in_other_rack") {
        const earlier = first.get(f.card);
        twinOf[p].set(f.slot, { name: earlier.p, slot: earlier.i, card: f.card });
        twins[earlier.p].set(earlier.i, { name: p, slot: f.slot, card: f.card });
      }
    }
  }
  st.faults = out;
  st.twinOf = twinOf;
  st.twins = twins;
}

/** The slots refused in a rack, each with its sentence (and its reason, as refreshFaults gives it):
 *  the page's own refusals, then the API's for the rest (its sentence is all there is of those). */
function refusals(name) {
  const mine = st.faults[name];
  const all = new Map(mine);
  for (const [i, text] of st.entries[name].served) {
    if (!all.has(i) && st.entries[name].rack[i] !== undefined) all.set(i, { text, reason: null });
  }
  return all;
}

/** Whether the run of the Rack-O player's quick entry is asked: a run bonus scores it, or going
 *  Rack-O needs a run of 3 at this table (R-RUN3). */
const runAsked = (name) => name === st.rackO && (st.bonus || st.runNeeded > 0);

const complete = (name) => {
  const e = st.entries[name];
  if (e.mode === "cards") return typedCount(e) === 10 && !refusals(name).size;
  return e.quick !== null && (!runAsked(name) || e.run !== null);
};

// ---- asking the API (it only paints) -------------------------------------------------------------

function slotOf(field) {
  const m = field && field.match(/^rack\/(\d+)$/);
  return m ? Number(m[1]) : -1;
}

/** A rack as sent: what is typed, with the cards the page already refused left out. */
function sendable(name) {
  const faults = st.faults[name];
  return st.entries[name].rack.map((c, i) => (c === undefined || faults.has(i) ? null : c));
}

/** POST /v1/check/partial for this player's rack as typed, with the other racks typed so far:
 *  200 says what the cards score so far; 422 names a card the page did not know to refuse. */
async function check(name, { afterPaint: later = false } = {}) {
  const round = st;
  const e = round.entries[name];
  const seq = ++e.seq;
  busy(round, +1);
  let body;
  try {
    if (later) {
      await nextPaint(); // the tap's answer on screen first
      if (seq !== e.seq || st !== round) return;
    }
    const others = round.players
      .filter((p) => p !== name && round.entries[p].mode === "cards" && typedCount(round.entries[p]))
      .map((p) => ({ player: p, rack: sendable(p) }));
    body = { ruleset: round.sheet.ruleset, players: round.players.length, rack: sendable(name), rack_o: round.rackO === name };
    if (others.length) body.others = others;
    if (round.sheet.options && Object.keys(round.sheet.options).length) body.options = round.sheet.options;
    const { data } = await api.checkPartial(body);
    if (seq !== e.seq) return;
    paintScore(e, data.score);
    e.served = new Map();
    e.above.clear();
    e.rackOProblem = data.rack_o_refusal;
    e.problem = null;
  } catch (err) {
    if (seq !== e.seq) return;
    if (err instanceof NetworkError) {
      e.problem = { offline: true, text: t("entry.offline") };
    } else if (err instanceof ApiError) {
      const cards = (err.problem.errors || []).filter((x) => slotOf(x.field) >= 0);
      if (cards.length) {
        e.served = new Map(cards.map((x) => [slotOf(x.field), `${x.message}${x.rule ? ` (${x.rule})` : ""}`]));
        e.above.clear();
        e.problem = null;
        await scoreWithout(round, e, seq, body);
      } else {
        e.problem = { text: err.message, rule: err.problem.rule };
      }
    }
  } finally {
    busy(round, -1);
    // A stale answer paints nothing, yet the last answer in must still say 0 (afterPaint).
    if (st === round && round.inflight === 0) afterPaint(false);
  }
  if (st === round) render({ tap: true }); // an answer paints the rack at once, the tabs just after
}

function paintScore(e, score) {
  e.slots = score.slots;
  e.points = score.points;
  e.reasons = score.reasons;
  e.unchecked.clear();
}

/** What the rack scores with the API's refused cards left out too. */
async function scoreWithout(round, e, seq, body) {
  try {
    const { data } = await api.checkPartial({ ...body, rack: body.rack.map((c, i) => (e.served.has(i) ? null : c)) });
    if (seq === e.seq) paintScore(e, data.score);
  } catch {
    // no answer: the slots keep what they showed
  }
}

/** How many answers are still awaited, shown on the screen element (tests wait for 0). */
function busy(round, delta) {
  round.inflight += delta;
  // Back to 0 is said once the answer is drawn, tabs included (afterPaint).
  if (st === round && delta > 0) $("view-round").dataset.checking = String(round.inflight);
}

/** Who comes after `name`, in seat order from it: the next player with something left to
 *  enter, then one with a refused rack; null when every other entry is complete. */
function nextPlayer(name) {
  const order = st.players;
  const start = order.indexOf(name);
  const after = Array.from({ length: order.length - 1 }, (_, k) => order[(start + k + 1) % order.length]);
  const open = (p) => (st.entries[p].mode === "cards" ? typedCount(st.entries[p]) < 10 : st.entries[p].quick === null);
  return after.find(open) || after.find((p) => !complete(p)) || null;
}

/** An entry is done: on to the next player (nextPlayer), else to the Score button. */
function advance(name) {
  const next = nextPlayer(name);
  st.stepAt = st.tapAt;
  st.stepPoint = st.lastPoint;
  if (next) {
    st.active = next;
    st.keys = "";
    st.why = false;
    return;
  }
  st.active = name;
  st.focusSubmit = true;
}

const tooSoon = (at) => st.tapAt - at < DOUBLE_TAP_MS;

/** "Next": the table's own step to the next rack, never the second tap of a double tap. */
function goNext() {
  if (tooSoon(st.lastTap.at)) return;
  advance(st.active);
  render();
}

/** A tap where the last step to another player was tapped, just after it, is that tap's bounce:
 *  it must not give the new player's count or switch its mode (a capturing click listener). */
function swallowBounce(event) {
  if (!st) return;
  st.tapAt = event.timeStamp; // every tap in the round's view passes here first
  const here = { x: event.clientX, y: event.clientY };
  const step = st.stepPoint;
  if (step && tooSoon(st.stepAt) && Math.hypot(here.x - step.x, here.y - step.y) < 24) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  st.stepPoint = null; // a tap elsewhere came between: the next one is no bounce
  st.lastPoint = here;
}

/** The card of a refused slot is right here: the earlier rack's copy goes (its slot is emptied,
 *  the cursor waits there for the right card), and this one counts. */
function keepHere(twin) {
  const e = st.entries[twin.name];
  place(e, twin.slot, undefined);
  e.cursor = twin.slot;
  refreshFaults();
  render();
  check(twin.name);
  check(st.active);
}

// ---- input ------------------------------------------------------------------------------------

function tapCard(card) {
  const name = st.active;
  const e = st.entries[name];
  const last = st.lastTap;
  st.lastTap = { card, name, at: st.tapAt };
  if (last.card === card && last.name === name && st.lastTap.at - last.at < DOUBLE_TAP_MS) return; // one tap
  if (e.cursor < 0) {
    st.note = t("entry.full");
    render();
    return;
  }
  const slot = e.cursor;
  place(e, slot, card);
  e.unchecked.add(slot);
  refreshFaults();
  e.cursor = nextFree(e, slot + 1);
  // The tenth card stays on screen in its slot; with every entry complete, Score is next.
  if (complete(name) && !nextPlayer(name)) st.focusSubmit = true;
  render({ tap: true });
  check(name, { afterPaint: true });
}

function tapBack() {
  const e = st.entries[st.active];
  let target = e.cursor >= 0 && e.rack[e.cursor] !== undefined ? e.cursor : -1;
  if (target < 0) {
    const before = e.cursor >= 0 ? e.cursor : 10;
    for (let i = before - 1; i >= 0; i -= 1) if (e.rack[i] !== undefined) { target = i; break; }
  }
  if (target < 0) return;
  place(e, target, undefined);
  e.cursor = target;
  refreshFaults();
  render({ tap: true });
  check(st.active, { afterPaint: true });
}

/** Type or Quick: for this player and every other with nothing entered yet (those before it too:
 *  the Rack-O player's rack opens first, wherever it sits), so a table that changes its habit
 *  taps once, not once a player; the choice is kept for the sheet's next round. */
function setMode(mode) {
  st.players.forEach((p) => {
    const e = st.entries[p];
    if (p !== st.active && !untouched(e)) return;
    e.mode = mode;
    if (mode === "quick" && p === st.rackO && e.quick === null) e.quick = 10;
  });
  localStorage.setItem(MODE_KEY + st.sheet.id, mode);
  refreshFaults();
  // The Rack-O player scores all 10: on to the next player, unless the run is asked.
  if (mode === "quick" && st.entries[st.active].quick !== null && !runAsked(st.active)) advance(st.active);
  render();
  if (mode === "cards" && typedCount(st.entries[st.active])) check(st.active);
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

// ---- a hardware keyboard: digits, Enter, Backspace ----------------------------------------------

let keyTimer = 0;

function commitKeys() {
  clearTimeout(keyTimer);
  const card = Number(st.keys);
  st.keys = "";
  if (card >= 1) tapCard(card);
  else render();
}

function onKey(event) {
  if (!st || $("view-round").hidden || st.rackO === null || st.asking || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target.closest && event.target.closest("input, select, textarea")) return;
  const e = st.entries[st.active];
  if (e.mode !== "cards") return;
  st.tapAt = event.timeStamp;
  if (/^[0-9]$/.test(event.key)) {
    event.preventDefault();
    st.keys = `${st.keys}${event.key}`.replace(/^0+/, "");
    clearTimeout(keyTimer);
    // A number that cannot grow into a card of the deck is complete now; else wait for a second digit.
    if (st.keys && Number(st.keys) * 10 > st.top) commitKeys();
    else {
      keyTimer = setTimeout(() => st && commitKeys(), 1200);
      render();
    }
  } else if (event.key === "Enter" && st.keys) {
    event.preventDefault();
    commitKeys();
  } else if (event.key === "Enter" && complete(st.active) && nextPlayer(st.active)) {
    event.preventDefault();
    goNext();
  } else if (event.key === "Backspace") {
    event.preventDefault();
    if (st.keys) {
      st.keys = st.keys.slice(0, -1);
      render();
    } else {
      tapBack();
    }
  }
}

// ---- drawing ------------------------------------------------------------------------------------

function cardMarks() {
  const marks = new Map();
  for (const p of st.players) {
    if (p === st.active || st.entries[p].mode !== "cards") continue;
    const faults = st.faults[p];
    st.entries[p].rack.forEach((c, i) => { if (typeof c === "number" && !faults.has(i)) marks.set(c, p); });
  }
  return marks;
}

const troubled = (name) => {
  const e = st.entries[name];
  return refusals(name).size > 0 || Boolean(e.rackOProblem) || Boolean(e.problem && !e.problem.offline);
};

function tabStatus(name) {
  const e = st.entries[name];
  if (e.mode === "quick") return e.quick === null ? "—" : e.quick === 1 ? t("entry.status.quick.one") : t("entry.status.quick", { n: e.quick });
  if (troubled(name)) return t("entry.status.check");
  const n = typedCount(e);
  if (n < 10) return `${n}/10`;
  return e.points === null || e.unchecked.size ? "10/10" : t("entry.status.pts", { n: e.points });
}

function renderWho() {
  const asking = st.rackO === null || st.asking;
  const key = `${st.rackO}|${asking}|${t("entry.change")}`;
  if (st.whoKey === key) return;
  st.whoKey = key;
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

/** Go to a player's entry: the table's explicit choice (a tab). */
function choosePlayer(p) {
  st.active = p;
  st.keys = "";
  st.why = false;
  render();
}

function renderTabs() {
  const tabs = $("player-tabs");
  const fitKey = `${st.rackO}|${tabs.clientWidth}`;
  const fitted = st.tabNames && st.tabNames.key === fitKey ? st.tabNames.names : null;
  const star = (p) => (p === st.rackO ? "★ " : "");
  const names = st.players.map((p) => {
    const shown = fitted && fitted.get(p);
    return h("span", { class: ["pname", shown && shown.wrap && "wrap"], text: shown ? shown.text : `${star(p)}${p}` });
  });
  fill(tabs, st.players.map((p, i) => h("button", {
    type: "button", role: "tab", "aria-selected": String(p === st.active), id: `tab-${i}`,
    class: ["ptab", p === st.active && "on", complete(p) && "done", troubled(p) && "bad"],
    dataset: { player: p }, title: p, onclick: () => choosePlayer(p),
  }, names[i], h("small", { text: tabStatus(p) }))));
  // Names that do not fit are cut to a short form unique at the table, measured once a layout.
  if (!fitted && tabs.clientWidth > 0) {
    st.tabNames = { key: fitKey, names: tableShortNames(st.players.map((p, i) => [names[i], p, star(p)])) };
  }
}

const together = new WeakMap(); // a status line of two refused slots or more -> its reasons

/** The reasons of two refused slots or more, each with the slots it refuses, the order said kept:
 *  [{said: "#15, #20: in Giovanna's rack (R-DECK)", slots: 2}, ...]. */
function refusalGroups(refused, slots) {
  const groups = new Map(); // reason -> its slots
  for (const i of slots) {
    const { text, reason } = refused.get(i);
    const key = reason ?? `${i} ${text}`; // the API's sentence names its own slot and card
    groups.set(key, { sentence: reason ? null : text, reason, slots: [...(groups.get(key)?.slots || []), i] });
  }
  const which = (at) => (at.length > 3 ? t("entry.cards_n", { n: at.length }) : at.map((i) => `#${SLOT_LABELS[i]}`).join(", "));
  return [...groups.values()].map((g) => ({ said: g.sentence ?? `${which(g.slots)}: ${g.reason}`, slots: g.slots.length }));
}

/** As many reasons as the three lines beside the rack hold, the rest counted ("+1 more"): the
 *  line never grows, so the pad under it never moves. Measured where it is drawn, as names are. */
function sayTogether(el, groups) {
  for (let k = groups.length; k >= 1; k -= 1) {
    const more = groups.slice(k).reduce((n, g) => n + g.slots, 0);
    el.textContent = [...groups.slice(0, k).map((g) => g.said), ...(more ? [t("entry.refused_more", { n: more })] : [])].join(" · ");
    if (el.scrollHeight - el.clientHeight < parseFloat(getComputedStyle(el).lineHeight) / 2) return;
  }
}

function statusLine(name) {
  const e = st.entries[name];
  const refused = refusals(name);
  const twins = e.mode === "cards" ? st.twins[name] : new Map();
  if (!refused.size && twins.size) {
    // A card refused in a later rack: this one may be the misread one. Marked, and said here.
    const [slot, twin] = [...twins].sort(([x], [y]) => (x === e.cursor ? -1 : y === e.cursor ? 1 : x - y))[0];
    return h("span", { class: "status bad", id: "entry-refusal", role: "alert", dataset: { slot: SLOT_LABELS[slot] } },
      t("fault.twin", { label: SLOT_LABELS[slot], card: twin.card, name: twin.name, other: SLOT_LABELS[twin.slot] }));
  }
  if (refused.size) {
    // Beside the rack: why each marked slot is refused, the slot the cursor is on first; a slot
    // the round's refusal named is said above Score, and only marked here.
    const order = [...refused.keys()].sort((x, y) => (x === e.cursor ? -1 : y === e.cursor ? 1 : x - y));
    const said = order.filter((i) => !e.above.has(i));
    // One is said in full; of more, the slots of one reason together, as many as fit (sayTogether).
    const el = h("span", { class: "status bad", id: "entry-refusal", role: "alert", dataset: { slot: SLOT_LABELS[order[0]] } },
      !said.length ? t("entry.refused_here") : refused.get(said[0]).text);
    if (said.length > 1) together.set(el, refusalGroups(refused, said));
    return el;
  }
  if (e.rackOProblem) {
    // The rule and its title here, the whole sentence one tap away: said in full, it would not fit
    // the line's fixed height, and a longer line would move the pad.
    const { rule, text } = e.rackOProblem;
    return h("span", { class: "status bad", role: "status" }, h("button", {
      type: "button", class: "why-toggle", id: "rack-o-refusal", "aria-expanded": String(st.why), title: text,
      onclick: () => { st.why = !st.why; render(); } }, ruleBadge(rule), " · ", t("entry.why")));
  }
  if (e.problem && !e.problem.above) {
    return h("span", { class: ["status", !e.problem.offline && "bad"], role: "status" },
      e.problem.rule ? ruleBadge(e.problem.rule) : null, " ", e.problem.text);
  }
  if (st.note) return h("span", { class: "status", role: "status", text: st.note });
  const n = typedCount(e);
  if (!n) return h("span", { class: "status muted", text: t("entry.hint") });
  if (e.points === null) return h("span", { class: "status muted", text: t("entry.checking") });
  const points = h("strong", { text: n === 10 ? t("entry.points", { points: e.points }) : t("entry.so_far", { points: e.points, n }) });
  if (n < 10 || !e.reasons || e.unchecked.size) return h("span", { class: "status", role: "status" }, points);
  // The API's reasons, one tap away: shown, they would push the pad under the Score bar.
  return h("span", { class: "status good", role: "status" }, h("button", {
    type: "button", class: "why-toggle", "aria-expanded": String(st.why),
    onclick: () => { st.why = !st.why; render(); } }, points, " · ", t("entry.why")));
}

/**
 * The line above the rack: whose entry this is, in large letters, and the one step the table
 * may take next: "Next" once the rack has ten cards, or, where a refused card's twin was typed in
 * an earlier rack, one tap that takes the card from there. Else the switch between Type and Quick.
 */
function whoLine(name, e) {
  const twin = e.mode === "cards" ? [...st.twinOf[name]].sort(([x], [y]) => (x === e.cursor ? -1 : y === e.cursor ? 1 : x - y))[0] : null;
  // Ten cards typed, refused ones too (the tab and Score say so): the table may go on. A quick
  // count moves on by itself.
  const next = e.mode === "cards" && typedCount(e) === 10 ? nextPlayer(name) : null;
  let action = null;
  if (twin) {
    const [, where] = twin;
    action = h("button", { type: "button", class: "btn small step", id: "entry-keep", onclick: () => keepHere(where) },
      t("entry.keep_here", { card: where.card, name: where.name, label: SLOT_LABELS[where.slot] }));
  } else if (next) {
    action = h("button", { type: "button", class: "btn primary small step", id: "entry-next", dataset: { next },
                           onclick: goNext }, t("entry.next", { name: next }));
  } else if (e.mode === "quick" || !typedCount(e) || !complete(name)) {
    action = modeSwitch(e);
  }
  const key = `${name}|${st.rackO}|${action ? action.textContent : ""}|${e.mode}|${action && action.className}`;
  if (st.who && st.who.key === key && st.who.el.isConnected) return st.who.el;
  const label = h("span", { class: "entry-name", id: "entry-name", text: `${name === st.rackO ? "★ " : ""}${name}` });
  st.who = { key, el: h("div", { class: "entry-who" }, label, action) };
  st.who.fit = label;
  return st.who.el;
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
    e.problem = null; // the round's refusal above Score goes with the last entry it named (followNote)
    if (st.active === name) advance(name);
    render();
  };
  if (st.rackO === name) {
    const pickRun = (run) => {
      e.run = run;
      e.quick = 10;
      e.problem = null;
      if (st.active === name) advance(name);
      render();
    };
    const ask = st.bonus ? t("entry.runs") : t("entry.runs.needed", { n: st.runNeeded });
    const runs = runAsked(name) ? h("div", {},
      h("p", { class: "muted", text: ask }),
      h("div", { class: "quick" }, [["low", t("entry.run.low")], [3, "3"], [4, "4"], [5, "5"], [6, t("entry.run.high")]].map(([run, text]) =>
        h("button", { type: "button", class: ["btn", e.run === run && "on"], dataset: { run: run === "low" ? "none" : run },
                      "aria-pressed": String(e.run === run), onclick: () => pickRun(run) }, text)))) : null;
    return h("div", {}, h("p", { class: "entry-summary good", text: t("entry.all_score", { name }) }), runs);
  }
  if (st.longest) {
    return h("div", {}, h("p", { class: "muted", text: t("entry.longest") }),
      // Only the counts the rules can accept: a sequence has at least 2 cards, so never "1 card".
      h("div", { class: "quick counts" }, st.counts.map((k) => h("button", {
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

/** The pad is built once per deck and then only repainted, so a tap never replaces the button
 *  under the finger and the keyboard focus stays where it is. Its tools sit beside the status. */
function padFor() {
  const key = `${st.top}|${st.allowEmpty}|${t("pad.cards")}`;
  if (st.pad && st.pad.key === key) return st.pad.el;
  st.pad = { key, el: cardGrid({ top: st.top, onCard: tapCard, tools: false }),
             tools: padTools({ onBack: tapBack, onEmpty: st.allowEmpty ? () => tapCard(null) : null }) };
  return st.pad.el;
}

/** Put the who line in its box, fitting a new name to its line. */
function placeWho(box, name, e) {
  const line = whoLine(name, e);
  if (box.firstChild !== line) {
    fill(box, line);
    fitName(st.who.fit);
  }
}

function renderEntry({ paintLater = false } = {}) {
  const name = st.active;
  const e = st.entries[name];
  const box = $("entry");
  box.setAttribute("aria-labelledby", `tab-${st.players.indexOf(name)}`);
  if (e.mode === "quick") {
    // A refused count is said once, above Score where the table just tapped, and the player's tab
    // marked: said here too, it pushed the count buttons down under the finger.
    st.pad = null;
    st.rack = null;
    const who = h("div", { class: "entry-who-box" });
    fill(box, who, quickButtons(e, name));
    placeWho(who, name, e);
    return;
  }
  const refused = refusals(name);
  const twins = st.twins[name];
  const scored = new Map((e.slots || []).map((x, i) => [i, x.scored]));
  const slots = e.rack.map((card, i) => ({
    card: i === e.cursor && st.keys ? `${st.keys}…` : card,
    scored: card !== undefined && !refused.has(i) && !e.unchecked.has(i) && scored.get(i) === true,
    state: refused.has(i) ? "refused" : twins.has(i) ? "twin" : e.unchecked.has(i) ? "unchecked" : "ok",
  }));
  const done = typedCount(e) === 10 && !refused.size;
  const pad = padFor();
  const caption = t("entry.rack", { name });
  if (!st.rack || st.rack.caption !== caption || pad.parentNode !== box) {
    // A rack of its own for each player (its slots select in that player's rack); kept while typed.
    // Every line keeps its height whatever it says: the pad under it never moves.
    const rack = rackView(slots, { cursor: e.cursor, caption, noteId: "entry-refusal",
                                   onSelect: (i) => { e.cursor = i; st.keys = ""; render(); } });
    st.rack = { caption, el: rack, who: h("div", { class: "entry-who-box" }), status: h("div", { class: "entry-status" }),
                reasons: h("div", { class: "reasons-pop", hidden: true }) };
    fill(box, st.rack.who, rack, h("div", { class: "entry-line" }, st.rack.status, st.pad.tools), st.rack.reasons, pad);
  } else {
    paintRack(st.rack.el, slots, { cursor: e.cursor, noteId: "entry-refusal" });
  }
  placeWho(st.rack.who, name, e);
  const line = statusLine(name);
  fill(st.rack.status, line);
  if (together.has(line)) sayTogether(line, together.get(line));
  // The API's reasons, asked for with "why?", lie over the pad until asked away.
  const refusal = st.why && e.rackOProblem;
  const why = refusal || (done && st.why && e.reasons && !e.unchecked.size);
  fill(st.rack.reasons, refusal ? h("p", { class: "bad" }, ruleBadge(refusal.rule), " ", refusal.text)
    : why ? reasonList(e.reasons) : null);
  show(st.rack.reasons, Boolean(why));
  if (!paintLater) paintPad(pad, { marks: cardMarks(), here: new Set(e.rack.filter((c) => typeof c === "number")) });
}

/** What is typed so far, kept on the phone so a reload or a closed tab loses nothing. */
function saveDraft() {
  if (!st.draftKey || st.draftDropped) return;
  const entries = Object.fromEntries(st.players.map((p) => {
    const e = st.entries[p];
    return [p, { mode: e.mode, rack: e.rack.map((c) => (c === undefined ? "?" : c)), placed: e.placed, quick: e.quick, run: e.run }];
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
    e.placed = Array.isArray(kept.placed) ? kept.placed : e.rack.map((c) => (c === undefined ? 0 : ++st.clock));
    st.clock = Math.max(st.clock, ...e.placed);
    e.cursor = nextFree(e, 0);
  }
}

/** A round body ({rack_o, entries}) as a draft the entry screen opens with, every rack editable. */
export function draftOf(body) {
  const entries = Object.fromEntries((body.entries || []).map((entry) => [entry.player, entry.rack
    ? { mode: "cards", rack: entry.rack.map((c) => (c === undefined ? "?" : c)), quick: null, run: null }
    : { mode: "quick", rack: Array(10).fill("?"), quick: entry.scoring_cards, run: entry.run ?? null }]));
  return { rackO: body.rack_o || null, active: (body.entries || [{}])[0].player, entries };
}

/** The round is safe elsewhere (sent, queued or cancelled): forget the draft. */
export function dropDraft() {
  if (!st || !st.draftKey) return;
  localStorage.removeItem(st.draftKey);
  st.draftDropped = true; // a late answer must not bring it back
}

/**
 * Draw the round. A card tap (`tap`) draws only what the finger waits for, the rack and its
 * status line, before the next paint; the tabs, the pad's marks and the saved draft follow just
 * after it, so a tap answers fast on a slow phone.
 */
function render({ tap = false } = {}) {
  if (!st) return;
  followNote();
  renderWho();
  if (st.rackO !== null && !st.asking) {
    if (!tap) renderTabs();
    renderEntry({ paintLater: tap });
    st.note = null;
    if (st.focusSubmit) {
      st.focusSubmit = false;
      $("round-submit").focus({ preventScroll: true });
    }
  }
  afterPaint(tap);
}

function afterPaint(tap) {
  st.later = tap || st.later === "tap" ? "tap" : "save";
  if (st.laterQueued) return;
  st.laterQueued = true;
  const round = st;
  requestAnimationFrame(() => setTimeout(() => {
    round.laterQueued = false;
    if (st !== round) return;
    const what = st.later;
    st.later = null;
    saveDraft();
    if (what === "tap" && st.rackO !== null && !st.asking) {
      renderTabs();
      const e = st.entries[st.active];
      if (e.mode === "cards" && st.pad) paintPad(st.pad.el, { marks: cardMarks(), here: new Set(e.rack.filter((c) => typeof c === "number")) });
    }
    $("view-round").dataset.checking = String(st.inflight);
  }, 0));
}

// ---- the round as the API wants it -------------------------------------------------------------

function missing() {
  if (!st.rackO) return { text: t("entry.pick_rack_o") };
  for (const p of st.players) {
    if (complete(p)) continue;
    const e = st.entries[p];
    // In the words of the buttons shown: where the order breaks, or the longest sequence (Swedish).
    if (e.mode !== "cards" && e.quick !== null) return { player: p, text: t("entry.tap_run", { name: p }) };
    if (e.mode !== "cards") return { player: p, text: t(st.longest ? "entry.tap_longest" : "entry.tap_break", { name: p }) };
    return { player: p, text: refusals(p).size ? t("entry.fix_refused", { name: p })
      : t("entry.incomplete", { name: p, n: typedCount(e) }) };
  }
  return null;
}

/** The note above Score asking for a missing entry follows what is entered: on to the next one
 *  still missing once it is given, gone when none is. The round's refusal said there goes when
 *  every entry it named is changed. */
function followNote() {
  const box = $("round-error");
  if (box.hidden) return;
  if (box.dataset.kind === "info") {
    const gap = missing();
    say(box, gap ? gap.text : "", "info");
  } else if (st.refusedEntries && !st.players.some(troubled)) {
    st.refusedEntries = false;
    show(box, false);
  }
}

export function roundBody() {
  return {
    rack_o: st.rackO,
    entries: st.players.map((p) => {
      const e = st.entries[p];
      if (e.mode === "cards") return { player: p, rack: asSent(e.rack) };
      const entry = { player: p, scoring_cards: e.quick };
      // "2 or less": no run bonus; where going Rack-O needs a run of 3, too short a run to go out.
      const run = e.run === "low" ? (st.runNeeded ? st.runNeeded - 1 : null) : e.run;
      if (p === st.rackO && run !== null) entry.run = run;
      return entry;
    }),
  };
}

/** Show the API's refusal of a whole round (after Score) on the entry and slot it names. */
export function showRoundProblem(problem) {
  if (!st) return;
  st.draftDropped = false; // refused: the round is only on this screen again, keep it safe
  const lines = new Map(); // text -> the line said above Score, with its rule
  for (const x of problem.errors || []) {
    const m = x.field.match(/^entries\/(\d+)(?:\/rack\/(\d+))?/);
    const who = m ? st.players[Number(m[1])] : null;
    if (who && m[2] !== undefined) {
      const e = st.entries[who];
      e.served.set(Number(m[2]), `${x.message}${x.rule ? ` (${x.rule})` : ""}`);
      e.above.add(Number(m[2])); // said above Score, marked on its slot
      e.cursor = Number(m[2]); // the table is looking: the next card typed replaces the refused one
    } else if (who) {
      st.entries[who].problem = { text: x.message, rule: x.rule, above: true }; // said above Score only
    }
    if (who && !lines.size) st.active = who;
    const text = `${who ? `${who}: ` : ""}${x.message}`;
    const tag = x.rule && !x.message.includes(x.rule) ? [ruleBadge(x.rule), " "] : null;
    lines.set(text, h("div", {}, tag, text));
  }
  const box = $("round-error");
  fill(box, lines.size ? [...lines.values()] : h("div", { text: problem.detail || t("entry.refused") }));
  box.dataset.kind = "error"; // a refusal, even where a note about a missing count stood
  show(box, true);
  st.refusedEntries = st.players.some(troubled); // said above Score until the entries it named change
  render();
}

function prefill(body) {
  st.rackO = body.rack_o || null;
  for (const entry of body.entries || []) {
    const e = Object.hasOwn(st.entries, entry.player) ? st.entries[entry.player] : null;
    if (!e) continue;
    if (entry.rack) {
      e.mode = "cards";
      entry.rack.forEach((card, i) => place(e, i, card));
      e.cursor = nextFree(e, 0);
    } else {
      e.mode = "quick";
      e.quick = entry.scoring_cards;
      e.run = runAnswer(entry.run ?? null);
    }
  }
}

/** A sent run as the run buttons show it: below 3 is "2 or less", and a round sent with no run
 *  where only a run bonus asks for it scored none ("2 or less"); where R-RUN3 asks, it is asked. */
function runAnswer(run) {
  if (run === null) return st.bonus && !st.runNeeded ? "low" : null;
  return run < 3 ? "low" : run;
}

let keyboardWired = false;

/**
 * Open the entry screen. sheet: the API's sheet; preset: its ruleset from /v1/rulesets;
 * initial: a round body to correct, fix or reopen; onSubmit(body) sends it; onCancel leaves
 * (after the table confirms, when anything was typed).
 */
export function startRound({ sheet, preset, title, initial = null, draftKey = null, onSubmit, onCancel }) {
  const players = sheet.players.map((p) => p.name);
  const opts = effectiveOptions(preset.options, sheet.options);
  const mode = localStorage.getItem(MODE_KEY + sheet.id) === "quick" ? "quick" : "cards";
  st = {
    sheet, preset, players, rackO: null, asking: false, active: players[0], inflight: 0, clock: 0, keys: "",
    top: topCard(opts, players.length), // the sheet's deck (R-DECK), known on the phone
    entries: Object.fromEntries(players.map((p) => [p, blankEntry(mode)])),
    allowEmpty: opts.cards_dealt < 10, // the quick start's empty slots (R-QUICK)
    bonus: opts.run_bonus && opts.run_bonus !== "off",
    longest: opts.loser_scoring === "longest_sequence_x10",
    counts: quickCounts(opts), // the quick counts the rules accept (R-SCORE-LEAD, R-SCORE-LONGEST)
    runNeeded: runNeeded(opts, players.length), // R-RUN3: the run going Rack-O needs (0: none)
    draftKey, pad: null, note: null, focusSubmit: false, why: false,
    lastTap: { card: undefined, name: null, at: -Infinity }, stepAt: -Infinity, stepPoint: null, lastPoint: null,
    tapAt: 0, // the time of the tap or key being handled (its event's timeStamp)
  };
  if (initial) prefill(initial);
  else if (draftKey) restoreDraft();
  refreshFaults();
  if (!keyboardWired) {
    keyboardWired = true;
    document.addEventListener("keydown", onKey);
    $("view-round").addEventListener("click", swallowBounce, true);
  }
  numberedTitle($("round-title"), title);
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
  for (const p of players) if (st.entries[p].mode === "cards" && typedCount(st.entries[p])) check(p);
}

export function stopRound() {
  clearTimeout(keyTimer);
  st = null;
}

/** Redraw in the page's new language, and ask again for the API's words (refusals) in it. */
export function redrawRound() {
  if (!st) return;
  refreshFaults();
  render();
  for (const p of st.players) if (st.entries[p].mode === "cards" && typedCount(st.entries[p])) check(p);
}
