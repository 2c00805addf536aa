from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rack_o_table_out_game import RackOTableOutGame
from ..models.rack_o_table_out_phase import RackOTableOutPhase
from ..models.rack_o_table_out_score_unit import RackOTableOutScoreUnit

if TYPE_CHECKING:
    from ..models.contribution_out import ContributionOut
    from ..models.deal_chain_out import DealChainOut
    from ..models.deal_commitment_out import DealCommitmentOut
    from ..models.deck_out import DeckOut
    from ..models.first_dealer_out import FirstDealerOut
    from ..models.holding_out import HoldingOut
    from ..models.options import Options
    from ..models.revealed_deal_out import RevealedDealOut
    from ..models.scores_out import ScoresOut
    from ..models.seat_out import SeatOut
    from ..models.winner_out import WinnerOut


T = TypeVar("T", bound="RackOTableOut")


@_attrs_define
class RackOTableOut:
    """
    Attributes:
        contributions (list[ContributionOut]): each seat's contribution so far (POST /v1/games/{id}/contribution, or
            `contribution` when claiming an invitation): mixed into every later deal
        deal (DealCommitmentOut | None): the current round's {round, commitment}; null for a round dealt before deals
            were verifiable
        deal_chain (DealChainOut | None): the game's chain of server seeds, committed when the game was made, before any
            seat contributed; null for a game made before seed chains
        dealer (int):
        deals (list[RevealedDealOut]): every finished round's {round, commitment, seed, server_seed}, round 1 first
        deck (DeckOut):
        discard_pile (list[int]): bottom first; every card of it was seen face up
        discard_top (int | None):
        filled_slots (list[list[int]] | None): quick start (R-QUICK): the slot labels that hold a card, per seat
        first_dealer (FirstDealerOut | None): how the first dealer was chosen; null for a game stored before API 1.6
            without it
        fixed_seed (bool): true only for a game dealt from a seed its creator gave, under a test setting production does
            not use: such deals are not secret
        game (RackOTableOutGame):
        holding (HoldingOut | None):
        house_rules (list[str]):
        id (str):
        known_racks (list[list[int | None]]): per seat, the cards everyone saw go into each slot (null: not seen)
        options (Options):
        phase (RackOTableOutPhase):
        players (int):
        racks (list[list[int | None]] | None): every rack, when racks are open (R-OPEN); else null
        restocks_this_round (int): times the discard pile became the stock this round (R-RESTOCK)
        round_ (int):
        round_winner (int | None): the seat that won this round, once it is over; else null (and null for a round that
            ended with no winner, as one that reached its turn limit, R-TURN-LIMIT)
        ruleset (str):
        score_unit (RackOTableOutScoreUnit): what scores and target count: points, or wins (won rounds); the ruleset's
            traits.score_unit
        scores (ScoresOut):
        seats (list[SeatOut]):
        seen_this_round (list[int]): every card that has been face up this round
        stock_count (int):
        target (int): what ends the game, in score_unit: points, or won rounds where score_unit is wins
        teams (list[list[int]] | None):
        turn (int | None): the seat to play; null between rounds and at the end
        turns_this_round (int): turns ended this round
        version (int): the ETag's number; it changes with every accepted action
        waiting_for (list[int]): the seats whose contribution round 1 still waits for (phase `waiting`): the creator's
            seat and every invited seat; empty once round 1 is dealt
        winner (None | WinnerOut): once someone reaches the target with the highest total (R-TARGET)
    """

    contributions: list[ContributionOut]
    deal: DealCommitmentOut | None
    deal_chain: DealChainOut | None
    dealer: int
    deals: list[RevealedDealOut]
    deck: DeckOut
    discard_pile: list[int]
    discard_top: int | None
    filled_slots: list[list[int]] | None
    first_dealer: FirstDealerOut | None
    fixed_seed: bool
    game: RackOTableOutGame
    holding: HoldingOut | None
    house_rules: list[str]
    id: str
    known_racks: list[list[int | None]]
    options: Options
    phase: RackOTableOutPhase
    players: int
    racks: list[list[int | None]] | None
    restocks_this_round: int
    round_: int
    round_winner: int | None
    ruleset: str
    score_unit: RackOTableOutScoreUnit
    scores: ScoresOut
    seats: list[SeatOut]
    seen_this_round: list[int]
    stock_count: int
    target: int
    teams: list[list[int]] | None
    turn: int | None
    turns_this_round: int
    version: int
    waiting_for: list[int]
    winner: None | WinnerOut

    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_chain_out import DealChainOut
        from ..models.deal_commitment_out import DealCommitmentOut
        from ..models.first_dealer_out import FirstDealerOut
        from ..models.holding_out import HoldingOut
        from ..models.winner_out import WinnerOut

        contributions = []
        for contributions_item_data in self.contributions:
            contributions_item = contributions_item_data.to_dict()
            contributions.append(contributions_item)

        deal: dict[str, Any] | None
        if isinstance(self.deal, DealCommitmentOut):
            deal = self.deal.to_dict()
        else:
            deal = self.deal

        deal_chain: dict[str, Any] | None
        if isinstance(self.deal_chain, DealChainOut):
            deal_chain = self.deal_chain.to_dict()
        else:
            deal_chain = self.deal_chain

        dealer = self.dealer

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        deck = self.deck.to_dict()

        discard_pile = self.discard_pile

        discard_top: int | None
        discard_top = self.discard_top

        filled_slots: list[list[int]] | None
        if isinstance(self.filled_slots, list):
            filled_slots = []
            for filled_slots_type_0_item_data in self.filled_slots:
                filled_slots_type_0_item = filled_slots_type_0_item_data

                filled_slots.append(filled_slots_type_0_item)

        else:
            filled_slots = self.filled_slots

        first_dealer: dict[str, Any] | None
        if isinstance(self.first_dealer, FirstDealerOut):
            first_dealer = self.first_dealer.to_dict()
        else:
            first_dealer = self.first_dealer

        fixed_seed = self.fixed_seed

        game = self.game.value

        holding: dict[str, Any] | None
        if isinstance(self.holding, HoldingOut):
            holding = self.holding.to_dict()
        else:
            holding = self.holding

        house_rules = self.house_rules

        id = self.id

        known_racks = []
        for known_racks_item_data in self.known_racks:
            known_racks_item = []
            for known_racks_item_item_data in known_racks_item_data:
                known_racks_item_item: int | None
                known_racks_item_item = known_racks_item_item_data
                known_racks_item.append(known_racks_item_item)

            known_racks.append(known_racks_item)

        options = self.options.to_dict()

        phase = self.phase.value

        players = self.players

        racks: list[list[int | None]] | None
        if isinstance(self.racks, list):
            racks = []
            for racks_type_0_item_data in self.racks:
                racks_type_0_item = []
                for racks_type_0_item_item_data in racks_type_0_item_data:
                    racks_type_0_item_item: int | None
                    racks_type_0_item_item = racks_type_0_item_item_data
                    racks_type_0_item.append(racks_type_0_item_item)

                racks.append(racks_type_0_item)

        else:
            racks = self.racks

        restocks_this_round = self.restocks_this_round

        round_ = self.round_

        round_winner: int | None
        round_winner = self.round_winner

        ruleset = self.ruleset

        score_unit = self.score_unit.value

        scores = self.scores.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seen_this_round = self.seen_this_round

        stock_count = self.stock_count

        target = self.target

        teams: list[list[int]] | None
        if isinstance(self.teams, list):
            teams = []
            for teams_type_0_item_data in self.teams:
                teams_type_0_item = teams_type_0_item_data

                teams.append(teams_type_0_item)

        else:
            teams = self.teams

        turn: int | None
        turn = self.turn

        turns_this_round = self.turns_this_round

        version = self.version

        waiting_for = self.waiting_for

        winner: dict[str, Any] | None
        if isinstance(self.winner, WinnerOut):
            winner = self.winner.to_dict()
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contributions": contributions,
                "deal": deal,
                "deal_chain": deal_chain,
                "dealer": dealer,
                "deals": deals,
                "deck": deck,
                "discard_pile": discard_pile,
                "discard_top": discard_top,
                "filled_slots": filled_slots,
                "first_dealer": first_dealer,
                "fixed_seed": fixed_seed,
                "game": game,
                "holding": holding,
                "house_rules": house_rules,
                "id": id,
                "known_racks": known_racks,
                "options": options,
                "phase": phase,
                "players": players,
                "racks": racks,
                "restocks_this_round": restocks_this_round,
                "round": round_,
                "round_winner": round_winner,
                "ruleset": ruleset,
                "score_unit": score_unit,
                "scores": scores,
                "seats": seats,
                "seen_this_round": seen_this_round,
                "stock_count": stock_count,
                "target": target,
                "teams": teams,
                "turn": turn,
                "turns_this_round": turns_this_round,
                "version": version,
                "waiting_for": waiting_for,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.contribution_out import ContributionOut
        from ..models.deal_chain_out import DealChainOut
        from ..models.deal_commitment_out import DealCommitmentOut
        from ..models.deck_out import DeckOut
        from ..models.first_dealer_out import FirstDealerOut
        from ..models.holding_out import HoldingOut
        from ..models.options import Options
        from ..models.revealed_deal_out import RevealedDealOut
        from ..models.scores_out import ScoresOut
        from ..models.seat_out import SeatOut
        from ..models.winner_out import WinnerOut

        d = dict(src_dict)
        contributions = []
        _contributions = d.pop("contributions")
        for contributions_item_data in _contributions:
            contributions_item = ContributionOut.from_dict(contributions_item_data)

            contributions.append(contributions_item)

        def _parse_deal(data: object) -> DealCommitmentOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = DealCommitmentOut.from_dict(data)

                return deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealCommitmentOut | None, data)

        deal = _parse_deal(d.pop("deal"))

        def _parse_deal_chain(data: object) -> DealChainOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_chain_type_0 = DealChainOut.from_dict(data)

                return deal_chain_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealChainOut | None, data)

        deal_chain = _parse_deal_chain(d.pop("deal_chain"))

        dealer = d.pop("dealer")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = RevealedDealOut.from_dict(deals_item_data)

            deals.append(deals_item)

        deck = DeckOut.from_dict(d.pop("deck"))

        discard_pile = cast(list[int], d.pop("discard_pile"))

        def _parse_discard_top(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))

        def _parse_filled_slots(data: object) -> list[list[int]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                filled_slots_type_0 = []
                _filled_slots_type_0 = data
                for filled_slots_type_0_item_data in _filled_slots_type_0:
                    filled_slots_type_0_item = cast(
                        list[int], filled_slots_type_0_item_data
                    )

                    filled_slots_type_0.append(filled_slots_type_0_item)

                return filled_slots_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None, data)

        filled_slots = _parse_filled_slots(d.pop("filled_slots"))

        def _parse_first_dealer(data: object) -> FirstDealerOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_dealer_type_0 = FirstDealerOut.from_dict(data)

                return first_dealer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FirstDealerOut | None, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer"))

        fixed_seed = d.pop("fixed_seed")

        game = RackOTableOutGame(d.pop("game"))

        def _parse_holding(data: object) -> HoldingOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                holding_type_1 = HoldingOut.from_dict(data)

                return holding_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HoldingOut | None, data)

        holding = _parse_holding(d.pop("holding"))

        house_rules = cast(list[str], d.pop("house_rules"))

        id = d.pop("id")

        known_racks = []
        _known_racks = d.pop("known_racks")
        for known_racks_item_data in _known_racks:
            known_racks_item = []
            _known_racks_item = known_racks_item_data
            for known_racks_item_item_data in _known_racks_item:

                def _parse_known_racks_item_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                known_racks_item_item = _parse_known_racks_item_item(
                    known_racks_item_item_data
                )

                known_racks_item.append(known_racks_item_item)

            known_racks.append(known_racks_item)

        options = Options.from_dict(d.pop("options"))

        phase = RackOTableOutPhase(d.pop("phase"))

        players = d.pop("players")

        def _parse_racks(data: object) -> list[list[int | None]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                racks_type_0 = []
                _racks_type_0 = data
                for racks_type_0_item_data in _racks_type_0:
                    racks_type_0_item = []
                    _racks_type_0_item = racks_type_0_item_data
                    for racks_type_0_item_item_data in _racks_type_0_item:

                        def _parse_racks_type_0_item_item(data: object) -> int | None:
                            if data is None:
                                return data
                            return cast(int | None, data)

                        racks_type_0_item_item = _parse_racks_type_0_item_item(
                            racks_type_0_item_item_data
                        )

                        racks_type_0_item.append(racks_type_0_item_item)

                    racks_type_0.append(racks_type_0_item)

                return racks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int | None]] | None, data)

        racks = _parse_racks(d.pop("racks"))

        restocks_this_round = d.pop("restocks_this_round")

        round_ = d.pop("round")

        def _parse_round_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        round_winner = _parse_round_winner(d.pop("round_winner"))

        ruleset = d.pop("ruleset")

        score_unit = RackOTableOutScoreUnit(d.pop("score_unit"))

        scores = ScoresOut.from_dict(d.pop("scores"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatOut.from_dict(seats_item_data)

            seats.append(seats_item)

        seen_this_round = cast(list[int], d.pop("seen_this_round"))

        stock_count = d.pop("stock_count")

        target = d.pop("target")

        def _parse_teams(data: object) -> list[list[int]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                teams_type_0 = []
                _teams_type_0 = data
                for teams_type_0_item_data in _teams_type_0:
                    teams_type_0_item = cast(list[int], teams_type_0_item_data)

                    teams_type_0.append(teams_type_0_item)

                return teams_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None, data)

        teams = _parse_teams(d.pop("teams"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        turns_this_round = d.pop("turns_this_round")

        version = d.pop("version")

        waiting_for = cast(list[int], d.pop("waiting_for"))

        def _parse_winner(data: object) -> None | WinnerOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                winner_type_0 = WinnerOut.from_dict(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WinnerOut, data)

        winner = _parse_winner(d.pop("winner"))

        rack_o_table_out = cls(
            contributions=contributions,
            deal=deal,
            deal_chain=deal_chain,
            dealer=dealer,
            deals=deals,
            deck=deck,
            discard_pile=discard_pile,
            discard_top=discard_top,
            filled_slots=filled_slots,
            first_dealer=first_dealer,
            fixed_seed=fixed_seed,
            game=game,
            holding=holding,
            house_rules=house_rules,
            id=id,
            known_racks=known_racks,
            options=options,
            phase=phase,
            players=players,
            racks=racks,
            restocks_this_round=restocks_this_round,
            round_=round_,
            round_winner=round_winner,
            ruleset=ruleset,
            score_unit=score_unit,
            scores=scores,
            seats=seats,
            seen_this_round=seen_this_round,
            stock_count=stock_count,
            target=target,
            teams=teams,
            turn=turn,
            turns_this_round=turns_this_round,
            version=version,
            waiting_for=waiting_for,
            winner=winner,
        )

        return rack_o_table_out
