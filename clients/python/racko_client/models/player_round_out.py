from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.reason import Reason
    from ..models.slot import Slot


T = TypeVar("T", bound="PlayerRoundOut")


@_attrs_define
class PlayerRoundOut:
    """
    Attributes:
        bonus (int):
        longest_run (int | None): null for a quick entry
        player (str):
        points (int):
        rack_o (bool):
        reasons (list[Reason]):
        slots (list[Slot] | None): slot by slot; null for a quick entry
        total (int): running total after this round
    """

    bonus: int
    longest_run: int | None
    player: str
    points: int
    rack_o: bool
    reasons: list[Reason]
    slots: list[Slot] | None
    total: int

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        longest_run: int | None
        longest_run = self.longest_run

        player = self.player

        points = self.points

        rack_o = self.rack_o

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        slots: list[dict[str, Any]] | None
        if isinstance(self.slots, list):
            slots = []
            for slots_type_0_item_data in self.slots:
                slots_type_0_item = slots_type_0_item_data.to_dict()
                slots.append(slots_type_0_item)

        else:
            slots = self.slots

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "longest_run": longest_run,
                "player": player,
                "points": points,
                "rack_o": rack_o,
                "reasons": reasons,
                "slots": slots,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reason import Reason
        from ..models.slot import Slot

        d = dict(src_dict)
        bonus = d.pop("bonus")

        def _parse_longest_run(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        longest_run = _parse_longest_run(d.pop("longest_run"))

        player = d.pop("player")

        points = d.pop("points")

        rack_o = d.pop("rack_o")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        def _parse_slots(data: object) -> list[Slot] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                slots_type_0 = []
                _slots_type_0 = data
                for slots_type_0_item_data in _slots_type_0:
                    slots_type_0_item = Slot.from_dict(slots_type_0_item_data)

                    slots_type_0.append(slots_type_0_item)

                return slots_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Slot] | None, data)

        slots = _parse_slots(d.pop("slots"))

        total = d.pop("total")

        player_round_out = cls(
            bonus=bonus,
            longest_run=longest_run,
            player=player,
            points=points,
            rack_o=rack_o,
            reasons=reasons,
            slots=slots,
            total=total,
        )

        return player_round_out
