from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.contributed_event import ContributedEvent
    from ..models.deal_chain_event import DealChainEvent
    from ..models.deal_revealed_event import DealRevealedEvent
    from ..models.dealt_event import DealtEvent
    from ..models.discarded_event import DiscardedEvent
    from ..models.drew_event import DrewEvent
    from ..models.exchanged_event import ExchangedEvent
    from ..models.first_dealer_event import FirstDealerEvent
    from ..models.game_over_event import GameOverEvent
    from ..models.placed_event import PlacedEvent
    from ..models.rack_dealt_event import RackDealtEvent
    from ..models.rack_o_event import RackOEvent
    from ..models.refilled_event import RefilledEvent
    from ..models.restocked_event import RestockedEvent
    from ..models.reversed_event import ReversedEvent
    from ..models.round_over_event import RoundOverEvent
    from ..models.row_switched_event import RowSwitchedEvent
    from ..models.super_rack_o_event import SuperRackOEvent
    from ..models.swap_played_event import SwapPlayedEvent
    from ..models.tie_at_target_event import TieAtTargetEvent
    from ..models.took_discard_event import TookDiscardEvent


T = TypeVar("T", bound="EventsOut")


@_attrs_define
class EventsOut:
    """
    Attributes:
        after (int):
        events (list[ContributedEvent | DealChainEvent | DealRevealedEvent | DealtEvent | DiscardedEvent | DrewEvent |
            ExchangedEvent | FirstDealerEvent | GameOverEvent | PlacedEvent | RackDealtEvent | RackOEvent | RefilledEvent |
            RestockedEvent | ReversedEvent | RoundOverEvent | RowSwitchedEvent | SuperRackOEvent | SwapPlayedEvent |
            TieAtTargetEvent | TookDiscardEvent]):
        id (str):
        last (int): the number of the last event sent
        more (bool): more events follow: ask again with after=last
        seat (int | None): the viewer: the token's seat, or null for anyone
        version (int):
    """

    after: int
    events: list[
        ContributedEvent
        | DealChainEvent
        | DealRevealedEvent
        | DealtEvent
        | DiscardedEvent
        | DrewEvent
        | ExchangedEvent
        | FirstDealerEvent
        | GameOverEvent
        | PlacedEvent
        | RackDealtEvent
        | RackOEvent
        | RefilledEvent
        | RestockedEvent
        | ReversedEvent
        | RoundOverEvent
        | RowSwitchedEvent
        | SuperRackOEvent
        | SwapPlayedEvent
        | TieAtTargetEvent
        | TookDiscardEvent
    ]
    id: str
    last: int
    more: bool
    seat: int | None
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.contributed_event import ContributedEvent
        from ..models.deal_chain_event import DealChainEvent
        from ..models.deal_revealed_event import DealRevealedEvent
        from ..models.dealt_event import DealtEvent
        from ..models.discarded_event import DiscardedEvent
        from ..models.drew_event import DrewEvent
        from ..models.exchanged_event import ExchangedEvent
        from ..models.first_dealer_event import FirstDealerEvent
        from ..models.game_over_event import GameOverEvent
        from ..models.placed_event import PlacedEvent
        from ..models.rack_dealt_event import RackDealtEvent
        from ..models.rack_o_event import RackOEvent
        from ..models.restocked_event import RestockedEvent
        from ..models.reversed_event import ReversedEvent
        from ..models.round_over_event import RoundOverEvent
        from ..models.row_switched_event import RowSwitchedEvent
        from ..models.super_rack_o_event import SuperRackOEvent
        from ..models.swap_played_event import SwapPlayedEvent
        from ..models.tie_at_target_event import TieAtTargetEvent
        from ..models.took_discard_event import TookDiscardEvent

        after = self.after

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, FirstDealerEvent)
                or isinstance(events_item_data, DealtEvent)
                or isinstance(events_item_data, RackDealtEvent)
                or isinstance(events_item_data, DrewEvent)
                or isinstance(events_item_data, TookDiscardEvent)
                or isinstance(events_item_data, RestockedEvent)
                or isinstance(events_item_data, ExchangedEvent)
                or isinstance(events_item_data, DiscardedEvent)
                or isinstance(events_item_data, DealRevealedEvent)
                or isinstance(events_item_data, DealChainEvent)
                or isinstance(events_item_data, ContributedEvent)
                or isinstance(events_item_data, RoundOverEvent)
                or isinstance(events_item_data, GameOverEvent)
                or isinstance(events_item_data, PlacedEvent)
                or isinstance(events_item_data, RackOEvent)
                or isinstance(events_item_data, TieAtTargetEvent)
                or isinstance(events_item_data, SuperRackOEvent)
                or isinstance(events_item_data, SwapPlayedEvent)
                or isinstance(events_item_data, RowSwitchedEvent)
                or isinstance(events_item_data, ReversedEvent)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        id = self.id

        last = self.last

        more = self.more

        seat: int | None
        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after": after,
                "events": events,
                "id": id,
                "last": last,
                "more": more,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.contributed_event import ContributedEvent
        from ..models.deal_chain_event import DealChainEvent
        from ..models.deal_revealed_event import DealRevealedEvent
        from ..models.dealt_event import DealtEvent
        from ..models.discarded_event import DiscardedEvent
        from ..models.drew_event import DrewEvent
        from ..models.exchanged_event import ExchangedEvent
        from ..models.first_dealer_event import FirstDealerEvent
        from ..models.game_over_event import GameOverEvent
        from ..models.placed_event import PlacedEvent
        from ..models.rack_dealt_event import RackDealtEvent
        from ..models.rack_o_event import RackOEvent
        from ..models.refilled_event import RefilledEvent
        from ..models.restocked_event import RestockedEvent
        from ..models.reversed_event import ReversedEvent
        from ..models.round_over_event import RoundOverEvent
        from ..models.row_switched_event import RowSwitchedEvent
        from ..models.super_rack_o_event import SuperRackOEvent
        from ..models.swap_played_event import SwapPlayedEvent
        from ..models.tie_at_target_event import TieAtTargetEvent
        from ..models.took_discard_event import TookDiscardEvent

        d = dict(src_dict)
        after = d.pop("after")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                ContributedEvent
                | DealChainEvent
                | DealRevealedEvent
                | DealtEvent
                | DiscardedEvent
                | DrewEvent
                | ExchangedEvent
                | FirstDealerEvent
                | GameOverEvent
                | PlacedEvent
                | RackDealtEvent
                | RackOEvent
                | RefilledEvent
                | RestockedEvent
                | ReversedEvent
                | RoundOverEvent
                | RowSwitchedEvent
                | SuperRackOEvent
                | SwapPlayedEvent
                | TieAtTargetEvent
                | TookDiscardEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_0 = FirstDealerEvent.from_dict(data)

                    return events_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_1 = DealtEvent.from_dict(data)

                    return events_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_2 = RackDealtEvent.from_dict(data)

                    return events_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_3 = DrewEvent.from_dict(data)

                    return events_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_4 = TookDiscardEvent.from_dict(data)

                    return events_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_5 = RestockedEvent.from_dict(data)

                    return events_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_6 = ExchangedEvent.from_dict(data)

                    return events_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_7 = DiscardedEvent.from_dict(data)

                    return events_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_8 = DealRevealedEvent.from_dict(data)

                    return events_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_9 = DealChainEvent.from_dict(data)

                    return events_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_10 = ContributedEvent.from_dict(data)

                    return events_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_11 = RoundOverEvent.from_dict(data)

                    return events_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_12 = GameOverEvent.from_dict(data)

                    return events_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_13 = PlacedEvent.from_dict(data)

                    return events_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_14 = RackOEvent.from_dict(data)

                    return events_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_15 = TieAtTargetEvent.from_dict(data)

                    return events_item_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_16 = SuperRackOEvent.from_dict(data)

                    return events_item_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_17 = SwapPlayedEvent.from_dict(data)

                    return events_item_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_18 = RowSwitchedEvent.from_dict(data)

                    return events_item_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_19 = ReversedEvent.from_dict(data)

                    return events_item_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                events_item_type_20 = RefilledEvent.from_dict(data)

                return events_item_type_20

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        id = d.pop("id")

        last = d.pop("last")

        more = d.pop("more")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        version = d.pop("version")

        events_out = cls(
            after=after,
            events=events,
            id=id,
            last=last,
            more=more,
            seat=seat,
            version=version,
        )

        return events_out
