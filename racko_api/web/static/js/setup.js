// Start a game: the edition with its one-line summary, house rules, 2-4 names or two teams.

import { ApiError, api, newKey } from "./api.js";
import { $, fill, h, show } from "./dom.js";
import { loadRulesets, rulesetById } from "./rulesets.js";
import { knownSheets, rememberSheet } from "./store.js";

// House rules a table commonly changes; names and values are the API's (RULES.md §2).
const HOUSE = [
  { name: "target", label: "Play to", kind: "number", min: 1, max: 100000, step: 50 },
  { name: "deck", label: "Deck", choices: [["by_players", "By players (1-40 / 1-50 / 1-60)"], [60, "Always 1-60"]] },
  { name: "rack_o_needs_run", label: "Run needed to go Rack-O",
    choices: [["0/two_players", "None"], ["3/two_players", "Run of 3 in two-player games"],
              ["3/all", "Run of 3 in every game"]] },
  { name: "loser_scoring", label: "Others score",
    choices: [["leading_run_x5", "5 a card of the leading run"], ["longest_sequence_x10", "10 a card of the longest sequence"]] },
  { name: "run_bonus", label: "Run bonus for Rack-O",
    choices: [["off", "None"], ["longest", "Longest run (50-400)"], ["sum_of_runs", "Every run of 3+"]] },
  { name: "win_points", label: "Points for going Rack-O", kind: "number", min: 0, max: 10000, step: 5 },
];

let rulesets = [];
let createKey = null; // one key per body, so a retried "Start" never makes two sheets

function selected() {
  const checked = document.querySelector("input[name=edition]:checked");
  return rulesetById(rulesets, checked ? checked.value : "hasbro") || rulesets[0];
}

function optionValue(name, options) {
  const value = options[name];
  if (name === "rack_o_needs_run") return `${value.length}/${value.applies_to}`;
  return String(value);
}

function parseOption(name, raw) {
  if (name === "rack_o_needs_run") {
    const [length, appliesTo] = raw.split("/");
    return { length: Number(length), applies_to: appliesTo };
  }
  if (name === "deck") return raw === "by_players" ? raw : Number(raw);
  if (name === "target" || name === "win_points") return Number(raw);
  return raw;
}

function renderHouseRules() {
  const preset = selected();
  fill($("house-fields"), HOUSE.map((opt) => {
    const id = `house-${opt.name}`;
    const current = optionValue(opt.name, preset.options);
    const input = opt.choices
      ? h("select", { id, name: opt.name },
          opt.choices.map(([value, text]) => h("option", { value: String(value), selected: String(value) === current }, text)))
      : h("input", { id, name: opt.name, type: "number", inputmode: "numeric", min: opt.min, max: opt.max,
                     step: opt.step, value: current });
    return h("label", { class: "field", for: id }, h("span", { text: opt.label }), input);
  }));
}

function nameInput(id, label, value = "") {
  return h("label", { class: "field name", for: id }, h("span", { text: label }),
    h("input", { id, type: "text", maxlength: 40, autocomplete: "off", autocapitalize: "words",
                 enterkeyhint: "next", value, dataset: { player: "1" } }));
}

/** The names typed so far, in seat order (player-1, player-2, ...), whatever the layout. */
function currentNames() {
  return Array.from(document.querySelectorAll("#player-fields input[data-player]"))
    .sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }))
    .map((i) => i.value);
}

function renderPlayers(keep = currentNames()) {
  const preset = selected();
  const box = $("player-fields");
  if (preset.options.teams) {
    // Partners: two teams of two, sitting opposite each other.
    fill(box,
      h("fieldset", { class: "team" }, h("legend", { text: "Team 1" }),
        nameInput("player-1", "Player", keep[0]), nameInput("player-3", "Partner", keep[2])),
      h("fieldset", { class: "team" }, h("legend", { text: "Team 2" }),
        nameInput("player-2", "Player", keep[1]), nameInput("player-4", "Partner", keep[3])));
    show($("add-player"), false);
    return;
  }
  const count = Math.min(preset.players.max, Math.max(preset.players.min, keep.filter(Boolean).length, 2));
  renderNameList(count, keep);
}

function renderNameList(count, keep) {
  const preset = selected();
  fill($("player-fields"), Array.from({ length: count }, (_, i) => {
    const row = nameInput(`player-${i + 1}`, `Player ${i + 1}`, keep[i] || "");
    if (i >= preset.players.min) {
      row.append(h("button", { type: "button", class: "btn ghost icon", "aria-label": `Remove player ${i + 1}`,
        onclick: () => {
          const names = currentNames();
          names.splice(i, 1);
          renderNameList(count - 1, names);
        } }, "×"));
    }
    return row;
  }));
  show($("add-player"), count < preset.players.max);
}

function addPlayer() {
  const names = currentNames();
  renderNameList(names.length + 1, names);
  document.getElementById(`player-${names.length + 1}`).focus();
}

function renderEditions() {
  fill($("edition-list"), rulesets.map((r) => h("label", { class: "choice", for: `edition-${r.id}` },
    h("input", { type: "radio", name: "edition", id: `edition-${r.id}`, value: r.id, checked: r.id === "hasbro" }),
    h("span", { class: "choice-text" }, h("strong", { text: r.title }), h("small", { text: r.summary })))));
}

function body() {
  const preset = selected();
  const names = currentNames().map((n) => n.trim());
  const out = { ruleset: preset.id, players: names };
  if (preset.options.teams) {
    // Seats 1-4 around the table; partners sit opposite (seats 1+3 and 2+4).
    const seat = (n) => document.getElementById(`player-${n}`).value.trim();
    out.players = [seat(1), seat(2), seat(3), seat(4)];
    out.teams = [[seat(1), seat(3)], [seat(2), seat(4)]];
  }
  const options = {};
  for (const opt of HOUSE) {
    const el = document.getElementById(`house-${opt.name}`);
    if (!el || el.value === "" || el.value === optionValue(opt.name, preset.options)) continue;
    if (opt.name === "target") out.target = parseOption("target", el.value);
    else options[opt.name] = parseOption(opt.name, el.value);
  }
  if (Object.keys(options).length) out.options = options;
  return out;
}

function showProblem(err) {
  const box = $("new-game-error");
  const lines = err instanceof ApiError
    ? [err.message, ...(err.problem.errors || []).map((e) => `${e.field}: ${e.message}`)]
    : [`${err.message}. Starting a game needs the network; try again when you are online.`];
  fill(box, [...new Set(lines)].map((l) => h("div", { text: l })));
  show(box, true);
}

async function start(event, navigate) {
  event.preventDefault();
  const payload = body();
  const signature = JSON.stringify(payload);
  if (!createKey || createKey.signature !== signature) createKey = { key: newKey(), signature };
  const button = $("start-game");
  button.disabled = true;
  show($("new-game-error"), false);
  try {
    const { data } = await api.createSheet(payload, createKey.key);
    createKey = null;
    rememberSheet(data.id, { token: data.edit_token, ruleset: payload.ruleset,
                             players: (data.players || []).map((p) => p.name || p) });
    navigate(`/?sheet=${encodeURIComponent(data.id)}`);
  } catch (err) {
    showProblem(err);
  } finally {
    button.disabled = false;
  }
}

function renderMyGames() {
  const sheets = Object.entries(knownSheets()).sort((a, b) => b[1].opened - a[1].opened);
  const box = $("my-games");
  if (!sheets.length) {
    fill(box);
    return;
  }
  fill(box, h("div", { class: "card" }, h("h2", { text: "Games on this phone" }),
    h("ul", { class: "game-list" }, sheets.slice(0, 8).map(([id, info]) => {
      const title = rulesetById(rulesets, info.ruleset);
      return h("li", {}, h("a", { href: `/?sheet=${encodeURIComponent(id)}`, class: "game-link", dataset: { nav: "sheet" } },
        h("strong", { text: (info.players || []).join(", ") || "A game" }),
        h("small", { text: `${title ? title.title : info.ruleset || ""}${info.token ? "" : " · following"}` })));
    }))));
}

export async function initHome(navigate) {
  // The sheet counts points, so it offers the Rack-O editions (Super Rack-O counts wins instead).
  rulesets = (await loadRulesets()).filter((r) => (r.game || "rack-o") === "rack-o");
  renderEditions();
  renderPlayers([]);
  renderHouseRules();
  $("edition-list").addEventListener("change", () => {
    renderPlayers();
    renderHouseRules();
  });
  $("add-player").addEventListener("click", addPlayer);
  $("new-game").addEventListener("submit", (e) => start(e, navigate));
}

export function showHome() {
  renderMyGames();
}
