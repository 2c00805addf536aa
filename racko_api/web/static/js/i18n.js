// The page's words in English, Swedish and Italian: chosen from the phone's language, switchable,
// kept on the phone. The Swedish and Italian editions' own words: ställ, dragstack,
// uppsättningshög; rastrelliera, mazzo, scarti. The API is asked in the same language.

import en from "./words/en.js";
import it from "./words/it.js";
import sv from "./words/sv.js";

const KEY = "racko.language";
export const LANGUAGES = { en: "English", sv: "Svenska", it: "Italiano" };

const WORDS = { en, sv, it };

function fromPhone() {
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (WORDS[base]) return base;
  }
  return "en";
}

let current = (() => {
  const kept = localStorage.getItem(KEY);
  return WORDS[kept] ? kept : fromPhone();
})();

export const lang = () => current;

/** t("sheet.enter", {n: 3}) -> "Enter round 3" in the page's language (English where missing). */
export function t(key, vars = {}) {
  const text = WORDS[current][key] ?? WORDS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (vars[name] === undefined ? `{${name}}` : String(vars[name])));
}

/** The fixed texts of the page: every element with data-i18n (its text) or data-i18n-label. */
export function translatePage() {
  document.documentElement.lang = current;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
}

const listeners = new Set();

export function onLanguage(fn) {
  listeners.add(fn);
}

export function setLanguage(code) {
  if (!WORDS[code] || code === current) return;
  current = code;
  localStorage.setItem(KEY, code);
  translatePage();
  for (const fn of listeners) fn(code);
}
