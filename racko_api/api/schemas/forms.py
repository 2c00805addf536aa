"""One body, a form per game: a schema that loads and dumps with the form its `ruleset` names.

The check endpoints take each kind's form (a 10-card `rack`, or `blue` and `red`), told apart by
`ruleset`, which the kind registry maps to its kind. The OpenAPI document shows the forms as
`oneOf`, so a client (or a fuzzer) sees exactly which fields go with which ruleset, written when
an app writes its document (`FormsWritten`), so a game registered after import is in it. A kind with
no form of its own is loaded with the fields every game's form checks alike (the seats of a new
game, which the services read), its other fields passed to its game's core, which checks them.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from functools import cache
from typing import Any, ClassVar

from apispec import BasePlugin
from marshmallow import INCLUDE, Schema, ValidationError
from marshmallow.types import UnknownOption

from racko_api.core.forms import FormFamily
from racko_api.core.words import Text, tr
from racko_api.games.kinds import KINDS, RULESET_IDS, AnyKind, find_kind, kind_of

from .polymorphic import component


class AnyFields(Schema):
    """Any JSON object: its fields loaded as they came, for the game's core to check (InvalidInput
    for bad input); an answer is dumped as it was built."""

    class Meta:
        unknown = INCLUDE  # loads every field as it came

    def dump(self, obj: Any, *, many: bool | None = None) -> Any:
        return dict(obj)


def _alike(field: Any) -> tuple[Any, ...]:
    """What a field checks, comparable across forms: marshmallow fields have no equality, but their
    repr names their type, options and validators (a nested form is compared by its class)."""
    inner = getattr(field, "inner", None)
    return repr(field), _alike(inner) if inner is not None else None, getattr(field, "nested", None)


def _optional(field: Any) -> Any:
    optional = copy.copy(field)
    optional.required = False
    return optional


@cache
def shared_form(forms: tuple[type[Schema], ...], answers: bool = False) -> type[Schema]:
    """The form of a kind with none of its own: the fields every one of `forms` checks alike, the
    others passed through (`AnyFields`). Of `answers`, which that kind's core builds, none is
    promised: each is given in its type if it is given."""
    first, *others = [form() for form in forms]
    shared = {name: _optional(field) if answers else field for name, field in first.declared_fields.items()
              if all(name in o.declared_fields and _alike(o.declared_fields[name]) == _alike(field)
                     for o in others)}
    return AnyFields.from_dict(shared, name=f"Any{first.__class__.__name__}")


class ByRuleset(Schema):
    """Load and dump with the form of the kind the ruleset plays (`by_family`, by the family of
    forms the kind declares); an unknown ruleset gets the first kind's form, whose `ruleset` field
    refuses it."""

    by_family: ClassVar[Mapping[FormFamily, type[Schema]]]  # each family's form
    discriminator: ClassVar[str | None] = None  # an answer's field that names its form (`game`)
    answers: ClassVar[bool] = False  # its forms are answers, not request bodies

    @classmethod
    def forms(cls) -> dict[str, type[Schema]]:
        """Each kind's form, by kind id, in the registry's order (`shared_form` for a kind of no
        family here)."""
        return {kind.id: cls.by_family.get(kind.forms.family)
                or shared_form(tuple(cls.by_family.values()), cls.answers) for kind in KINDS.values()}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.form_schemas = {kind: form() for kind, form in self.forms().items()}  # made once

    def form(self, data: object) -> Schema:
        kind = find_kind(data.get("ruleset")) if isinstance(data, Mapping) else None
        kind_id = kind.id if kind else next(iter(KINDS))
        return self.form_schemas.get(kind_id) or self.forms()[kind_id]()  # a kind registered later

    def load(self, data: Any, *, many: bool | None = None, partial: Any = None,
             unknown: UnknownOption | None = None) -> Any:
        form = self.form(data)
        try:
            return form.load(data, partial=partial, unknown=unknown)
        except ValidationError as exc:
            raise ValidationError(self._explain(form, data, exc.messages)) from None

    def dump(self, obj: Any, *, many: bool | None = None) -> Any:
        return self.form(obj).dump(obj)

    def _explain(self, form: Schema, data: object, messages: Any) -> Any:
        """Say which form a misplaced field belongs to, and name every ruleset when it is unknown."""
        if not isinstance(messages, dict) or not isinstance(data, Mapping):
            return messages
        # The form's own fields first, then the others in the body's order (marshmallow finds
        # unknown fields as a set, whose order changes from one process to the next).
        order = [name for name in messages if name in form.fields] + [
            name for name in data if name in messages and name not in form.fields]
        order += [name for name in messages if name not in order]
        out = {name: messages[name] for name in order}
        for name in order:
            if name in form.fields:
                continue
            owner = next((kind for kind, other in self.form_schemas.items() if name in other.fields), None)
            if owner is not None:
                out[name] = [self.misplaced(name, KINDS[owner])]
        if "ruleset" in out and "ruleset" in data and data["ruleset"] not in RULESET_IDS:
            out["ruleset"] = [tr("must be one of: {choices}", choices=", ".join(RULESET_IDS))]
        return out

    def misplaced(self, field: str, kind: AnyKind) -> Text:
        """A field of another kind's form, in a whole sentence: it goes with `kind`'s ruleset,
        named by its id when the kind has one, else by the game's name."""
        if len(kind.ruleset_ids) == 1:
            return tr("{field} goes with ruleset {ruleset}, not with this one", field=field,
                      ruleset=kind.ruleset_ids[0])
        return tr("{field} goes with a {game} ruleset, not with this one", field=field, game=kind.name)

    @classmethod
    def one_of(cls) -> dict[str, Any]:
        """The OpenAPI schema: either form, never both, told apart by the discriminator (`game`), or
        else by `ruleset` where both forms require it. Written for one document: the forms listed
        become its components (the marshmallow plugin makes them so), and no other's."""
        forms = cls.forms()
        schema: dict[str, Any] = {"oneOf": list(forms.values())}
        if cls.discriminator:
            mapping = {name: component(form) for name, form in forms.items()}
            schema["discriminator"] = {"propertyName": cls.discriminator, "mapping": mapping}
        elif all("ruleset" in f().fields and f().fields["ruleset"].required for f in forms.values()):
            mapping = {rid: component(forms[kind_of(rid).id]) for rid in RULESET_IDS}
            schema["discriminator"] = {"propertyName": "ruleset", "mapping": mapping}
        return schema


WRITTEN_LATER = "x-by-ruleset"
"""Where a view's documentation holds a `ByRuleset` whose forms are written with the document."""


def body_doc(schema: type[ByRuleset]) -> dict[str, Any]:
    """`Blueprint.doc` keywords documenting a request body as its forms (`FormsWritten`)."""
    return {"requestBody": {"content": {"application/json": {"schema": {WRITTEN_LATER: schema}}}}}


def answer_doc(schema: type[ByRuleset], status: int = 200) -> dict[str, Any]:
    """`Blueprint.doc` keywords documenting an answer as its forms (`FormsWritten`)."""
    return {"responses": {status: {"content": {"application/json": {"schema": {WRITTEN_LATER: schema}}}}}}


def _write_forms(node: Any) -> Any:
    """`node` with each `ByRuleset` it holds (`WRITTEN_LATER`) written as its forms are now."""
    if isinstance(node, dict):
        if WRITTEN_LATER in node:
            return node[WRITTEN_LATER].one_of()
        return {key: _write_forms(value) for key, value in node.items()}
    if isinstance(node, list):
        return [_write_forms(value) for value in node]
    return node


class FormsWritten(BasePlugin):
    """An apispec plugin: each body or answer documented as a `ByRuleset` (`body_doc`,
    `answer_doc`) gets its forms as the kind registry holds them when the operation is written,
    before the marshmallow plugin makes each form a component."""

    def path_helper(self, path: str | None = None, operations: dict[str, Any] | None = None,
                    parameters: list[dict[str, Any]] | None = None, **kwargs: Any) -> str | None:
        if operations:
            operations.update({method: _write_forms(op) for method, op in operations.items()})
        return None
