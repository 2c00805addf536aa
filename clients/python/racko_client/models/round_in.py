from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.entry_in import EntryIn


T = TypeVar("T", bound="RoundIn")


@_attrs_define
class RoundIn:
    """
    Attributes:
        entries (list[EntryIn]): one entry per player, in any order
        rack_o (str | Unset): who went Rack-O; may be omitted when only one rack can be; kept NFC-normalised with no
            space at either end, and refused with a control, format (invisible, bidirectional control, TAG), private-use
            character or lone surrogate anywhere in Unicode, or more than 4 combining marks on one character Example: Ann.
    """

    entries: list[EntryIn]
    rack_o: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        rack_o = self.rack_o

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entries": entries,
            }
        )
        if rack_o is not UNSET:
            field_dict["rack_o"] = rack_o

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.entry_in import EntryIn

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = EntryIn.from_dict(entries_item_data)

            entries.append(entries_item)

        rack_o = d.pop("rack_o", UNSET)

        round_in = cls(
            entries=entries,
            rack_o=rack_o,
        )

        return round_in
