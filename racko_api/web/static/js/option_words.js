// House rules (an edition's options) in the page's language: each option's title, its value in
// words and a one-line description. An option id or value word is never shown as it is sent.

import { formatNumber, t } from "./i18n.js";

const known = (key) => {
  const words = t(key);
  return words === key ? null : words;
};

/** "stock card may be discarded", or null for an option this page has no words for. */
export const optionTitle = (name) => known(`option.${name}`);

/** The option's one-line description, or null. */
export const optionAbout = (name) => known(`option.${name}.about`);

/** A value of option `name` in words: "yes", "1 000", "run of 3 in every game", "random slots". */
export function optionValue(name, value) {
  if (value === true) return t("option.yes");
  if (value === false) return t("option.no");
  if (typeof value === "number") return formatNumber(value);
  if (value && typeof value === "object") {
    if (!value.length) return t("house.run.none");
    const where = known(`value.rack_o_needs_run.${value.applies_to}`);
    return [t("value.run.length", { n: value.length }), where].filter(Boolean).join(" ");
  }
  return known(`value.${name}.${value}`) || "";
}

/** "title: value" for each option that has words, in the order given. */
export function optionLines(options) {
  return Object.entries(options || {}).filter(([name]) => optionTitle(name))
    .map(([name, value]) => ({ name, title: optionTitle(name), value: optionValue(name, value), about: optionAbout(name) }));
}
