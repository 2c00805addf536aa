"""A field of several named forms, told apart by one property (an OpenAPI `discriminator`).

`OneOf("type", {"draw_stock": DrawStockAction, ...})` documents the field as `oneOf` the forms'
components with a discriminator mapping, so a generated client reads each form as its own class.
`register` makes the forms components of the document.
The field itself passes values through: the answers it documents are built by the core.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, fields

_FORMS: dict[str, type[Schema]] = {}  # every form a OneOf names, by component name


def ref(form: type[Schema]) -> str:
    """A reference to `form`'s component (which `register` adds to the document)."""
    _FORMS.setdefault(form.__name__, form)
    return f"#/components/schemas/{form.__name__}"


def one_of_doc(prop: str, forms: Mapping[str, type[Schema]]) -> dict[str, Any]:
    """The OpenAPI schema: one of `forms` (each listed once), named by the value of `prop`."""
    unique = list(dict.fromkeys(forms.values()))
    return {"oneOf": [{"$ref": ref(f)} for f in unique],
            "discriminator": {"propertyName": prop, "mapping": {k: ref(f) for k, f in forms.items()}}}


def OneOf(prop: str, forms: Mapping[str, type[Schema]], **kwargs: Any) -> fields.Raw:  # noqa: N802
    """A field holding one of `forms`, told apart by `prop`."""
    metadata = {**kwargs.pop("metadata", {}), **one_of_doc(prop, forms)}
    return fields.Raw(metadata=metadata, **kwargs)


def forms_attribute(converter: Any, field: fields.Field[Any], **kwargs: Any) -> dict[str, Any]:
    """An apispec attribute function: a field's `discriminator` (apispec keeps only the keywords
    of a JSON schema from a field's metadata, and a discriminator is OpenAPI's own), and fresh
    copies of its forms, so an inherited field is no YAML anchor."""
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
