"""A field of several named forms, told apart by one property (an OpenAPI `discriminator`).

`OneOf("type", {"draw_stock": DrawStockAction, ...})` documents the field as `oneOf` the forms'
components with a discriminator mapping, so a generated client reads each form as its own class.
`register` makes the forms components of the document. Forms given as a function (the forms of
every registered game) are read when an app writes its document, so a game registered after
import is in it.
The field itself passes values through: the answers it documents are built by the core.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from marshmallow import Schema, fields

_FORMS: dict[str, type[Schema]] = {}  # every form a OneOf names, by component name


def component(form: type[Schema]) -> str:
    """Where `form`'s component is, once some part of the document has made it one."""
    return f"#/components/schemas/{form.__name__}"


def ref(form: type[Schema]) -> str:
    """A reference to `form`'s component (which `register` adds to every document)."""
    _FORMS.setdefault(form.__name__, form)
    return component(form)


def one_of_doc(prop: str, forms: Mapping[str, type[Schema]]) -> dict[str, Any]:
    """The OpenAPI schema: one of `forms` (each listed once), named by the value of `prop`."""
    unique = list(dict.fromkeys(forms.values()))
    return {"oneOf": [{"$ref": ref(f)} for f in unique],
            "discriminator": {"propertyName": prop, "mapping": {k: ref(f) for k, f in forms.items()}}}


Forms = Mapping[str, type[Schema]]


class FormsRead(fields.Raw):
    """A field of several forms read when the document is written (`OneOf` with a function)."""

    def __init__(self, prop: str, forms: Callable[[], Forms], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.prop = prop
        self.forms = forms


def OneOf(prop: str, forms: Forms | Callable[[], Forms], **kwargs: Any) -> fields.Raw:  # noqa: N802
    """A field holding one of `forms`, told apart by `prop`; `forms` may be a function, called
    when an app writes its document."""
    if callable(forms):
        return FormsRead(prop, forms, **kwargs)
    metadata = {**kwargs.pop("metadata", {}), **one_of_doc(prop, forms)}
    return fields.Raw(metadata=metadata, **kwargs)


def forms_attribute(converter: Any, field: fields.Field[Any], **kwargs: Any) -> dict[str, Any]:
    """An apispec attribute function: a field's `discriminator` (apispec keeps only the keywords
    of a JSON schema from a field's metadata, and a discriminator is OpenAPI's own), and fresh
    copies of its forms, so an inherited field is no YAML anchor. The forms of a `FormsRead`
    field are read now, each made a component of the document if it is not one yet."""
    if isinstance(field, FormsRead):
        forms = field.forms()
        refs = {form: converter.resolve_nested_schema(form)["$ref"] for form in forms.values()}
        return {"oneOf": [{"$ref": r} for r in dict.fromkeys(refs.values())],
                "discriminator": {"propertyName": field.prop,
                                  "mapping": {k: refs[form] for k, form in forms.items()}}}
    return copy.deepcopy({k: field.metadata[k] for k in ("oneOf", "anyOf", "discriminator")
                          if k in field.metadata})


APISPEC_NULL = {"type": "object", "nullable": True}


def null_attribute(converter: Any, field: fields.Field[Any], ret: dict[str, Any],
                   **kwargs: Any) -> dict[str, Any]:
    """An apispec attribute function: "or null" beside a nested schema as `null` itself.

    apispec writes it as an object of any shape (`{type: object, nullable: true}`), which a
    generated client reads as a model of its own, holding whatever the answer held.
    """
    branches = ret.get("anyOf")
    if not branches or APISPEC_NULL not in branches:
        return {}
    return {"anyOf": [{"nullable": True, "enum": [None]} if b == APISPEC_NULL else b for b in branches]}


def register(api: Any) -> None:
    """Document discriminators and nulls, and register every form as a component named after its
    class (once per document)."""
    api.ma_plugin.converter.add_attribute_function(forms_attribute)
    api.ma_plugin.converter.add_attribute_function(null_attribute)
    for name, form in _FORMS.items():
        if name not in api.spec.components.schemas:
            api.spec.components.schema(name, schema=form)
