// How the API's reasons and slot breakdowns are shown (shared by rounds and the rules corner).

import { h } from "./dom.js";
import { rackView } from "./pad.js";
import { ruleBadge } from "./rule_titles.js";

/** [{rule, text}] -> a list, each line led by the rule it cites (its id and short title). */
export function reasonList(reasons) {
  if (!reasons || !reasons.length) return null;
  return h("ul", { class: "reasons" }, reasons.map((r) => h("li", {},
    r.rule ? ruleBadge(r.rule) : null, " ", r.text)));
}

/** The API's slots [{label, card, points, scored}] as a read-only rack. */
export function slotsView(slots, caption) {
  if (!slots) return null;
  return rackView(slots.map((s) => ({ card: s.card, scored: s.scored })), { caption });
}
