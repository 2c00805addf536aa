from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.citation import Citation
    from ..models.decision import Decision


T = TypeVar("T", bound="Rule")


@_attrs_define
class Rule:
    """
    Attributes:
        citations (list[Citation]): where each of those texts says it: a short quote, word for word
        decisions (list[Decision]): the readings this service takes where the texts are loose or silent
        id (str):  Example: R-RUN3.
        sources (list[str]): the editions whose text says it
        text (str):
        title (str):
    """

    citations: list[Citation]
    decisions: list[Decision]
    id: str
    sources: list[str]
    text: str
    title: str

    def to_dict(self) -> dict[str, Any]:
        citations = []
        for citations_item_data in self.citations:
            citations_item = citations_item_data.to_dict()
            citations.append(citations_item)

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        id = self.id

        sources = self.sources

        text = self.text

        title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "citations": citations,
                "decisions": decisions,
                "id": id,
                "sources": sources,
                "text": text,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.citation import Citation
        from ..models.decision import Decision

        d = dict(src_dict)
        citations = []
        _citations = d.pop("citations")
        for citations_item_data in _citations:
            citations_item = Citation.from_dict(citations_item_data)

            citations.append(citations_item)

        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = Decision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        id = d.pop("id")

        sources = cast(list[str], d.pop("sources"))

        text = d.pop("text")

        title = d.pop("title")

        rule = cls(
            citations=citations,
            decisions=decisions,
            id=id,
            sources=sources,
            text=text,
            title=title,
        )

        return rule
