"""S-DEAL: 16 cards each, one at a time clockwise, zigzag from row 8 blue to row 1 red."""

from __future__ import annotations

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.games.super_rack_o.as_dealt import as_dealt
from racko_api.games.super_rack_o.cards import Colour, format_card, parse_card
from racko_api.games.super_rack_o.deal import DEAL_ORDER, deal, deal_from, zigzag
from racko_api.games.super_rack_o.rack import Slot

B, R = Colour.BLUE, Colour.RED


def test_S_DEAL_zigzag_order_from_point_A_to_point_B() -> None:
    assert DEAL_ORDER[:4] == (Slot(B, 8), Slot(R, 8), Slot(B, 7), Slot(R, 7))
    assert DEAL_ORDER[-1] == Slot(R, 1)  # point B, the last card
    assert len(set(DEAL_ORDER)) == 16


def test_S_DEAL_first_card_goes_to_row_8_blue_last_to_row_1_red() -> None:
    rack = zigzag(list(range(16)))
    assert rack.blue == (14, 12, 10, 8, 6, 4, 2, 0)
    assert rack.red == (15, 13, 11, 9, 7, 5, 3, 1)


def test_S_DEAL_one_card_at_a_time_clockwise_from_the_dealers_left() -> None:
    order = list(range(108))  # the top card is 107
    d = deal_from(3, dealer=2, order=order)
    # seat 0 is left of dealer 2, so it gets 107, then seat 1 gets 106, seat 2 gets 105, ...
    assert d.racks[0][Slot(B, 8)] == 107
    assert d.racks[1][Slot(B, 8)] == 106
    assert d.racks[2][Slot(B, 8)] == 105
    assert d.racks[0][Slot(R, 8)] == 104
    assert d.racks[2][Slot(R, 1)] == 107 - 47
    assert d.discard == (107 - 48,)  # the next card starts the discard pile
    assert d.stock == tuple(range(107 - 48))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_S_DEAL_every_card_dealt_once(players: int) -> None:
    d = deal(players, 0, f"seed-{players}")
    ids = list(d.stock) + list(d.discard)
    for rack in d.racks:
        ids += rack.blue + rack.red
    assert sorted(ids) == list(range(108))
    assert len(d.stock) == 108 - 16 * players - 1


def test_S_DEAL_seeded_deal_is_reproducible() -> None:
    assert deal(2, 0, "seed-7") == deal(2, 0, "seed-7")
    assert deal(2, 0, "seed-7") != deal(2, 0, "seed-8")


def test_deal_needs_two_to_four_players() -> None:
    with pytest.raises(ValueError):
        deal(5, 0, "seed-0")


def test_S_DEAL_as_dealt_fits_the_zigzag_and_a_dealt_super_rack_o_may_be_called_at_once() -> None:
    cards = [parse_card(c) for c in "R1 B2 R7 B5 R8 B9 R15 B14 R21 B20 R30 B26 R36 B33 R40 B39".split()]
    rack = zigzag(cards[::-1])  # the last card listed is dealt first: blue row 8 gets B39
    dealt = [format_card(c) for c in cards[::-1]]
    verdict = as_dealt(rack, dealt, super_rack_o=True)
    assert verdict.legal and [r.rule for r in verdict.reasons] == ["S-DEAL", "S-CALL"]
    assert [r.rule for r in as_dealt(rack, dealt, super_rack_o=False).reasons] == ["S-DEAL"]
    assert not as_dealt(rack, dealt[::-1], super_rack_o=True).legal
    with pytest.raises(InvalidInput) as err:
        as_dealt(rack, dealt[:-1] + ["B3"], super_rack_o=True)
    assert err.value.rule == "S-DEAL"
