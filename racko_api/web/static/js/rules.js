// The rules corner: type a rack and see, under every edition, whether it is a legal Rack-O
// and what it scores (POST /v1/score/compare), and why (POST /v1/check/rack).

import { ApiError, api } from "./api.js";
import { $, fill, h, show } from "./dom.js";
import { t } from "./i18n.js";
import { cardGrid, rackView } from "./pad.js";
import { reasonList, slotsView } from "./reasons.js";
import { loadRulesets, rulesetById } from "./rulesets.js";

const state = { players: 2, rack: Array(10).fill(undefined), cursor: 0, refused: -1, asked: 0, editing: false };

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
      onCard: (card) => {
        if (state.cursor < 0) return;
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

function whyDetails(item, rack) {
  const asking = h("p", { class: "muted", text: t("rules.asking") });
  const body = h("div", { class: "why-body" }, slotsView(item.score.slots, t("rules.slots", { title: item.title })), asking);
  const details = h("details", { class: "why" }, h("summary", { text: t("rules.why") }), body);
  let loaded = false;
  details.addEventListener("toggle", async () => {
    if (!details.open || loaded) return;
    loaded = true;
    try {
      const { data } = await api.checkRack({ ruleset: item.ruleset, players: state.players, rack });
      asking.replaceWith(reasonList(data.reasons) || h("p", { text: t("rules.nothing") }));
    } catch (err) {
      loaded = false;
      asking.textContent = err.message;
    }
  });
  return details;
}

function adviceHeadline(data) {
  if (data.take) return t(data.take === "stock" ? "advice.take_stock" : "advice.take_discard");
  if (data.play === "discard") return t("advice.discard_it");
  return t(data.play === "place" ? "advice.place" : "advice.exchange", { slot: data.slot });
}

function alternativeList(alternatives) {
  return h("ol", { class: "alternatives" }, alternatives.map((a) => h("li", {},
    a.play === "discard" ? t("advice.discard_it") : t("advice.exchange", { slot: a.slot }),
    " ", h("span", { class: "muted", text: `${Math.round(a.estimate * 100)}%` }))));
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

function renderResults(results, rack, editions) {
  // Titles in the page's language where GET /v1/rulesets gave them; the comparison's otherwise.
  const named = results.map((item) => ({ ...item, title: (rulesetById(editions, item.ruleset) || item).title }));
  fill($("rules-result"), h("ul", { class: "compare" }, named.map((item) => h("li", {
    class: ["card", "edition", item.legal_rack_o && "legal"], dataset: { ruleset: item.ruleset } },
    h("div", { class: "edition-head" }, h("strong", { text: item.title }), verdict(item)),
    item.score
      ? h("p", { class: "points" }, h("b", { text: String(item.score.points) }),
          item.score.rack_o ? t("rules.as_rack_o") : t("rules.as_other"))
      : null,
    item.score ? reasonList(item.score.reasons) : null,
    item.problem ? reasonList([item.problem]) : null,
    item.problem ? null : whyDetails(item, rack),
    item.problem ? null : adviceDetails(item, rack)))));
}

async function ask() {
  show($("rules-error"), false);
  const rack = state.rack.slice();
  if (rack.some((c) => c === undefined)) {
    fill($("rules-result"), h("p", { class: "muted center", text: t("rules.to_go", { n: rack.filter((c) => c === undefined).length }) }));
    return;
  }
  const asked = ++state.asked;
  fill($("rules-result"), h("p", { class: "muted center", text: t("rules.comparing") }));
  try {
    const { data } = await api.compare({ players: state.players, rack });
    const editions = await loadRulesets().catch(() => null);
    if (asked === state.asked) renderResults(data.results, rack, editions);
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
    box.textContent = bad ? `Slot #${(state.refused + 1) * 5}: ${bad.message}` : err.message;
    show(box, true);
  }
}

let ready = false;

export function initRules() {
  ready = true;
  renderPlayers();
  renderPad();
  ask();
}

/** Draw the corner again in the page's new language (the API's texts are asked for again). */
export function redrawRules() {
  if (ready) initRules();
}
