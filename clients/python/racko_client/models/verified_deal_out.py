from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replay_out import ReplayOut
    from ..models.super_rack_text import SuperRackText


T = TypeVar("T", bound="VerifiedDealOut")


@_attrs_define
class VerifiedDealOut:
    """
    Attributes:
        commitment (str): SHA-256 (hex) of the seed text
        commitment_matches (bool): the commitment sent is the seed's SHA-256 (case aside): the seed is the one the table
            committed to before the round began
        dealer (int):
        discard (list[int | str]): the card turned up to start the discard pile
        players (int):
        racks (list[list[int | None] | SuperRackText]): per seat, seat 0 first, as the ruleset's traits shape a rack: a
            single rack, its cards from the lowest slot (null: an empty slot in the quick start); a double rack, {blue, red}
            card faces, row 1 first
        ruleset (str):
        seed (str):
        stock (list[int | str]): the stock (draw pile) as dealt, bottom first: its last card is drawn first
        replay (ReplayOut | Unset):
    """

    commitment: str
    commitment_matches: bool
    dealer: int
    discard: list[int | str]
    players: int
    racks: list[list[int | None] | SuperRackText]
    ruleset: str
    seed: str
    stock: list[int | str]
    replay: ReplayOut | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        commitment_matches = self.commitment_matches

        dealer = self.dealer

        discard = []
        for discard_item_data in self.discard:
            discard_item: int | str
            discard_item = discard_item_data
            discard.append(discard_item)

        players = self.players

        racks = []
        for racks_item_data in self.racks:
            racks_item: dict[str, Any] | list[int | None]
            if isinstance(racks_item_data, list):
                racks_item = []
                for racks_item_type_0_item_data in racks_item_data:
                    racks_item_type_0_item: int | None
                    racks_item_type_0_item = racks_item_type_0_item_data
                    racks_item.append(racks_item_type_0_item)

            else:
                racks_item = racks_item_data.to_dict()

            racks.append(racks_item)

        ruleset = self.ruleset

        seed = self.seed

        stock = []
        for stock_item_data in self.stock:
            stock_item: int | str
            stock_item = stock_item_data
            stock.append(stock_item)

        replay: dict[str, Any] | Unset = UNSET
        if not isinstance(self.replay, Unset):
            replay = self.replay.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "commitment_matches": commitment_matches,
                "dealer": dealer,
                "discard": discard,
                "players": players,
                "racks": racks,
                "ruleset": ruleset,
                "seed": seed,
                "stock": stock,
            }
        )
        if replay is not UNSET:
            field_dict["replay"] = replay

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replay_out import ReplayOut
        from ..models.super_rack_text import SuperRackText

        d = dict(src_dict)
        commitment = d.pop("commitment")

        commitment_matches = d.pop("commitment_matches")

        dealer = d.pop("dealer")

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in _discard:

            def _parse_discard_item(data: object) -> int | str:
                return cast(int | str, data)

            discard_item = _parse_discard_item(discard_item_data)

            discard.append(discard_item)

        players = d.pop("players")

        racks = []
        _racks = d.pop("racks")
        for racks_item_data in _racks:

            def _parse_racks_item(data: object) -> list[int | None] | SuperRackText:
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    racks_item_type_0 = []
                    _racks_item_type_0 = data
                    for racks_item_type_0_item_data in _racks_item_type_0:

                        def _parse_racks_item_type_0_item(data: object) -> int | None:
                            if data is None:
                                return data
                            return cast(int | None, data)

                        racks_item_type_0_item = _parse_racks_item_type_0_item(
                            racks_item_type_0_item_data
                        )

                        racks_item_type_0.append(racks_item_type_0_item)

                    return racks_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                racks_item_type_1 = SuperRackText.from_dict(data)

                return racks_item_type_1

            racks_item = _parse_racks_item(racks_item_data)

            racks.append(racks_item)

        ruleset = d.pop("ruleset")

        seed = d.pop("seed")

        stock = []
        _stock = d.pop("stock")
        for stock_item_data in _stock:

            def _parse_stock_item(data: object) -> int | str:
                return cast(int | str, data)

            stock_item = _parse_stock_item(stock_item_data)

            stock.append(stock_item)

        _replay = d.pop("replay", UNSET)
        replay: ReplayOut | Unset
        if isinstance(_replay, Unset):
            replay = UNSET
        else:
            replay = ReplayOut.from_dict(_replay)

        verified_deal_out = cls(
            commitment=commitment,
            commitment_matches=commitment_matches,
            dealer=dealer,
            discard=discard,
            players=players,
            racks=racks,
            ruleset=ruleset,
            seed=seed,
            stock=stock,
            replay=replay,
        )

        return verified_deal_out
