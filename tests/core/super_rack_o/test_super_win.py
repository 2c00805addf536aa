"""S-WIN and S-WILD on whole racks: golden cases from the rulebook, and the verify_/can_ pair."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from racko_api.core.errors import IllegalMove, InvalidInput
from racko_api.games.kinds import RULES
from racko_api.games.super_rack_o.cards import Colour
from racko_api.games.super_rack_o.rack import read_rack
from racko_api.games.super_rack_o.win import can_super_rack_o, rack_verdict, verify_super_rack_o

GOLDEN = json.loads((Path(__file__).parent / "data" / "super_rack_o_golden.json").read_text())["racks"]


@pytest.mark.parametrize("case", GOLDEN, ids=[c["name"] for c in GOLDEN])
def test_S_WIN_golden_racks_from_the_rulebook(case: dict[str, Any]) -> None:
    rack = read_rack(case["rack"])
    verdict = rack_verdict(rack)
    assert verdict.legal is case["super_rack_o"] is can_super_rack_o(rack)
    if case["super_rack_o"]:
        verify_super_rack_o(rack)
        got = [[c.value, row, v] for c in Colour for row, v in sorted(verdict.side(c).wild_values.items())]
        assert got == case["wilds"]
    else:
        assert [[r.side.value, r.row, r.rule] for r in verdict.reasons] == case["reasons"]
        with pytest.raises(IllegalMove) as e:
            verify_super_rack_o(rack)
        assert e.value.rule == "S-WIN"
        assert [(f.field, f.rule) for f in e.value.errors] == [
            (f"rack/{s}/{row - 1}", rule) for s, row, rule in case["reasons"]]


def test_S_WILD_wild_between_16_and_17_is_not_legal_and_says_why() -> None:
    rack = read_rack({"blue": ["B2", "B5", "B9", "B16", "BW", "B17", "B33", "B39"],
                      "red": ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]})
    (reason,) = rack_verdict(rack).reasons
    assert (reason.side, reason.row, str(reason.card), reason.rule) == (Colour.BLUE, 5, "BW", "S-WILD")
    assert "16 (row 4) and 17 (row 6)" in reason.text and "fraction" in reason.text


def test_S_WIN_a_swap_card_in_the_rack_blocks_a_win() -> None:
    rack = read_rack({"blue": ["B2", "B5", "B9", "B14", "B20", "B26", "B33", "B39"],
                      "red": ["R1", "R7", "R8", "SWAP", "R21", "R30", "R36", "R40"]})
    assert not can_super_rack_o(rack)
    with pytest.raises(IllegalMove) as e:
        verify_super_rack_o(rack)
    assert e.value.errors[0].field == "rack/red/3"
    assert "swap" in e.value.message


def test_S_WIN_verdict_is_json_ready_with_values_and_reasons_per_row() -> None:
    rack = read_rack({"blue": ["BW", "B2", "BW", "B9", "BW", "BW", "B33", "BW"],
                      "red": ["R1", "RW", "R8", "R15", "R21", "R30", "R36", "R40"]})
    out = rack_verdict(rack).to_dict()
    assert json.loads(json.dumps(out)) == out
    assert out["super_rack_o"] is True
    assert [r["rule"] for r in out["reasons"]] == ["S-WILD"] * 5 + ["S-WIN"] + ["S-WILD", "S-WIN"]
    assert "stands for 34: any whole number from 34 to 40 fits there" in out["reasons"][4]["text"]
    assert [r["value"] for r in out["sides"]["blue"]] == [1, 2, 3, 9, 10, 11, 33, 34]
    assert {"side": "red", "row": 2, "value": 2, "named": False} in out["wilds"]
    assert all(r["reasons"] == [] for side in out["sides"].values() for r in side)


def test_S_WIN_every_reason_cites_a_super_rack_o_rule() -> None:
    rack = read_rack({"blue": ["RW", "R5", "SWAP", "B3", "BW", "B4", "REV", "B1"],
                      "red": ["R40", "B7", "RW", "RW", "R1", "BW", "R2", "R3"]})
    verdict = rack_verdict(rack)
    assert verdict.reasons
    for r in verdict.reasons:
        assert r.rule in RULES and r.rule.startswith("S-")
        assert verdict.row_reasons(r.side, r.row)


def test_a_rack_the_box_cannot_hold_is_invalid_input_not_illegal() -> None:
    with pytest.raises(InvalidInput) as e:
        read_rack({"blue": ["B2", "B2", "B9", "B14", "B20", "B26", "B33", "B39"],
                   "red": ["R1", "R7", "R8", "R15", "R21", "R30", "R36", "R40"]})
    assert e.value.errors[0].field == "rack/blue/1"
    with pytest.raises(InvalidInput) as e:
        read_rack({"blue": ["BW"] * 6 + ["B1", "B2"], "red": ["R1"] * 8})
    assert {f.field for f in e.value.errors} >= {"rack/blue/5", "rack/red/1"}


@pytest.mark.parametrize("data", [
    {"blue": ["B1"] * 7, "red": ["R1"] * 8},
    {"blue": "B1 B2", "red": []},
    {"blue": ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "X8"], "red": ["R1"] * 8},
    {"blue": [], "red": [], "green": []},
    [],
])
def test_malformed_rack_is_invalid_input(data: object) -> None:
    with pytest.raises(InvalidInput) as e:
        read_rack(data)
    assert e.value.errors
