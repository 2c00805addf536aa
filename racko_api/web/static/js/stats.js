// The table's statistics (GET /v1/tables/{id}/stats): each player's games, wins, points a round,
// Rack-Os, best round and longest run, in the page's language's numbers. Read from the server, or
// from the copy this phone kept offline.

import { ApiError } from "./api.js";
import { barChart } from "./chart.js";
import { $, fill, h, say, show } from "./dom.js";
import { formatNumber, locale, t } from "./i18n.js";
import { staleNote, tableId } from "./history.js";
import { readStats, readTable } from "./table.js";

let shown = null; // {id, data, fresh, seen, games}
const EVENINGS = 6; // the newest evenings the chart shows, so each one's label stays readable

// Each figure: its words and the field of PlayerStatsOut it shows.
const FIGURES = [
  ["stats.games", "games"], ["stats.won", "won"], ["stats.average", "average_points"],
  ["stats.rack_os", "rack_os"], ["stats.best", "best_round"], ["stats.run", "longest_run"],
];

/** 12.5 -> "12.5", "12,5"; 1234 -> "1,234", "1 234", "1.234"; none -> a dash. */
function number(value) {
  if (value === null || value === undefined) return "–";
  return formatNumber(value, { maximumFractionDigits: 1 });
}

function card(player) {
  return h("article", { class: "card player-stats", dataset: { player: player.id }, "aria-labelledby": `stats-${player.id}` },
    h("h2", { id: `stats-${player.id}`, text: player.name }),
    h("dl", { class: "figures" }, FIGURES.map(([words, field]) => h("div", { dataset: { figure: field } },
      h("dt", { text: t(words) }), h("dd", { text: number(player[field]) })))));
}

/** The day a game was started on, on this phone's clock: "2026-12-05". */
function dayOf(when) {
  const d = new Date(when);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The games each player won, evening by evening (the newest evenings with a finished game). */
function eveningsChart(players, sheets) {
  const evenings = new Map(); // day -> {date, won: {player id: games}}
  for (const sheet of sheets) {
    if (!sheet.winners || !sheet.winners.length) continue;
    const day = dayOf(sheet.created_at);
    const evening = evenings.get(day) || { date: new Date(sheet.created_at), won: {} };
    for (const id of sheet.winners) evening.won[id] = (evening.won[id] || 0) + 1;
    evenings.set(day, evening);
  }
  const days = [...evenings.keys()].sort().slice(-EVENINGS);
  if (!days.length) return null;
  const format = new Intl.DateTimeFormat(locale(), days.length <= 4 ? { day: "numeric", month: "short" } : { day: "numeric", month: "numeric" });
  const labels = days.map((day) => format.format(evenings.get(day).date));
  const series = players.map((p) => ({ name: p.name, values: days.map((day) => evenings.get(day).won[p.id] || 0) }));
  const summary = labels.map((label, i) => `${label}: ${series.map((x) => `${x.name} ${number(x.values[i])}`).join(", ")}`).join("; ");
  return barChart(labels, series, t("stats.chart.label", { summary }));
}

export function renderStats() {
  if (!shown) return;
  staleNote($("stats-note"), shown);
  fill($("stats-list"), shown.data.players.map(card));
  const chart = shown.games ? eveningsChart(shown.data.players, shown.games) : null;
  fill($("stats-chart"), chart);
  show($("stats-chart-box"), Boolean(chart));
}

/** Open the statistics of the table of `place` (or this phone's). */
export async function openStats(place, showView) {
  const id = tableId(place);
  shown = null;
  say($("stats-problem"), "");
  say($("stats-note"), "");
  fill($("stats-list"));
  fill($("stats-chart"));
  show($("stats-chart-box"), false);
  showView("view-stats");
  if (!id) {
    say($("stats-problem"), t("table.none"), "info");
    return;
  }
  $("stats-history").href = place.table ? `/?view=history&table=${encodeURIComponent(id)}` : "/?view=history";
  try {
    shown = { id, ...(await readStats(id)) };
    renderStats();
  } catch (err) {
    say($("stats-problem"), err instanceof ApiError ? err.message : t("table.offline"), "error");
    return;
  }
  try {
    // The table's games, for the chart over the evenings: none read, no chart.
    const games = (await readTable(id)).data.sheets;
    if (shown && shown.id === id) {
      shown.games = games;
      renderStats();
    }
  } catch {
    // The figures above stand on their own.
  }
}
