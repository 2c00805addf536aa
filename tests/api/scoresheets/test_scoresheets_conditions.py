"""If-Match and If-None-Match as RFC 9110 reads them: lists of tags, `*`, weak tags (strong
comparison for If-Match, weak for If-None-Match), and tags that name no version."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import Sheet

ROUND = {"rack_o": "Ann", "entries": [{"player": "Ann", "scoring_cards": 10},
                                      {"player": "Bo", "scoring_cards": 4}]}


@pytest.mark.parametrize("header, status", [
    ('"999", {etag}', 304), ("W/{etag}", 304), ("*", 304), ('"999"', 200), ("not-a-tag", 200),
    ('"x1"', 200), ("", 200),
])
def test_if_none_match(new_sheet: Any, header: str, status: int) -> None:
    sheet: Sheet = new_sheet()
    sheet.add_round(ROUND)
    etag = sheet.etag()
    answer = sheet.client.get(sheet.url, headers={"If-None-Match": header.format(etag=etag)})
    assert answer.status_code == status and answer.headers["ETag"] == etag
    assert (answer.get_data() == b"") == (status == 304)


@pytest.mark.parametrize("header, status", [
    ('"999", {etag}', 200), ("*", 200), ("W/{etag}", 412), ('"999"', 412), ('"x1"', 412),
    ("not-a-tag", 412),
])
def test_if_match(new_sheet: Any, problem: Any, header: str, status: int) -> None:
    sheet: Sheet = new_sheet()
    sheet.add_round(ROUND)
    etag = sheet.etag()
    answer = sheet.client.delete(f"{sheet.url}/rounds/last",
                                 headers=sheet.auth(**{"If-Match": header.format(etag=etag)}))
    if status == 412:
        problem(answer, 412)
        assert answer.headers["ETag"] == etag  # where the sheet is now
        assert sheet.totals() == {"Ann": 75, "Bo": 20}
    else:
        assert answer.status_code == 200 and answer.get_json()["rounds"] == []
