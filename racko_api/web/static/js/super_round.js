// A round of a game whose sheet counts won rounds (the ruleset's traits: round_forms "winner"):
// who won it and, where the game takes "winner_rack" and the table wants, the winner's double
// rack (blue and red sides of traits.rack.slots) typed on a colour-split pad and checked by
// POST /v1/check/rack. Where the game has wilds, a wild may be given the value its player named
// ("RW=5", judged by the API); unnamed, the API shows a legal value for it.

import { ApiError, api } from "./api.js";
import { $, fill, h, numberedTitle, say, show } from "./dom.js";
import { t } from "./i18n.js";
import { reasonList } from "./reasons.js";
import { wireRoundButtons } from "./round_buttons.js";

let st = null;

const slots = () => [...st.rack.blue.map((c, i) => ["blue", i, c]), ...st.rack.red.map((c, i) => ["red", i, c])];
const typed = () => slots().filter(([, , c]) => c !== null).length;

function nextFree(side, row) {
  const order = slots();
  const start = (side === "blue" ? 0 : st.rows) + row;
  for (let k = 0; k < order.length; k += 1) {
    const [s, r, c] = order[(start + k) % order.length];
    if (c === null) return { side: s, row: r };
  }
  return null;
}

function tap(card) {
  if (st.naming) {
    // The number names the wild just typed: "RW=5".
    const { side, row } = st.naming;
    st.rack[side][row] = `${st.rack[side][row].slice(0, 2)}=${card.slice(1)}`;
    st.naming = null;
    render();
    return;
  }
  if (!st.cursor) return;
  const { side, row } = st.cursor;
  st.rack[side][row] = card;
  st.verdict = null;
  st.naming = card.endsWith("W") ? { side, row } : null; // a wild: its value may be named next
  st.cursor = nextFree(side, row + 1);
  if (st.cursor && !st.naming) st.colour = st.cursor.side;
  render();
}

function skipNaming() {
  st.naming = null;
  if (st.cursor) st.colour = st.cursor.side;
  render();
}

function clearSlot() {
  st.naming = null;
  if (st.cursor && st.rack[st.cursor.side][st.cursor.row] !== null) {
    st.rack[st.cursor.side][st.cursor.row] = null;
  } else {
    const last = slots().filter(([, , c]) => c !== null).pop();
    if (!last) return;
    st.rack[last[0]][last[1]] = null;
    st.cursor = { side: last[0], row: last[1] };
  }
  st.verdict = null;
  render();
}

async function checkRack() {
  st.checking = true;
  render();
  try {
    const { data } = await api.checkRack({ ruleset: st.sheet.ruleset, blue: st.rack.blue, red: st.rack.red });
    st.verdict = data;
    st.problem = null;
  } catch (err) {
    st.verdict = null;
    st.problem = err instanceof ApiError ? err : { message: err.message };
  } finally {
    st.checking = false;
  }
  render();
}

/** A wild's value, as named or as the API found it: "= 5" under the word, read out in full. */
function wildValue(n) {
  if (n === null || n === undefined) return null;
  return h("small", { class: "wild-value", "aria-label": t("super.wild_value", { n }), text: `= ${n}` });
}

/** One side of the double rack as a line of its slots, row 1 (the low end) on the left. */
function sideView(side) {
  const rows = st.verdict ? st.verdict.sides[side] : null;
  return h("div", { class: `side ${side}`, role: "group", "aria-label": t(side === "blue" ? "super.blue" : "super.red") },
    h("div", { class: "side-title", text: t(side === "blue" ? "super.blue" : "super.red") }),
    Array.from({ length: st.rows }, (_, row) => row).map((row) => {
      const card = st.rack[side][row];
      const judged = rows ? rows[row] : null;
      const wild = card && card[1] === "W";
      const named = wild && card.includes("=") ? card.split("=")[1] : null;
      const current = st.cursor && st.cursor.side === side && st.cursor.row === row;
      const bad = judged && judged.reasons && judged.reasons.length;
      return h("button", {
        type: "button", class: ["dslot", current && "current", card && "typed", bad && "refused"],
        dataset: { side, row: row + 1 }, "aria-current": current ? "true" : null,
        "aria-label": t("super.rack_label", { side: t(side === "blue" ? "super.blue" : "super.red"), row: row + 1,
          card: card ? (wild ? t("super.wild") : card.slice(1)) : t("slot.untyped") }),
        onclick: () => { st.cursor = { side, row }; st.colour = side; render(); },
      }, h("span", { class: "label", text: String(row + 1) }),
      h("span", { class: ["card-no", wild && "wild"], text: card ? (wild ? t("super.wild") : card.slice(1)) : "" }),
      wildValue(named !== null ? named : wild && judged ? judged.value : null));
    }));
}

function padView() {
  const colour = st.naming ? st.naming.side : st.colour;
  const letter = colour === "blue" ? "B" : "R";
  if (st.naming) {
    return h("div", { class: "pad super-pad naming" },
      h("p", { class: "muted", id: "naming-note", text: t("super.name_wild", { row: st.naming.row + 1 }) }),
      h("div", { class: `pad-cards ${colour}`, role: "group", "aria-labelledby": "naming-note" },
        Array.from({ length: 40 }, (_, i) => i + 1).map((n) => h("button", {
          type: "button", class: ["key", colour], dataset: { value: n }, onclick: () => tap(`${letter}${n}`),
        }, String(n)))),
      // The row of the pad's tools as it is while typing (Check in its place, waiting for the
      // value), so the pad keeps its height and nothing below or above it moves.
      h("div", { class: "pad-tools" },
        h("button", { type: "button", class: "key tool", id: "naming-skip", onclick: skipNaming }, t("super.skip_naming")),
        checkButton(true)));
  }
  return h("div", { class: "pad super-pad" },
    h("div", { class: "modes", role: "group" },
      ["blue", "red"].map((c) => h("button", { type: "button", class: ["chip", c, c === colour && "on"], "aria-pressed": String(c === colour),
        dataset: { colour: c }, onclick: () => { st.colour = c; render(); } }, t(c === "blue" ? "super.pad_blue" : "super.pad_red")))),
    h("div", { class: `pad-cards ${colour}` },
      Array.from({ length: 40 }, (_, i) => i + 1).map((n) => h("button", {
        type: "button", class: ["key", colour], dataset: { card: `${letter}${n}` }, onclick: () => tap(`${letter}${n}`),
      }, String(n)))),
    h("div", { class: "pad-tools" },
      st.wilds ? h("button", { type: "button", class: ["key", "tool", colour], dataset: { card: `${letter}W` },
                               onclick: () => tap(`${letter}W`) }, t("super.wild")) : null,
      h("button", { type: "button", class: "key tool", dataset: { key: "back" }, onclick: clearSlot }, t("pad.clear")),
      // Check sits in the pad's last row: the rack, the pad and Check fit one phone screen.
      checkButton(typed() < 2 * st.rows || st.checking)));
}

function checkButton(disabled) {
  return h("button", { type: "button", class: "btn primary", id: "super-check", disabled: disabled ? true : null,
                       onclick: checkRack }, t("super.check_btn"));
}

function verdictView() {
  if (st.problem) return h("div", { class: "problem", role: "alert" }, st.problem.message);
  if (!st.verdict) return null;
  return h("div", { class: ["verdict-box", st.verdict.legal ? "good" : "bad"], role: "status" },
    h("strong", { text: st.verdict.legal ? t("super.legal") : t("super.not_legal") }),
    reasonList(st.verdict.reasons));
}

function render() {
  if (!st) return;
  show($("who"), true);
  $("who-legend").textContent = t("entry.who.super");
  fill($("rack-o-choice"), st.players.map((p) => h("button", {
    type: "button", class: ["chip", st.winner === p && "on"], "aria-pressed": String(st.winner === p),
    dataset: { rackO: p }, onclick: () => { st.winner = p; st.problem = null; render(); } }, p)));
  show($("who-line"), false);
  show($("player-tabs"), false);
  show($("entry"), true);
  if (!st.winner || !st.withRack) {
    fill($("entry"));
    return;
  }
  const open = st.open;
  fill($("entry"),
    h("button", { type: "button", class: "btn", id: "super-check-toggle", "aria-expanded": String(open),
                  "aria-controls": open ? "super-check-box" : null,
                  onclick: () => {
                    st.open = !st.open;
                    show($("round-error"), false);  // what it said about the rack no longer holds
                    render();
                    // Opened: the rack, its pad and Check fill the screen below this button.
                    if (st.open) $("super-check-toggle").scrollIntoView({ block: "start" });
                  } }, t("super.check", { name: st.winner })),
    // Closed, the double rack stays on this phone (open it again to go on) but is not sent.
    !open && typed() ? h("p", { class: "muted", id: "super-not-sent", text: t("super.not_sent") }) : null,
    open ? h("div", { id: "super-check-box" },
      h("div", { class: "double-rack" }, sideView("blue"), sideView("red")),
      verdictView(),
      padView()) : null);
}

/** The entry of a round as who won it; onSubmit({winner, rack?}) sends it. `traits` are the
 *  sheet's game's (GET /v1/rulesets); `initial` ({winner, rack?}, as the sheet lists a round)
 *  opens it as it was scored, to be corrected. */
export function startSuperRound({ sheet, traits, title, initial = null, onSubmit, onCancel }) {
  const rows = traits.rack.slots;
  const kept = initial && initial.rack && initial.rack.blue && initial.rack.red ? initial.rack : null;
  st = { sheet, rows, wilds: traits.wilds, withRack: traits.round_forms.includes("winner_rack"),
         players: sheet.players.map((p) => p.name), winner: (initial && initial.winner) || null,
         open: Boolean(kept), colour: "blue", naming: null,
         rack: kept ? { blue: kept.blue.slice(), red: kept.red.slice() } : { blue: Array(rows).fill(null), red: Array(rows).fill(null) },
         cursor: kept ? null : { side: "blue", row: 0 }, verdict: null, problem: null, checking: false };
  numberedTitle($("round-title"), title);
  $("round-submit").textContent = t("entry.save");
  $("view-round").dataset.checking = "0";
  wireRoundButtons({
    body: () => {
      if (!st.winner) return { missing: t("entry.pick_winner") };
      const round = { winner: st.winner };
      // The rack goes with the round only while "Check the rack" is open, and only whole.
      if (st.open && typed() > 0 && typed() < 2 * st.rows) return { missing: t("super.incomplete", { n: typed() }) };
      if (st.open && typed() === 2 * st.rows) round.rack = { blue: st.rack.blue.slice(), red: st.rack.red.slice() };
      return round;
    },
    typedAnything: () => Boolean(st.winner || typed()), onSubmit, onCancel,
  });
  render();
}

export function stopSuperRound() {
  st = null;
}

export function redrawSuperRound() {
  render();
}
