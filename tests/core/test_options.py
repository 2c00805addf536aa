"""Every house-rule option's values are written once (OPTION_SPECS): the rules accept exactly
those values, and the API documents exactly those limits."""

from __future__ import annotations

import pytest

from racko_api.core.errors import InvalidInput
from racko_api.core.forms import OptionSpec
from racko_api.games.rack_o.presets import HASBRO
from racko_api.games.rack_o.ruleset import OPTION_NAMES, OPTION_SPECS


def _edges(spec: OptionSpec) -> tuple[list[object], list[object]]:
    """Values the option must take, and values it must refuse."""
    if spec.kind == "int":
        return [spec.low, spec.high], [spec.low - 1, spec.high + 1, True, "1"]
    if spec.kind == "enum":
        return list(spec.choices), ["no-such-value", 1]
    if spec.kind == "bool":
        return [True, False], [1, "true", None]
    if spec.kind == "deck":
        return ["by_players", spec.low, spec.high], [spec.low - 1, spec.high + 1, "all"]
    return ([{"length": spec.low}, {"length": spec.high, "applies_to": "all"}],
            [{"length": spec.high + 1}, {"applies_to": "nobody"}, {"run": 3}])


@pytest.mark.parametrize("name", OPTION_NAMES)
def test_the_rules_take_exactly_the_values_an_option_describes(name: str) -> None:
    takes, refuses = _edges(OPTION_SPECS[name])
    for value in takes:
        assert HASBRO.with_options({name: value}).overrides == (name,)
    for value in refuses:
        with pytest.raises(InvalidInput) as refused:
            HASBRO.with_options({name: value})
        assert [e.field for e in refused.value.errors] == [f"options/{name}"], value


def test_an_unknown_option_is_named() -> None:
    with pytest.raises(InvalidInput) as refused:
        HASBRO.with_options({"jokers": True})
    assert refused.value.errors[0].field == "options/jokers"
    assert "options are deck, cards_dealt" in refused.value.errors[0].message
