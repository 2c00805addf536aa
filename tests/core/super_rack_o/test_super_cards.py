"""Card faces, their text and dict forms, and the 108-card box (S-DECK)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from racko_api.core.errors import InvalidInput
from racko_api.games.super_rack_o.cards import (
    REVERSE,
    SWAP,
    Card,
    Colour,
    Kind,
    card_from_dict,
    card_to_dict,
    format_card,
    number,
    parse_card,
    read_card,
    wild,
)
from racko_api.games.super_rack_o.deck import DECK, DECK_SIZE, face

faces = st.sampled_from(sorted({pc.card for pc in DECK}, key=format_card))


@pytest.mark.parametrize(("text", "card"), [
    ("B17", number(Colour.BLUE, 17)), ("R3", number(Colour.RED, 3)), ("r40", number(Colour.RED, 40)),
    ("BW", wild(Colour.BLUE)), ("rw", wild(Colour.RED)), ("SWAP", SWAP), ("rev", REVERSE),
    (" B1 ", number(Colour.BLUE, 1)),
])
def test_text_form_parses(text: str, card: Card) -> None:
    assert parse_card(text) == card


@pytest.mark.parametrize("text", ["B0", "B41", "G5", "B07", "W", "BSWAP", "SWAPS", "", "17", "BW2"])
def test_malformed_card_text_is_invalid_input_naming_the_field(text: str) -> None:
    with pytest.raises(InvalidInput) as e:
        parse_card(text, "rack/blue/3")
    assert e.value.errors[0].field == "rack/blue/3"


def test_non_text_card_is_invalid_input() -> None:
    with pytest.raises(InvalidInput):
        parse_card(17)


@given(faces)
def test_text_and_dict_forms_round_trip(card: Card) -> None:
    assert parse_card(format_card(card)) == card
    assert card_from_dict(card_to_dict(card)) == card
    assert read_card(card_to_dict(card)) == read_card(format_card(card)) == card


@pytest.mark.parametrize(("data", "field"), [
    ({"kind": "number", "colour": "blue", "value": 41}, "c/value"),
    ({"kind": "number", "colour": "blue", "value": True}, "c/value"),
    ({"kind": "number", "colour": "green", "value": 4}, "c/colour"),
    ({"kind": "wild", "colour": "red", "value": 4}, "c/value"),
    ({"kind": "joker"}, "c/kind"),
    ({"kind": "swap", "size": 1}, "c/size"),
    ("not a dict", "c"),
])
def test_malformed_card_dict_is_invalid_input(data: object, field: str) -> None:
    with pytest.raises(InvalidInput) as e:
        card_from_dict(data, "c")
    assert e.value.errors[0].field == field


def test_swap_and_reverse_colour_is_accepted_and_dropped() -> None:
    assert card_from_dict({"kind": "swap", "colour": "red"}) == SWAP
    assert card_to_dict(REVERSE) == {"kind": "reverse"}


def test_card_values_are_checked_at_construction() -> None:
    with pytest.raises(ValueError):
        Card(Kind.NUMBER, Colour.BLUE, 0)
    with pytest.raises(ValueError):
        Card(Kind.SWAP, Colour.BLUE)


def test_S_DECK_the_box_holds_108_cards() -> None:
    assert DECK_SIZE == len(DECK) == 108
    counts = Counter((pc.deck, pc.card.kind) for pc in DECK)
    for colour in Colour:
        assert counts[colour, Kind.NUMBER] == 40
        assert counts[colour, Kind.WILD] == 5
        assert counts[colour, Kind.SWAP] == 5
        assert counts[colour, Kind.REVERSE] == 4
    assert all(pc.card.colour in (None, pc.deck) for pc in DECK)
    assert len({pc.key for pc in DECK}) == 108
    assert [pc.id for pc in DECK] == list(range(108))
    assert {face(i) for i in range(108) if face(i).kind is Kind.NUMBER} == {
        number(c, v) for c in Colour for v in range(1, 41)}
