"""Corrections: undo the last round, replace round n; both need If-Match with the current ETag."""

from __future__ import annotations

from typing import Any


def quick(rack_o: str, **cards: int) -> dict[str, Any]:
    """A round typed in as counts: `rack_o` went out, the others had `cards` in order."""
    return {"rack_o": rack_o, "entries": [{"player": rack_o, "scoring_cards": 10}] +
            [{"player": name, "scoring_cards": k} for name, k in cards.items()]}


def test_undo_takes_back_the_last_round_and_its_points(new_sheet, dealer) -> None:
    sheet = new_sheet()
    sheet.add_round({"rack_o": "Ann", "entries": dealer.round(40, "Ann", 3, {"Bo": 4})})
    sheet.add_round(quick("Bo", Ann=7))
    etag = sheet.etag()
    undone = sheet.client.delete(f"{sheet.url}/rounds/last", headers=sheet.auth(**{"If-Match": etag}))
    assert undone.status_code == 200
    assert undone.headers["ETag"] != etag
    body = undone.get_json()
    assert body["round_count"] == 1 and len(body["rounds"]) == 1
    assert {p["name"]: p["total"] for p in body["players"]} == {"Ann": 75, "Bo": 20}
    assert sheet.read().get_json() == body


def test_R_TARGET_undo_of_the_winning_round_reopens_the_game(new_sheet) -> None:
    sheet = new_sheet(target=100)
    sheet.add_round(quick("Ann", Bo=5))
    won = sheet.add_round(quick("Ann", Bo=2))
    assert won["winner"] == "Ann"
    assert sheet.post_round(quick("Bo", Ann=1)).status_code == 409
    reopened = sheet.client.delete(f"{sheet.url}/rounds/last",
                                   headers=sheet.auth(**{"If-Match": sheet.etag()}))
    assert reopened.get_json()["winner"] is None
    again = sheet.add_round(quick("Bo", Ann=1))
    assert sheet.totals_of(again) == {"Ann": 80, "Bo": 100}
    assert again["winner"] == "Bo"


def test_replacing_round_n_recomputes_every_total_after_it(new_sheet, dealer) -> None:
    sheet = new_sheet("hasbro", ["Ann", "Bo", "Cy"])
    sheet.add_round(quick("Ann", Bo=2, Cy=3))      # 75, 10, 15
    sheet.add_round(quick("Bo", Ann=4, Cy=1))      # 95, 85, 20
    sheet.add_round(quick("Cy", Ann=6, Bo=9))      # 125, 130, 95
    correction = {"rack_o": "Cy", "entries": dealer.round(50, "Cy", 3, {"Ann": 2, "Bo": 5})}
    replaced = sheet.client.put(f"{sheet.url}/rounds/1", json=correction,
                                headers=sheet.auth(**{"If-Match": sheet.etag()}))
    assert replaced.status_code == 200, replaced.get_json()
    answer = replaced.get_json()
    # The answer is the corrected round and the new totals, not the whole sheet.
    assert "rounds" not in answer
    assert answer["round"]["number"] == 1 and answer["round"]["entries"] == correction["entries"]
    assert sheet.totals_of(answer["round"]) == {"Ann": 10, "Bo": 25, "Cy": 75}
    assert {p["name"]: p["total"] for p in answer["players"]} == {"Ann": 60, "Bo": 145, "Cy": 155}
    assert answer["leaders"] == ["Cy"] and answer["round_count"] == 3
    assert replaced.headers["ETag"] == f'"{answer["version"]}"'
    sheet.forget_served()
    body = sheet.read().get_json()
    assert [sheet.totals_of(r) for r in body["rounds"]] == [
        {"Ann": 10, "Bo": 25, "Cy": 75},
        {"Ann": 30, "Bo": 100, "Cy": 80},
        {"Ann": 60, "Bo": 145, "Cy": 155},
    ]
    assert body["rounds"][0]["entries"] == correction["entries"]
    assert body["rounds"][0]["rack_o"] == "Cy"
    assert {p["name"]: p["total"] for p in body["players"]} == {"Ann": 60, "Bo": 145, "Cy": 155}
    assert body["leaders"] == ["Cy"]
    assert [sheet.totals_of(sheet.client.get(f"{sheet.url}/rounds/{n}").get_json())
            for n in (1, 2, 3)] == [sheet.totals_of(r) for r in body["rounds"]]
    one = sheet.client.get(f"{sheet.url}/rounds/1")
    assert one.status_code == 200
    detail = one.get_json()
    assert detail == answer["round"]
    assert all(len(p["slots"]) == 10 for p in detail["players"])
    summary = body["rounds"][0]  # the sheet lists each round without the slot-by-slot detail
    assert {**detail, "players": [{k: p[k] for k in summary["players"][0]} for p in detail["players"]]} \
        == summary


def test_R_TARGET_a_correction_that_ends_the_game_early_is_refused(new_sheet) -> None:
    sheet = new_sheet(target=150)
    sheet.add_round(quick("Ann", Bo=1))  # 75, 5
    sheet.add_round(quick("Bo", Ann=1))  # 80, 80
    sheet.add_round(quick("Bo", Ann=1))  # 85, 155: Bo wins here
    with sheet.unchanged():
        early = sheet.client.put(f"{sheet.url}/rounds/2", json=quick("Ann", Bo=1),
                                 headers=sheet.auth(**{"If-Match": sheet.etag()}))
        assert early.status_code == 409
        assert early.get_json()["rule"] == "R-TARGET"
    last = sheet.client.put(f"{sheet.url}/rounds/3", json=quick("Ann", Bo=2),
                            headers=sheet.auth(**{"If-Match": sheet.etag()}))
    assert last.status_code == 200
    assert last.get_json()["winner"] == "Ann"  # the last round may change who won
    assert sheet.totals() == {"Ann": 155, "Bo": 90}


def test_stale_if_match_is_412_and_changes_nothing(new_sheet) -> None:
    sheet = new_sheet()
    sheet.add_round(quick("Ann", Bo=2))
    stale = sheet.etag()
    sheet.add_round(quick("Bo", Ann=3))  # another phone wrote in between
    with sheet.unchanged():
        undo = sheet.client.delete(f"{sheet.url}/rounds/last", headers=sheet.auth(**{"If-Match": stale}))
        put = sheet.client.put(f"{sheet.url}/rounds/1", json=quick("Bo", Ann=1),
                               headers=sheet.auth(**{"If-Match": stale}))
        weak = sheet.client.delete(f"{sheet.url}/rounds/last",
                                   headers=sheet.auth(**{"If-Match": "W/" + sheet.etag()}))
    for answer in (undo, put, weak):
        assert answer.status_code == 412
        assert answer.mimetype == "application/problem+json"
    assert undo.headers["ETag"] == sheet.etag()


def test_missing_if_match_is_428_and_changes_nothing(new_sheet) -> None:
    sheet = new_sheet()
    sheet.add_round(quick("Ann", Bo=2))
    with sheet.unchanged():
        undo = sheet.client.delete(f"{sheet.url}/rounds/last", headers=sheet.auth())
        put = sheet.client.put(f"{sheet.url}/rounds/1", json=quick("Bo", Ann=1), headers=sheet.auth())
    assert undo.status_code == put.status_code == 428
    assert undo.get_json()["status"] == 428


def test_if_match_star_matches_any_version(new_sheet) -> None:
    sheet = new_sheet()
    sheet.add_round(quick("Ann", Bo=2))
    undone = sheet.client.delete(f"{sheet.url}/rounds/last", headers=sheet.auth(**{"If-Match": "*"}))
    assert undone.status_code == 200 and undone.get_json()["round_count"] == 0


def test_etag_changes_with_every_write_and_if_none_match_gives_304(new_sheet) -> None:
    sheet = new_sheet()
    seen = [sheet.etag()]
    assert sheet.client.get(sheet.url, headers={"If-None-Match": seen[0]}).status_code == 304
    sheet.add_round(quick("Ann", Bo=2))
    seen.append(sheet.etag())
    sheet.client.put(f"{sheet.url}/rounds/1", json=quick("Bo", Ann=2),
                     headers=sheet.auth(**{"If-Match": seen[-1]}))
    seen.append(sheet.etag())
    sheet.client.delete(f"{sheet.url}/rounds/last", headers=sheet.auth(**{"If-Match": seen[-1]}))
    seen.append(sheet.etag())
    assert len(set(seen)) == 4
    old = sheet.client.get(sheet.url, headers={"If-None-Match": seen[0]})
    assert old.status_code == 200 and old.headers["ETag"] == seen[-1]
    fresh = sheet.client.get(sheet.url, headers={"If-None-Match": seen[-1]})
    assert fresh.status_code == 304 and fresh.data == b"" and fresh.headers["ETag"] == seen[-1]


def test_nothing_to_undo_and_no_such_round(new_sheet) -> None:
    sheet = new_sheet()
    with sheet.unchanged():
        nothing = sheet.client.delete(f"{sheet.url}/rounds/last",
                                      headers=sheet.auth(**{"If-Match": sheet.etag()}))
        missing = sheet.client.put(f"{sheet.url}/rounds/1", json=quick("Ann", Bo=2),
                                   headers=sheet.auth(**{"If-Match": sheet.etag()}))
    assert nothing.status_code == 409
    assert missing.status_code == 404
    assert sheet.client.get(f"{sheet.url}/rounds/1").status_code == 404


def test_if_match_takes_a_list_of_etags_rfc_9110(new_sheet) -> None:
    """RFC 9110 §13.1.1: If-Match is `*` or a list; it holds when any listed tag is current
    (strong comparison, so a weak tag never does)."""
    sheet = new_sheet()
    sheet.add_round(quick("Ann", Bo=2))
    sheet.add_round(quick("Bo", Ann=3))
    current = sheet.etag()
    with sheet.unchanged():
        for stale in ('"0", "1"', '"0",W/' + current, "W/" + current):
            answer = sheet.client.put(f"{sheet.url}/rounds/1", json=quick("Bo", Ann=1),
                                      headers=sheet.auth(**{"If-Match": stale}))
            assert answer.status_code == 412, stale
    for form in ('"0", {}', '{},"0"', ' W/"9" , {} '):
        listed = form.format(sheet.etag())
        answer = sheet.client.put(f"{sheet.url}/rounds/1", json=quick("Bo", Ann=1),
                                  headers=sheet.auth(**{"If-Match": listed}))
        assert answer.status_code == 200, listed


def test_if_none_match_takes_a_list_and_compares_weakly(new_sheet) -> None:
    sheet = new_sheet()
    sheet.add_round(quick("Ann", Bo=2))
    current = sheet.etag()
    for listed in (f'"0", {current}', f"W/{current}", f'"7", W/{current}', "*"):
        assert sheet.client.get(sheet.url, headers={"If-None-Match": listed}).status_code == 304, listed
    for other in ('"0", "7"', 'W/"0"'):
        assert sheet.client.get(sheet.url, headers={"If-None-Match": other}).status_code == 200, other


def test_a_round_number_out_of_range_is_named_in_the_answer(new_sheet) -> None:
    sheet = new_sheet()
    sheet.add_round(quick("Ann", Bo=2))
    for number in (2, 2147483647, 2147483648, 10**30):
        answer = sheet.client.get(f"{sheet.url}/rounds/{number}")
        assert answer.status_code == 404 and answer.mimetype == "application/problem+json"
        assert answer.get_json()["detail"].endswith(f"has no round {number}"), answer.get_json()
    answer = sheet.client.put(f"{sheet.url}/rounds/2147483648", json=quick("Bo", Ann=1),
                              headers=sheet.auth(**{"If-Match": sheet.etag()}))
    assert answer.status_code == 404 and "has no round 2147483648" in answer.get_json()["detail"]
