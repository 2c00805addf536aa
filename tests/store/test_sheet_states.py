"""The table of sheet states a server's workers share: a hint that is never wrong in a way that
matters, since every write checks the sheet is as the hint said (tests/store/test_round_append)."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

import pytest

from racko_api.store.sheet_states import HEAD, SLOT, SheetState, SheetStates

STATE = SheetState(3, 2, {"Ann": 95, "Bo": 90})


def test_a_state_put_is_the_state_got() -> None:
    table = SheetStates.private(64)
    assert table.get("sheet-a") is None
    table.put("sheet-a", STATE)
    assert table.get("sheet-a") == STATE
    assert table.get("sheet-b") is None


def test_an_older_state_never_replaces_a_newer_one() -> None:
    table = SheetStates.private(64)
    table.put("sheet-a", STATE)
    table.put("sheet-a", SheetState(2, 1, {"Ann": 20, "Bo": 75}))  # a slower writer finishing late
    assert table.get("sheet-a") == STATE
    newer = SheetState(4, 3, {"Ann": 170, "Bo": 105})
    table.put("sheet-a", newer)
    assert table.get("sheet-a") == newer


def test_a_sheet_in_the_same_slot_takes_its_place() -> None:
    table = SheetStates.private(1)
    table.put("sheet-a", STATE)
    table.put("sheet-b", SheetState(1, 0, {"Cy": 0, "Di": 0}))
    assert table.get("sheet-a") is None
    assert table.get("sheet-b") == SheetState(1, 0, {"Cy": 0, "Di": 0})


@pytest.mark.parametrize("totals", [{f"player {i:>33}": 0 for i in range(12)}, {"Ann": 2**70}],
                         ids=["too-long", "beyond-64-bits"])
def test_a_state_that_does_not_fit_a_slot_is_not_kept(totals: dict[str, int]) -> None:
    table = SheetStates.private(8)
    table.put("sheet-a", SheetState(1, 0, totals))
    assert table.get("sheet-a") is None


@pytest.mark.parametrize("payload", [b'[2, {"Ann": 95', b"[2, [95, 90]]", b'["2", {"Ann": 95}]',
                                     b'[2, {"Ann": "95"}]', b"\xff\xfe", b"{}"],
                         ids=["torn", "list", "count-text", "total-text", "not-utf8", "object"])
def test_a_slot_that_does_not_hold_a_state_is_no_state(payload: bytes) -> None:
    """What a torn write (two workers writing one slot) or stray bytes leave is ignored."""
    table = SheetStates.private(1)
    table.put("sheet-a", STATE)
    table._memory[0:HEAD.size + len(payload)] = HEAD.pack(b"sheet-a", 3, len(payload)) + payload
    assert table.get("sheet-a") is None


def test_without_slots_nothing_is_kept() -> None:
    table = SheetStates.private(0)
    table.put("sheet-a", STATE)
    assert table.get("sheet-a") is None


def _put_in(path: str, version: int) -> None:
    SheetStates.shared(path, 16).put("sheet-a", SheetState(version, version - 1, {"Ann": version}))


def test_processes_mapping_one_file_see_each_others_states(tmp_path: Path) -> None:
    path = str(tmp_path / "states")
    mine = SheetStates.shared(path, 16)
    assert Path(path).stat().st_size == 16 * SLOT
    worker = multiprocessing.get_context("fork").Process(target=_put_in, args=(path, 5))
    worker.start()
    worker.join(timeout=30)
    assert worker.exitcode == 0
    assert mine.get("sheet-a") == SheetState(5, 4, {"Ann": 5})
    mine.put("sheet-a", SheetState(6, 5, {"Ann": 6}))
    assert SheetStates.shared(path, 16).get("sheet-a") == SheetState(6, 5, {"Ann": 6})



def test_a_file_that_cannot_be_mapped_leaves_the_process_a_table_of_its_own(tmp_path: Path) -> None:
    from racko_api import create_app
    from racko_api.store.sheet_states import sheet_states

    app = create_app({"TESTING": True, "SHEET_STATE_FILE": str(tmp_path / "missing" / "states")})
    assert not (tmp_path / "missing").exists()
    with app.app_context():
        sheet_states().put("sheet-a", STATE)
        assert sheet_states().get("sheet-a") == STATE
