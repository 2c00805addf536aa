from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Call")


@_attrs_define
class Call:
    """
    Attributes:
        now (bool): call Rack-O now (true) or wait
        points_now (int): what calling now scores
        reason (str):
        rule (str):  Example: R-WAIT.
        waiting (float): the points waiting is expected to score (see `call`)
    """

    now: bool
    points_now: int
    reason: str
    rule: str
    waiting: float

    def to_dict(self) -> dict[str, Any]:
        now = self.now

        points_now = self.points_now

        reason = self.reason

        rule = self.rule

        waiting = self.waiting

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "now": now,
                "points_now": points_now,
                "reason": reason,
                "rule": rule,
                "waiting": waiting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        now = d.pop("now")

        points_now = d.pop("points_now")

        reason = d.pop("reason")

        rule = d.pop("rule")

        waiting = d.pop("waiting")

        call = cls(
            now=now,
            points_now=points_now,
            reason=reason,
            rule=rule,
            waiting=waiting,
        )

        return call
