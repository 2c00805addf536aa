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
    assert entry["options"] == {"target": 1}
    assert {r["game"] for r in listed[:-1]} == {"rack-o"}


def test_super_rack_o_plays_by_the_S_rules_with_the_catalogue_texts(client: FlaskClient,
                                                                     conforms: Any) -> None:
    body = conforms(client.get("/v1/rulesets/super-rack-o")).json
    assert body["id"] == "super-rack-o" and body["options"] == {"target": 1}
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
