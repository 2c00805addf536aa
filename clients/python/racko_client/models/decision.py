from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Decision")


@_attrs_define
class Decision:
    """
    Attributes:
        decision (str): the reading taken
        reason (str): why, from the texts
    """

    decision: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        decision = self.decision

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decision": decision,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        decision = d.pop("decision")

        reason = d.pop("reason")

        decision = cls(
            decision=decision,
            reason=reason,
        )

        return decision
