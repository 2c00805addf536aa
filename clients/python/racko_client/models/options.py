from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.options_deal_order import OptionsDealOrder
from ..models.options_deck_type_0 import OptionsDeckType0
from ..models.options_first_dealer import OptionsFirstDealer
from ..models.options_loser_scoring import OptionsLoserScoring
from ..models.options_restock import OptionsRestock
from ..models.options_run_bonus import OptionsRunBonus
from ..models.options_run_bonus_from import OptionsRunBonusFrom
from ..models.options_team_rack import OptionsTeamRack
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.run_requirement import RunRequirement


T = TypeVar("T", bound="Options")


@_attrs_define
class Options:
    """
    Attributes:
        cards_dealt (int | Unset):
        deal_order (OptionsDealOrder | Unset):
        deck (int | OptionsDeckType0 | Unset): "by_players" (R-DECK) or a fixed top card from 20 to 60
        explicit_call (bool | Unset):
        first_dealer (OptionsFirstDealer | Unset): R-DEAL: cut_low (low card on a cut deals), high_draw_rotating
            (highest card drawn deals) or youngest (the youngest starts: a new game's first_player names that seat, else one
            is drawn)
        loser_scoring (OptionsLoserScoring | Unset):
        open_racks (bool | Unset):
        rack_o_needs_run (RunRequirement | Unset):
        restock (OptionsRestock | Unset):
        run_bonus (OptionsRunBonus | Unset):
        run_bonus_from (OptionsRunBonusFrom | Unset): R-BONUS for partners: rack_o_player (the Rack-O rack's longest
            run) or team (the longest run in either partner's rack)
        stock_card_discard (bool | Unset): a card drawn from the stock may be discarded (R-TURN-STOCK-MAY); false: it
            must replace a rack card or fill an empty slot (R-TURN-STOCK-MUST)
        target (int | Unset): R-TARGET: the points that end the game
        team_rack (OptionsTeamRack | Unset): R-TEAMS: each_player (four partners, a rack each, two against two) or
            shared (Swedish: two teams of any size, one rack per team, entered as one player)
        teams (bool | Unset): R-TEAMS: two teams; see team_rack for whether a team shares one rack
        turn_limit (int | Unset): R-TURN-LIMIT: the turns a round may last; reached without a Rack-O, the round ends
            blocked and every rack scores as a loser's
        win_points (int | Unset):
    """

    cards_dealt: int | Unset = UNSET
    deal_order: OptionsDealOrder | Unset = UNSET
    deck: int | OptionsDeckType0 | Unset = UNSET
    explicit_call: bool | Unset = UNSET
    first_dealer: OptionsFirstDealer | Unset = UNSET
    loser_scoring: OptionsLoserScoring | Unset = UNSET
    open_racks: bool | Unset = UNSET
    rack_o_needs_run: RunRequirement | Unset = UNSET
    restock: OptionsRestock | Unset = UNSET
    run_bonus: OptionsRunBonus | Unset = UNSET
    run_bonus_from: OptionsRunBonusFrom | Unset = UNSET
    stock_card_discard: bool | Unset = UNSET
    target: int | Unset = UNSET
    team_rack: OptionsTeamRack | Unset = UNSET
    teams: bool | Unset = UNSET
    turn_limit: int | Unset = UNSET
    win_points: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards_dealt = self.cards_dealt

        deal_order: str | Unset = UNSET
        if not isinstance(self.deal_order, Unset):
            deal_order = self.deal_order.value

        deck: int | str | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        elif isinstance(self.deck, OptionsDeckType0):
            deck = self.deck.value
        else:
            deck = self.deck

        explicit_call = self.explicit_call

        first_dealer: str | Unset = UNSET
        if not isinstance(self.first_dealer, Unset):
            first_dealer = self.first_dealer.value

        loser_scoring: str | Unset = UNSET
        if not isinstance(self.loser_scoring, Unset):
            loser_scoring = self.loser_scoring.value

        open_racks = self.open_racks

        rack_o_needs_run: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rack_o_needs_run, Unset):
            rack_o_needs_run = self.rack_o_needs_run.to_dict()

        restock: str | Unset = UNSET
        if not isinstance(self.restock, Unset):
            restock = self.restock.value

        run_bonus: str | Unset = UNSET
        if not isinstance(self.run_bonus, Unset):
            run_bonus = self.run_bonus.value

        run_bonus_from: str | Unset = UNSET
        if not isinstance(self.run_bonus_from, Unset):
            run_bonus_from = self.run_bonus_from.value

        stock_card_discard = self.stock_card_discard

        target = self.target

        team_rack: str | Unset = UNSET
        if not isinstance(self.team_rack, Unset):
            team_rack = self.team_rack.value

        teams = self.teams

        turn_limit = self.turn_limit

        win_points = self.win_points

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cards_dealt is not UNSET:
            field_dict["cards_dealt"] = cards_dealt
        if deal_order is not UNSET:
            field_dict["deal_order"] = deal_order
        if deck is not UNSET:
            field_dict["deck"] = deck
        if explicit_call is not UNSET:
            field_dict["explicit_call"] = explicit_call
        if first_dealer is not UNSET:
            field_dict["first_dealer"] = first_dealer
        if loser_scoring is not UNSET:
            field_dict["loser_scoring"] = loser_scoring
        if open_racks is not UNSET:
            field_dict["open_racks"] = open_racks
        if rack_o_needs_run is not UNSET:
            field_dict["rack_o_needs_run"] = rack_o_needs_run
        if restock is not UNSET:
            field_dict["restock"] = restock
        if run_bonus is not UNSET:
            field_dict["run_bonus"] = run_bonus
        if run_bonus_from is not UNSET:
            field_dict["run_bonus_from"] = run_bonus_from
        if stock_card_discard is not UNSET:
            field_dict["stock_card_discard"] = stock_card_discard
        if target is not UNSET:
            field_dict["target"] = target
        if team_rack is not UNSET:
            field_dict["team_rack"] = team_rack
        if teams is not UNSET:
            field_dict["teams"] = teams
        if turn_limit is not UNSET:
            field_dict["turn_limit"] = turn_limit
        if win_points is not UNSET:
            field_dict["win_points"] = win_points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.run_requirement import RunRequirement

        d = dict(src_dict)
        cards_dealt = d.pop("cards_dealt", UNSET)

        _deal_order = d.pop("deal_order", UNSET)
        deal_order: OptionsDealOrder | Unset
        if isinstance(_deal_order, Unset):
            deal_order = UNSET
        else:
            deal_order = OptionsDealOrder(_deal_order)

        def _parse_deck(data: object) -> int | OptionsDeckType0 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deck_type_0 = OptionsDeckType0(data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | OptionsDeckType0 | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))

        explicit_call = d.pop("explicit_call", UNSET)

        _first_dealer = d.pop("first_dealer", UNSET)
        first_dealer: OptionsFirstDealer | Unset
        if isinstance(_first_dealer, Unset):
            first_dealer = UNSET
        else:
            first_dealer = OptionsFirstDealer(_first_dealer)

        _loser_scoring = d.pop("loser_scoring", UNSET)
        loser_scoring: OptionsLoserScoring | Unset
        if isinstance(_loser_scoring, Unset):
            loser_scoring = UNSET
        else:
            loser_scoring = OptionsLoserScoring(_loser_scoring)

        open_racks = d.pop("open_racks", UNSET)

        _rack_o_needs_run = d.pop("rack_o_needs_run", UNSET)
        rack_o_needs_run: RunRequirement | Unset
        if isinstance(_rack_o_needs_run, Unset):
            rack_o_needs_run = UNSET
        else:
            rack_o_needs_run = RunRequirement.from_dict(_rack_o_needs_run)

        _restock = d.pop("restock", UNSET)
        restock: OptionsRestock | Unset
        if isinstance(_restock, Unset):
            restock = UNSET
        else:
            restock = OptionsRestock(_restock)

        _run_bonus = d.pop("run_bonus", UNSET)
        run_bonus: OptionsRunBonus | Unset
        if isinstance(_run_bonus, Unset):
            run_bonus = UNSET
        else:
            run_bonus = OptionsRunBonus(_run_bonus)

        _run_bonus_from = d.pop("run_bonus_from", UNSET)
        run_bonus_from: OptionsRunBonusFrom | Unset
        if isinstance(_run_bonus_from, Unset):
            run_bonus_from = UNSET
        else:
            run_bonus_from = OptionsRunBonusFrom(_run_bonus_from)

        stock_card_discard = d.pop("stock_card_discard", UNSET)

        target = d.pop("target", UNSET)

        _team_rack = d.pop("team_rack", UNSET)
        team_rack: OptionsTeamRack | Unset
        if isinstance(_team_rack, Unset):
            team_rack = UNSET
        else:
            team_rack = OptionsTeamRack(_team_rack)

        teams = d.pop("teams", UNSET)

        turn_limit = d.pop("turn_limit", UNSET)

        win_points = d.pop("win_points", UNSET)

        options = cls(
            cards_dealt=cards_dealt,
            deal_order=deal_order,
            deck=deck,
            explicit_call=explicit_call,
            first_dealer=first_dealer,
            loser_scoring=loser_scoring,
            open_racks=open_racks,
            rack_o_needs_run=rack_o_needs_run,
            restock=restock,
            run_bonus=run_bonus,
            run_bonus_from=run_bonus_from,
            stock_card_discard=stock_card_discard,
            target=target,
            team_rack=team_rack,
            teams=teams,
            turn_limit=turn_limit,
            win_points=win_points,
        )

        return options
