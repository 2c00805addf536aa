"""R-TURN and its sub-rules, and R-QUICK: what a player may do with the card they took."""

from __future__ import annotations

import pytest

from racko_api.core.errors import IllegalMove, InvalidInput
from racko_api.core.plays import Pile
from racko_api.games.rack_o.plays import Play
from racko_api.games.rack_o.presets import PRESETS
from racko_api.games.rack_o.referee import check_move, read_rack
from racko_api.games.rack_o.turns import (
    can_discard,
    can_place,
    move_verdict,
    verify_discard,
    verify_take,
)

HASBRO, QUICK = PRESETS["hasbro"], PRESETS["swedish-bonus"]
RACK = (1, 12, 13, 16, 34, 22, 4, 24, 31, 40)
QUICK_RACK = (3, None, 13, None, 25, None, 36, None, 47, None)


def _rules(verdict: object) -> list[str]:
    return [r.rule for r in verdict.reasons]  # type: ignore[attr-defined]


def test_R_TURN_take_the_top_card_of_a_pile_that_has_one() -> None:
    verify_take(Pile.STOCK, 1)
    verify_take(Pile.DISCARD, 30)
    with pytest.raises(IllegalMove) as refused:
        verify_take(Pile.DISCARD, 0)
    assert refused.value.rule == "R-TURN" and "discard pile is empty" in refused.value.message


@pytest.mark.parametrize("play", [Play.DISCARD, Play.PUT_BACK])
def test_R_TURN_DISCARD_MUST_a_discard_pile_card_cannot_go_straight_back(play: Play) -> None:
    verdict = move_verdict(HASBRO, RACK, 17, Pile.DISCARD, play)
    assert not verdict.legal and _rules(verdict) == ["R-TURN-DISCARD-MUST"]
    assert verdict.rack_after is None and verdict.discarded is None
    assert not can_discard(HASBRO, Pile.DISCARD)
    with pytest.raises(IllegalMove):
        verify_discard(HASBRO, Pile.DISCARD)


def test_R_TURN_DISCARD_MUST_exchanging_it_is_legal() -> None:
    verdict = move_verdict(HASBRO, RACK, 17, Pile.DISCARD, Play.EXCHANGE, slot=5)
    assert verdict.legal and _rules(verdict) == ["R-TURN-DISCARD-MUST", "R-TURN-SAME-SLOT"]
    assert verdict.rack_after == (1, 12, 13, 16, 34, 17, 4, 24, 31, 40) and verdict.discarded == 22


def test_R_TURN_STOCK_MAY_a_stock_card_may_be_discarded() -> None:
    verdict = move_verdict(HASBRO, RACK, 17, Pile.STOCK, Play.DISCARD)
    assert verdict.legal and _rules(verdict) == ["R-TURN-STOCK-MAY"]
    assert verdict.rack_after == RACK and verdict.discarded == 17
    assert can_discard(HASBRO, Pile.STOCK)


def test_R_TURN_STOCK_MAY_or_exchanged() -> None:
    verdict = move_verdict(HASBRO, RACK, 17, Pile.STOCK, Play.EXCHANGE, slot=4)
    assert verdict.legal and _rules(verdict) == ["R-TURN-STOCK-MAY", "R-TURN-SAME-SLOT"]
    assert verdict.discarded == 34


@pytest.mark.parametrize("ruleset_id", ["swedish", "swedish-bonus"])
def test_R_TURN_STOCK_MUST_a_swedish_stock_card_may_not_be_discarded(ruleset_id: str) -> None:
    ruleset = PRESETS[ruleset_id]
    verdict = move_verdict(ruleset, RACK, 17, Pile.STOCK, Play.DISCARD)
    assert not verdict.legal and _rules(verdict) == ["R-TURN-STOCK-MUST"]
    assert verdict.rack_after is None and verdict.discarded is None
    assert not can_discard(ruleset, Pile.STOCK)
    with pytest.raises(IllegalMove) as refused:
        verify_discard(ruleset, Pile.STOCK)
    assert refused.value.rule == "R-TURN-STOCK-MUST"


def test_R_TURN_STOCK_MUST_a_swedish_stock_card_replaces_a_rack_card() -> None:
    verdict = move_verdict(PRESETS["swedish"], RACK, 17, Pile.STOCK, Play.EXCHANGE, slot=4)
    assert verdict.legal and _rules(verdict) == ["R-TURN-STOCK-MUST", "R-TURN-SAME-SLOT"]


def test_R_TURN_STOCK_MUST_in_swedish_bonus_it_may_fill_an_empty_slot() -> None:
    verdict = move_verdict(QUICK, QUICK_RACK, 17, Pile.STOCK, Play.PLACE, slot=3)
    assert verdict.legal and _rules(verdict) == ["R-TURN-STOCK-MUST", "R-QUICK"]
    assert verdict.rack_after == (3, None, 13, 17, 25, None, 36, None, 47, None)


def test_R_TURN_STOCK_MAY_a_house_rule_lets_a_swedish_table_discard_it() -> None:
    ruleset = PRESETS["swedish"].with_options({"stock_card_discard": True})
    assert move_verdict(ruleset, RACK, 17, Pile.STOCK, Play.DISCARD).legal


def test_R_TURN_STOCK_MAY_but_never_put_back_on_the_stock() -> None:
    verdict = move_verdict(HASBRO, RACK, 17, Pile.STOCK, Play.PUT_BACK)
    assert not verdict.legal and _rules(verdict) == ["R-TURN-STOCK-MAY"]


def test_R_TURN_SAME_SLOT_the_new_card_goes_where_the_old_one_left() -> None:
    same = move_verdict(HASBRO, RACK, 17, Pile.STOCK, Play.EXCHANGE, slot=5, other_slot=5)
    assert same.legal and same.rack_after is not None and same.rack_after[5] == 17
    moved = move_verdict(HASBRO, RACK, 17, Pile.STOCK, Play.EXCHANGE, slot=3, other_slot=5)
    assert not moved.legal and _rules(moved) == ["R-TURN-SAME-SLOT"]
    assert "(#30), not #20" in moved.reasons[0].text


@pytest.mark.parametrize("play", [Play.SWAP, Play.EXCHANGE_TWO])
@pytest.mark.parametrize("pile", list(Pile))
def test_R_TURN_NO_REARRANGE_rack_cards_never_trade_places(play: Play, pile: Pile) -> None:
    verdict = move_verdict(HASBRO, RACK, 17, pile, play, slot=5, other_slot=6)
    assert not verdict.legal and _rules(verdict) == ["R-TURN-NO-REARRANGE"]


def test_R_QUICK_a_card_may_go_into_an_empty_slot_discarding_nothing() -> None:
    verdict = move_verdict(QUICK, QUICK_RACK, 20, Pile.STOCK, Play.PLACE, slot=3)
    assert verdict.legal and _rules(verdict) == ["R-TURN-STOCK-MUST", "R-QUICK"]
    assert verdict.rack_after == (3, None, 13, 20, 25, None, 36, None, 47, None)
    assert verdict.discarded is None
    assert can_place(QUICK, QUICK_RACK, 3) and not can_place(QUICK, QUICK_RACK, 2)


def test_R_QUICK_a_card_from_the_discard_pile_may_fill_an_empty_slot() -> None:
    assert move_verdict(QUICK, QUICK_RACK, 20, Pile.DISCARD, Play.PLACE, slot=3).legal


def test_R_QUICK_an_occupied_slot_is_exchanged_not_placed_into() -> None:
    verdict = move_verdict(QUICK, QUICK_RACK, 20, Pile.STOCK, Play.PLACE, slot=2)
    assert not verdict.legal and _rules(verdict) == ["R-QUICK"]
    empty = move_verdict(QUICK, QUICK_RACK, 20, Pile.STOCK, Play.EXCHANGE, slot=3)
    assert not empty.legal and "empty" in empty.reasons[0].text


def test_R_QUICK_no_slot_is_ever_empty_in_the_other_editions() -> None:
    verdict = move_verdict(HASBRO, RACK, 17, Pile.STOCK, Play.PLACE, slot=3)
    assert not verdict.legal and _rules(verdict) == ["R-QUICK"]
    with pytest.raises(InvalidInput) as refused:
        read_rack(HASBRO, 4, list(QUICK_RACK))
    assert refused.value.rule == "R-QUICK"


def test_R_QUICK_the_quick_start_deals_five_cards() -> None:
    assert QUICK.options.cards_dealt == 5
    assert all(p.options.cards_dealt == 10 for p in PRESETS.values() if p is not QUICK)


def test_R_DECK_the_card_taken_is_not_in_the_rack_and_is_in_the_deck() -> None:
    for card, why in ((22, "already in the rack"), (41, "1-40 deck for 2 players")):
        with pytest.raises(InvalidInput) as refused:
            check_move(HASBRO, 2, list(RACK), card, "stock", "discard")
        assert refused.value.rule == "R-DECK" and why in refused.value.message
        assert [e.field for e in refused.value.errors] == ["card"]


def test_R_RACKO_a_move_that_completes_the_rack_says_so() -> None:
    rack = [2, 5, 9, 12, 13, 14, 30, 29, 33, 38]
    done = check_move(HASBRO, 2, rack, 24, "discard", "exchange", slot=35)
    assert done.legal and done.wins_after
    assert done.rack_after == (2, 5, 9, 12, 13, 14, 24, 29, 33, 38)
    not_yet = check_move(HASBRO, 2, rack, 24, "discard", "exchange", slot=40)
    assert not_yet.legal and not_yet.wins_after is False


def test_R_TURN_the_checker_reads_slot_labels() -> None:
    """The HTTP vocabulary: slots are printed labels; exchange needs one, swap needs two."""
    with pytest.raises(InvalidInput) as missing:
        check_move(HASBRO, 4, list(RACK), 17, "stock", "exchange")
    assert [e.field for e in missing.value.errors] == ["slot"]
    with pytest.raises(InvalidInput) as bad_label:
        check_move(HASBRO, 4, list(RACK), 17, "stock", "exchange", slot=12)
    assert bad_label.value.rule == "R-RACK"
    swap = check_move(HASBRO, 4, list(RACK), 17, "stock", "swap", slots=[10, 15])
    assert not swap.legal and _rules(swap) == ["R-TURN-NO-REARRANGE"]
    moved = check_move(HASBRO, 4, list(RACK), 17, "stock", "exchange", slot=20, old_slot=30)
    assert _rules(moved) == ["R-TURN-SAME-SLOT"] and not moved.legal


def test_R_TURN_a_rack_o_turn_has_only_rack_o_plays() -> None:
    """The plays share one vocabulary with Super Rack-O's; a Rack-O turn names only its own."""
    with pytest.raises(InvalidInput) as refused:
        check_move(HASBRO, 2, list(RACK), 17, "stock", "play_swap")
    assert [e.field for e in refused.value.errors] == ["play"]
    assert "put_back" in refused.value.message and "play_swap" not in refused.value.message
