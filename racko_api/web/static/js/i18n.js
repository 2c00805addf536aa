// The page's words in English, Swedish and Italian: chosen from the phone's language, switchable,
// kept on the phone. words/sv.js and words/it.js are built from the .po catalogues (`make
// translations`), never edited by hand; their terms are the rulebooks' own (docs/glossary.md):
// ställ, runda, dragstack, uppsättningshög, sekvens; rastrelliera, round, mazzo, pila degli
// scarti, corsa. The API is asked in the same language.

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

/** The phone's own locale where it speaks the page's language ("en-GB": 5 Dec 2026, "sv-SE"), else
 *  the language: dates and numbers as the person reads them. */
export function locale() {
  const own = (navigator.languages || [navigator.language || ""]).find((tag) => String(tag).toLowerCase().split("-")[0] === current);
  return own || current;
}

const formats = new Map(); // "sv-SE {}" -> its Intl.NumberFormat, made once

/** A number as the page's language writes it, the one way every number a person reads is written:
 *  1234 -> "1,234", "1 234"; Italian groups from 10 000 ("1234", "12.345"), as its own texts do.
 *  `options` as Intl.NumberFormat takes them: { maximumFractionDigits: 1 }, { style: "percent" }. */
export function formatNumber(value, options = {}) {
  const key = `${locale()} ${JSON.stringify(options)}`;
  if (!formats.has(key)) formats.set(key, new Intl.NumberFormat(locale(), options));
  return formats.get(key).format(value);
}

/** The plural form ("one", "other") of a count in a language, as Intl.PluralRules names it. */
function pluralForm(code, count) {
  try {
    return new Intl.PluralRules(code).select(count);
  } catch {
    return count === 1 ? "one" : "other";
  }
}

/** The words for a key in one language: its plural form where the words have one ("result.points.one"
 *  for {n: 1}), else the key's own words. The count is `n`, or `total` where there is no `n`. */
function wordsFor(code, key, vars) {
  const words = WORDS[code];
  const count = typeof vars.n === "number" ? vars.n : typeof vars.total === "number" ? vars.total : null;
  if (count !== null) {
    const form = words[`${key}.${pluralForm(code, count)}`];
    if (form !== undefined) return form;
  }
  return words[key];
}

/** t("sheet.enter", {n: 3}) -> "Enter round 3" in the page's language (English where missing);
 *  t("result.points", {n: 1}) -> "1 point"; a number in `vars` is written as formatNumber writes it
 *  (t("sheet.wins.many", {n: 1200}) -> "1,200 wins", "1 200 vinster"). */
export function t(key, vars = {}) {
  const text = wordsFor(current, key, vars) ?? wordsFor("en", key, vars) ?? key;
  return text.replace(/\{(\w+)(:s)?\}/g, (whole, name, gen) => {
    const value = vars[name];
    if (value === undefined) return whole;
    if (typeof value === "number") return formatNumber(value);
    return gen ? genitive(String(value)) : String(value);
  });
}

/** A name in the Swedish genitive, which a translation asks for as {name:s} (as the server's
 *  racko_api/core/words.py writes it): "Annas", "Hans", "Max", "Lag A:s", "SVT:s", "Spelare 2:s". */
export function genitive(name) {
  const text = name.trimEnd();
  if (!text || "sxzSXZ".includes(text.at(-1))) return text;
  const lastWord = text.split(/\s+/).at(-1);
  const letter = /\p{L}/u.test(text.at(-1));
  const abbreviation = lastWord.length > 1 && lastWord === lastWord.toUpperCase() && lastWord !== lastWord.toLowerCase();
  return !letter || lastWord.length === 1 || abbreviation ? `${text}:s` : `${text}s`;
}

/** The fixed texts of the page: every element with data-i18n (its text) or data-i18n-label. */
export function translatePage() {
  document.documentElement.lang = current;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  document.documentElement.dataset.words = current; // the page's words are in (app.css shows the tabs)
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
