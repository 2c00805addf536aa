from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.game_created_out_game import GameCreatedOutGame

if TYPE_CHECKING:
    from ..models.new_seat_out import NewSeatOut
    from ..models.rack_o_table_out import RackOTableOut
    from ..models.super_table_out import SuperTableOut


T = TypeVar("T", bound="GameCreatedOut")


@_attrs_define
class GameCreatedOut:
    """
    Attributes:
        fixed_seed (bool): true only for a game dealt from a seed its creator gave (a test setting)
        game (GameCreatedOutGame):
        id (str):
        ruleset (str):
        seats (list[NewSeatOut]):
        table (RackOTableOut | SuperTableOut): the table as GET /v1/games/{id} shows it
        version (int):
    """

    fixed_seed: bool
    game: GameCreatedOutGame
    id: str
    ruleset: str
    seats: list[NewSeatOut]
    table: RackOTableOut | SuperTableOut
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.rack_o_table_out import RackOTableOut

        fixed_seed = self.fixed_seed

        game = self.game.value

        id = self.id

        ruleset = self.ruleset

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        table: dict[str, Any]
        if isinstance(self.table, RackOTableOut):
            table = self.table.to_dict()
        else:
            table = self.table.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fixed_seed": fixed_seed,
                "game": game,
                "id": id,
                "ruleset": ruleset,
                "seats": seats,
                "table": table,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.new_seat_out import NewSeatOut
        from ..models.rack_o_table_out import RackOTableOut
        from ..models.super_table_out import SuperTableOut

        d = dict(src_dict)
        fixed_seed = d.pop("fixed_seed")

        game = GameCreatedOutGame(d.pop("game"))

        id = d.pop("id")

        ruleset = d.pop("ruleset")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = NewSeatOut.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_table(data: object) -> RackOTableOut | SuperTableOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                table_type_0 = RackOTableOut.from_dict(data)

                return table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            table_type_1 = SuperTableOut.from_dict(data)

            return table_type_1

        table = _parse_table(d.pop("table"))

        version = d.pop("version")

        game_created_out = cls(
            fixed_seed=fixed_seed,
            game=game,
            id=id,
            ruleset=ruleset,
            seats=seats,
            table=table,
            version=version,
        )

        return game_created_out
