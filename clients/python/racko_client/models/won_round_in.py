from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.double_rack import DoubleRack


T = TypeVar("T", bound="WonRoundIn")


@_attrs_define
class WonRoundIn:
    """
    Attributes:
        winner (str): the player who won the round; kept NFC-normalised with no space at either end, and refused with a
            control, format (invisible, bidirectional control, TAG), private-use character or lone surrogate anywhere in
            Unicode, or more than 4 combining marks on one character Example: Ann.
        rack (DoubleRack | Unset):
    """

    winner: str
    rack: DoubleRack | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner

        rack: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rack, Unset):
            rack = self.rack.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner": winner,
            }
        )
        if rack is not UNSET:
            field_dict["rack"] = rack

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.double_rack import DoubleRack

        d = dict(src_dict)
        winner = d.pop("winner")

        _rack = d.pop("rack", UNSET)
        rack: DoubleRack | Unset
        if isinstance(_rack, Unset):
            rack = UNSET
        else:
            rack = DoubleRack.from_dict(_rack)

        won_round_in = cls(
            winner=winner,
            rack=rack,
        )

        return won_round_in
