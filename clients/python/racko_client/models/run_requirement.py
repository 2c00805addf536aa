from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.run_requirement_applies_to import RunRequirementAppliesTo
from ..types import UNSET, Unset

T = TypeVar("T", bound="RunRequirement")


@_attrs_define
class RunRequirement:
    """
    Attributes:
        applies_to (RunRequirementAppliesTo | Unset):
        length (int | Unset): 0 = no run needed
    """

    applies_to: RunRequirementAppliesTo | Unset = UNSET
    length: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        applies_to: str | Unset = UNSET
        if not isinstance(self.applies_to, Unset):
            applies_to = self.applies_to.value

        length = self.length

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if applies_to is not UNSET:
            field_dict["applies_to"] = applies_to
        if length is not UNSET:
            field_dict["length"] = length

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _applies_to = d.pop("applies_to", UNSET)
        applies_to: RunRequirementAppliesTo | Unset
        if isinstance(_applies_to, Unset):
            applies_to = UNSET
        else:
            applies_to = RunRequirementAppliesTo(_applies_to)

        length = d.pop("length", UNSET)

        run_requirement = cls(
            applies_to=applies_to,
            length=length,
        )

        return run_requirement
