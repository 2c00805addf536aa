from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rack_score import RackScore
    from ..models.reason import Reason


T = TypeVar("T", bound="CompareItem")


@_attrs_define
class CompareItem:
    """
    Attributes:
        legal_rack_o (bool):
        problem (None | Reason):
        ruleset (str):
        score (None | RackScore): null when the rack cannot be scored here
        title (str):
    """

    legal_rack_o: bool
    problem: None | Reason
    ruleset: str
    score: None | RackScore
    title: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.rack_score import RackScore
        from ..models.reason import Reason

        legal_rack_o = self.legal_rack_o

        problem: dict[str, Any] | None
        if isinstance(self.problem, Reason):
            problem = self.problem.to_dict()
        else:
            problem = self.problem

        ruleset = self.ruleset

        score: dict[str, Any] | None
        if isinstance(self.score, RackScore):
            score = self.score.to_dict()
        else:
            score = self.score

        title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal_rack_o": legal_rack_o,
                "problem": problem,
                "ruleset": ruleset,
                "score": score,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rack_score import RackScore
        from ..models.reason import Reason

        d = dict(src_dict)
        legal_rack_o = d.pop("legal_rack_o")

        def _parse_problem(data: object) -> None | Reason:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                problem_type_1 = Reason.from_dict(data)

                return problem_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Reason, data)

        problem = _parse_problem(d.pop("problem"))

        ruleset = d.pop("ruleset")

        def _parse_score(data: object) -> None | RackScore:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = RackScore.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RackScore, data)

        score = _parse_score(d.pop("score"))

        title = d.pop("title")

        compare_item = cls(
            legal_rack_o=legal_rack_o,
            problem=problem,
            ruleset=ruleset,
            score=score,
            title=title,
        )

        return compare_item
