"""The phone's offline scoring (static/js/scoring.js) equals the rules core, in the browser.

Thousands of rounds over every Rack-O preset, every player count it seats and house-rule
variants (run bonuses, partners with the team's run, Swedish teams and sequences, the quick
start's empty slots, R-RUN3 for every game) are scored by `rules.score_round`; the page's module
scores the same entries in Chromium and must give the same points, bonuses, scoring slots and
Rack-O player, or refuse with the same field and rule. Standings (R-TARGET) are compared too.
"""

from __future__ import annotations

import json
import random
from typing import Any

from racko_api.core.errors import RulesError
from racko_api.core.target import standing
from racko_api.games.rack_o.presets import PRESETS
from racko_api.games.rack_o.rounds import Entry, score_round

ROUNDS = 2400
HOUSE_RULES: list[dict[str, Any]] = [
    {}, {}, {},
    {"run_bonus": "longest"}, {"run_bonus": "sum_of_runs"},
    {"rack_o_needs_run": {"length": 3, "applies_to": "all"}}, {"rack_o_needs_run": 4},
    {"deck": 60}, {"deck": 45}, {"loser_scoring": "longest_sequence_x10"},
    {"loser_scoring": "leading_run_x5"}, {"win_points": 40}, {"cards_dealt": 5},
]
PARTNER_RULES: list[dict[str, Any]] = [{}, {"run_bonus": "longest", "run_bonus_from": "team"},
                                       {"run_bonus": "sum_of_runs"}]


def rulesets() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for preset_id, preset in PRESETS.items():
        if preset_id == "super-rack-o":
            continue
        extra = PARTNER_RULES if preset.options.teams else HOUSE_RULES
        out.extend((preset_id, house) for house in extra)
        if preset_id.startswith("swedish"):
            out.append((preset_id, {"teams": True}))
    return out


def ascending(rng: random.Random, top: int, run: int) -> list[int]:
    """Ten cards in order from 1..top, with a run of `run` somewhere (0: whatever comes)."""
    while True:
        if run >= 2:
            start = rng.randint(1, top - run + 1)
            cards = set(range(start, start + run))
            rest = [c for c in range(1, top + 1) if c not in cards]
            cards |= set(rng.sample(rest, 10 - run))
        else:
            cards = set(rng.sample(range(1, top + 1), 10))
        if len(cards) == 10:
            return sorted(cards)


def a_rack(rng: random.Random, pool: list[int], top: int, empty_ok: bool) -> list[int | None]:
    """A loser's rack: cards from what is left of the deck, often with a long leading run."""
    rack: list[int | None] = [pool.pop() for _ in range(10)]
    lead = rng.choice([0, 0, 2, 4, 6, 9, 10])
    rack[:lead] = sorted(rack[:lead])  # type: ignore[type-var]
    if empty_ok:
        for i in rng.sample(range(10), rng.choice([0, 1, 3, 5])):
            rack[i] = None
    fault = rng.random()
    if fault < 0.02:
        rack[rng.randrange(10)] = top + rng.randint(1, 5)  # R-DECK
    elif fault < 0.04:
        rack[rng.randrange(1, 10)] = rack[0]  # a card twice
    return rack


def a_round(rng: random.Random) -> dict[str, Any]:
    preset_id, house = rng.choice(rulesets())
    ruleset = PRESETS[preset_id].with_options(house)
    low, high = ruleset.seats
    players = rng.randint(low, high)
    names = ["Ann", "Bo", "Cy", "Di"][:players]
    top = ruleset.top_card(players)
    empty_ok = ruleset.options.cards_dealt < 10
    pool = rng.sample(range(1, top + 1), top)
    winner = rng.randrange(players)
    entries: dict[int, dict[str, Any]] = {}
    for i in [winner] + [i for i in range(players) if i != winner]:  # the Rack-O rack first
        name = names[i]
        quick = rng.random() < 0.3
        if i == winner:
            if quick:
                entry: dict[str, Any] = {"player": name, "scoring_cards": 10 if rng.random() < 0.9 else 9}
                if rng.random() < 0.5:
                    entry["run"] = rng.randint(0, 7)
            else:
                rack: list[int | None] = list(ascending(rng, top, rng.choice([0, 2, 3, 4, 5, 6])))
                if rng.random() < 0.1:
                    rack[3], rack[4] = rack[4], rack[3]  # not in order: may not go Rack-O
                pool = [c for c in pool if c not in rack]
                entry = {"player": name, "rack": rack}
        elif quick:
            entry = {"player": name, "scoring_cards": rng.choice([0, 1, 2, 3, 5, 7, 9, 10, 11])}
            if rng.random() < 0.05:
                entry["run"] = rng.randint(2, 5)
        else:
            entry = {"player": name, "rack": a_rack(rng, pool, top, empty_ok)}
        entries[i] = entry
    seated = [entries[i] for i in range(players)]
    rack_o = None if rng.random() < 0.15 else names[winner]
    teams = None
    if ruleset.options.teams and not ruleset.shared_team_racks and rng.random() < 0.5:
        teams = [[names[0], names[3]], [names[1], names[2]]]
    return {"ruleset": preset_id, "house": house, "entries": seated, "rack_o": rack_o, "teams": teams,
            "expected": expected(ruleset, seated, rack_o, teams)}


def expected(ruleset: Any, entries: list[dict[str, Any]], rack_o: str | None,
             teams: list[list[str]] | None) -> dict[str, Any]:
    core = [Entry(e["player"], rack=e.get("rack"), scoring_cards=e.get("scoring_cards"), run=e.get("run"))
            for e in entries]
    try:
        result = score_round(ruleset, core, rack_o, teams)
    except RulesError as exc:
        first = exc.errors[0] if exc.errors else None
        return {"refused": [first.field if first else "", first.rule if first else exc.rule]}
    return {"rack_o": result.rack_o, "players": [
        {"player": p.player, "points": p.points, "rack_o": p.rack_o, "bonus": p.bonus,
         "slots": [[s.card, s.points, s.scored] for s in p.score.slots] if p.score else None}
        for p in result.players]}


# The cases go in and the answers come back as one JSON text (here and below): Playwright's own
# encoding of thousands of nested values took most of the test's 13 s.
SCORE_IN_PAGE = """
async (json) => {
  const m = await import('/assets/js/scoring.js');
  return JSON.stringify(JSON.parse(json).map((c) => {
    try {
      const options = m.effectiveOptions(c.preset, c.house);
      const r = m.scoreRound(options, c.entries, c.rack_o, c.teams);
      return { rack_o: r.rack_o, players: r.players.map((p) => ({
        player: p.player, points: p.points, rack_o: p.rack_o, bonus: p.bonus,
        slots: p.slots ? p.slots.map((s) => [s.card, s.points, s.scored]) : null })) };
    } catch (err) {
      if (!(err instanceof m.Refusal)) throw err;
      return { refused: [err.field, err.rule] };
    }
  }));
}
"""


def test_the_phones_scoring_equals_the_core_on_thousands_of_rounds(page, base_url):
    rng = random.Random(20261201)
    rounds = [a_round(rng) for _ in range(ROUNDS)]
    presets = {pid: PRESETS[pid].options.to_dict() for pid in PRESETS if pid != "super-rack-o"}
    cases = [{"preset": presets[r["ruleset"]], "house": r["house"], "entries": r["entries"],
              "rack_o": r["rack_o"], "teams": r["teams"]} for r in rounds]
    page.goto(base_url + "/")
    answers = json.loads(page.evaluate(SCORE_IN_PAGE, json.dumps(cases)))
    mismatches = [(r["ruleset"], r["house"], r["entries"], r["rack_o"], r["expected"], got)
                  for r, got in zip(rounds, answers, strict=True) if got != r["expected"]]
    assert mismatches[:3] == []
    # The set is what it claims: thousands of entries, both kinds, every preset, refusals and scores.
    entries = [e for r in rounds for e in r["entries"]]
    assert len(entries) >= 5000
    assert sum("rack" in e for e in entries) >= 3000 and sum("scoring_cards" in e for e in entries) >= 1500
    assert {r["ruleset"] for r in rounds} == set(presets)
    scored = [r for r in rounds if "players" in r["expected"]]
    assert len(scored) >= ROUNDS // 2 and len(rounds) - len(scored) >= 100
    assert any(p["bonus"] >= 100 for r in scored for p in r["expected"]["players"])
    assert any(r["teams"] for r in scored) and any(r["house"].get("teams") for r in scored)
    players = [p for r in scored for p in r["expected"]["players"]]
    assert any(p["slots"] and None in [s[0] for s in p["slots"]] for p in players)


STANDING_IN_PAGE = """
async (cases) => {
  const m = await import('/assets/js/scoring.js');
  return cases.map(([totals, target]) => m.standing(totals, target));
}
"""


def test_the_phones_standing_equals_the_core(page, base_url):
    rng = random.Random(7)
    cases = []
    for _ in range(400):
        names = ["Ann", "Bo", "Cy", "Di"][:rng.randint(2, 4)]
        cases.append(({n: rng.choice([0, 45, 300, 495, 500, 510, 510, 640]) for n in names},
                      rng.choice([200, 300, 500])))
    page.goto(base_url + "/")
    got = page.evaluate(STANDING_IN_PAGE, cases)
    want = [{"leaders": list(s.leaders), "winner": s.winner, "target_reached": s.target_reached,
             "tie_at_target": s.tie_at_target} for s in (standing(t, target) for t, target in cases)]
    assert got == want
    assert any(w["tie_at_target"] for w in want) and any(w["winner"] for w in want)


FAULTS_IN_PAGE = """
async (json) => {
  const m = await import('/assets/js/scoring.js');
  return JSON.stringify(JSON.parse(json).map((c) => {
    const elsewhere = new Map();
    for (const [player, rack] of c.others) {
      for (const card of rack) if (card !== null && !elsewhere.has(card)) elsewhere.set(card, player);
    }
    const faults = m.cardFaults([...c.rack.entries()], { top: c.top, elsewhere });
    return faults.map((f) => [f.slot, f.why, f.other]);
  }));
}
"""


def test_the_cards_the_phone_refuses_on_the_spot_are_the_cores(page, base_url):
    """The page refuses a card outside the deck, twice in a rack or in another rack as it is typed;
    rules.partial.check_partial names the same slots for the same reasons."""
    from racko_api.games.rack_o.partial import check_partial

    rng = random.Random(31)
    cases, want = [], []
    for _ in range(1500):
        preset_id, house = rng.choice(rulesets())
        ruleset = PRESETS[preset_id].with_options(house)
        players = rng.randint(*ruleset.seats)
        top = ruleset.top_card(players)
        rack, *other_racks = [[rng.randint(1, top + 3) if rng.random() < 0.6 else None for _ in range(10)]
                              for _ in range(players)]
        others = list(zip(["Bo", "Cy", "Di"], other_racks, strict=False))
        done = check_partial(ruleset, players, rack, dict(others))
        cases.append({"rack": rack, "others": others, "top": top})
        want.append([[r.index, r.why.value, r.other] for r in done.refusals])
    page.goto(base_url + "/")
    assert json.loads(page.evaluate(FAULTS_IN_PAGE, json.dumps(cases))) == want
    kinds = {f[1] for faults in want for f in faults}
    assert kinds == {"out_of_deck", "twice_in_rack", "in_other_rack"}
