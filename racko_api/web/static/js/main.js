// The page's router: / (games), /?sheet=<id> or /s/<id> (a sheet), /?view=rules (rules corner).

import { $, show, toast } from "./dom.js";
import { startOutbox } from "./outbox.js";
import { initRules } from "./rules.js";
import { initHome, showHome } from "./setup.js";
import { openSheet, closeSheet } from "./sheet.js";

const VIEWS = ["view-home", "view-sheet", "view-round", "view-result", "view-rules"];
let rulesReady = false;
let homeReady = null;

const TITLES = { "view-home": "Games", "view-sheet": "Scoresheet", "view-round": "Enter a round",
                 "view-result": "Round scored", "view-rules": "Rules corner" };

export function showView(id) {
  for (const view of VIEWS) show($(view), view === id);
  document.title = `${TITLES[id]} · Rack-O scorekeeper`;
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
  if (place.sheet) {
    await openSheet(place.sheet, place, { navigate, showView });
    return;
  }
  closeSheet();
  try {
    if (!homeReady) homeReady = initHome(navigate);
    await homeReady;
  } catch (err) {
    homeReady = null;
    if (turn === turns) toast(`Cannot load the editions: ${err.message}`, "error", 8000);
  }
  if (turn !== turns) return; // the player went elsewhere (the rules corner, say) meanwhile
  showHome();
  showView("view-home");
}

function followLinks(event) {
  const link = event.target.closest("a[href]");
  if (!link || link.target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith("/v1/")) return;
  event.preventDefault();
  navigate(url.pathname + url.search);
}

function networkBar() {
  const bar = $("netbar");
  const update = () => {
    bar.textContent = navigator.onLine ? "" : "Offline: rounds you enter are kept on this phone and sent when the network returns.";
    show(bar, !navigator.onLine);
  };
  window.addEventListener("online", () => {
    update();
    $("toast").hidden = true; // whatever it said about the network is stale now
  });
  window.addEventListener("offline", update);
  update();
}

document.addEventListener("click", followLinks);
window.addEventListener("popstate", route);
networkBar();
startOutbox();
route();
