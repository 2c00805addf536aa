// Rule badges: a rule's id with its short title in the page's language ("R-SCORE-WIN · Rack-O
// scores 75"), as GET /v1/rules words it. The titles are kept on the phone, one copy per language,
// so badges read the same offline; until they are known a badge shows the id alone, and every
// badge on the page is worded again once they come (and when the language changes).

import { NetworkError, api } from "./api.js";
import { h } from "./dom.js";
import { lang, onLanguage } from "./i18n.js";

const titles = new Map(); // language -> {rule id: title}
const asked = new Set();

const keyOf = (code) => `racko.rule-titles.${code}`;

function kept(code) {
  if (!titles.has(code)) {
    try {
      titles.set(code, JSON.parse(localStorage.getItem(keyOf(code)) || "null"));
    } catch {
      titles.set(code, null);
    }
  }
  return titles.get(code);
}

/** "R-SCORE-WIN · Rack-O scores 75", or the id alone while its title is not known here. */
export function ruleLabel(id) {
  const title = (kept(lang()) || {})[id];
  return title ? `${id} · ${title}` : id;
}

/** A badge for rule `id`, worded again when the titles arrive or the language changes. */
export function ruleBadge(id) {
  return h("span", { class: "rule", dataset: { ruleId: id }, text: ruleLabel(id) });
}

function reword() {
  for (const el of document.querySelectorAll(".rule[data-rule-id]")) el.textContent = ruleLabel(el.dataset.ruleId);
}

/** Ask for the titles in the page's language (once per page and language); badges follow. */
export async function loadRuleTitles() {
  const code = lang();
  if (asked.has(code)) return;
  asked.add(code);
  try {
    const { data } = await api.rules();
    const map = Object.fromEntries((data || []).map((r) => [r.id, r.title]));
    titles.set(code, map);
    localStorage.setItem(keyOf(code), JSON.stringify(map));
    if (code === lang()) reword();
  } catch (err) {
    asked.delete(code); // the kept copy (if any) serves meanwhile
    // Refused (429 on a first visit, when the service worker keeps every asset at once) or busy:
    // asked again once the server's wait is over; no network: once it returns.
    const again = () => { if (code === lang()) loadRuleTitles(); };
    if (err instanceof NetworkError && err.status) setTimeout(again, Math.max(err.retryAfter || 0, 1) * 1000);
    else window.addEventListener("online", again, { once: true });
  }
}

onLanguage(() => {
  reword();
  loadRuleTitles();
});
