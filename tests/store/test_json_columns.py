"""JSON columns are read back with orjson where it reads exactly what the standard library
reads, and with the standard library everywhere else."""

from __future__ import annotations

import json
import math
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from racko_api.extensions import db
from racko_api.ops import json_codec
from racko_api.store.reading import read_rows
from racko_api.store.scoresheets import Scoresheet

from .test_writes_are_safe import new_sheet

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=30)


def _same(a: Any, b: Any) -> bool:
    """Equal, with the same types all the way down (1 and 1.0 are not the same here; NaN is NaN)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return bool(a == b)


@given(JSON_VALUES)
def test_a_column_reads_as_the_standard_library_reads_it(value: Any) -> None:
    for text in (json.dumps(value), json_codec.dumps(value)):
        assert _same(json_codec.loads(text.encode()), json.loads(text))
        assert _same(json_codec.loads(text), json.loads(text))


def test_what_orjson_would_misread_or_refuses_is_read_by_the_standard_library() -> None:
    for text in ('{"big": 1180591620717411303424, "neg": -9223372036854775809}', "[NaN, Infinity]",
                 '"\\ud800"', "[1e400]", '{"a": 1, "a": 2}'):
        assert _same(json_codec.loads(text.encode()), json.loads(text)), text


def test_integers_beyond_64_bits_come_back_from_the_database_as_integers(app) -> None:
    with app.app_context():
        sheet = new_sheet()
        sheet.totals = {"Ann": 2**70, "Bo": -(2**64)}
        db.session.add(sheet)
        db.session.commit()
        db.session.remove()
        (row,) = read_rows(Scoresheet.__table__.select(), {})
        totals = row.totals
    assert totals == {"Ann": 2**70, "Bo": -(2**64)}
    assert all(type(v) is int for v in totals.values())
