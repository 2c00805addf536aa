from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.reason import Reason


T = TypeVar("T", bound="CheckMoveOut")


@_attrs_define
class CheckMoveOut:
    """
    Attributes:
        discarded (int | None): the card that goes on the discard pile
        legal (bool):
        rack_after (list[int | None] | None):
        rack_o_after (bool): the rack after the move is a legal Rack-O
        reasons (list[Reason]):
    """

    discarded: int | None
    legal: bool
    rack_after: list[int | None] | None
    rack_o_after: bool
    reasons: list[Reason]

    def to_dict(self) -> dict[str, Any]:
        discarded: int | None
        discarded = self.discarded

        legal = self.legal

        rack_after: list[int | None] | None
        if isinstance(self.rack_after, list):
            rack_after = []
            for rack_after_type_0_item_data in self.rack_after:
                rack_after_type_0_item: int | None
                rack_after_type_0_item = rack_after_type_0_item_data
                rack_after.append(rack_after_type_0_item)

        else:
            rack_after = self.rack_after

        rack_o_after = self.rack_o_after

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "discarded": discarded,
                "legal": legal,
                "rack_after": rack_after,
                "rack_o_after": rack_o_after,
                "reasons": reasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reason import Reason

        d = dict(src_dict)

        def _parse_discarded(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        discarded = _parse_discarded(d.pop("discarded"))

        legal = d.pop("legal")

        def _parse_rack_after(data: object) -> list[int | None] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rack_after_type_0 = []
                _rack_after_type_0 = data
                for rack_after_type_0_item_data in _rack_after_type_0:

                    def _parse_rack_after_type_0_item(data: object) -> int | None:
                        if data is None:
                            return data
                        return cast(int | None, data)

                    rack_after_type_0_item = _parse_rack_after_type_0_item(
                        rack_after_type_0_item_data
                    )

                    rack_after_type_0.append(rack_after_type_0_item)

                return rack_after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | None] | None, data)

        rack_after = _parse_rack_after(d.pop("rack_after"))

        rack_o_after = d.pop("rack_o_after")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        check_move_out = cls(
            discarded=discarded,
            legal=legal,
            rack_after=rack_after,
            rack_o_after=rack_o_after,
            reasons=reasons,
        )

        return check_move_out
