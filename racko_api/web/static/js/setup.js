// Start a game: the names first, then the edition with its one-line summary (a game of won rounds
// too: first to N), house rules, 2-4 names or two teams.

import { ApiError, api } from "./api.js";
import { $, fill, h, show } from "./dom.js";
import { when } from "./history.js";
import { formatNumber, t } from "./i18n.js";
import { loadRulesets, rulesetById } from "./rulesets.js";
import { pendingFor } from "./outbox.js";
import { cacheSheet, cachedSheet, knownSheets, myTable, rememberSheet } from "./store.js";
import { keptTable, readTable, startAtTable } from "./table.js";

// How many a game is played to, by what its sheet counts (GET /v1/rulesets traits.score_unit).
const TARGETS = {
  points: { name: "target", label: "house.target", kind: "number", min: 1, max: 100000, step: 50 },
  wins: { name: "target", label: "home.wins_needed", kind: "number", min: 1, max: 50, step: 1 },
};
// House rules a table commonly changes; names and values are the API's (GET /v1/rulesets options):
// an edition offers those its options name.
const HOUSE = [
  { name: "deck", label: "house.deck", choices: [["by_players", "house.deck.by"], [60, "house.deck.60"]] },
  { name: "rack_o_needs_run", label: "house.run",
    choices: [["0/two_players", "house.run.none"], ["3/two_players", "house.run.two"], ["3/all", "house.run.all"]] },
  { name: "loser_scoring", label: "house.losers",
    choices: [["leading_run_x5", "house.losers.lead"], ["longest_sequence_x10", "house.losers.longest"]] },
  { name: "run_bonus", label: "house.bonus",
    choices: [["off", "house.bonus.off"], ["longest", "house.bonus.longest"], ["sum_of_runs", "house.bonus.sum"]] },
  { name: "win_points", label: "house.win", kind: "number", min: 0, max: 10000, step: 5 },
];

let rulesets = [];

function selected() {
  const checked = document.querySelector("input[name=edition]:checked");
  return (checked && rulesetById(rulesets, checked.value)) || rulesets[0]; // else the first listed
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
  return [TARGETS[preset.traits.score_unit], ...HOUSE.filter((opt) => opt.name in preset.options)];
}

function optionInput(opt, current) {
  const id = `house-${opt.name}`;
  return opt.choices
    ? h("select", { id, name: opt.name },
        opt.choices.map(([value, text]) => h("option", { value: String(value), selected: String(value) === current }, t(text))))
    : h("input", { id, name: opt.name, type: "number", inputmode: "numeric", min: opt.min, max: opt.max,
                   step: opt.step, value: current });
}

/** The wins a game of won rounds is played to, as a stepper under the editions: a table that
 *  wants more than the rulebook's single game sees it without opening the house rules. */
function winsStepper(opt, current) {
  const input = optionInput(opt, current);
  const step = (by) => () => {
    const now = Number.parseInt(input.value, 10);
    input.value = String(Math.min(opt.max, Math.max(opt.min, (Number.isFinite(now) ? now : opt.min) + by)));
  };
  return h("div", { class: "stepper" },
    h("label", { for: input.id, text: t(opt.label) }),
    h("button", { type: "button", class: "btn", id: "wins-fewer", "aria-label": t("home.wins_fewer"), onclick: step(-1) }, "−"),
    input,
    h("button", { type: "button", class: "btn", id: "wins-more", "aria-label": t("home.wins_more"), onclick: step(1) }, "+"));
}

function renderHouseRules() {
  const preset = selected();
  const inSight = preset.traits.score_unit === "wins" ? TARGETS.wins : null;
  fill($("wins-box"), inSight ? winsStepper(inSight, optionValue(inSight.name, preset.options)) : null);
  show($("wins-box"), Boolean(inSight));
  fill($("house-fields"), houseOptions(preset).filter((opt) => opt !== inSight).map((opt) =>
    h("label", { class: "field", for: `house-${opt.name}` }, h("span", { text: t(opt.label) }),
      optionInput(opt, optionValue(opt.name, preset.options)))));
}

/** A seat's name field; a seat filled from the table is that player's (data-table-player), and
 *  a name typed over theirs asks whether it renames them or seats a newcomer. */
function nameInput(id, label, seat = {}) {
  const dataset = { player: "1" };
  if (seat.player) Object.assign(dataset, { tablePlayer: String(seat.player), tableName: seat.tableName });
  const input = h("input", { id, type: "text", maxlength: 40, autocomplete: "off", autocapitalize: "words",
                             enterkeyhint: "next", value: seat.name || "", dataset });
  const row = h("div", { class: "seat" }, h("label", { class: "field name", for: id }, h("span", { text: label }), input));
  if (seat.player) {
    row.append(h("label", { class: "choice rename", for: `${id}-rename`, hidden: true },
      h("input", { type: "checkbox", id: `${id}-rename`, checked: Boolean(seat.rename) }), h("span", { id: `${id}-rename-text` })));
    showRename(input);
  }
  return row;
}

/** Under a table player's field whose name was typed over with a name the table does not have:
 *  "Rename Bo to Bob" (their games stay theirs), unticked: Bob is a newcomer and Bo stays. */
function showRename(input) {
  const box = input.closest(".seat").querySelector(".rename");
  if (!box) return;
  const name = input.value.trim();
  const table = keptTable();
  const taken = table && table.players.some((p) => p.name === name);
  box.hidden = !name || name === input.dataset.tableName || Boolean(taken);
  box.querySelector("span").textContent = t("home.rename", { old: input.dataset.tableName, name });
}

const seatInputs = () => Array.from(document.querySelectorAll("#player-fields input[data-player]"))
  .sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }));

/** The seats so far, in seat order (player-1, player-2, ...), whatever the layout:
 *  [{name, player, tableName, rename}], player being the table's id the field was filled with. */
function currentSeats() {
  return seatInputs().map((input) => {
    const rename = input.closest(".seat").querySelector(".rename input");
    return { name: input.value, player: Number(input.dataset.tablePlayer) || null, tableName: input.dataset.tableName,
             rename: Boolean(rename && rename.checked && !rename.closest("label").hidden) };
  });
}

const currentNames = () => currentSeats().map((s) => s.name);

/** The table's players who are not in a field yet, as chips: a tap seats them. */
function renderTablePlayers() {
  const table = keptTable();
  const box = $("table-players");
  const seated = currentSeats();
  const free = table ? table.players.filter((p) => !seated.some((s) => s.player === p.id || s.name.trim() === p.name)) : [];
  if (!free.length) {
    fill(box);
    return;
  }
  const max = selected().options.teams ? 4 : selected().players.max;
  const room = seated.some((s) => !s.name.trim()) || seated.length < max;
  fill(box, h("p", { class: "muted", id: "table-players-title", text: t("home.at_table") }),
    h("div", { class: "chips", role: "group", "aria-labelledby": "table-players-title" }, free.map((p) => h("button", {
      type: "button", class: "chip", dataset: { tablePlayer: p.id }, disabled: !room, onclick: () => seatPlayer(p) }, `+ ${p.name}`))));
}

/** Seat a table player: in the first empty field, else in a new one. */
function seatPlayer(player) {
  const seats = currentSeats();
  const seat = { name: player.name, player: player.id, tableName: player.name };
  const empty = seats.findIndex((s) => !s.name.trim());
  if (empty >= 0) seats[empty] = seat;
  else seats.push(seat);
  if (selected().options.teams) renderPlayers(seats);
  else renderNameList(Math.min(seats.length, selected().players.max), seats);
  renderTablePlayers();
}

let offered = null; // the seats as offered, while nobody has changed them

const seatsSignature = () => JSON.stringify(currentSeats().map((s) => [s.name, s.player]));

/** The players of the table's last game (else its first players), when no name is typed yet, or
 *  again when the table read from the server has changed what the untouched offer should be. */
function offerTable() {
  const table = keptTable();
  if (!table) return;
  if (currentNames().some((n) => n.trim()) && seatsSignature() !== offered) return;
  const last = table.sheets && table.sheets[0];
  const players = last ? last.players.map((p) => table.players.find((q) => q.id === p.id) || p) : table.players;
  const max = selected().options.teams ? 4 : selected().players.max;
  renderPlayers(players.slice(0, max).map((p) => ({ name: p.name, player: p.id, tableName: p.name })));
  offered = seatsSignature();
  renderTablePlayers();
}

function renderPlayers(keep = currentSeats()) {
  const preset = selected();
  const box = $("player-fields");
  if (preset.options.teams) {
    // Partners: two teams of two, sitting opposite each other.
    fill(box,
      h("fieldset", { class: "team" }, h("legend", { text: t("home.team", { n: 1 }) }),
        nameInput("player-1", t("home.player1"), keep[0]), nameInput("player-3", t("home.partner"), keep[2])),
      h("fieldset", { class: "team" }, h("legend", { text: t("home.team", { n: 2 }) }),
        nameInput("player-2", t("home.player1"), keep[1]), nameInput("player-4", t("home.partner"), keep[3])));
    renderTablePlayers();
    show($("add-player"), false);
    return;
  }
  const count = Math.min(preset.players.max, Math.max(preset.players.min, keep.filter((s) => s && s.name).length, 2));
  renderNameList(count, keep);
}

function renderNameList(count, keep) {
  const preset = selected();
  fill($("player-fields"), Array.from({ length: count }, (_, i) => {
    const row = nameInput(`player-${i + 1}`, t("home.player", { n: i + 1 }), keep[i]);
    if (i >= preset.players.min) {
      row.querySelector("label.field").append(h("button", { type: "button", class: "btn ghost icon", "aria-label": t("home.remove", { n: i + 1 }),
        onclick: () => {
          const seats = currentSeats();
          seats.splice(i, 1);
          renderNameList(count - 1, seats);
          renderTablePlayers();
        } }, "×"));
    }
    return row;
  }));
  show($("add-player"), count < preset.players.max);
}

function addPlayer() {
  const seats = currentSeats();
  renderNameList(seats.length + 1, seats);
  renderTablePlayers();
  document.getElementById(`player-${seats.length + 1}`).focus();
}

function renderEditions() {
  // The first edition GET /v1/rulesets lists is the one most tables play: chosen unless changed.
  fill($("edition-list"), rulesets.map((r, k) => h("label", { class: "choice", for: `edition-${r.id}` },
    h("input", { type: "radio", name: "edition", id: `edition-${r.id}`, value: r.id, checked: k === 0 }),
    h("span", { class: "choice-text" }, h("strong", { text: r.title }), h("small", { text: r.summary })))));
}

/** The sheet's body but its players: edition, house rules, target, and partners by name. */
function body() {
  const preset = selected();
  const out = { ruleset: preset.id };
  if (preset.options.teams) {
    // Seats 1-4 around the table; partners sit opposite (seats 1+3 and 2+4).
    const seat = (n) => document.getElementById(`player-${n}`).value.trim();
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
  const seats = currentSeats().map((s) => ({ ...s, name: s.name.trim() }));
  const button = $("start-game");
  button.disabled = true;
  show($("new-game-error"), false);
  try {
    // At this phone's table (made now, the first evening): players by id, newcomers added.
    const { sheet: data, table } = await startAtTable(seats, payload);
    rememberSheet(data.id, { token: data.edit_token, ruleset: payload.ruleset, table,
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
      // The same players' games tell apart by when each began and how far it went.
      const kept = cachedSheet(id);
      const sheet = kept && kept.sheet;
      const begun = sheet && sheet.created_at ? ` · ${when(sheet.created_at)}` : "";
      const rounds = sheet ? ` · ${sheet.round_count === 1 ? t("sheet.rounds.one") : t("sheet.rounds.many", { n: sheet.round_count })}` : "";
      return h("li", {}, h("a", { href: `/?sheet=${encodeURIComponent(id)}`, class: "game-link", dataset: { nav: "sheet" } },
        h("strong", { text: (info.players || []).join(", ") || t("home.a_game") }),
        h("small", { text: `${title ? title.title : info.ruleset || ""}${begun}${rounds}${info.token ? "" : ` · ${t("home.following")}`}` })));
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
    if (event.target.dataset.tablePlayer) showRename(event.target);
    renderTablePlayers();
  });
  $("new-game").addEventListener("submit", (e) => start(e, navigate));
}

/** This phone's table: its players, and its history and statistics a tap away. */
function renderMyTable() {
  const table = keptTable();
  show($("my-table"), Boolean(myTable()));
  $("my-table-players").textContent = table ? table.players.map((p) => p.name).join(", ") : "";
}

export function showHome() {
  renderMyTable();
  renderRunning();
  renderMyGames();
  offerTable();
  renderTablePlayers();
  const mine = myTable();
  if (mine) {
    // The table as it is now (a player renamed on another phone, a game since), then offered.
    readTable(mine.id).then(() => {
      if ($("view-home").hidden) return;
      renderMyTable();
      offerTable();
      renderTablePlayers();
    }).catch(() => {});
  }
}

/** The game in progress on this phone (the newest sheet it can score that nobody has won yet),
 *  first on the screen: its edition, round and totals, one tap from going on. */
function runningGame() {
  const mine = Object.entries(knownSheets()).filter(([, info]) => info.token).sort((a, b) => b[1].opened - a[1].opened);
  for (const [id] of mine) {
    const kept = cachedSheet(id);
    if (kept && kept.sheet && !kept.sheet.winner) return { id, sheet: kept.sheet };
  }
  return null;
}

/** The running game as the server has it now (a round scored since this phone's copy, or the game
 *  won on another phone), unless a round of this phone's is still on its way: its copy is then
 *  the state the server last confirmed, as the sheet keeps it (sheet.js). */
async function freshRunning(id) {
  if (pendingFor(id).length) return;
  const kept = cachedSheet(id);
  try {
    const { status, data, etag } = await api.sheet(id, kept ? kept.etag : null);
    if (status === 304 || !data || pendingFor(id).length || (kept && data.version < kept.sheet.version)) return;
    cacheSheet(id, data, etag);
    if (!$("view-home").hidden) {
      renderRunning(false);
      renderMyGames(); // its line says how many rounds too
    }
  } catch {
    // offline, or no answer: the copy kept is shown
  }
}

function renderRunning(ask = true) {
  const running = runningGame();
  const box = $("running-game");
  if (!running) {
    fill(box);
    show(box, false);
    return;
  }
  const { id, sheet } = running;
  const edition = rulesetById(rulesets, sheet.ruleset);
  fill(box, h("h2", { text: t("home.running") }),
    h("p", { class: "muted", text: `${edition ? edition.title : sheet.ruleset} · ${t("home.running.rounds", { n: sheet.round_count })}` }),
    h("ul", { class: "running-totals" }, sheet.players.map((p) => h("li", {}, h("span", { text: p.name }), h("b", { text: formatNumber(p.total) })))),
    h("a", { class: "btn primary big", id: "continue-game", href: `/?sheet=${encodeURIComponent(id)}` }, t("home.continue")));
  show(box, true);
  if (ask) freshRunning(id);
}

/** Draw the start screen again in the page's new language, keeping what was typed. */
export async function redrawHome() {
  if (!rulesets.length) return;
  try {
    rulesets = await loadRulesets(); // the editions' titles and notes in the new language
  } catch {
    // offline with no copy in this language: keep the titles shown
  }
  // Read after the wait: the table's players may have been offered meanwhile (offerTable).
  const seats = currentSeats();
  const edition = selected().id;
  renderEditions();
  const radio = document.getElementById(`edition-${edition}`);
  if (radio) radio.checked = true;
  const house = Object.fromEntries(Array.from(document.querySelectorAll("#house-fields [name], #wins-box [name]")).map((el) => [el.name, el.value]));
  renderPlayers(seats);
  renderHouseRules();
  for (const [name, value] of Object.entries(house)) {
    const el = document.getElementById(`house-${name}`);
    if (el) el.value = value;
  }
  renderMyGames();
  renderRunning(false);
  renderTablePlayers();
  for (const input of seatInputs()) if (input.dataset.tablePlayer) showRename(input);
}
