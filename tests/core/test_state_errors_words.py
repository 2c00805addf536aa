"""A state the engines would never make (a stored game with a card lost, a seat too many) is refused
with sentences of the catalogues, like every refusal: if one ever reached a client, it would read it
in its own language."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from racko_api.api.language import catalogue
from racko_api.core.errors import InvalidInput
from racko_api.core.words import Text
from racko_api.games.kinds import find_kind

ENGLISH = re.compile(r"\b(the|and|of|is|card|missing|places|seats|goes|with|players)\b")


def lose_a_card(data: dict[str, Any]) -> None:
    pile = "stock" if "stock" in data else "draw_pile"
    data[pile] = data[pile][1:]


def one_seat_too_many(data: dict[str, Any]) -> None:
    data["turn"] = data["players"] + 3


def unknown_version(data: dict[str, Any]) -> None:
    data["version"] = 99


@pytest.mark.parametrize("ruleset", ["hasbro", "super-rack-o"])
@pytest.mark.parametrize("spoil", [lose_a_card, one_seat_too_many, unknown_version])
@pytest.mark.parametrize("language", ["sv", "it"])
def test_an_impossible_state_is_refused_in_words_of_the_catalogues(
        ruleset: str, spoil: Callable[[dict[str, Any]], None], language: str) -> None:
    kind = find_kind(ruleset)
    assert kind is not None
    state, _events = kind.engine.new_game(kind.ruleset(ruleset, {}), 2, seed=7)
    data = state.to_dict()
    spoil(data)
    with pytest.raises(InvalidInput) as refused:
        kind.load(data)
    said = [refused.value.message, *(e.message for e in refused.value.errors)]
    assert all(isinstance(s, Text) for s in said), said
    rendered = [s.render(catalogue(language)) for s in said]
    assert [r for r in rendered if ENGLISH.search(r)] == [], (said, rendered)
