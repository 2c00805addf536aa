// The editions, as GET /v1/rulesets tells them (kept on the phone to show titles offline).

import { api } from "./api.js";

const KEY = "racko.rulesets";
let loaded = null;

export async function loadRulesets() {
  if (loaded) return loaded;
  try {
    const { data } = await api.rulesets();
    loaded = data;
    localStorage.setItem(KEY, JSON.stringify(data));
  } catch (err) {
    const kept = localStorage.getItem(KEY);
    if (!kept) throw err;
    loaded = JSON.parse(kept);
  }
  return loaded;
}

export function rulesetById(list, id) {
  return (list || []).find((r) => r.id === id) || null;
}

const details = new Map();

/** GET /v1/rulesets/{id}: the edition with every rule that applies to it. */
export async function rulesetDetail(id) {
  if (!details.has(id)) {
    details.set(id, api.ruleset(id).then((r) => r.data).catch((err) => {
      details.delete(id);
      throw err;
    }));
  }
  return details.get(id);
}

/** Does this edition play by the rule with this id (e.g. "R-QUICK", "R-BONUS")? */
export async function playsRule(id, ruleId) {
  try {
    const detail = await rulesetDetail(id);
    return detail.rules.some((r) => r.id === ruleId);
  } catch {
    return false;
  }
}
