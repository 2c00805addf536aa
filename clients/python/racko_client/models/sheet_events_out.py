from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sheet_event_out import SheetEventOut


T = TypeVar("T", bound="SheetEventsOut")


@_attrs_define
class SheetEventsOut:
    """
    Attributes:
        after (int):
        events (list[SheetEventOut]):
        id (str):
        last (int): the number of the last event sent
        more (bool): more events follow: ask again with after=last
        version (int):
    """

    after: int
    events: list[SheetEventOut]
    id: str
    last: int
    more: bool
    version: int

    def to_dict(self) -> dict[str, Any]:
        after = self.after

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        id = self.id

        last = self.last

        more = self.more

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after": after,
                "events": events,
                "id": id,
                "last": last,
                "more": more,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sheet_event_out import SheetEventOut

        d = dict(src_dict)
        after = d.pop("after")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = SheetEventOut.from_dict(events_item_data)

            events.append(events_item)

        id = d.pop("id")

        last = d.pop("last")

        more = d.pop("more")

        version = d.pop("version")

        sheet_events_out = cls(
            after=after,
            events=events,
            id=id,
            last=last,
            more=more,
            version=version,
        )

        return sheet_events_out
