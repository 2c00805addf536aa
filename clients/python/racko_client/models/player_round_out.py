from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reason import Reason
    from ..models.slot import Slot


T = TypeVar("T", bound="PlayerRoundOut")


@_attrs_define
class PlayerRoundOut:
    """
    Attributes:
        player (str):
        reasons (list[Reason]):
        total (int): running total after this round: points, or on a sheet that counts wins, wins
        bonus (int | Unset): sheets scored in points: the run bonus (R-BONUS)
        longest_run (int | None | Unset): sheets scored in points: null for a quick entry
        points (int | Unset): sheets scored in points: the round's points
        rack_o (bool | Unset): sheets scored in points: this player went Rack-O
        slots (list[Slot] | None | Unset): sheets scored in points: slot by slot; null for a quick entry
        wins (int | Unset): sheets that count wins: the wins the round gave (1 for its winner, else 0)
        won (bool | Unset): sheets that count wins: this player won the round
    """

    player: str
    reasons: list[Reason]
    total: int
    bonus: int | Unset = UNSET
    longest_run: int | None | Unset = UNSET
    points: int | Unset = UNSET
    rack_o: bool | Unset = UNSET
    slots: list[Slot] | None | Unset = UNSET
    wins: int | Unset = UNSET
    won: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        total = self.total

        bonus = self.bonus

        longest_run: int | None | Unset
        if isinstance(self.longest_run, Unset):
            longest_run = UNSET
        else:
            longest_run = self.longest_run

        points = self.points

        rack_o = self.rack_o

        slots: list[dict[str, Any]] | None | Unset
        if isinstance(self.slots, Unset):
            slots = UNSET
        elif isinstance(self.slots, list):
            slots = []
            for slots_type_0_item_data in self.slots:
                slots_type_0_item = slots_type_0_item_data.to_dict()
                slots.append(slots_type_0_item)

        else:
            slots = self.slots

        wins = self.wins

        won = self.won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "reasons": reasons,
                "total": total,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if longest_run is not UNSET:
            field_dict["longest_run"] = longest_run
        if points is not UNSET:
            field_dict["points"] = points
        if rack_o is not UNSET:
            field_dict["rack_o"] = rack_o
        if slots is not UNSET:
            field_dict["slots"] = slots
        if wins is not UNSET:
            field_dict["wins"] = wins
        if won is not UNSET:
            field_dict["won"] = won

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reason import Reason
        from ..models.slot import Slot

        d = dict(src_dict)
        player = d.pop("player")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = Reason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        total = d.pop("total")

        bonus = d.pop("bonus", UNSET)

        def _parse_longest_run(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        longest_run = _parse_longest_run(d.pop("longest_run", UNSET))

        points = d.pop("points", UNSET)

        rack_o = d.pop("rack_o", UNSET)

        def _parse_slots(data: object) -> list[Slot] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
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
            return cast(list[Slot] | None | Unset, data)

        slots = _parse_slots(d.pop("slots", UNSET))

        wins = d.pop("wins", UNSET)

        won = d.pop("won", UNSET)

        player_round_out = cls(
            player=player,
            reasons=reasons,
            total=total,
            bonus=bonus,
            longest_run=longest_run,
            points=points,
            rack_o=rack_o,
            slots=slots,
            wins=wins,
            won=won,
        )

        return player_round_out
