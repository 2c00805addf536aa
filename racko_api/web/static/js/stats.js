// The table's statistics (GET /v1/tables/{id}/stats): each player's games, wins, points a round,
// Rack-Os, best round and longest run, in the page's language's numbers. Read from the server, or
// from the copy this phone kept offline.

import { ApiError } from "./api.js";
import { $, fill, h, say, show } from "./dom.js";
import { locale, t } from "./i18n.js";
import { staleNote, tableId } from "./history.js";
import { readStats } from "./table.js";

let shown = null; // {id, data, fresh, seen}

// Each figure: its words and the field of PlayerStatsOut it shows.
const FIGURES = [
  ["stats.games", "games"], ["stats.won", "won"], ["stats.average", "average_points"],
  ["stats.rack_os", "rack_os"], ["stats.best", "best_round"], ["stats.run", "longest_run"],
];

/** 12.5 -> "12.5", "12,5"; 1234 -> "1,234", "1 234", "1.234"; none -> a dash. */
function number(value) {
  if (value === null || value === undefined) return "–";
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: 1 }).format(value);
}

function card(player) {
  return h("article", { class: "card player-stats", dataset: { player: player.id }, "aria-labelledby": `stats-${player.id}` },
    h("h2", { id: `stats-${player.id}`, text: player.name }),
    h("dl", { class: "figures" }, FIGURES.map(([words, field]) => h("div", { dataset: { figure: field } },
      h("dt", { text: t(words) }), h("dd", { text: number(player[field]) })))));
}

export function renderStats() {
  if (!shown) return;
  staleNote($("stats-note"), shown);
  fill($("stats-list"), shown.data.players.map(card));
}

/** Open the statistics of the table of `place` (or this phone's). */
export async function openStats(place, showView) {
  const id = tableId(place);
  shown = null;
  say($("stats-problem"), "");
  say($("stats-note"), "");
  fill($("stats-list"));
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
  }
}
