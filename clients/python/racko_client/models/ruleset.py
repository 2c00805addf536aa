from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ruleset_game import RulesetGame

if TYPE_CHECKING:
    from ..models.options import Options
    from ..models.players_range import PlayersRange
    from ..models.super_options import SuperOptions
    from ..models.traits import Traits


T = TypeVar("T", bound="Ruleset")


@_attrs_define
class Ruleset:
    """
    Attributes:
        game (RulesetGame): the game the edition plays, by kind id; `traits` say what differs between games (whether a
            sheet counts points or won rounds, the rack, wilds)
        id (str):  Example: hasbro.
        options (Options | SuperOptions): every option the edition takes, under its API name, with its value there;
            where `traits.score_unit` is wins, target is the won rounds needed
        players (PlayersRange):
        source (str):
        summary (str):
        title (str):
        traits (Traits):
    """

    game: RulesetGame
    id: str
    options: Options | SuperOptions
    players: PlayersRange
    source: str
    summary: str
    title: str
    traits: Traits

    def to_dict(self) -> dict[str, Any]:
        from ..models.options import Options

        game = self.game.value

        id = self.id

        options: dict[str, Any]
        if isinstance(self.options, Options):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        players = self.players.to_dict()

        source = self.source

        summary = self.summary

        title = self.title

        traits = self.traits.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "id": id,
                "options": options,
                "players": players,
                "source": source,
                "summary": summary,
                "title": title,
                "traits": traits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options import Options
        from ..models.players_range import PlayersRange
        from ..models.super_options import SuperOptions
        from ..models.traits import Traits

        d = dict(src_dict)
        game = RulesetGame(d.pop("game"))

        id = d.pop("id")

        def _parse_options(data: object) -> Options | SuperOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = Options.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            options_type_1 = SuperOptions.from_dict(data)

            return options_type_1

        options = _parse_options(d.pop("options"))

        players = PlayersRange.from_dict(d.pop("players"))

        source = d.pop("source")

        summary = d.pop("summary")

        title = d.pop("title")

        traits = Traits.from_dict(d.pop("traits"))

        ruleset = cls(
            game=game,
            id=id,
            options=options,
            players=players,
            source=source,
            summary=summary,
            title=title,
            traits=traits,
        )

        return ruleset
