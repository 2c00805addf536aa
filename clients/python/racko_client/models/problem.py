from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.field_problem import FieldProblem


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        detail (str): what went wrong this time
        errors (list[FieldProblem]): one entry per bad field, the first 20 found at most (fewer when their words are
            long); empty when no field is at fault
        errors_not_listed (int): how many more faults were found than `errors` lists (0 when it lists them all): a body
            is refused at its first few faults, and an answer stays under 8 KB Example: 0.
        instance (str): the path that was requested
        status (int):
        title (str): one title per status, the same on every endpoint Example: Invalid input.
        type_ (str): /v1/rules/{rule} when a rule is the reason, else about:blank
        rule (str | Unset): the rule id that is the reason Example: R-RUN3.
    """

    detail: str
    errors: list[FieldProblem]
    errors_not_listed: int
    instance: str
    status: int
    title: str
    type_: str
    rule: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        errors_not_listed = self.errors_not_listed

        instance = self.instance

        status = self.status

        title = self.title

        type_ = self.type_

        rule = self.rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "errors": errors,
                "errors_not_listed": errors_not_listed,
                "instance": instance,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.field_problem import FieldProblem

        d = dict(src_dict)
        detail = d.pop("detail")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = FieldProblem.from_dict(errors_item_data)

            errors.append(errors_item)

        errors_not_listed = d.pop("errors_not_listed")

        instance = d.pop("instance")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        rule = d.pop("rule", UNSET)

        problem = cls(
            detail=detail,
            errors=errors,
            errors_not_listed=errors_not_listed,
            instance=instance,
            status=status,
            title=title,
            type_=type_,
            rule=rule,
        )

        problem.additional_properties = d
        return problem

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
