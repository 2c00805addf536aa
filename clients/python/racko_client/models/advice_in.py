from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.advice_in_ruleset import AdviceInRuleset
from ..models.advice_in_taken_from import AdviceInTakenFrom
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options


T = TypeVar("T", bound="AdviceIn")


@_attrs_define
class AdviceIn:
    """
    Attributes:
        players (int): players at the table (sets the deck)
        rack (list[int | None]): 10 card numbers, slot #5 first (null = empty slot, R-QUICK) Example: [3, 10, 13, 19,
            22, 23, 41, 47, 55, 57].
        ruleset (AdviceInRuleset): a preset id Example: hasbro.
        card (int | Unset): the card in hand (omit before drawing)
        discard_top (int | None | Unset): the top card of the discard pile; absent or null when it is empty
        next_rack (list[int | None] | Unset): the next player's rack as everyone saw it, slot #5 first: a card where one
            was seen going in (taken from the discard pile), null elsewhere. With a card in hand, the advice keeps back a
            card that player wants (see `gift`)
        options (Options | Unset):
        seen (list[int] | Unset): cards known to be out of the stock: the discard pile, open racks
        taken_from (AdviceInTakenFrom | Unset): where `card` came from (with `card` only)
        target (int | Unset): R-TARGET, with `totals`: the game's target (the ruleset's when absent)
        totals (list[int] | Unset): the game's totals so far, one for each player: the asking player's first, then the
            others in turn order (the next player second). With them the call (R-WAIT) weighs the game, not only the round,
            and with a card in hand a choice likelier to win the game comes first (R-TARGET)
        turns (int | Unset): turns played this round so far, by every player (0 when absent): the `horizon` shrinks as a
            round runs, and so does the time a call may wait
    """

    players: int
    rack: list[int | None]
    ruleset: AdviceInRuleset
    card: int | Unset = UNSET
    discard_top: int | None | Unset = UNSET
    next_rack: list[int | None] | Unset = UNSET
    options: Options | Unset = UNSET
    seen: list[int] | Unset = UNSET
    taken_from: AdviceInTakenFrom | Unset = UNSET
    target: int | Unset = UNSET
    totals: list[int] | Unset = UNSET
    turns: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        rack = []
        for rack_item_data in self.rack:
            rack_item: int | None
            rack_item = rack_item_data
            rack.append(rack_item)

        ruleset = self.ruleset.value

        card = self.card

        discard_top: int | None | Unset
        if isinstance(self.discard_top, Unset):
            discard_top = UNSET
        else:
            discard_top = self.discard_top

        next_rack: list[int | None] | Unset = UNSET
        if not isinstance(self.next_rack, Unset):
            next_rack = []
            for next_rack_item_data in self.next_rack:
                next_rack_item: int | None
                next_rack_item = next_rack_item_data
                next_rack.append(next_rack_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seen: list[int] | Unset = UNSET
        if not isinstance(self.seen, Unset):
            seen = self.seen

        taken_from: str | Unset = UNSET
        if not isinstance(self.taken_from, Unset):
            taken_from = self.taken_from.value

        target = self.target

        totals: list[int] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals

        turns = self.turns

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "rack": rack,
                "ruleset": ruleset,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if discard_top is not UNSET:
            field_dict["discard_top"] = discard_top
        if next_rack is not UNSET:
            field_dict["next_rack"] = next_rack
        if options is not UNSET:
            field_dict["options"] = options
        if seen is not UNSET:
            field_dict["seen"] = seen
        if taken_from is not UNSET:
            field_dict["taken_from"] = taken_from
        if target is not UNSET:
            field_dict["target"] = target
        if totals is not UNSET:
            field_dict["totals"] = totals
        if turns is not UNSET:
            field_dict["turns"] = turns

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options

        d = dict(src_dict)
        players = d.pop("players")

        rack = []
        _rack = d.pop("rack")
        for rack_item_data in _rack:

            def _parse_rack_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            rack_item = _parse_rack_item(rack_item_data)

            rack.append(rack_item)

        ruleset = AdviceInRuleset(d.pop("ruleset"))

        card = d.pop("card", UNSET)

        def _parse_discard_top(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        discard_top = _parse_discard_top(d.pop("discard_top", UNSET))

        _next_rack = d.pop("next_rack", UNSET)
        next_rack: list[int | None] | Unset = UNSET
        if _next_rack is not UNSET:
            next_rack = []
            for next_rack_item_data in _next_rack:

                def _parse_next_rack_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                next_rack_item = _parse_next_rack_item(next_rack_item_data)

                next_rack.append(next_rack_item)

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        seen = cast(list[int], d.pop("seen", UNSET))

        _taken_from = d.pop("taken_from", UNSET)
        taken_from: AdviceInTakenFrom | Unset
        if isinstance(_taken_from, Unset):
            taken_from = UNSET
        else:
            taken_from = AdviceInTakenFrom(_taken_from)

        target = d.pop("target", UNSET)

        totals = cast(list[int], d.pop("totals", UNSET))

        turns = d.pop("turns", UNSET)

        advice_in = cls(
            players=players,
            rack=rack,
            ruleset=ruleset,
            card=card,
            discard_top=discard_top,
            next_rack=next_rack,
            options=options,
            seen=seen,
            taken_from=taken_from,
            target=target,
            totals=totals,
            turns=turns,
        )

        return advice_in
