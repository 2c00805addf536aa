"""The paired replay (benchmarks/replay.py): a tree's advice read through POST /v1/advice in a
subprocess changes nothing against itself, and a choice that changed is priced, on the same
deals, with the sign of the better choice."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Sequence

import pytest
from flask.testing import FlaskClient

from benchmarks.replay import EDITIONS, ROOT, Chooser, Decision, advised_by, body_of, choice_of, main, replay
from benchmarks.yardstick import rules
from benchmarks.yardstick.positions import LET_GO, Position, decisions
from racko_api.games.rack_o.presets import get_ruleset


def test_the_same_tree_against_itself_changes_nothing_and_gains_exactly_0() -> None:
    found = [(pos, body_of(view)) for pos, view in decisions("hasbro-bonus", 12, 4600)]
    here = advised_by(ROOT)
    [row] = replay({"hasbro-bonus": found}, here, here, deals=8, seed=1, jobs=1)
    assert row["positions"] == 12 and row["changed"] == 0 and row["unpriced"] == 0
    assert row["gain"] == 0.0 and row["ci95"] == [0.0, 0.0] and row["rollout_noise95"] == 0.0
    # The subprocess answered each body with a real choice: mostly the one the game itself gave
    # (the stateless form says less than the seat's view, so not always).
    assert row["in_game"] >= 9


def test_an_advice_action_reads_as_the_yardsticks_choice() -> None:
    assert choice_of({"type": "exchange", "slot": 5}) == 0
    assert choice_of({"type": "exchange", "slot": 50}) == 9
    assert choice_of({"type": "discard"}) == LET_GO
    assert choice_of({"type": "call_rack_o"}) is None


def test_a_view_becomes_a_body_the_advice_endpoint_reads(client: FlaskClient) -> None:
    """Every card the body names is named once, as the endpoint requires, and it answers 200."""
    for pos, view in decisions("hasbro", 6, 4700):
        body = body_of(view)
        named = [*body["rack"], body["card"], *body["seen"], *[c for c in body["next_rack"] if c],
                 *([body["discard_top"]] if "discard_top" in body else [])]
        assert len(named) == len(set(named))
        response = client.post("/v1/advice", json=body)
        assert response.status_code == 200, response.json
        answer = response.get_json()
        choice = choice_of(answer["action"])
        assert choice is not None and choice in pos.choices


def one_card_from_rack_o() -> Position:
    """Two-player Parker 1992 Bonus, a rack in order but for slot 4, the card that mends it in
    hand: slot 4 goes Rack-O now; slot 0 leaves 25 before 8 and Rack-O further away."""
    ruleset = get_ruleset("parker-1992-bonus")
    mine = rules.Rules(ruleset.top_card(2), 0, 75, bonus=True, wait=ruleset.options.explicit_call)
    return Position("parker-1992-bonus", 2, mine, rack=(2, 8, 14, 20, 60, 30, 36, 42, 48, 54), hand=25,
                    may_let_go=True, discard=(59,), rivals=((None,) * rules.SLOTS,), stock_count=29,
                    advised=4, played=(5,))


def always(*choices: int) -> Chooser:
    def choose(found: Sequence[Decision]) -> list[int | None]:
        return list(choices[:len(found)])
    return choose


def test_a_changed_choice_is_priced_with_the_sign_of_the_better_one() -> None:
    """Two positions alike: at the first the choosers differ (Rack-O now against a slot that breaks
    the order), at the second they agree, which gains exactly 0 (half the mean is the first)."""
    found: list[Decision] = [(one_card_from_rack_o(), {}), (one_card_from_rack_o(), {})]
    better, worse = always(4, 4), always(0, 4)
    [row] = replay({"parker-1992-bonus": found}, better, worse, deals=32, seed=1, jobs=1)
    assert row["changed"] == 1 and row["gain"] - row["rollout_noise95"] > 0
    [best] = row["largest_gains"]
    assert best["new"] == 4 and best["base"] == 0 and row["largest_losses"] == []
    assert abs(best["gain"] / 2 - row["gain"]) < 0.01
    [back] = replay({"parker-1992-bonus": found}, worse, better, deals=32, seed=1, jobs=1)
    assert back["gain"] == -row["gain"]  # the same deals for both choices: the exact opposite
    assert [s["gain"] for s in back["largest_losses"]] == [-best["gain"]]


def test_the_command_reads_the_base_from_git(capsys: pytest.CaptureFixture[str]) -> None:
    """`--base HEAD`: the revision extracted with git archive answers every body (its catalogues
    compiled), and each edition is reported with its positions and the revision named."""
    assert main(["--base", "HEAD", "--positions", "4", "--deals", "4", "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], check=True,
                          capture_output=True, text=True).stdout.strip()
    assert report["commit"] == head and report["deals"] == 4
    assert [row["edition"] for row in report["editions"]] == list(EDITIONS)
    assert all(row["positions"] == 4 and row["unpriced"] == 0 for row in report["editions"])
