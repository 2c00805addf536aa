from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.reason import Reason
    from ..models.slot import Slot


T = TypeVar("T", bound="PlayerRound")


@_attrs_define
class PlayerRound:
    """
    Attributes:
        bonus (int):
        longest_run (int):
        player (str):
        points (int):
        rack_o (bool): scored as the player who went Rack-O
        reasons (list[Reason]):
        slots (list[Slot]):
    """

    bonus: int
    longest_run: int
    player: str
    points: int
    rack_o: bool
    reasons: list[Reason]
    slots: list[Slot]

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        longest_run = self.longest_run

        player = self.player

        points = self.points

        rack_o = self.rack_o

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        slots = []
        for slots_item_data in self.slots:
            slots_item = slots_item_data.to_dict()
            slots.append(slots_item)

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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reason import Reason
        from ..models.slot import Slot

        d = dict(src_dict)
        bonus = d.pop("bonus")

        longest_run = d.pop("longest_run")

        player = d.pop("player")

        points = d.pop("points")

        rack_o = d.pop("rack_o")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        slots = []
        _slots = d.pop("slots")
        for slots_item_data in _slots:
            slots_item = Slot.from_dict(slots_item_data)

            slots.append(slots_item)

        player_round = cls(
            bonus=bonus,
            longest_run=longest_run,
            player=player,
            points=points,
            rack_o=rack_o,
            reasons=reasons,
            slots=slots,
        )

        return player_round
