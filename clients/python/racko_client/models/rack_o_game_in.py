from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rack_o_game_in_ruleset import RackOGameInRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options
    from ..models.seat_in import SeatIn


T = TypeVar("T", bound="RackOGameIn")


@_attrs_define
class RackOGameIn:
    """
    Attributes:
        ruleset (RackOGameInRuleset): a Rack-O preset Example: hasbro.
        seats (list[SeatIn]): 2-4 seats in clockwise order, one per rack; at least one seat is a person's. A ruleset
            whose options give teams: true (GET /v1/rulesets) seats 4: seats 0 and 2 against 1 and 3, each with a rack;
            where team_rack is shared as well, it seats 2: one seat per team, named for the team, whose one token every
            member of the team shares to act for its rack Example: [{'name': 'Ann'}, {'bot': 'strong', 'name': 'Bot'}].
        first_player (int | Unset): optional: the seat (0-based, in `seats` order) that starts round 1, where the
            youngest player starts (option first_dealer: youngest, as in the Swedish presets): the table names its youngest.
            Left out there, a seat is drawn at random; the first_dealer event and the table's first_dealer say which
            (`start`: named or drawn). Any other ruleset draws its first dealer by cards and the player left of the dealer
            starts: it refuses first_player (422, R-DEAL), as it does a seat the table does not have Example: 1.
        hot_seat (bool | Unset): true: one device holds every seat, and the answer gives every person's seat token.
            false (the default): the answer gives the creator (the first person's seat) its token and every other person's
            seat a single-use `invitation`, to pass on; whoever claims it (POST /v1/games/{id}/join) gets that seat's token,
            which the creator never sees. Bots need no invitation
        options (Options | Unset):
        seed (int | Unset): tests and replays only: a server with the setting FIXED_DEAL_SEEDS deals every round from
            this seed (the table then says `fixed_seed: true`); any other server refuses it (422). Leave it out: each round
            is dealt from a secret seed the table commits to (see POST /v1/deals/verify)
    """

    ruleset: RackOGameInRuleset
    seats: list[SeatIn]
    first_player: int | Unset = UNSET
    hot_seat: bool | Unset = UNSET
    options: Options | Unset = UNSET
    seed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        first_player = self.first_player

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
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if hot_seat is not UNSET:
            field_dict["hot_seat"] = hot_seat
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options
        from ..models.seat_in import SeatIn

        d = dict(src_dict)
        ruleset = RackOGameInRuleset(d.pop("ruleset"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatIn.from_dict(seats_item_data)

            seats.append(seats_item)

        first_player = d.pop("first_player", UNSET)

        hot_seat = d.pop("hot_seat", UNSET)

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        seed = d.pop("seed", UNSET)

        rack_o_game_in = cls(
            ruleset=ruleset,
            seats=seats,
            first_player=first_player,
            hot_seat=hot_seat,
            options=options,
            seed=seed,
        )

        return rack_o_game_in
