// The page's router: / (games), /?sheet=<id> or /s/<id> (a sheet), /?view=rules (rules corner);
// the language switch, the network bar and the service worker that keeps the page offline.

import { NetworkError } from "./api.js";
import { $, h, fill, say, show } from "./dom.js";
import { LANGUAGES, lang, onLanguage, setLanguage, t, translatePage } from "./i18n.js";
import { startOutbox } from "./outbox.js";
import { redrawRound } from "./round.js";
import { loadRuleTitles } from "./rule_titles.js";
import { initRules, redrawRules } from "./rules.js";
import { openHistory, renderHistory } from "./history.js";
import { initHome, redrawHome, showHome } from "./setup.js";
import { openStats, renderStats } from "./stats.js";
import { startTheme } from "./theme.js";
import { keepAwake } from "./wakelock.js";
import { atPlay, openSheet, closeSheet, renderSheet } from "./sheet.js";
import { redrawSuperRound } from "./super_round.js";

const VIEWS = ["view-home", "view-sheet", "view-round", "view-result", "view-rules", "view-history", "view-stats"];
let rulesReady = false;
let homeReady = null;
let homeFailed = false; // the editions could not be read, and the form says so

let currentView = null;

export function showView(id) {
  for (const view of VIEWS) show($(view), view === id);
  currentView = id;
  // At the table the screen stays on: the sheet of a game this phone is scoring, its rounds.
  keepAwake(["view-sheet", "view-round", "view-result"].includes(id) && atPlay());
  document.title = `${t(`title.${id}`)} · ${t("title.app")}`;
  show($("loading"), false);
  window.scrollTo(0, 0);
}

function where() {
  const url = new URL(window.location.href);
  const shared = url.pathname.match(/^\/s\/([^/]+)$/);
  return {
    sheet: shared ? decodeURIComponent(shared[1]) : url.searchParams.get("sheet"),
    view: url.searchParams.get("view"),
    round: url.searchParams.get("round"),
    fix: url.searchParams.get("fix"),
    table: url.searchParams.get("table"),
  };
}

export function navigate(href, { replace = false } = {}) {
  if (replace) history.replaceState(null, "", href);
  else history.pushState(null, "", href);
  route();
}

let turns = 0; // every route() takes a turn; one that waited is dropped if another came since

async function route() {
  const turn = ++turns;
  const place = where();
  $("nav-rules").classList.toggle("on", place.view === "rules");
  $("nav-home").classList.toggle("on", place.view !== "rules");
  if (place.view === "rules") {
    closeSheet();
    if (!rulesReady) {
      initRules();
      rulesReady = true;
    }
    showView("view-rules");
    return;
  }
  if (place.view === "history") {
    closeSheet();
    await openHistory(place, showView);
    return;
  }
  if (place.view === "stats") {
    closeSheet();
    await openStats(place, showView);
    return;
  }
  if (place.sheet) {
    await openSheet(place.sheet, place, { navigate, showView });
    return;
  }
  closeSheet();
  try {
    if (!homeReady) homeReady = initHome(navigate);
    await homeReady;
    if (homeFailed) say($("new-game-error"), "");  // read at last: the failure said is over
    homeFailed = false;
  } catch (err) {
    homeReady = null;
    if (turn === turns) {
      homeFailed = true;
      say($("new-game-error"), t("home.cannot_load", { err: err.message }), "error");
      askAgain(err, turn);
    }
  }
  if (turn !== turns) return; // the player went elsewhere (the rules corner, say) meanwhile
  showHome();
  showView("view-home");
}

/** The editions could not be read: a server that said how long to wait (429, busy) is asked again
 *  once the wait is over, no network once it returns; a reload would ask for the whole page again. */
function askAgain(err, turn) {
  if (!(err instanceof NetworkError)) return;
  const again = () => {
    if (turn === turns) route();
  };
  if (err.status) setTimeout(again, Math.max(err.retryAfter || 0, 1) * 1000);
  else window.addEventListener("online", again, { once: true });
}

function followLinks(event) {
  const link = event.target.closest("a[href]");
  if (!link || link.target || link.hasAttribute("download") || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith("/v1/")) return;
  event.preventDefault();
  navigate(url.pathname + url.search);
}

function networkBar() {
  const bar = $("netbar");
  // In the top bar, in the brand's place: a word to see, and with it what becomes of the rounds,
  // said by the screen reader (the sheet shows each round waiting to be sent).
  const update = () => {
    if (navigator.onLine) fill(bar);
    else fill(bar, h("strong", { text: t("net.offline") }), h("span", { class: "said", text: `: ${t("net.kept")}` }));
    show(bar, !navigator.onLine);
  };
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
  onLanguage(update);
  update();
}

function languageSwitch() {
  const select = $("language");
  fill(select, Object.entries(LANGUAGES).map(([code, name]) => h("option", { value: code, lang: code, selected: code === lang(), "aria-label": name }, code.toUpperCase())));
  select.addEventListener("change", () => setLanguage(select.value));
  onLanguage(() => {
    if (currentView) document.title = `${t(`title.${currentView}`)} · ${t("title.app")}`;
    redrawHome();
    redrawRules();
    renderSheet();
    redrawRound();
    redrawSuperRound();
    renderHistory();
    renderStats();
  });
}

/** The service worker keeps the page and its assets, so a reload with no network still opens it.
 *  Registered once the page has loaded and a moment after: on a first visit the worker asks for
 *  every asset again, and asked in the same second as the page's own they went past a proxy's
 *  per-address burst (429 for the page's own API calls among them). */
const KEEP_AFTER_MS = 1500;

function keepOffline() {
  if (!("serviceWorker" in navigator)) return;
  // Offline, the worker's script cannot be fetched (the browser logs it as an error): asked for
  // once the network is back.
  const register = () => {
    if (!navigator.onLine) window.addEventListener("online", register, { once: true });
    else navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  };
  if (navigator.serviceWorker.controller) register(); // already kept: the worker only checks for a new one
  else if (document.readyState === "complete") setTimeout(register, KEEP_AFTER_MS);
  else window.addEventListener("load", () => setTimeout(register, KEEP_AFTER_MS), { once: true });
}

translatePage();
startTheme();
languageSwitch();
document.addEventListener("click", followLinks);
window.addEventListener("popstate", route);
networkBar();
startOutbox();
keepOffline();
route();
loadRuleTitles();
