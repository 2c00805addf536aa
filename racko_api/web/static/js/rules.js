// The rules corner: type a rack and see, under every edition, whether it is a legal Rack-O
// and what it scores (POST /v1/score/compare), and why (POST /v1/check/rack and the rules cited,
// GET /v1/rulesets/{id}); ask whether a move is allowed (POST /v1/check/move) and what the advisor
// would do with a card (POST /v1/advice). Every verdict shown is the API's.

import { ApiError, api, call } from "./api.js";
import { $, fill, h, show } from "./dom.js";
import { formatNumber, t } from "./i18n.js";
import { DOUBLE_TAP_MS, SLOT_LABELS, cardGrid, rackView } from "./pad.js";
import { reasonList, slotsView } from "./reasons.js";
import { loadRulesets, rulesetById, rulesetDetail } from "./rulesets.js";

const state = { players: 2, rack: Array(10).fill(undefined), cursor: 0, refused: -1, asked: 0, editing: false,
                compared: null, moveAsked: 0 };

function nextFree(from) {
  for (let k = 0; k < 10; k += 1) {
    const i = (from + k) % 10;
    if (state.rack[i] === undefined) return i;
  }
  return -1;
}

function renderPlayers() {
  fill($("rules-players"), [2, 3, 4].map((n) => h("button", {
    type: "button", class: ["chip", n === state.players && "on"], "aria-pressed": String(n === state.players),
    dataset: { players: n },
    onclick: () => {
      state.players = n;
      renderPlayers();
      ask();
    },
  }, String(n))));
}

function renderPad() {
  const slots = state.rack.map((card, i) => ({ card, state: i === state.refused ? "refused" : "ok" }));
  // A full rack folds the pad away so the verdicts sit right under it; tap a slot to change a card.
  const folded = !state.rack.includes(undefined) && !state.editing;
  fill($("rules-pad"),
    h("div", { class: "sticky-rack" }, rackView(slots, {
      cursor: folded ? -1 : state.cursor,
      caption: t("rules.rack"),
      onSelect: (i) => {
        state.cursor = i;
        state.editing = true;
        renderPad();
      },
    })),
    folded ? h("p", { class: "muted", text: t("rules.change") }) : cardGrid({
      top: 60,
      here: new Set(state.rack.filter((c) => c !== undefined)),
      onCard: (card, event) => {
        if (state.cursor < 0) return;
        // The second tap of a double tap is not the same card again in the next slot.
        const at = event.timeStamp;
        const last = state.lastTap || { card: undefined, at: -Infinity };
        state.lastTap = { card, at };
        if (last.card === card && at - last.at < DOUBLE_TAP_MS) return;
        state.rack[state.cursor] = card;
        state.refused = -1;
        state.editing = false;
        state.cursor = nextFree(state.cursor + 1);
        renderPad();
        ask();
      },
      onBack: () => {
        const typed = state.rack.map((c, i) => (c === undefined ? -1 : i)).filter((i) => i >= 0);
        const target = state.cursor >= 0 && state.rack[state.cursor] !== undefined ? state.cursor : typed.pop();
        if (target === undefined) return;
        state.rack[target] = undefined;
        state.cursor = target;
        state.refused = -1;
        state.editing = false;
        renderPad();
        ask();
      },
    }),
    h("button", { type: "button", class: "btn ghost", id: "rules-clear", onclick: () => {
      state.rack = Array(10).fill(undefined);
      state.cursor = 0;
      state.refused = -1;
      renderPad();
      ask();
    } }, t("rules.clear")));
}

function verdict(item) {
  if (item.legal_rack_o) return h("span", { class: "verdict yes", text: t("rules.legal") });
  if (item.score) return h("span", { class: "verdict no", text: t("rules.not") });
  return h("span", { class: "verdict none", text: t("rules.cannot") });
}

/** The rules an answer cites, as the edition words them (GET /v1/rulesets/{id}), in citing order. */
async function citedRules(ruleset, reasons) {
  const ids = [...new Set(reasons.filter((r) => r && r.rule).map((r) => r.rule))];
  if (!ids.length) return null;
  const detail = await rulesetDetail(ruleset);
  const known = ids.map((id) => detail.rules.find((r) => r.id === id)).filter(Boolean);
  if (!known.length) return null;
  return h("div", { class: "cited" }, h("h3", { text: t("rules.cited") }),
    h("dl", { class: "rule-list" }, known.map((rule) => [
      h("dt", {}, h("span", { class: "rule", text: rule.id }), " ", rule.title),
      h("dd", { text: rule.text })])));
}

/** "Why?": opened, it asks for what explains the verdict: load() -> the nodes to show. */
function whyBox(load, dataset = {}) {
  const asking = h("p", { class: "muted", text: t("rules.asking") });
  const body = h("div", { class: "why-body" }, asking);
  const details = h("details", { class: "why", dataset }, h("summary", { text: t("rules.why") }), body);
  let loaded = false;
  details.addEventListener("toggle", async () => {
    if (!details.open || loaded) return;
    loaded = true;
    try {
      fill(body, await load());
    } catch (err) {
      loaded = false;
      asking.textContent = err.message;
    }
  });
  return details;
}

/** Why this edition's verdict on the rack: the slots that score, the referee's reasons
 *  (POST /v1/check/rack) and the text of every rule cited; for a rack that cannot be played here,
 *  the rule that says so. */
function whyDetails(item, rack) {
  if (!item.score) return whyBox(async () => [await citedRules(item.ruleset, [item.problem])]);
  return whyBox(async () => {
    const { data } = await api.checkRack({ ruleset: item.ruleset, players: state.players, rack });
    // What the referee adds to the reasons already shown above (R-RUN3 is not said twice).
    const fresh = data.reasons.filter((r) => !said(item.score, r) && !(item.problem && same(item.problem, r)));
    return [slotsView(item.score.slots, t("rules.slots", { title: item.title })),
      reasonList(fresh) || (data.legal ? h("p", { text: t("rules.nothing") }) : null),
      await citedRules(item.ruleset, [...data.reasons, ...item.score.reasons, item.problem])];
  });
}

function adviceHeadline(data) {
  if (data.take) return t(data.take === "stock" ? "advice.take_stock" : "advice.take_discard");
  if (data.play === "discard") return t("advice.discard_it");
  return t(data.play === "place" ? "advice.place" : "advice.exchange", { slot: data.slot });
}

function alternativeList(alternatives) {
  return h("ol", { class: "alternatives" }, alternatives.map((a) => h("li", {},
    a.play === "discard" ? t("advice.discard_it") : t("advice.exchange", { slot: a.slot }),
    " ", h("span", { class: "muted", text: formatNumber(a.estimate, { style: "percent" }) }))));
}

/** "What would you do with this card?": the advisor's choice for this edition, and why. */
function adviceDetails(item, rack) {
  const answer = h("div", { class: "advice-answer", "aria-live": "polite" });
  const card = h("input", { type: "number", inputmode: "numeric", min: "1", max: "60", class: "advice-card",
    "aria-label": t("advice.card"), placeholder: t("advice.card_short") });
  const ask = async (takenFrom) => {
    const value = Number(card.value);
    if (!card.value || !Number.isInteger(value)) {  // nothing to ask yet: say so here, not in a 422
      fill(answer, h("p", { class: "problem", text: t("advice.need_card") }));
      card.focus();
      return;
    }
    answer.textContent = t("advice.asking");
    try {
      const { data } = await api.advice({ ruleset: item.ruleset, players: state.players, rack,
        card: value, taken_from: takenFrom });
      fill(answer, h("p", { class: "advice-play" }, h("strong", { text: adviceHeadline(data) })),
        reasonList(data.reasons), h("p", { class: "muted", text: t("advice.others") }),
        alternativeList(data.alternatives));
    } catch (err) {
      fill(answer, h("p", { class: "problem", text: err.message }));
    }
  };
  return h("details", { class: "advice" }, h("summary", { text: t("advice.ask") }),
    h("div", { class: "advice-form" }, card,
      h("button", { type: "button", class: "btn", dataset: { from: "stock" },
        onclick: () => ask("stock") }, t("advice.stock")),
      h("button", { type: "button", class: "btn", dataset: { from: "discard" },
        onclick: () => ask("discard") }, t("advice.discard"))),
    answer);
}

/** An edition's title with its verdict floated at the top right: a long title flows under the
 *  verdict, using the card's whole width, rather than in a narrow column beside it. */
function editionHead(title, verdictNode) {
  return h("div", { class: "edition-head" }, verdictNode, h("strong", { text: title }));
}

function renderResults(named, rack) {
  fill($("rules-result"), h("ul", { class: "compare" }, named.map((item) => h("li", {
    class: ["card", "edition", item.legal_rack_o && "legal"], dataset: { ruleset: item.ruleset } },
    editionHead(item.title, verdict(item)),
    item.score
      ? h("p", { class: "points" }, h("b", { text: formatNumber(item.score.points) }),
          item.score.rack_o ? t("rules.as_rack_o") : t("rules.as_other"))
      : null,
    // A rack in order that may not go Rack-O here (R-RUN3) is scored as another player's: the
    // score's reasons already cite the rule that stops it, so it is said once.
    reasonList([...(item.score ? item.score.reasons : []), ...(item.problem && !said(item.score, item.problem) ? [item.problem] : [])]),
    whyDetails(item, rack),
    item.score ? adviceDetails(item, rack) : null))));
}

const same = (a, b) => a.rule === b.rule && a.text === b.text;

function said(score, reason) {
  return Boolean(score) && score.reasons.some((r) => same(r, reason));
}

/** Between a rack (or player count) and the API's answer on it, no move can be asked about. */
function compared(value) {
  state.compared = value;
  state.moveAsked += 1;  // an answer on the rack before is not shown for this one
  fill($("move-answer"));
  show($("rules-move"), Boolean(value));
}

async function ask() {
  show($("rules-error"), false);
  compared(null);
  const rack = state.rack.slice();
  if (rack.some((c) => c === undefined)) {
    fill($("rules-result"), h("p", { class: "muted center", text: t("rules.to_go", { n: rack.filter((c) => c === undefined).length }) }));
    return;
  }
  const asked = ++state.asked;
  fill($("rules-result"), h("p", { class: "muted center", text: t("rules.comparing") }));
  try {
    const players = state.players;
    const { data } = await api.compare({ players, rack });
    const editions = await loadRulesets().catch(() => null);
    if (asked !== state.asked) return;
    // Titles in the page's language where GET /v1/rulesets gave them; the comparison's otherwise.
    const items = data.results.map((item) => ({ ...item, title: (rulesetById(editions, item.ruleset) || item).title }));
    renderResults(items, rack);
    compared({ rack, players, items });
  } catch (err) {
    if (asked !== state.asked) return;
    fill($("rules-result"));
    const box = $("rules-error");
    const bad = err instanceof ApiError ? (err.problem.errors || []).find((e) => /^rack\/\d+$/.test(e.field)) : null;
    if (bad) {
      state.refused = Number(bad.field.split("/")[1]);
      state.cursor = state.refused;
      state.editing = true;
      renderPad();
    }
    box.textContent = bad ? t("rules.slot_problem", { slot: SLOT_LABELS[state.refused], message: bad.message }) : err.message;
    show(box, true);
  }
}

/** One edition's answer to the move question: allowed or not, the reasons with their rule ids,
 *  and "Why?" (the rack after the move, the rules cited). */
function moveView({ item, data, problem }, before) {
  const verdict = data
    ? h("span", { class: ["verdict", data.legal ? "yes" : "no"], text: t(data.legal ? "move.allowed" : "move.not_allowed") })
    : h("span", { class: "verdict none", text: t(item.score ? "move.impossible" : "rules.cannot") });
  const reasons = data ? data.reasons : [problem];
  const changed = data && data.legal && data.rack_after && data.rack_after.some((card, i) => card !== before[i]);
  return h("li", { class: ["card", "edition", data && data.legal && "legal"], dataset: { ruleset: item.ruleset } },
    editionHead(item.title, verdict),
    reasonList(reasons),
    data && data.rack_o_after ? h("p", { class: "good-note", text: t("move.rack_o_after") }) : null,
    whyBox(async () => [changed ? rackAfter(data.rack_after, before, item.title) : null,
      await citedRules(item.ruleset, reasons)]));
}

/** The rack after a legal move, the slots it changed marked. */
function rackAfter(after, before, title) {
  const view = rackView(after.map((card) => ({ card })), { caption: t("move.after", { title }) });
  after.forEach((card, i) => {
    if (card !== before[i]) view.children[i].classList.add("moved");
  });
  return view;
}

/** "May I take the discard and throw it straight back?": POST /v1/check/move under every edition
 *  the rack can be played in; where it cannot, the comparison already said why. */
async function askMove(event) {
  event.preventDefault();
  const table = state.compared;
  const answer = $("move-answer");
  const input = $("move-card");
  if (!table) return;
  if (!input.value || !Number.isInteger(Number(input.value))) {  // nothing to ask yet: say so here
    fill(answer, h("p", { class: "problem", text: t("advice.need_card") }));
    input.focus();
    return;
  }
  const play = document.querySelector("input[name=move-play]:checked").value;
  const question = { players: table.players, rack: table.rack, card: Number(input.value), play,
    taken_from: document.querySelector("input[name=move-from]:checked").value,
    ...(play === "exchange" ? { slot: Number($("move-slot").value) } : {}) };
  const asked = ++state.moveAsked;
  fill(answer, h("p", { class: "muted", text: t("rules.asking") }));
  try {
    const verdicts = await Promise.all(table.items.map(async (item) => {
      if (!item.score) return { item, problem: item.problem };
      try {
        const { data } = await call("POST", "/v1/check/move", { body: { ruleset: item.ruleset, ...question } });
        return { item, data };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return { item, problem: { rule: err.problem.rule || "", text: err.message } };
      }
    }));
    if (asked !== state.moveAsked) return;
    fill(answer, h("h3", { class: "move-answer-title", text: t("move.answer") }),
      h("ul", { class: "compare moves" }, verdicts.map((v) => moveView(v, table.rack))));
  } catch (err) {
    if (asked === state.moveAsked) fill(answer, h("p", { class: "problem", text: err.message }));
  }
}

function wireMoveForm() {
  const select = $("move-slot");
  if (!select.options.length) fill(select, SLOT_LABELS.map((label) => h("option", { value: String(label) }, `#${label}`)));
  select.onchange = () => { $("move-play-exchange").checked = true; };  // a slot picked: an exchange
  $("move-form").onsubmit = askMove;
}

let ready = false;

export function initRules() {
  ready = true;
  wireMoveForm();
  renderPlayers();
  renderPad();
  ask();
}

/** Draw the corner again in the page's new language (the API's texts are asked for again). */
export function redrawRules() {
  if (ready) initRules();
}
