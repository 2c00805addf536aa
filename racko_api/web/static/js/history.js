// The table's history: its games newest first (winner, date, edition), each opening its sheet,
// and the whole history as CSV. Read from the server, or from the copy this phone kept offline.

import { ApiError, api } from "./api.js";
import { $, fill, h, say, show } from "./dom.js";
import { downloadCsv } from "./download.js";
import { formatNumber, locale, t } from "./i18n.js";
import { loadRulesets, rulesetById } from "./rulesets.js";
import { cacheSheet, cachedSheet, myTable } from "./store.js";
import { readTable } from "./table.js";

let shown = null; // {id, data, fresh, seen}: redrawn as it is in a new language

/** "12 Dec 2026, 20:15" in the page's language. */
export function when(iso) {
  return new Intl.DateTimeFormat(locale(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** The table's id: the one in the address (a table shared), else this phone's. */
export function tableId(place) {
  const mine = myTable();
  return place.table || (mine ? mine.id : null);
}

/** Said above a list read from the phone's copy: when it was read from the server. */
export function staleNote(el, result) {
  say(el, result && !result.fresh ? t("table.kept", { when: when(new Date(result.seen).toISOString()) }) : "", "info");
}

function row(sheet, rulesets) {
  const edition = rulesetById(rulesets, sheet.ruleset);
  // A line of totals wraps between players, never between a name and its total.
  const totals = sheet.players.map((p, i) => [i ? " · " : "", h("span", { class: "pair", text: `${p.name} ${formatNumber(p.total)}` })]);
  return h("li", { dataset: { sheet: sheet.id } },
    h("a", { class: "game-link", href: `/?sheet=${encodeURIComponent(sheet.id)}` },
      h("strong", { text: sheet.winner ? t("history.won", { name: sheet.winner }) : t("history.open") }),
      h("span", { class: "history-when", text: `${when(sheet.created_at)} · ${edition ? edition.title : sheet.ruleset}` }),
      h("small", {}, totals, ` · ${t(sheet.round_count === 1 ? "sheet.rounds.one" : "sheet.rounds.many", { n: sheet.round_count })}`)));
}

export async function renderHistory() {
  if (!shown) return;
  let rulesets = [];
  try {
    rulesets = await loadRulesets();
  } catch {
    // offline with no copy of the editions: their ids stand in for their titles
  }
  const { data } = shown;
  $("history-sub").textContent = `${data.players.map((p) => p.name).join(", ")} · ${t("history.count", { n: data.sheet_count })}`;
  staleNote($("history-note"), shown);
  fill($("history-list"), data.sheets.length ? data.sheets.map((s) => row(s, rulesets))
    : h("li", { class: "muted", text: t("history.none") }));
  $("history-csv").onclick = (event) => downloadCsv(`/v1/tables/${encodeURIComponent(data.id)}`, `table-${data.id}.csv`,
                                                    event.currentTarget, $("history-problem"));
}

const KEPT_GAMES = 10;

/** The newest games this phone has no copy of, read now, so that each opens offline too (a game
 *  played on another phone of the table, say). Copies are the sheet's own (store.js), and a
 *  sheet opened later is read again as ever. */
async function keepGames(sheets) {
  for (const sheet of sheets.slice(0, KEPT_GAMES)) {
    if (cachedSheet(sheet.id)) continue;
    try {
      const { data, etag } = await api.sheet(sheet.id, null);
      cacheSheet(sheet.id, data, etag);
    } catch {
      return; // offline again, or a full store: the list itself is kept all the same
    }
  }
}

/** Open the history screen for the table of `place` (or this phone's). */
export async function openHistory(place, showView) {
  const id = tableId(place);
  shown = null;
  say($("history-problem"), "");
  say($("history-note"), "");
  show($("history-body"), false);
  showView("view-history");
  if (!id) {
    say($("history-problem"), t("table.none"), "info");
    return;
  }
  $("history-stats").href = place.table ? `/?view=stats&table=${encodeURIComponent(id)}` : "/?view=stats";
  try {
    const result = await readTable(id);
    shown = { id, ...result };
    show($("history-body"), true);
    await renderHistory();
    if (result.fresh) keepGames(result.data.sheets);
  } catch (err) {
    say($("history-problem"), err instanceof ApiError ? err.message : t("table.offline"), "error");
  }
}
