// Start a game: the names first, then the edition with its one-line summary (Super Rack-O too:
// first to N won rounds), house rules, 2-4 names or two teams.

import { ApiError, api, newKey } from "./api.js";
import { $, fill, h, show } from "./dom.js";
import { t } from "./i18n.js";
import { loadRulesets, rulesetById } from "./rulesets.js";
import { knownSheets, rememberSheet } from "./store.js";

// House rules a table commonly changes; names and values are the API's (GET /v1/rulesets options).
const HOUSE = [
  { name: "target", label: "house.target", kind: "number", min: 1, max: 100000, step: 50 },
  { name: "deck", label: "house.deck", choices: [["by_players", "house.deck.by"], [60, "house.deck.60"]] },
  { name: "rack_o_needs_run", label: "house.run",
    choices: [["0/two_players", "house.run.none"], ["3/two_players", "house.run.two"], ["3/all", "house.run.all"]] },
  { name: "loser_scoring", label: "house.losers",
    choices: [["leading_run_x5", "house.losers.lead"], ["longest_sequence_x10", "house.losers.longest"]] },
  { name: "run_bonus", label: "house.bonus",
    choices: [["off", "house.bonus.off"], ["longest", "house.bonus.longest"], ["sum_of_runs", "house.bonus.sum"]] },
  { name: "win_points", label: "house.win", kind: "number", min: 0, max: 10000, step: 5 },
];
// Super Rack-O has one option: how many won rounds win the game.
const SUPER_HOUSE = [{ name: "target", label: "home.wins_needed", kind: "number", min: 1, max: 50, step: 1 }];

const isSuper = (preset) => preset.game === "super-rack-o";

let rulesets = [];
let createKey = null; // one key per body, so a retried "Start" never makes two sheets

function selected() {
  const checked = document.querySelector("input[name=edition]:checked");
  return rulesetById(rulesets, checked ? checked.value : "hasbro") || rulesets[0];
}

function optionValue(name, options) {
  if (name === "target" && options.target === undefined && options.wins_needed !== undefined) return String(options.wins_needed);
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

function houseOptions(preset) {
  return isSuper(preset) ? SUPER_HOUSE : HOUSE;
}

function renderHouseRules() {
  const preset = selected();
  fill($("house-fields"), houseOptions(preset).map((opt) => {
    const id = `house-${opt.name}`;
    const current = optionValue(opt.name, preset.options);
    const input = opt.choices
      ? h("select", { id, name: opt.name },
          opt.choices.map(([value, text]) => h("option", { value: String(value), selected: String(value) === current }, t(text))))
      : h("input", { id, name: opt.name, type: "number", inputmode: "numeric", min: opt.min, max: opt.max,
                     step: opt.step, value: current });
    return h("label", { class: "field", for: id }, h("span", { text: t(opt.label) }), input);
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
      h("fieldset", { class: "team" }, h("legend", { text: t("home.team", { n: 1 }) }),
        nameInput("player-1", t("home.player1"), keep[0]), nameInput("player-3", t("home.partner"), keep[2])),
      h("fieldset", { class: "team" }, h("legend", { text: t("home.team", { n: 2 }) }),
        nameInput("player-2", t("home.player1"), keep[1]), nameInput("player-4", t("home.partner"), keep[3])));
    show($("add-player"), false);
    return;
  }
  const count = Math.min(preset.players.max, Math.max(preset.players.min, keep.filter(Boolean).length, 2));
  renderNameList(count, keep);
}

function renderNameList(count, keep) {
  const preset = selected();
  fill($("player-fields"), Array.from({ length: count }, (_, i) => {
    const row = nameInput(`player-${i + 1}`, t("home.player", { n: i + 1 }), keep[i] || "");
    if (i >= preset.players.min) {
      row.append(h("button", { type: "button", class: "btn ghost icon", "aria-label": t("home.remove", { n: i + 1 }),
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
  for (const opt of houseOptions(preset)) {
    const el = document.getElementById(`house-${opt.name}`);
    if (!el || el.value === "" || el.value === optionValue(opt.name, preset.options)) continue;
    if (opt.name === "target") out.target = parseOption("target", el.value);
    else options[opt.name] = parseOption(opt.name, el.value);
  }
  if (Object.keys(options).length) out.options = options;
  return out;
}

/** How the start screen names the field of seat n (1-based): "Player 4", or "Team 2, Partner". */
function seatName(n) {
  if (!selected().options.teams) return t("home.player", { n });
  return `${t("home.team", { n: 2 - (n % 2) })}, ${t(n > 2 ? "home.partner" : "home.player1")}`;
}

function seatInput(n) {
  return document.getElementById(`player-${n}`);
}

function unmark(input) {
  input.removeAttribute("aria-invalid");
  input.removeAttribute("aria-describedby");
  const note = document.getElementById(`${input.id}-problem`);
  if (note) note.remove();
}

function clearMarks() {
  for (const input of document.querySelectorAll("#player-fields input[aria-invalid]")) unmark(input);
  show($("new-game-error"), false);
}

/** Say what is wrong with a name right under its field, mark it and take the focus there, so the
 *  fix is one tap away: problems [{seat (1-based), text}]; others go in the box by the button. */
function showNameProblem(problems, others = []) {
  clearMarks();
  for (const { seat, text } of problems) {
    const input = seatInput(seat);
    if (!input) {
      others.push(text);
      continue;
    }
    const id = `${input.id}-problem`;
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", id);
    input.closest("label").after(h("p", { class: "problem field-problem", id, role: "alert", text }));
  }
  const box = $("new-game-error");
  fill(box, [...new Set(others)].map((l) => h("div", { text: l })));
  show(box, others.length > 0);
  const first = problems.length ? seatInput(problems[0].seat) : null;
  if (first) first.focus();
}

/** Seats (1-based) whose name is empty: asked of the table before anything is sent. */
function emptySeats() {
  return Array.from(document.querySelectorAll("#player-fields input[data-player]"))
    .filter((input) => !input.value.trim())
    .map((input) => Number(input.id.split("-")[1]))
    .sort((a, b) => a - b);
}

function showProblem(err) {
  if (!(err instanceof ApiError)) {
    showNameProblem([], [t("home.needs_net", { err: err.message })]);
    return;
  }
  // The API counts players from 0 ("players/3"): each name's problem goes under its field.
  const problems = [];
  const others = [];
  for (const e of err.problem.errors || []) {
    const hit = /^players\/(\d+)$/.exec(e.field || "");
    if (hit) problems.push({ seat: Number(hit[1]) + 1, text: `${seatName(Number(hit[1]) + 1)}: ${e.message}` });
    else others.push(`${e.field}: ${e.message}`);
  }
  showNameProblem(problems, problems.length || others.length ? others : [err.message]);
}

async function start(event, navigate) {
  event.preventDefault();
  const empty = emptySeats();
  if (empty.length) {
    showNameProblem(empty.map((seat) => ({ seat, text: selected().options.teams
      ? t("home.needs_name_team", { who: seatName(seat) }) : t("home.needs_name", { n: seat }) })));
    return;
  }
  clearMarks();
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
  fill(box, h("div", { class: "card" }, h("h2", { text: t("home.mine") }),
    h("ul", { class: "game-list" }, sheets.slice(0, 8).map(([id, info]) => {
      const title = rulesetById(rulesets, info.ruleset);
      return h("li", {}, h("a", { href: `/?sheet=${encodeURIComponent(id)}`, class: "game-link", dataset: { nav: "sheet" } },
        h("strong", { text: (info.players || []).join(", ") || t("home.a_game") }),
        h("small", { text: `${title ? title.title : info.ruleset || ""}${info.token ? "" : ` · ${t("home.following")}`}` })));
    }))));
}

export async function initHome(navigate) {
  // Every edition, Super Rack-O last: its sheet counts won rounds instead of points.
  rulesets = await loadRulesets();
  renderEditions();
  renderPlayers([]);
  renderHouseRules();
  $("edition-list").addEventListener("change", () => {
    renderPlayers();
    renderHouseRules();
  });
  $("add-player").addEventListener("click", addPlayer);
  $("player-fields").addEventListener("input", (event) => {
    if (event.target.value && event.target.value.trim()) unmark(event.target);  // named now
  });
  $("new-game").addEventListener("submit", (e) => start(e, navigate));
}

export function showHome() {
  renderMyGames();
}

/** Draw the start screen again in the page's new language, keeping what was typed. */
export async function redrawHome() {
  if (!rulesets.length) return;
  const names = currentNames();
  const edition = selected().id;
  try {
    rulesets = await loadRulesets(); // the editions' titles and notes in the new language
  } catch {
    // offline with no copy in this language: keep the titles shown
  }
  renderEditions();
  const radio = document.getElementById(`edition-${edition}`);
  if (radio) radio.checked = true;
  const house = Object.fromEntries(Array.from(document.querySelectorAll("#house-fields [name]")).map((el) => [el.name, el.value]));
  renderPlayers(names);
  renderHouseRules();
  for (const [name, value] of Object.entries(house)) {
    const el = document.getElementById(`house-${name}`);
    if (el) el.value = value;
  }
  renderMyGames();
}
