// The editions, as GET /v1/rulesets tells them in the page's language (kept on the phone, one
// copy per language, to show titles offline), with their games' traits: what a sheet counts,
// the rack, and the forms a round is entered in.

import { api } from "./api.js";
import { lang } from "./i18n.js";

const KEPT = "racko.rulesets.traits."; // + language; copies kept before traits were told are not read
const loaded = new Map();

/** The editions in the page's language as it is when they arrive: a language switched while they
 *  were on their way is asked for in turn, so no caller draws the language abandoned. */
export async function loadRulesets() {
  for (;;) {
    const code = lang();
    const data = await rulesetsIn(code);
    if (code === lang()) return data;
  }
}

async function rulesetsIn(code) {
  const key = `${KEPT}${code}`;
  if (loaded.has(key)) return loaded.get(key);
  let data;
  try {
    data = (await api.rulesets()).data;
    localStorage.setItem(key, JSON.stringify(data));
  } catch (err) {
    const kept = localStorage.getItem(key) || localStorage.getItem(`${KEPT}en`);
    if (!kept) throw err;
    data = JSON.parse(kept);
  }
  loaded.set(key, data);
  return data;
}

export function rulesetById(list, id) {
  return (list || []).find((r) => r.id === id) || null;
}

const details = new Map();

/** GET /v1/rulesets/{id}: the edition with every rule that applies to it, in the page's language. */
export async function rulesetDetail(id) {
  const key = `${lang()}:${id}`;
  if (!details.has(key)) {
    details.set(key, api.ruleset(id).then((r) => r.data).catch((err) => {
      details.delete(key);
      throw err;
    }));
  }
  return details.get(key);
}
