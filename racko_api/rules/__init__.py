"""The rules of Rack-O in every edition: pure Python, no web or database imports."""

from .catalog import RULES, Decision, Rule, decisions, rule
from .errors import FieldError, IllegalMove, InvalidInput, Reason, RulesError
from .plays import Play
from .presets import PRESETS, get_ruleset
from .racko import can_go_rack_o, rack_o_reasons, verify_rack_o
from .racks import RACK_SIZE, SLOT_LABELS, Rack, index_of, parse_rack
from .rounds import Entry, RoundScore, score_round
from .ruleset import OPTION_NAMES, Options, Ruleset
from .scoring import RackScore, score_rack
from .sources import TEXTS, Source, Text
from .target import Standing, standing
from .turns import Pile, move_verdict
from .verdicts import MoveVerdict, Verdict

__all__ = [
    "OPTION_NAMES", "PRESETS", "RACK_SIZE", "RULES", "SLOT_LABELS", "TEXTS", "Decision", "Entry",
    "FieldError", "Text", "decisions",
    "IllegalMove", "InvalidInput", "MoveVerdict", "Options", "Pile", "Play", "Rack", "RackScore",
    "Reason", "RoundScore", "Rule", "Ruleset", "RulesError", "Source", "Verdict", "can_go_rack_o",
    "get_ruleset", "index_of", "move_verdict", "parse_rack", "rack_o_reasons", "rule",
    "score_rack", "score_round", "standing", "Standing", "verify_rack_o",
]
