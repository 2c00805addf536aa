from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.super_game_in_ruleset import SuperGameInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_in import SeatIn
    from ..models.super_options import SuperOptions


T = TypeVar("T", bound="SuperGameIn")


@_attrs_define
class SuperGameIn:
    """
    Attributes:
        ruleset (SuperGameInRuleset):
        seats (list[SeatIn]): 2-4 seats in clockwise order, one per rack; at least one seat is a person's. A ruleset
            whose options give teams: true (GET /v1/rulesets) seats 4: seats 0 and 2 against 1 and 3, each with a rack;
            where team_rack is shared as well, it seats 2: one seat per team, named for the team, whose one token every
            member of the team shares to act for its rack Example: [{'name': 'Ann'}, {'bot': 'strong', 'name': 'Bot'}].
        hot_seat (bool | Unset): true: one device holds every seat, and the answer gives every person's seat token.
            false (the default): the answer gives the creator (the first person's seat) its token and every other person's
            seat a single-use `invitation`, to pass on; whoever claims it (POST /v1/games/{id}/join) gets that seat's token,
            which the creator never sees. Bots need no invitation
        options (SuperOptions | Unset):
        seed (int | Unset): tests and replays only: a server with the setting FIXED_DEAL_SEEDS deals every round from
            this seed (the table then says `fixed_seed: true`); any other server refuses it (422). Leave it out: each round
            is dealt from a secret seed the table commits to (see POST /v1/deals/verify)
    """

    ruleset: SuperGameInRuleset
    seats: list[SeatIn]
    hot_seat: bool | Unset = UNSET
    options: SuperOptions | Unset = UNSET
    seed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        hot_seat = self.hot_seat

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seats": seats,
            }
        )
        if hot_seat is not UNSET:
            field_dict["hot_seat"] = hot_seat
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_in import SeatIn
        from ..models.super_options import SuperOptions

        d = dict(src_dict)
        ruleset = SuperGameInRuleset(d.pop("ruleset"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatIn.from_dict(seats_item_data)

            seats.append(seats_item)

        hot_seat = d.pop("hot_seat", UNSET)

        _options = d.pop("options", UNSET)
        options: SuperOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = SuperOptions.from_dict(_options)

        seed = d.pop("seed", UNSET)

        super_game_in = cls(
            ruleset=ruleset,
            seats=seats,
            hot_seat=hot_seat,
            options=options,
            seed=seed,
        )

        return super_game_in
