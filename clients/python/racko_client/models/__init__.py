"""Contains all the data models used in inputs/outputs"""

from .accept_swap_action import AcceptSwapAction
from .accept_swap_action_type import AcceptSwapActionType
from .advice_in import AdviceIn
from .advice_in_ruleset import AdviceInRuleset
from .advice_in_taken_from import AdviceInTakenFrom
from .advice_out import AdviceOut
from .advice_out_play import AdviceOutPlay
from .advice_out_take import AdviceOutTake
from .alternative import Alternative
from .alternative_play import AlternativePlay
from .alternative_take import AlternativeTake
from .as_dealt import AsDealt
from .as_dealt_fits_item import AsDealtFitsItem
from .call import Call
from .call_rack_o_action import CallRackOAction
from .call_rack_o_action_type import CallRackOActionType
from .call_super_rack_o_action import CallSuperRackOAction
from .call_super_rack_o_action_type import CallSuperRackOActionType
from .check_move_in import CheckMoveIn
from .check_move_in_old_slot import CheckMoveInOldSlot
from .check_move_in_play import CheckMoveInPlay
from .check_move_in_ruleset import CheckMoveInRuleset
from .check_move_in_slot import CheckMoveInSlot
from .check_move_in_slots_item import CheckMoveInSlotsItem
from .check_move_in_taken_from import CheckMoveInTakenFrom
from .check_move_out import CheckMoveOut
from .check_rack_in import CheckRackIn
from .check_rack_in_ruleset import CheckRackInRuleset
from .check_rack_out import CheckRackOut
from .citation import Citation
from .compare_in import CompareIn
from .compare_item import CompareItem
from .compare_out import CompareOut
from .contribute_in import ContributeIn
from .contributed_event import ContributedEvent
from .contributed_event_type import ContributedEventType
from .contributed_out import ContributedOut
from .contribution_in import ContributionIn
from .contribution_out import ContributionOut
from .deal_chain_event import DealChainEvent
from .deal_chain_event_type import DealChainEventType
from .deal_chain_out import DealChainOut
from .deal_commitment_out import DealCommitmentOut
from .deal_revealed_event import DealRevealedEvent
from .deal_revealed_event_type import DealRevealedEventType
from .dealt_event import DealtEvent
from .dealt_event_type import DealtEventType
from .decision import Decision
from .deck_out import DeckOut
from .discard_action import DiscardAction
from .discard_action_type import DiscardActionType
from .discarded_event import DiscardedEvent
from .discarded_event_type import DiscardedEventType
from .double_rack import DoubleRack
from .double_rack_blue_item_type_1 import DoubleRackBlueItemType1
from .double_rack_blue_item_type_1_colour import DoubleRackBlueItemType1Colour
from .double_rack_blue_item_type_1_kind import DoubleRackBlueItemType1Kind
from .double_rack_blue_item_type_2 import DoubleRackBlueItemType2
from .double_rack_blue_item_type_2_colour import DoubleRackBlueItemType2Colour
from .double_rack_blue_item_type_2_kind import DoubleRackBlueItemType2Kind
from .double_rack_blue_item_type_3 import DoubleRackBlueItemType3
from .double_rack_blue_item_type_3_colour import DoubleRackBlueItemType3Colour
from .double_rack_blue_item_type_3_kind import DoubleRackBlueItemType3Kind
from .double_rack_red_item_type_1 import DoubleRackRedItemType1
from .double_rack_red_item_type_1_colour import DoubleRackRedItemType1Colour
from .double_rack_red_item_type_1_kind import DoubleRackRedItemType1Kind
from .double_rack_red_item_type_2 import DoubleRackRedItemType2
from .double_rack_red_item_type_2_colour import DoubleRackRedItemType2Colour
from .double_rack_red_item_type_2_kind import DoubleRackRedItemType2Kind
from .double_rack_red_item_type_3 import DoubleRackRedItemType3
from .double_rack_red_item_type_3_colour import DoubleRackRedItemType3Colour
from .double_rack_red_item_type_3_kind import DoubleRackRedItemType3Kind
from .draw_stock_action import DrawStockAction
from .draw_stock_action_type import DrawStockActionType
from .drew_event import DrewEvent
from .drew_event_type import DrewEventType
from .entry_in import EntryIn
from .entry_out import EntryOut
from .events_out import EventsOut
from .exchange_action import ExchangeAction
from .exchange_action_slot_type_0 import ExchangeActionSlotType0
from .exchange_action_type import ExchangeActionType
from .exchanged_event import ExchangedEvent
from .exchanged_event_slot_type_0 import ExchangedEventSlotType0
from .exchanged_event_type import ExchangedEventType
from .field_problem import FieldProblem
from .finished_round_out import FinishedRoundOut
from .finished_round_out_ended_by import FinishedRoundOutEndedBy
from .first_dealer_event import FirstDealerEvent
from .first_dealer_event_start import FirstDealerEventStart
from .first_dealer_event_type import FirstDealerEventType
from .first_dealer_out import FirstDealerOut
from .first_dealer_out_start import FirstDealerOutStart
from .game_advice_out import GameAdviceOut
from .game_advice_out_play import GameAdviceOutPlay
from .game_advice_out_take import GameAdviceOutTake
from .game_created_out import GameCreatedOut
from .game_created_out_game import GameCreatedOutGame
from .game_over_event import GameOverEvent
from .game_over_event_score_unit import GameOverEventScoreUnit
from .game_over_event_type import GameOverEventType
from .head_to_head_out import HeadToHeadOut
from .holding_out import HoldingOut
from .holding_out_source import HoldingOutSource
from .join_in import JoinIn
from .joined_out import JoinedOut
from .mismatch_out import MismatchOut
from .mismatch_out_expected_type_0 import MismatchOutExpectedType0
from .mismatch_out_found import MismatchOutFound
from .new_seat_out import NewSeatOut
from .next_round_action import NextRoundAction
from .next_round_action_type import NextRoundActionType
from .note import Note
from .options import Options
from .options_deal_order import OptionsDealOrder
from .options_deck_type_0 import OptionsDeckType0
from .options_first_dealer import OptionsFirstDealer
from .options_loser_scoring import OptionsLoserScoring
from .options_restock import OptionsRestock
from .options_run_bonus import OptionsRunBonus
from .options_run_bonus_from import OptionsRunBonusFrom
from .options_team_rack import OptionsTeamRack
from .other_rack_in import OtherRackIn
from .pagination_metadata import PaginationMetadata
from .partial_check_in import PartialCheckIn
from .partial_check_in_ruleset import PartialCheckInRuleset
from .partial_check_out import PartialCheckOut
from .pending import Pending
from .pending_card import PendingCard
from .pending_swap_out import PendingSwapOut
from .place_action import PlaceAction
from .place_action_slot import PlaceActionSlot
from .place_action_type import PlaceActionType
from .placed_event import PlacedEvent
from .placed_event_slot_type_0 import PlacedEventSlotType0
from .placed_event_type import PlacedEventType
from .play_reverse_action import PlayReverseAction
from .play_reverse_action_type import PlayReverseActionType
from .play_swap_action import PlaySwapAction
from .play_swap_action_type import PlaySwapActionType
from .player_in import PlayerIn
from .player_round import PlayerRound
from .player_round_out import PlayerRoundOut
from .player_round_summary import PlayerRoundSummary
from .player_stats_out import PlayerStatsOut
from .player_stats_out_wins_by_edition import PlayerStatsOutWinsByEdition
from .player_total import PlayerTotal
from .players_in import PlayersIn
from .players_range import PlayersRange
from .problem import Problem
from .rack_dealt_event import RackDealtEvent
from .rack_dealt_event_type import RackDealtEventType
from .rack_o_event import RackOEvent
from .rack_o_event_type import RackOEventType
from .rack_o_game_in import RackOGameIn
from .rack_o_game_in_ruleset import RackOGameInRuleset
from .rack_o_table_out import RackOTableOut
from .rack_o_table_out_game import RackOTableOutGame
from .rack_o_table_out_phase import RackOTableOutPhase
from .rack_o_table_out_score_unit import RackOTableOutScoreUnit
from .rack_o_view_out import RackOViewOut
from .rack_o_view_out_game import RackOViewOutGame
from .rack_o_view_out_phase import RackOViewOutPhase
from .rack_o_view_out_score_unit import RackOViewOutScoreUnit
from .rack_score import RackScore
from .rack_shape import RackShape
from .rack_slot import RackSlot
from .rack_slot_side import RackSlotSide
from .reason import Reason
from .refilled_event import RefilledEvent
from .refilled_event_slot_type_0 import RefilledEventSlotType0
from .refilled_event_type import RefilledEventType
from .replay_out import ReplayOut
from .restocked_event import RestockedEvent
from .restocked_event_type import RestockedEventType
from .revealed_deal_out import RevealedDealOut
from .reversed_event import ReversedEvent
from .reversed_event_cancels import ReversedEventCancels
from .reversed_event_slot_type_0 import ReversedEventSlotType0
from .reversed_event_type import ReversedEventType
from .round_added_out import RoundAddedOut
from .round_corrected_out import RoundCorrectedOut
from .round_corrected_out_game import RoundCorrectedOutGame
from .round_in import RoundIn
from .round_out import RoundOut
from .round_over_event import RoundOverEvent
from .round_over_event_ended_by import RoundOverEventEndedBy
from .round_over_event_score_unit import RoundOverEventScoreUnit
from .round_over_event_type import RoundOverEventType
from .round_rack_in import RoundRackIn
from .round_score_in import RoundScoreIn
from .round_score_in_ruleset import RoundScoreInRuleset
from .round_score_out import RoundScoreOut
from .round_summary_out import RoundSummaryOut
from .row_switched_event import RowSwitchedEvent
from .row_switched_event_type import RowSwitchedEventType
from .rule import Rule
from .ruleset import Ruleset
from .ruleset_detail import RulesetDetail
from .ruleset_detail_game import RulesetDetailGame
from .ruleset_game import RulesetGame
from .run_requirement import RunRequirement
from .run_requirement_applies_to import RunRequirementAppliesTo
from .score_in import ScoreIn
from .score_in_ruleset import ScoreInRuleset
from .score_out import ScoreOut
from .scores_out import ScoresOut
from .seat_in import SeatIn
from .seat_in_bot import SeatInBot
from .seat_out import SeatOut
from .seat_score import SeatScore
from .sheet_created_out import SheetCreatedOut
from .sheet_created_out_game import SheetCreatedOutGame
from .sheet_event_out import SheetEventOut
from .sheet_event_out_type import SheetEventOutType
from .sheet_events_out import SheetEventsOut
from .sheet_in import SheetIn
from .sheet_in_ruleset import SheetInRuleset
from .sheet_out import SheetOut
from .sheet_out_game import SheetOutGame
from .sheet_table import SheetTable
from .slot import Slot
from .slot_after import SlotAfter
from .slot_after_side import SlotAfterSide
from .status import Status
from .super_advice_in import SuperAdviceIn
from .super_advice_in_blue_item_type_1 import SuperAdviceInBlueItemType1
from .super_advice_in_blue_item_type_1_colour import SuperAdviceInBlueItemType1Colour
from .super_advice_in_blue_item_type_1_kind import SuperAdviceInBlueItemType1Kind
from .super_advice_in_blue_item_type_2 import SuperAdviceInBlueItemType2
from .super_advice_in_blue_item_type_2_colour import SuperAdviceInBlueItemType2Colour
from .super_advice_in_blue_item_type_2_kind import SuperAdviceInBlueItemType2Kind
from .super_advice_in_blue_item_type_3 import SuperAdviceInBlueItemType3
from .super_advice_in_blue_item_type_3_colour import SuperAdviceInBlueItemType3Colour
from .super_advice_in_blue_item_type_3_kind import SuperAdviceInBlueItemType3Kind
from .super_advice_in_card_type_1 import SuperAdviceInCardType1
from .super_advice_in_card_type_1_colour import SuperAdviceInCardType1Colour
from .super_advice_in_card_type_1_kind import SuperAdviceInCardType1Kind
from .super_advice_in_card_type_2 import SuperAdviceInCardType2
from .super_advice_in_card_type_2_colour import SuperAdviceInCardType2Colour
from .super_advice_in_card_type_2_kind import SuperAdviceInCardType2Kind
from .super_advice_in_card_type_3 import SuperAdviceInCardType3
from .super_advice_in_card_type_3_colour import SuperAdviceInCardType3Colour
from .super_advice_in_card_type_3_kind import SuperAdviceInCardType3Kind
from .super_advice_in_discard_top_type_1 import SuperAdviceInDiscardTopType1
from .super_advice_in_discard_top_type_1_colour import (
    SuperAdviceInDiscardTopType1Colour,
)
from .super_advice_in_discard_top_type_1_kind import SuperAdviceInDiscardTopType1Kind
from .super_advice_in_discard_top_type_2 import SuperAdviceInDiscardTopType2
from .super_advice_in_discard_top_type_2_colour import (
    SuperAdviceInDiscardTopType2Colour,
)
from .super_advice_in_discard_top_type_2_kind import SuperAdviceInDiscardTopType2Kind
from .super_advice_in_discard_top_type_3 import SuperAdviceInDiscardTopType3
from .super_advice_in_discard_top_type_3_colour import (
    SuperAdviceInDiscardTopType3Colour,
)
from .super_advice_in_discard_top_type_3_kind import SuperAdviceInDiscardTopType3Kind
from .super_advice_in_red_item_type_1 import SuperAdviceInRedItemType1
from .super_advice_in_red_item_type_1_colour import SuperAdviceInRedItemType1Colour
from .super_advice_in_red_item_type_1_kind import SuperAdviceInRedItemType1Kind
from .super_advice_in_red_item_type_2 import SuperAdviceInRedItemType2
from .super_advice_in_red_item_type_2_colour import SuperAdviceInRedItemType2Colour
from .super_advice_in_red_item_type_2_kind import SuperAdviceInRedItemType2Kind
from .super_advice_in_red_item_type_3 import SuperAdviceInRedItemType3
from .super_advice_in_red_item_type_3_colour import SuperAdviceInRedItemType3Colour
from .super_advice_in_red_item_type_3_kind import SuperAdviceInRedItemType3Kind
from .super_advice_in_ruleset import SuperAdviceInRuleset
from .super_advice_in_taken_from import SuperAdviceInTakenFrom
from .super_advice_out import SuperAdviceOut
from .super_advice_out_ruleset import SuperAdviceOutRuleset
from .super_alternative import SuperAlternative
from .super_as_dealt import SuperAsDealt
from .super_check_move_in import SuperCheckMoveIn
from .super_check_move_in_blue_item_type_1 import SuperCheckMoveInBlueItemType1
from .super_check_move_in_blue_item_type_1_colour import (
    SuperCheckMoveInBlueItemType1Colour,
)
from .super_check_move_in_blue_item_type_1_kind import SuperCheckMoveInBlueItemType1Kind
from .super_check_move_in_blue_item_type_2 import SuperCheckMoveInBlueItemType2
from .super_check_move_in_blue_item_type_2_colour import (
    SuperCheckMoveInBlueItemType2Colour,
)
from .super_check_move_in_blue_item_type_2_kind import SuperCheckMoveInBlueItemType2Kind
from .super_check_move_in_blue_item_type_3 import SuperCheckMoveInBlueItemType3
from .super_check_move_in_blue_item_type_3_colour import (
    SuperCheckMoveInBlueItemType3Colour,
)
from .super_check_move_in_blue_item_type_3_kind import SuperCheckMoveInBlueItemType3Kind
from .super_check_move_in_card_type_1 import SuperCheckMoveInCardType1
from .super_check_move_in_card_type_1_colour import SuperCheckMoveInCardType1Colour
from .super_check_move_in_card_type_1_kind import SuperCheckMoveInCardType1Kind
from .super_check_move_in_card_type_2 import SuperCheckMoveInCardType2
from .super_check_move_in_card_type_2_colour import SuperCheckMoveInCardType2Colour
from .super_check_move_in_card_type_2_kind import SuperCheckMoveInCardType2Kind
from .super_check_move_in_card_type_3 import SuperCheckMoveInCardType3
from .super_check_move_in_card_type_3_colour import SuperCheckMoveInCardType3Colour
from .super_check_move_in_card_type_3_kind import SuperCheckMoveInCardType3Kind
from .super_check_move_in_play import SuperCheckMoveInPlay
from .super_check_move_in_red_item_type_1 import SuperCheckMoveInRedItemType1
from .super_check_move_in_red_item_type_1_colour import (
    SuperCheckMoveInRedItemType1Colour,
)
from .super_check_move_in_red_item_type_1_kind import SuperCheckMoveInRedItemType1Kind
from .super_check_move_in_red_item_type_2 import SuperCheckMoveInRedItemType2
from .super_check_move_in_red_item_type_2_colour import (
    SuperCheckMoveInRedItemType2Colour,
)
from .super_check_move_in_red_item_type_2_kind import SuperCheckMoveInRedItemType2Kind
from .super_check_move_in_red_item_type_3 import SuperCheckMoveInRedItemType3
from .super_check_move_in_red_item_type_3_colour import (
    SuperCheckMoveInRedItemType3Colour,
)
from .super_check_move_in_red_item_type_3_kind import SuperCheckMoveInRedItemType3Kind
from .super_check_move_in_ruleset import SuperCheckMoveInRuleset
from .super_check_move_in_taken_from import SuperCheckMoveInTakenFrom
from .super_check_move_out import SuperCheckMoveOut
from .super_check_move_out_ruleset import SuperCheckMoveOutRuleset
from .super_check_rack_in import SuperCheckRackIn
from .super_check_rack_in_blue_item_type_1 import SuperCheckRackInBlueItemType1
from .super_check_rack_in_blue_item_type_1_colour import (
    SuperCheckRackInBlueItemType1Colour,
)
from .super_check_rack_in_blue_item_type_1_kind import SuperCheckRackInBlueItemType1Kind
from .super_check_rack_in_blue_item_type_2 import SuperCheckRackInBlueItemType2
from .super_check_rack_in_blue_item_type_2_colour import (
    SuperCheckRackInBlueItemType2Colour,
)
from .super_check_rack_in_blue_item_type_2_kind import SuperCheckRackInBlueItemType2Kind
from .super_check_rack_in_blue_item_type_3 import SuperCheckRackInBlueItemType3
from .super_check_rack_in_blue_item_type_3_colour import (
    SuperCheckRackInBlueItemType3Colour,
)
from .super_check_rack_in_blue_item_type_3_kind import SuperCheckRackInBlueItemType3Kind
from .super_check_rack_in_dealt_item_type_1 import SuperCheckRackInDealtItemType1
from .super_check_rack_in_dealt_item_type_1_colour import (
    SuperCheckRackInDealtItemType1Colour,
)
from .super_check_rack_in_dealt_item_type_1_kind import (
    SuperCheckRackInDealtItemType1Kind,
)
from .super_check_rack_in_dealt_item_type_2 import SuperCheckRackInDealtItemType2
from .super_check_rack_in_dealt_item_type_2_colour import (
    SuperCheckRackInDealtItemType2Colour,
)
from .super_check_rack_in_dealt_item_type_2_kind import (
    SuperCheckRackInDealtItemType2Kind,
)
from .super_check_rack_in_dealt_item_type_3 import SuperCheckRackInDealtItemType3
from .super_check_rack_in_dealt_item_type_3_colour import (
    SuperCheckRackInDealtItemType3Colour,
)
from .super_check_rack_in_dealt_item_type_3_kind import (
    SuperCheckRackInDealtItemType3Kind,
)
from .super_check_rack_in_red_item_type_1 import SuperCheckRackInRedItemType1
from .super_check_rack_in_red_item_type_1_colour import (
    SuperCheckRackInRedItemType1Colour,
)
from .super_check_rack_in_red_item_type_1_kind import SuperCheckRackInRedItemType1Kind
from .super_check_rack_in_red_item_type_2 import SuperCheckRackInRedItemType2
from .super_check_rack_in_red_item_type_2_colour import (
    SuperCheckRackInRedItemType2Colour,
)
from .super_check_rack_in_red_item_type_2_kind import SuperCheckRackInRedItemType2Kind
from .super_check_rack_in_red_item_type_3 import SuperCheckRackInRedItemType3
from .super_check_rack_in_red_item_type_3_colour import (
    SuperCheckRackInRedItemType3Colour,
)
from .super_check_rack_in_red_item_type_3_kind import SuperCheckRackInRedItemType3Kind
from .super_check_rack_in_ruleset import SuperCheckRackInRuleset
from .super_check_rack_out import SuperCheckRackOut
from .super_check_rack_out_ruleset import SuperCheckRackOutRuleset
from .super_game_advice_out import SuperGameAdviceOut
from .super_game_advice_out_ruleset import SuperGameAdviceOutRuleset
from .super_game_in import SuperGameIn
from .super_game_in_ruleset import SuperGameInRuleset
from .super_options import SuperOptions
from .super_options_restock import SuperOptionsRestock
from .super_rack_o_event import SuperRackOEvent
from .super_rack_o_event_type import SuperRackOEventType
from .super_rack_text import SuperRackText
from .super_reason import SuperReason
from .super_reason_side import SuperReasonSide
from .super_row import SuperRow
from .super_sides import SuperSides
from .super_slot import SuperSlot
from .super_slot_side import SuperSlotSide
from .super_table_out import SuperTableOut
from .super_table_out_game import SuperTableOutGame
from .super_table_out_phase import SuperTableOutPhase
from .super_table_out_ruleset import SuperTableOutRuleset
from .super_table_out_score_unit import SuperTableOutScoreUnit
from .super_view_out import SuperViewOut
from .super_view_out_game import SuperViewOutGame
from .super_view_out_phase import SuperViewOutPhase
from .super_view_out_ruleset import SuperViewOutRuleset
from .super_view_out_score_unit import SuperViewOutScoreUnit
from .swap_played_event import SwapPlayedEvent
from .swap_played_event_type import SwapPlayedEventType
from .table_created_out import TableCreatedOut
from .table_in import TableIn
from .table_out import TableOut
from .table_player_out import TablePlayerOut
from .table_sheet_created_out import TableSheetCreatedOut
from .table_sheet_created_out_game import TableSheetCreatedOutGame
from .table_sheet_in import TableSheetIn
from .table_sheet_in_ruleset import TableSheetInRuleset
from .table_sheet_out import TableSheetOut
from .table_sheet_out_game import TableSheetOutGame
from .table_sheet_player_out import TableSheetPlayerOut
from .table_stats_out import TableStatsOut
from .take_discard_action import TakeDiscardAction
from .take_discard_action_type import TakeDiscardActionType
from .team_round import TeamRound
from .team_round_out import TeamRoundOut
from .team_total import TeamTotal
from .tie_at_target_event import TieAtTargetEvent
from .tie_at_target_event_type import TieAtTargetEventType
from .took_discard_event import TookDiscardEvent
from .took_discard_event_type import TookDiscardEventType
from .traits import Traits
from .traits_round_forms_item import TraitsRoundFormsItem
from .traits_score_unit import TraitsScoreUnit
from .verified_deal_out import VerifiedDealOut
from .verify_deal_in import VerifyDealIn
from .verify_deal_in_events_item import VerifyDealInEventsItem
from .verify_deal_in_ruleset import VerifyDealInRuleset
from .wild_value import WildValue
from .wild_value_side import WildValueSide
from .winner_out import WinnerOut
from .won_round_in import WonRoundIn

__all__ = (
    "AcceptSwapAction",
    "AcceptSwapActionType",
    "AdviceIn",
    "AdviceInRuleset",
    "AdviceInTakenFrom",
    "AdviceOut",
    "AdviceOutPlay",
    "AdviceOutTake",
    "Alternative",
    "AlternativePlay",
    "AlternativeTake",
    "AsDealt",
    "AsDealtFitsItem",
    "Call",
    "CallRackOAction",
    "CallRackOActionType",
    "CallSuperRackOAction",
    "CallSuperRackOActionType",
    "CheckMoveIn",
    "CheckMoveInOldSlot",
    "CheckMoveInPlay",
    "CheckMoveInRuleset",
    "CheckMoveInSlot",
    "CheckMoveInSlotsItem",
    "CheckMoveInTakenFrom",
    "CheckMoveOut",
    "CheckRackIn",
    "CheckRackInRuleset",
    "CheckRackOut",
    "Citation",
    "CompareIn",
    "CompareItem",
    "CompareOut",
    "ContributeIn",
    "ContributedEvent",
    "ContributedEventType",
    "ContributedOut",
    "ContributionIn",
    "ContributionOut",
    "DealChainEvent",
    "DealChainEventType",
    "DealChainOut",
    "DealCommitmentOut",
    "DealRevealedEvent",
    "DealRevealedEventType",
    "DealtEvent",
    "DealtEventType",
    "Decision",
    "DeckOut",
    "DiscardAction",
    "DiscardActionType",
    "DiscardedEvent",
    "DiscardedEventType",
    "DoubleRack",
    "DoubleRackBlueItemType1",
    "DoubleRackBlueItemType1Colour",
    "DoubleRackBlueItemType1Kind",
    "DoubleRackBlueItemType2",
    "DoubleRackBlueItemType2Colour",
    "DoubleRackBlueItemType2Kind",
    "DoubleRackBlueItemType3",
    "DoubleRackBlueItemType3Colour",
    "DoubleRackBlueItemType3Kind",
    "DoubleRackRedItemType1",
    "DoubleRackRedItemType1Colour",
    "DoubleRackRedItemType1Kind",
    "DoubleRackRedItemType2",
    "DoubleRackRedItemType2Colour",
    "DoubleRackRedItemType2Kind",
    "DoubleRackRedItemType3",
    "DoubleRackRedItemType3Colour",
    "DoubleRackRedItemType3Kind",
    "DrawStockAction",
    "DrawStockActionType",
    "DrewEvent",
    "DrewEventType",
    "EntryIn",
    "EntryOut",
    "EventsOut",
    "ExchangeAction",
    "ExchangeActionSlotType0",
    "ExchangeActionType",
    "ExchangedEvent",
    "ExchangedEventSlotType0",
    "ExchangedEventType",
    "FieldProblem",
    "FinishedRoundOut",
    "FinishedRoundOutEndedBy",
    "FirstDealerEvent",
    "FirstDealerEventStart",
    "FirstDealerEventType",
    "FirstDealerOut",
    "FirstDealerOutStart",
    "GameAdviceOut",
    "GameAdviceOutPlay",
    "GameAdviceOutTake",
    "GameCreatedOut",
    "GameCreatedOutGame",
    "GameOverEvent",
    "GameOverEventScoreUnit",
    "GameOverEventType",
    "HeadToHeadOut",
    "HoldingOut",
    "HoldingOutSource",
    "JoinIn",
    "JoinedOut",
    "MismatchOut",
    "MismatchOutExpectedType0",
    "MismatchOutFound",
    "NewSeatOut",
    "NextRoundAction",
    "NextRoundActionType",
    "Note",
    "Options",
    "OptionsDealOrder",
    "OptionsDeckType0",
    "OptionsFirstDealer",
    "OptionsLoserScoring",
    "OptionsRestock",
    "OptionsRunBonus",
    "OptionsRunBonusFrom",
    "OptionsTeamRack",
    "OtherRackIn",
    "PaginationMetadata",
    "PartialCheckIn",
    "PartialCheckInRuleset",
    "PartialCheckOut",
    "Pending",
    "PendingCard",
    "PendingSwapOut",
    "PlaceAction",
    "PlaceActionSlot",
    "PlaceActionType",
    "PlacedEvent",
    "PlacedEventSlotType0",
    "PlacedEventType",
    "PlayReverseAction",
    "PlayReverseActionType",
    "PlaySwapAction",
    "PlaySwapActionType",
    "PlayerIn",
    "PlayerRound",
    "PlayerRoundOut",
    "PlayerRoundSummary",
    "PlayerStatsOut",
    "PlayerStatsOutWinsByEdition",
    "PlayerTotal",
    "PlayersIn",
    "PlayersRange",
    "Problem",
    "RackDealtEvent",
    "RackDealtEventType",
    "RackOEvent",
    "RackOEventType",
    "RackOGameIn",
    "RackOGameInRuleset",
    "RackOTableOut",
    "RackOTableOutGame",
    "RackOTableOutPhase",
    "RackOTableOutScoreUnit",
    "RackOViewOut",
    "RackOViewOutGame",
    "RackOViewOutPhase",
    "RackOViewOutScoreUnit",
    "RackScore",
    "RackShape",
    "RackSlot",
    "RackSlotSide",
    "Reason",
    "RefilledEvent",
    "RefilledEventSlotType0",
    "RefilledEventType",
    "ReplayOut",
    "RestockedEvent",
    "RestockedEventType",
    "RevealedDealOut",
    "ReversedEvent",
    "ReversedEventCancels",
    "ReversedEventSlotType0",
    "ReversedEventType",
    "RoundAddedOut",
    "RoundCorrectedOut",
    "RoundCorrectedOutGame",
    "RoundIn",
    "RoundOut",
    "RoundOverEvent",
    "RoundOverEventEndedBy",
    "RoundOverEventScoreUnit",
    "RoundOverEventType",
    "RoundRackIn",
    "RoundScoreIn",
    "RoundScoreInRuleset",
    "RoundScoreOut",
    "RoundSummaryOut",
    "RowSwitchedEvent",
    "RowSwitchedEventType",
    "Rule",
    "Ruleset",
    "RulesetDetail",
    "RulesetDetailGame",
    "RulesetGame",
    "RunRequirement",
    "RunRequirementAppliesTo",
    "ScoreIn",
    "ScoreInRuleset",
    "ScoreOut",
    "ScoresOut",
    "SeatIn",
    "SeatInBot",
    "SeatOut",
    "SeatScore",
    "SheetCreatedOut",
    "SheetCreatedOutGame",
    "SheetEventOut",
    "SheetEventOutType",
    "SheetEventsOut",
    "SheetIn",
    "SheetInRuleset",
    "SheetOut",
    "SheetOutGame",
    "SheetTable",
    "Slot",
    "SlotAfter",
    "SlotAfterSide",
    "Status",
    "SuperAdviceIn",
    "SuperAdviceInBlueItemType1",
    "SuperAdviceInBlueItemType1Colour",
    "SuperAdviceInBlueItemType1Kind",
    "SuperAdviceInBlueItemType2",
    "SuperAdviceInBlueItemType2Colour",
    "SuperAdviceInBlueItemType2Kind",
    "SuperAdviceInBlueItemType3",
    "SuperAdviceInBlueItemType3Colour",
    "SuperAdviceInBlueItemType3Kind",
    "SuperAdviceInCardType1",
    "SuperAdviceInCardType1Colour",
    "SuperAdviceInCardType1Kind",
    "SuperAdviceInCardType2",
    "SuperAdviceInCardType2Colour",
    "SuperAdviceInCardType2Kind",
    "SuperAdviceInCardType3",
    "SuperAdviceInCardType3Colour",
    "SuperAdviceInCardType3Kind",
    "SuperAdviceInDiscardTopType1",
    "SuperAdviceInDiscardTopType1Colour",
    "SuperAdviceInDiscardTopType1Kind",
    "SuperAdviceInDiscardTopType2",
    "SuperAdviceInDiscardTopType2Colour",
    "SuperAdviceInDiscardTopType2Kind",
    "SuperAdviceInDiscardTopType3",
    "SuperAdviceInDiscardTopType3Colour",
    "SuperAdviceInDiscardTopType3Kind",
    "SuperAdviceInRedItemType1",
    "SuperAdviceInRedItemType1Colour",
    "SuperAdviceInRedItemType1Kind",
    "SuperAdviceInRedItemType2",
    "SuperAdviceInRedItemType2Colour",
    "SuperAdviceInRedItemType2Kind",
    "SuperAdviceInRedItemType3",
    "SuperAdviceInRedItemType3Colour",
    "SuperAdviceInRedItemType3Kind",
    "SuperAdviceInRuleset",
    "SuperAdviceInTakenFrom",
    "SuperAdviceOut",
    "SuperAdviceOutRuleset",
    "SuperAlternative",
    "SuperAsDealt",
    "SuperCheckMoveIn",
    "SuperCheckMoveInBlueItemType1",
    "SuperCheckMoveInBlueItemType1Colour",
    "SuperCheckMoveInBlueItemType1Kind",
    "SuperCheckMoveInBlueItemType2",
    "SuperCheckMoveInBlueItemType2Colour",
    "SuperCheckMoveInBlueItemType2Kind",
    "SuperCheckMoveInBlueItemType3",
    "SuperCheckMoveInBlueItemType3Colour",
    "SuperCheckMoveInBlueItemType3Kind",
    "SuperCheckMoveInCardType1",
    "SuperCheckMoveInCardType1Colour",
    "SuperCheckMoveInCardType1Kind",
    "SuperCheckMoveInCardType2",
    "SuperCheckMoveInCardType2Colour",
    "SuperCheckMoveInCardType2Kind",
    "SuperCheckMoveInCardType3",
    "SuperCheckMoveInCardType3Colour",
    "SuperCheckMoveInCardType3Kind",
    "SuperCheckMoveInPlay",
    "SuperCheckMoveInRedItemType1",
    "SuperCheckMoveInRedItemType1Colour",
    "SuperCheckMoveInRedItemType1Kind",
    "SuperCheckMoveInRedItemType2",
    "SuperCheckMoveInRedItemType2Colour",
    "SuperCheckMoveInRedItemType2Kind",
    "SuperCheckMoveInRedItemType3",
    "SuperCheckMoveInRedItemType3Colour",
    "SuperCheckMoveInRedItemType3Kind",
    "SuperCheckMoveInRuleset",
    "SuperCheckMoveInTakenFrom",
    "SuperCheckMoveOut",
    "SuperCheckMoveOutRuleset",
    "SuperCheckRackIn",
    "SuperCheckRackInBlueItemType1",
    "SuperCheckRackInBlueItemType1Colour",
    "SuperCheckRackInBlueItemType1Kind",
    "SuperCheckRackInBlueItemType2",
    "SuperCheckRackInBlueItemType2Colour",
    "SuperCheckRackInBlueItemType2Kind",
    "SuperCheckRackInBlueItemType3",
    "SuperCheckRackInBlueItemType3Colour",
    "SuperCheckRackInBlueItemType3Kind",
    "SuperCheckRackInDealtItemType1",
    "SuperCheckRackInDealtItemType1Colour",
    "SuperCheckRackInDealtItemType1Kind",
    "SuperCheckRackInDealtItemType2",
    "SuperCheckRackInDealtItemType2Colour",
    "SuperCheckRackInDealtItemType2Kind",
    "SuperCheckRackInDealtItemType3",
    "SuperCheckRackInDealtItemType3Colour",
    "SuperCheckRackInDealtItemType3Kind",
    "SuperCheckRackInRedItemType1",
    "SuperCheckRackInRedItemType1Colour",
    "SuperCheckRackInRedItemType1Kind",
    "SuperCheckRackInRedItemType2",
    "SuperCheckRackInRedItemType2Colour",
    "SuperCheckRackInRedItemType2Kind",
    "SuperCheckRackInRedItemType3",
    "SuperCheckRackInRedItemType3Colour",
    "SuperCheckRackInRedItemType3Kind",
    "SuperCheckRackInRuleset",
    "SuperCheckRackOut",
    "SuperCheckRackOutRuleset",
    "SuperGameAdviceOut",
    "SuperGameAdviceOutRuleset",
    "SuperGameIn",
    "SuperGameInRuleset",
    "SuperOptions",
    "SuperOptionsRestock",
    "SuperRackOEvent",
    "SuperRackOEventType",
    "SuperRackText",
    "SuperReason",
    "SuperReasonSide",
    "SuperRow",
    "SuperSides",
    "SuperSlot",
    "SuperSlotSide",
    "SuperTableOut",
    "SuperTableOutGame",
    "SuperTableOutPhase",
    "SuperTableOutRuleset",
    "SuperTableOutScoreUnit",
    "SuperViewOut",
    "SuperViewOutGame",
    "SuperViewOutPhase",
    "SuperViewOutRuleset",
    "SuperViewOutScoreUnit",
    "SwapPlayedEvent",
    "SwapPlayedEventType",
    "TableCreatedOut",
    "TableIn",
    "TableOut",
    "TablePlayerOut",
    "TableSheetCreatedOut",
    "TableSheetCreatedOutGame",
    "TableSheetIn",
    "TableSheetInRuleset",
    "TableSheetOut",
    "TableSheetOutGame",
    "TableSheetPlayerOut",
    "TableStatsOut",
    "TakeDiscardAction",
    "TakeDiscardActionType",
    "TeamRound",
    "TeamRoundOut",
    "TeamTotal",
    "TieAtTargetEvent",
    "TieAtTargetEventType",
    "TookDiscardEvent",
    "TookDiscardEventType",
    "Traits",
    "TraitsRoundFormsItem",
    "TraitsScoreUnit",
    "VerifiedDealOut",
    "VerifyDealIn",
    "VerifyDealInEventsItem",
    "VerifyDealInRuleset",
    "WildValue",
    "WildValueSide",
    "WinnerOut",
    "WonRoundIn",
)
