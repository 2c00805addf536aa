from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_table_out_game import SuperTableOutGame
from ..models.super_table_out_phase import SuperTableOutPhase
from ..models.super_table_out_ruleset import SuperTableOutRuleset
from ..models.super_table_out_score_unit import SuperTableOutScoreUnit

if TYPE_CHECKING:
    from ..models.contribution_out import ContributionOut
    from ..models.deal_chain_out import DealChainOut
    from ..models.deal_commitment_out import DealCommitmentOut
    from ..models.deck_out import DeckOut
    from ..models.first_dealer_out import FirstDealerOut
    from ..models.holding_out import HoldingOut
    from ..models.pending_swap_out import PendingSwapOut
    from ..models.revealed_deal_out import RevealedDealOut
    from ..models.scores_out import ScoresOut
    from ..models.seat_out import SeatOut
    from ..models.super_options import SuperOptions
    from ..models.winner_out import WinnerOut


T = TypeVar("T", bound="SuperTableOut")


@_attrs_define
class SuperTableOut:
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
        discard_pile (list[str]): bottom first; every card of it was seen face up
        discard_top (None | str):
        first_dealer (FirstDealerOut | None): how the first dealer was chosen; null for a game stored before API 1.6
            without it
        fixed_seed (bool): true only for a game dealt from a seed its creator gave, under a test setting production does
            not use: such deals are not secret
        game (SuperTableOutGame):
        holding (HoldingOut | None):
        id (str):
        moves (int): deprecated since 1.6: actions played in the whole game (turns_this_round counts turns)
        options (SuperOptions):
        pending_swap (None | PendingSwapOut):
        phase (SuperTableOutPhase):
        players (int):
        restocks_this_round (int): times the discard pile became the stock this round (R-RESTOCK)
        round_ (int):
        round_winner (int | None): the seat that won this round, once it is over; else null (and null for a round that
            ended with no winner, as one that reached its turn limit, R-TURN-LIMIT)
        ruleset (SuperTableOutRuleset):
        score_unit (SuperTableOutScoreUnit): what scores and target count: points, or wins (won rounds); the ruleset's
            traits.score_unit
        scores (ScoresOut):
        seats (list[SeatOut]):
        stock_count (int): cards left in the draw pile
        target (int): what ends the game, in score_unit: points, or won rounds where score_unit is wins
        turn (int | None): the seat to play; null between rounds and at the end
        turns_this_round (int): turns ended this round
        version (int): the ETag's number; it changes with every accepted action
        waiting_for (list[int]): the seats whose contribution round 1 still waits for (phase `waiting`): the creator's
            seat and every invited seat; empty once round 1 is dealt
        winner (None | WinnerOut): once a seat has the wins needed (S-WIN)
        wins (list[int]): deprecated since 1.6: scores.totals
        wins_needed (int): deprecated since 1.6: target
    """

    contributions: list[ContributionOut]
    deal: DealCommitmentOut | None
    deal_chain: DealChainOut | None
    dealer: int
    deals: list[RevealedDealOut]
    deck: DeckOut
    discard_pile: list[str]
    discard_top: None | str
    first_dealer: FirstDealerOut | None
    fixed_seed: bool
    game: SuperTableOutGame
    holding: HoldingOut | None
    id: str
    moves: int
    options: SuperOptions
    pending_swap: None | PendingSwapOut
    phase: SuperTableOutPhase
    players: int
    restocks_this_round: int
    round_: int
    round_winner: int | None
    ruleset: SuperTableOutRuleset
    score_unit: SuperTableOutScoreUnit
    scores: ScoresOut
    seats: list[SeatOut]
    stock_count: int
    target: int
    turn: int | None
    turns_this_round: int
    version: int
    waiting_for: list[int]
    winner: None | WinnerOut
    wins: list[int]
    wins_needed: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_chain_out import DealChainOut
        from ..models.deal_commitment_out import DealCommitmentOut
        from ..models.first_dealer_out import FirstDealerOut
        from ..models.holding_out import HoldingOut
        from ..models.pending_swap_out import PendingSwapOut
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

        discard_top: None | str
        discard_top = self.discard_top

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

        id = self.id

        moves = self.moves

        options = self.options.to_dict()

        pending_swap: dict[str, Any] | None
        if isinstance(self.pending_swap, PendingSwapOut):
            pending_swap = self.pending_swap.to_dict()
        else:
            pending_swap = self.pending_swap

        phase = self.phase.value

        players = self.players

        restocks_this_round = self.restocks_this_round

        round_ = self.round_

        round_winner: int | None
        round_winner = self.round_winner

        ruleset = self.ruleset.value

        score_unit = self.score_unit.value

        scores = self.scores.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        stock_count = self.stock_count

        target = self.target

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

        wins = self.wins

        wins_needed = self.wins_needed

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
                "first_dealer": first_dealer,
                "fixed_seed": fixed_seed,
                "game": game,
                "holding": holding,
                "id": id,
                "moves": moves,
                "options": options,
                "pending_swap": pending_swap,
                "phase": phase,
                "players": players,
                "restocks_this_round": restocks_this_round,
                "round": round_,
                "round_winner": round_winner,
                "ruleset": ruleset,
                "score_unit": score_unit,
                "scores": scores,
                "seats": seats,
                "stock_count": stock_count,
                "target": target,
                "turn": turn,
                "turns_this_round": turns_this_round,
                "version": version,
                "waiting_for": waiting_for,
                "winner": winner,
                "wins": wins,
                "wins_needed": wins_needed,
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
        from ..models.pending_swap_out import PendingSwapOut
        from ..models.revealed_deal_out import RevealedDealOut
        from ..models.scores_out import ScoresOut
        from ..models.seat_out import SeatOut
        from ..models.super_options import SuperOptions
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

        discard_pile = cast(list[str], d.pop("discard_pile"))

        def _parse_discard_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))

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

        game = SuperTableOutGame(d.pop("game"))

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

        id = d.pop("id")

        moves = d.pop("moves")

        options = SuperOptions.from_dict(d.pop("options"))

        def _parse_pending_swap(data: object) -> None | PendingSwapOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_swap_type_1 = PendingSwapOut.from_dict(data)

                return pending_swap_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingSwapOut, data)

        pending_swap = _parse_pending_swap(d.pop("pending_swap"))

        phase = SuperTableOutPhase(d.pop("phase"))

        players = d.pop("players")

        restocks_this_round = d.pop("restocks_this_round")

        round_ = d.pop("round")

        def _parse_round_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        round_winner = _parse_round_winner(d.pop("round_winner"))

        ruleset = SuperTableOutRuleset(d.pop("ruleset"))

        score_unit = SuperTableOutScoreUnit(d.pop("score_unit"))

        scores = ScoresOut.from_dict(d.pop("scores"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatOut.from_dict(seats_item_data)

            seats.append(seats_item)

        stock_count = d.pop("stock_count")

        target = d.pop("target")

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

        wins = cast(list[int], d.pop("wins"))

        wins_needed = d.pop("wins_needed")

        super_table_out = cls(
            contributions=contributions,
            deal=deal,
            deal_chain=deal_chain,
            dealer=dealer,
            deals=deals,
            deck=deck,
            discard_pile=discard_pile,
            discard_top=discard_top,
            first_dealer=first_dealer,
            fixed_seed=fixed_seed,
            game=game,
            holding=holding,
            id=id,
            moves=moves,
            options=options,
            pending_swap=pending_swap,
            phase=phase,
            players=players,
            restocks_this_round=restocks_this_round,
            round_=round_,
            round_winner=round_winner,
            ruleset=ruleset,
            score_unit=score_unit,
            scores=scores,
            seats=seats,
            stock_count=stock_count,
            target=target,
            turn=turn,
            turns_this_round=turns_this_round,
            version=version,
            waiting_for=waiting_for,
            winner=winner,
            wins=wins,
            wins_needed=wins_needed,
        )

        return super_table_out
