"""GET /v1/rulesets, /v1/rulesets/{id}, /v1/rules and /v1/rules/{id}: the editions and their rules."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from racko_api.games.kinds import RULES
from racko_api.games.rack_o.presets import PRESETS
from racko_api.games.rack_o.ruleset import OPTION_NAMES


def test_every_edition_with_its_options(client: FlaskClient, conforms: Any) -> None:
    response = conforms(client.get("/v1/rulesets"))
    assert response.status_code == 200 and isinstance(response.json, list)
    listed = {r["id"]: r for r in response.json}
    assert set(PRESETS) <= set(listed)
    for ruleset_id in PRESETS:
        entry = listed[ruleset_id]
        assert entry["title"] and entry["source"] and entry["summary"]
        assert set(entry["options"]) == set(OPTION_NAMES)
    assert listed["hasbro"]["options"]["rack_o_needs_run"] == {"length": 3, "applies_to": "two_players"}
    assert listed["swedish-bonus"]["options"]["cards_dealt"] == 5
    assert listed["hasbro-partners"]["players"] == {"min": 4, "max": 4}
    assert listed["parker-1992"]["players"] == {"min": 2, "max": 4}


def test_one_edition_with_the_rules_it_plays_by(client: FlaskClient, conforms: Any) -> None:
    body = conforms(client.get("/v1/rulesets/hasbro")).json
    assert body["id"] == "hasbro" and body["options"]["target"] == 500
    rules = {r["id"]: r for r in body["rules"]}
    assert {"R-RACKO", "R-RUN3", "R-SCORE-LEAD", "R-TURN-SAME-SLOT"} <= set(rules)
    assert not {"R-BONUS", "R-WAIT", "R-SCORE-LONGEST", "R-TEAMS"} & set(rules)
    assert rules["R-RUN3"]["text"] == RULES["R-RUN3"].text
    assert "Hasbro / Milton Bradley rulebook" in rules["R-RUN3"]["sources"]


def test_the_rules_differ_by_edition(client: FlaskClient, conforms: Any) -> None:
    def ids(ruleset: str) -> set[str]:
        return {r["id"] for r in conforms(client.get(f"/v1/rulesets/{ruleset}")).json["rules"]}

    assert {"R-BONUS", "R-WAIT"} <= ids("hasbro-bonus")
    assert {"R-SCORE-LONGEST", "R-OPEN", "R-QUICK"} <= ids("swedish-bonus")
    assert "R-RUN3" not in ids("parker-1992") and "R-TEAMS" in ids("italian-partners")


@pytest.mark.parametrize(("ruleset", "listed", "not_listed"), [
    ("hasbro-partners", {"R-TEAMS"}, {"R-RUN3"}),  # four players: the two-player run never applies
    ("italian-partners", {"R-TEAMS", "R-BONUS"}, {"R-RUN3"}),
    ("swedish", {"R-TEAMS"}, {"R-RUN3"}),  # "eller för 2 lag": the option teams of the edition itself
    ("swedish-bonus", {"R-TEAMS", "R-QUICK"}, {"R-RUN3"}),
    ("hasbro", {"R-RUN3"}, {"R-TEAMS"}),
    ("italian", {"R-RUN3"}, {"R-TEAMS"}),
])
def test_each_edition_lists_the_rules_that_can_apply_to_it(client: FlaskClient, conforms: Any, ruleset: str,
                                                           listed: set[str], not_listed: set[str]) -> None:
    ids = {r["id"] for r in conforms(client.get(f"/v1/rulesets/{ruleset}")).json["rules"]}
    assert listed <= ids and not not_listed & ids


def test_an_unknown_edition(client: FlaskClient, problem: Any) -> None:
    body = problem(client.get("/v1/rulesets/monopoly"), 404)
    assert "monopoly" in body["detail"] and body["instance"] == "/v1/rulesets/monopoly"


def test_the_rule_catalogue(client: FlaskClient, conforms: Any) -> None:
    body = conforms(client.get("/v1/rules")).json
    assert [r["id"] for r in body] == list(RULES)
    assert all(r["title"] and r["text"] and r["sources"] for r in body)


def test_one_rule(client: FlaskClient, conforms: Any, problem: Any) -> None:
    body = conforms(client.get("/v1/rules/R-TURN-NO-REARRANGE")).json
    assert body["id"] == "R-TURN-NO-REARRANGE" and "never be swapped" in body["text"]
    problem(client.get("/v1/rules/R-NOPE"), 404)


def test_a_rack_o_edition_says_its_sheet_counts_points_from_racks_or_quick_entries(
        client: FlaskClient, conforms: Any) -> None:
    listed = {r["id"]: r for r in conforms(client.get("/v1/rulesets")).json}
    for ruleset_id in PRESETS:
        assert listed[ruleset_id]["traits"] == {
            "score_unit": "points", "rack": {"sides": 1, "slots": 10}, "wilds": False,
            "round_forms": ["racks", "scoring_cards"]}
    assert conforms(client.get("/v1/rulesets/hasbro")).json["traits"] == listed["hasbro"]["traits"]


def test_the_rack_a_rack_o_edition_describes_is_the_rack_the_referee_reads(client: FlaskClient) -> None:
    slots = client.get("/v1/rulesets/hasbro").json["traits"]["rack"]["slots"]
    rack = list(range(1, slots + 1))
    body = {"ruleset": "hasbro", "players": 2}
    assert client.post("/v1/check/rack", json={**body, "rack": rack}).status_code == 200
    refused = client.post("/v1/check/rack", json={**body, "rack": [*rack, slots + 1]})
    assert refused.status_code == 422 and refused.content_type == "application/problem+json"
