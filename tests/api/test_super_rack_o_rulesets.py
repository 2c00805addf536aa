"""Super Rack-O among the editions: GET /v1/rulesets and /v1/rulesets/super-rack-o."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from racko_api.games.kinds import RULES
from racko_api.games.rack_o.presets import PRESETS

S_RULES = ["S-DECK", "S-DEAL", "S-TURN", "R-RESTOCK", "S-WILD", "S-SWAP", "S-REVERSE", "S-WIN", "S-CALL"]


def test_super_rack_o_is_listed_after_the_rack_o_editions(client: FlaskClient, conforms: Any) -> None:
    listed = conforms(client.get("/v1/rulesets")).json
    assert [r["id"] for r in listed] == [*PRESETS, "super-rack-o"]
    entry = listed[-1]
    assert entry["game"] == "super-rack-o" and entry["title"] == "Super Rack-O"
    assert entry["source"] == "Super Rack-O rulebook" and entry["summary"]
    assert entry["players"] == {"min": 2, "max": 4}
    assert entry["options"] == {"target": 1, "restock": "turn_over"}
    assert {r["game"] for r in listed[:-1]} == {"rack-o"}


def test_super_rack_o_plays_by_the_S_rules_with_the_catalogue_texts(client: FlaskClient,
                                                                     conforms: Any) -> None:
    body = conforms(client.get("/v1/rulesets/super-rack-o")).json
    assert body["id"] == "super-rack-o" and body["options"] == {"target": 1, "restock": "turn_over"}
    assert [r["id"] for r in body["rules"]] == S_RULES
    for rule in body["rules"]:
        assert rule["text"] == RULES[rule["id"]].text
        if rule["id"] == "R-RESTOCK":  # the rulebook is silent: a Decision applies Rack-O's rule
            assert any("Super Rack-O" in d["decision"] for d in rule["decisions"])
            continue
        assert rule["sources"] == ["Super Rack-O rulebook"]
        # Decisions where the rulebook is loose: the wilds' count, who deals, how swaps and reverses
        # are played, a game of several deals, when a call may be made
        assert bool(rule["decisions"]) is (rule["id"] in ("S-DECK", "S-DEAL", "S-SWAP", "S-REVERSE",
                                                          "S-WIN", "S-CALL"))


def test_the_rack_o_editions_play_by_no_S_rule(client: FlaskClient, conforms: Any) -> None:
    for ruleset in PRESETS:
        rules = {r["id"] for r in conforms(client.get(f"/v1/rulesets/{ruleset}")).json["rules"]}
        assert not {r for r in rules if r.startswith("S-")}, ruleset


def test_super_rack_o_says_its_sheet_counts_won_rounds_of_a_double_rack_with_wilds(
        client: FlaskClient, conforms: Any) -> None:
    traits = conforms(client.get("/v1/rulesets/super-rack-o")).json["traits"]
    assert traits == {"score_unit": "wins", "rack": {"sides": 2, "slots": 8}, "wilds": True,
                      "round_forms": ["winner", "winner_rack"]}
    assert conforms(client.get("/v1/rulesets")).json[-1]["traits"] == traits


def test_the_double_rack_super_rack_o_describes_is_the_rack_the_referee_reads(client: FlaskClient) -> None:
    slots = client.get("/v1/rulesets/super-rack-o").json["traits"]["rack"]["slots"]
    blue, red = [f"B{n}" for n in range(1, slots + 1)], [f"R{n}" for n in range(1, slots + 1)]
    answer = client.post("/v1/check/rack", json={"ruleset": "super-rack-o", "blue": blue, "red": red})
    assert answer.status_code == 200 and "legal" in answer.json
    longer = {"ruleset": "super-rack-o", "blue": [*blue, "B40"], "red": red}
    refused = client.post("/v1/check/rack", json=longer)
    assert refused.status_code == 422 and refused.content_type == "application/problem+json"
