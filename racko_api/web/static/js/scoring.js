// The server's round scoring, for the rounds a phone scores while it has no network. It mirrors
// racko_api/rules (racks.py, racko.py, scoring.py, rounds.py, target.py) rule for rule, with no
// sentences: a provisional result is numbers and slots; the server's answer brings the reasons.
// tests/web/test_scoring_conformance.py runs it in the browser on thousands of rounds scored by
// the Python core and requires the same points, slots, refusals and standings.
//
// `options` is a ruleset's options as GET /v1/rulesets gives them, with the sheet's house rules
// laid over them (effectiveOptions).

export const RACK_SIZE = 10;
export const SLOT_LABELS = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50];
const CARD_POINTS = 5;
const SEQUENCE_POINTS = 10;
const BONUS_BY_RUN = { 3: 50, 4: 100, 5: 200, 6: 400 };

/** A round the rules refuse: the field and rule the server would name. */
export class Refusal extends Error {
  constructor(field, rule = null) {
    super(`${field}${rule ? ` (${rule})` : ""}`);
    this.field = field;
    this.rule = rule;
  }
}

export function effectiveOptions(presetOptions, houseRules) {
  const options = { ...(presetOptions || {}), ...(houseRules || {}) };
  const run = options.rack_o_needs_run;
  if (typeof run === "number") options.rack_o_needs_run = { length: run, applies_to: "two_players" };
  else if (run && typeof run === "object") options.rack_o_needs_run = { length: 3, applies_to: "two_players", ...run };
  return options;
}

/** R-DECK: the highest card in play for this many players. */
export function topCard(options, players) {
  if (options.deck === undefined || options.deck === "by_players") return { 2: 40, 3: 50 }[players] ?? 60;
  return options.deck;
}

/** R-RUN3: the run needed to go Rack-O (0: none). */
export function runNeeded(options, players) {
  const run = options.rack_o_needs_run || { length: 3, applies_to: "two_players" };
  return run.applies_to === "two_players" && players !== 2 ? 0 : run.length;
}

const sharedTeamRacks = (options) => Boolean(options.teams) && options.team_rack === "shared";

// ---- facts about a rack (racks.py) ------------------------------------------------------------

/** R-SCORE-LEAD: cards from #5 on while each is higher than the one before. */
export function leadingRun(rack) {
  if (rack[0] === null) return 0;
  let length = 1;
  for (let i = 1; i < RACK_SIZE; i += 1) {
    if (rack[i] === null || rack[i - 1] === null || rack[i] < rack[i - 1]) break;
    length += 1;
  }
  return length;
}

const isAscending = (rack) => leadingRun(rack) === RACK_SIZE;

/** The first longest stretch of filled slots joined by link(a, b), as [start, length], or null. */
function longest(rack, link) {
  let best = null;
  let start = 0;
  for (let i = 0; i < RACK_SIZE; i += 1) {
    const joined = i < RACK_SIZE - 1 && rack[i] !== null && rack[i + 1] !== null && link(rack[i], rack[i + 1]);
    if (!joined) {
      if (rack[start] !== null && (best === null || i - start + 1 > best[1])) best = [start, i - start + 1];
      start = i + 1;
    }
  }
  return best;
}

const runLink = (a, b) => b === a + 1;

/** Every maximal run (R-RUN) as [start, length]. */
function runs(rack) {
  const out = [];
  let start = 0;
  for (let i = 0; i < RACK_SIZE; i += 1) {
    const joined = i < RACK_SIZE - 1 && rack[i] !== null && rack[i + 1] !== null && runLink(rack[i], rack[i + 1]);
    if (!joined) {
      if (rack[start] !== null) out.push([start, i - start + 1]);
      start = i + 1;
    }
  }
  return out;
}

export function longestRun(rack) {
  const run = longest(rack, runLink);
  return run ? run[1] : 0;
}

/** R-SCORE-LONGEST: the longest ascending stretch of 2 or more cards, or null. */
function longestAscending(rack) {
  const best = longest(rack, (a, b) => b > a);
  return best && best[1] >= 2 ? best : null;
}

// ---- going Rack-O (racko.py) and one rack's score (scoring.py) ---------------------------------

/** The first rule that stops this rack going Rack-O, or null when it may. */
export function rackOFailure(options, players, rack) {
  if (rack.some((c) => c !== null && c > topCard(options, players))) return "R-DECK";
  const empty = rack.some((c) => c === null);
  if (empty) return "R-QUICK";
  if (!isAscending(rack)) return "R-RACKO";
  const needed = runNeeded(options, players);
  if (needed && longestRun(rack) < needed) return "R-RUN3";
  return null;
}

export const bonusForRun = (length) => (length >= 3 ? BONUS_BY_RUN[Math.min(length, 6)] : 0);

function runBonus(options, rack) {
  if (options.run_bonus === "longest") return bonusForRun(longestRun(rack));
  if (options.run_bonus === "sum_of_runs") return runs(rack).reduce((sum, [, n]) => sum + bonusForRun(n), 0);
  return 0;
}

function slots(rack, first, end, perCard) {
  return rack.map((card, i) => {
    const scored = first <= i && i < end;
    return { label: SLOT_LABELS[i], card, points: scored ? perCard : 0, scored };
  });
}

function scoreWinner(options, rack) {
  const win = options.win_points;
  const perCard = win >= CARD_POINTS * RACK_SIZE ? CARD_POINTS : 0;
  const bonus = runBonus(options, rack);
  return { points: win + bonus, rack_o: true, bonus, slots: slots(rack, 0, RACK_SIZE, perCard),
           longest_run: longestRun(rack) };
}

function scoreLoser(options, rack) {
  let marked;
  if (options.loser_scoring === "longest_sequence_x10") {
    const seq = longestAscending(rack);
    marked = seq ? slots(rack, seq[0], seq[0] + seq[1], SEQUENCE_POINTS) : slots(rack, 0, 0, SEQUENCE_POINTS);
  } else {
    marked = slots(rack, 0, leadingRun(rack), CARD_POINTS);
  }
  return { points: marked.reduce((sum, s) => sum + s.points, 0), rack_o: false, bonus: 0, slots: marked,
           longest_run: longestRun(rack) };
}

/** One final rack; rackO null means "as the Rack-O player exactly when it may be". */
export function scoreRack(options, players, rack, rackO = null, field = "rack") {
  const may = rackOFailure(options, players, rack);
  if (rackO === null) rackO = may === null;
  else if (rackO && may !== null) throw new Refusal(field, may);
  return rackO ? scoreWinner(options, rack) : scoreLoser(options, rack);
}

// ---- a whole round (rounds.py) --------------------------------------------------------------------

const FAULT_RULES = { out_of_deck: "R-DECK", twice_in_rack: "R-RACK", in_other_rack: "R-DECK" };

/**
 * The typed cards of one rack that the rules refuse (rules.partial's refusals), as
 * [{slot, card, why, rule, other}]: outside the deck 1-top, twice in the rack (`other`: the slot
 * label it repeats) or in another rack (`other`: that player; `elsewhere` maps card -> player).
 * `typed` lists [slot, card] in the order the cards count: of two equal cards the later is
 * refused. Empty slots (null) are no fault here.
 */
export function cardFaults(typed, { top, elsewhere = new Map() }) {
  const faults = [];
  const seen = new Map();
  for (const [slot, card] of typed) {
    if (card === null || card === undefined) continue;
    let why = null;
    let other = null;
    if (card < 1 || card > top) why = "out_of_deck";
    else if (seen.has(card)) [why, other] = ["twice_in_rack", SLOT_LABELS[seen.get(card)]];
    else if (elsewhere.has(card)) [why, other] = ["in_other_rack", elsewhere.get(card)];
    if (why) faults.push({ slot, card, why, rule: FAULT_RULES[why], other });
    if (!seen.has(card)) seen.set(card, slot);
  }
  return faults;
}

function parseRacks(options, entries) {
  const top = topCard(options, entries.length);
  const allowEmpty = options.cards_dealt < RACK_SIZE;
  const racks = new Map();
  const owner = new Set();
  for (const [i, entry] of entries.entries()) {
    const field = `racks/${i}`;
    if ((entry.rack === undefined) === (entry.scoring_cards === undefined)) throw new Refusal(field);
    if (entry.rack === undefined) continue;
    if (entry.rack.length !== RACK_SIZE) throw new Refusal(`${field}/rack`, "R-RACK");
    const empty = entry.rack.indexOf(null);
    const [fault] = cardFaults([...entry.rack.entries()], { top });
    if (empty >= 0 && !allowEmpty && (!fault || empty < fault.slot)) throw new Refusal(`${field}/rack/${empty}`, "R-QUICK");
    if (fault) throw new Refusal(`${field}/rack/${fault.slot}`, fault.rule);
    for (const [j, card] of entry.rack.entries()) {
      if (card === null) continue;
      if (owner.has(card)) throw new Refusal(`${field}/rack/${j}`, "R-DECK");
      owner.add(card);
    }
    racks.set(i, entry.rack);
  }
  return racks;
}

function findRackO(options, entries, racks, rackO) {
  const players = entries.length;
  const names = entries.map((e) => e.player);
  if (rackO !== null && rackO !== undefined) {
    const index = names.indexOf(rackO);
    if (index < 0) throw new Refusal("rack_o");
    if (racks.has(index)) {
      const failure = rackOFailure(options, players, racks.get(index));
      if (failure) throw new Refusal(`racks/${index}/rack`, failure);
    }
    return index;
  }
  const eligible = [...racks].filter(([, r]) => rackOFailure(options, players, r) === null).map(([i]) => i);
  if (eligible.length === 1 && racks.size === players) return eligible[0];
  throw new Refusal("rack_o", "R-RACKO");
}

function quickRackO(options, players, entry, field) {
  const needed = runNeeded(options, players);
  if (entry.scoring_cards !== RACK_SIZE) throw new Refusal(`${field}/scoring_cards`, "R-SCORE-WIN");
  const result = (bonus) => ({ player: entry.player, points: options.win_points + bonus, rack_o: true, bonus,
                               slots: null, longest_run: null });
  if (entry.run === undefined || entry.run === null) {
    if (options.run_bonus === "sum_of_runs") throw new Refusal(`${field}/rack`, "R-BONUS");
    return result(0);
  }
  if (options.run_bonus === "off" && !needed) return result(0);  // no rule uses the run: ignored, as the server does
  if (!(Math.max(needed, 1) <= entry.run && entry.run <= RACK_SIZE)) {
    throw new Refusal(`${field}/run`, needed ? "R-RUN3" : "R-RUN");
  }
  if (options.run_bonus === "off") return result(0);
  if (options.run_bonus === "sum_of_runs") throw new Refusal(`${field}/rack`, "R-BONUS");
  return result(bonusForRun(entry.run));
}

function teamBonusApplies(options) {
  return Boolean(options.teams) && !sharedTeamRacks(options) && options.run_bonus === "longest"
    && options.run_bonus_from === "team";
}

/** The counts a loser's quick entry can give (R-SCORE-LEAD, R-SCORE-LONGEST): 1 to 10 scoring
 *  cards, 0 too where racks are dealt short; a Swedish sequence is 0 or 2 to 10 (never 1 card). */
export function quickCounts(options) {
  const longestSeq = options.loser_scoring === "longest_sequence_x10";
  const low = longestSeq || options.cards_dealt < RACK_SIZE ? 0 : 1;
  return Array.from({ length: RACK_SIZE + 1 - low }, (_, k) => low + k).filter((n) => !(longestSeq && n === 1));
}

function quickScore(options, players, entry, rackO, field) {
  if (rackO) return quickRackO(options, players, entry, field);
  if (entry.run !== undefined && entry.run !== null && !teamBonusApplies(options)) throw new Refusal(`${field}/run`, "R-BONUS");
  const longestSeq = options.loser_scoring === "longest_sequence_x10";
  const count = entry.scoring_cards;
  if (!quickCounts(options).includes(count)) {
    throw new Refusal(`${field}/scoring_cards`, longestSeq ? "R-SCORE-LONGEST" : "R-SCORE-LEAD");
  }
  return { player: entry.player, points: count * (longestSeq ? SEQUENCE_POINTS : CARD_POINTS), rack_o: false,
           bonus: 0, slots: null, longest_run: null };
}

/** R-TEAMS: partners sit opposite, so seats 1 and 3 play seats 2 and 4. */
export const defaultTeams = (names) => [names.filter((_, i) => i % 2 === 0), names.filter((_, i) => i % 2 === 1)];

/**
 * Score a round of entries in seat order ({player, rack} or {player, scoring_cards, run?}), as
 * rules.rounds.score_round does: {rack_o, players: [{player, points, rack_o, bonus, slots,
 * longest_run}]}. Throws a Refusal naming the field (racks/<seat>/...) and rule.
 */
export function scoreRound(options, entries, rackO = null, teams = null) {
  const players = entries.length;
  const [low, high] = options.teams ? (sharedTeamRacks(options) ? [2, 2] : [4, 4]) : [2, 4];
  if (players < low || players > high) throw new Refusal("racks", options.teams ? "R-TEAMS" : "R-DECK");
  const names = entries.map((e) => e.player);
  names.forEach((name, i) => { if (names.indexOf(name) !== i) throw new Refusal(`racks/${i}/player`); });
  const racks = parseRacks(options, entries);
  const winner = findRackO(options, entries, racks, rackO);
  const results = entries.map((entry, i) => {
    if (!racks.has(i)) return quickScore(options, players, entry, i === winner, `racks/${i}`);
    return { player: entry.player, ...scoreRack(options, players, racks.get(i), i === winner, `racks/${i}/rack`) };
  });
  if (options.teams && !sharedTeamRacks(options) && teamBonusApplies(options)) {
    const groups = teams || defaultTeams(names);
    const me = results[winner];
    const team = groups.find((g) => g.includes(me.player));
    const partnerRun = Math.max(0, ...results.map((r, i) => (team.includes(r.player) && i !== winner
      ? (r.longest_run ?? entries[i].run ?? 0) : 0)));
    const better = bonusForRun(partnerRun);
    if (better > me.bonus) results[winner] = { ...me, points: me.points - me.bonus + better, bonus: better };
  }
  return { rack_o: names[winner], players: results };
}

/** R-TARGET: over once anyone reaches the target; the highest wins; a tie plays on. */
export function standing(totals, target) {
  const values = Object.values(totals);
  if (!values.length) return { leaders: [], winner: null, target_reached: false, tie_at_target: false };
  const best = Math.max(...values);
  const leaders = Object.keys(totals).filter((name) => totals[name] === best);
  const reached = best >= target;
  return { leaders, winner: reached && leaders.length === 1 ? leaders[0] : null, target_reached: reached,
           tie_at_target: reached && leaders.length > 1 };
}
