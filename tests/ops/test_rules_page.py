"""`flask rules write`: docs/rules.md is the rule catalogue laid out, and the committed page is current."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask.testing import FlaskClient, FlaskCliRunner

from racko_api.core.catalog import decisions
from racko_api.games.kinds import RULES, RULESET_IDS, TEXTS

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "rules.md"
PAGES = {"en": PAGE, "sv": ROOT / "docs" / "rules.sv.md", "it": ROOT / "docs" / "rules.it.md"}


@pytest.mark.parametrize("language", PAGES)
def test_the_committed_page_is_what_the_command_writes(runner: FlaskCliRunner, tmp_path: Path,
                                                       language: str) -> None:
    written = tmp_path / "rules.md"
    result = runner.invoke(args=["rules", "write", str(written), "--language", language])
    assert result.exit_code == 0, result.output
    assert written.read_text(encoding="utf-8") == PAGES[language].read_text(encoding="utf-8"), (
        f"{PAGES[language].name} is stale: run `flask rules write {PAGES[language].relative_to(ROOT)} "
        f"--language {language}`")


@pytest.mark.parametrize(("header", "language", "words"), [
    ("sv", "sv", "uppsättningshög"), ("it;q=0.8, en;q=0.1", "it", "rastrelliera"),
    ("de", "en", "discard pile"),
])
def test_the_page_is_served_in_the_language_asked(client: FlaskClient, header: str, language: str,
                                                  words: str) -> None:
    answer = client.get("/rules.md", headers={"Accept-Language": header})
    assert answer.status_code == 200 and answer.mimetype == "text/markdown"
    assert answer.headers["Content-Language"] == language and "Accept-Language" in answer.headers["Vary"]
    assert answer.get_data(as_text=True) == PAGES[language].read_text(encoding="utf-8")
    assert words in answer.get_data(as_text=True)


def test_the_page_goes_to_standard_output_with_a_dash(runner: FlaskCliRunner) -> None:
    result = runner.invoke(args=["rules", "write", "-"])
    assert result.exit_code == 0 and result.output == PAGE.read_text(encoding="utf-8")


def test_the_page_names_every_text_preset_rule_and_decision() -> None:
    page = PAGE.read_text(encoding="utf-8")
    assert all(f"### {t.source.title}" in page for t in TEXTS)
    assert all(f"### `{r}`:" in page for r in RULESET_IDS)  # every edition of every game
    assert all(f"### {r}: " in page for r in RULES)
    assert len(re.findall(r"\*\*Decision\*\*: ", page)) == len(decisions(RULES)) > 10
    assert all(f"*Why*: {d.reason}" in page for _, d in decisions(RULES))


def test_the_project_points_at_no_file_outside_itself() -> None:
    """The project carries its own reading of the rules: no rules file or text folder outside it."""
    outside = re.compile("RULES" + r"\.md|\.\./shared|seeds" + "/")
    folders = [ROOT / "racko_api", ROOT / "docs", ROOT / "tests"]
    hits = [f"{path.relative_to(ROOT)}" for folder in folders for path in folder.rglob("*")
            if path.is_file() and path.suffix in {".py", ".md", ".json", ".yaml"}
            and outside.search(path.read_text(encoding="utf-8"))]
    assert hits == []


def test_every_rule_of_the_api_carries_its_decisions(client) -> None:  # type: ignore[no-untyped-def]
    served = {r["id"]: r for r in client.get("/v1/rules").get_json()}
    assert set(served) == set(RULES)
    for rule_id, rule in RULES.items():
        assert served[rule_id]["decisions"] == [{"decision": d.decision, "reason": d.reason}
                                                for d in rule.decisions]
    bonus = served["R-BONUS"]["decisions"]
    assert any("run_bonus_from" in d["decision"] for d in bonus)


def test_every_rule_of_the_api_cites_its_texts_with_their_words(client) -> None:  # type: ignore[no-untyped-def]
    """The API serves each citation's quote, and names each text once in `sources`."""
    served = {r["id"]: r for r in client.get("/v1/rules", headers={"Accept-Language": "it"}).get_json()}
    for rule_id, rule in RULES.items():
        assert served[rule_id]["citations"] == [{"source": c.source.title, "quote": c.quote}
                                                for c in rule.sources]
        assert served[rule_id]["sources"] == list(dict.fromkeys(c.source.title for c in rule.sources))
    assert served["R-RACK"]["sources"] == ["Hasbro / Milton Bradley rulebook",
                                           "Parker Brothers 1992 reprint, a player's summary"]
    assert "Parker Brothers 1992 reprint, a player's summary" not in served["R-RESTOCK"]["sources"]
    assert any("S-CALL" == r["id"] for r in client.get("/v1/rulesets/super-rack-o").get_json()["rules"])
