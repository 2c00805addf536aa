from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mismatch_out_expected_type_0 import MismatchOutExpectedType0
    from ..models.mismatch_out_found import MismatchOutFound


T = TypeVar("T", bound="MismatchOut")


@_attrs_define
class MismatchOut:
    """
    Attributes:
        expected (MismatchOutExpectedType0 | None): the event the replay makes there (null: no legal action makes the
            logged one)
        found (MismatchOutFound): the logged event
        index (int): its place in `events`, from 0
        reason (str):
        rule (None | str): the rule the replay's event follows there
        seq (int | None): its `seq`
    """

    expected: MismatchOutExpectedType0 | None
    found: MismatchOutFound
    index: int
    reason: str
    rule: None | str
    seq: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.mismatch_out_expected_type_0 import MismatchOutExpectedType0

        expected: dict[str, Any] | None
        if isinstance(self.expected, MismatchOutExpectedType0):
            expected = self.expected.to_dict()
        else:
            expected = self.expected

        found = self.found.to_dict()

        index = self.index

        reason = self.reason

        rule: None | str
        rule = self.rule

        seq: int | None
        seq = self.seq

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expected": expected,
                "found": found,
                "index": index,
                "reason": reason,
                "rule": rule,
                "seq": seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mismatch_out_expected_type_0 import MismatchOutExpectedType0
        from ..models.mismatch_out_found import MismatchOutFound

        d = dict(src_dict)

        def _parse_expected(data: object) -> MismatchOutExpectedType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                expected_type_0 = MismatchOutExpectedType0.from_dict(data)

                return expected_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MismatchOutExpectedType0 | None, data)

        expected = _parse_expected(d.pop("expected"))

        found = MismatchOutFound.from_dict(d.pop("found"))

        index = d.pop("index")

        reason = d.pop("reason")

        def _parse_rule(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rule = _parse_rule(d.pop("rule"))

        def _parse_seq(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seq = _parse_seq(d.pop("seq"))

        mismatch_out = cls(
            expected=expected,
            found=found,
            index=index,
            reason=reason,
            rule=rule,
            seq=seq,
        )

        return mismatch_out
