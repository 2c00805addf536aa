// Light or dark: the phone's choice (prefers-color-scheme) until the switch in the top bar says
// otherwise; a switch back to what the phone prefers follows the phone again. Kept on the phone.

import { $ } from "./dom.js";
import { t } from "./i18n.js";

const KEY = "racko.theme";
const phoneDark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;

const phoneTheme = () => (phoneDark && phoneDark.matches ? "dark" : "light");
const chosen = () => {
  const kept = localStorage.getItem(KEY);
  return kept === "dark" || kept === "light" ? kept : null;
};

export const theme = () => chosen() || phoneTheme();

function apply() {
  const now = theme();
  document.documentElement.dataset.theme = now;
  const scheme = document.querySelector("meta[name=color-scheme]");
  if (scheme) scheme.content = now;
  const bar = document.querySelector("meta[name=theme-color]");
  if (bar) bar.content = now === "dark" ? "#0d1a30" : "#0b3a82";
  const button = $("theme");
  if (button) {
    // A switch: pressed while dark. Its name says what it is, its face what a tap brings.
    button.setAttribute("aria-pressed", String(now === "dark"));
    button.setAttribute("aria-label", t("theme.dark"));
    button.textContent = now === "dark" ? "☀" : "☾";
  }
}

function toggle() {
  const next = theme() === "dark" ? "light" : "dark";
  if (next === phoneTheme()) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, next);
  apply();
}

export function startTheme() {
  apply();
  $("theme").addEventListener("click", toggle);
  if (phoneDark && phoneDark.addEventListener) phoneDark.addEventListener("change", apply);
}

export const redrawTheme = apply;
