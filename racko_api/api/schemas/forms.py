"""One body, two games: a schema that loads and dumps with the form its `ruleset` names.

The check endpoints take a Rack-O form (a 10-card `rack`) or a Super Rack-O form (`blue` and
`red`), told apart by `ruleset`. The OpenAPI document shows the two forms as `oneOf`, so a
client (or a fuzzer) sees exactly which fields go with which ruleset.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from marshmallow import Schema, ValidationError
from marshmallow.types import UnknownOption

from racko_api.core.words import Text, tr
from racko_api.games.kinds import RACK_O_KIND, RULESET_IDS, SUPER_RACK_O_KIND, find_kind, kind_of

from .polymorphic import ref


class ByRuleset(Schema):
    """Load and dump with the form of the kind the ruleset plays: `super_rack_o` for super-rack-o,
    `racko` for a Rack-O preset (and for an unknown ruleset, which its `ruleset` field refuses)."""

    racko: ClassVar[type[Schema]]
    super_rack_o: ClassVar[type[Schema]]
    discriminator: ClassVar[str | None] = None  # an answer's field that names its form (`game`)

    @classmethod
    def forms(cls) -> dict[str, type[Schema]]:
        """Each kind's form, by kind id."""
        return {RACK_O_KIND.id: cls.racko, SUPER_RACK_O_KIND.id: cls.super_rack_o}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.form_schemas = {kind: form() for kind, form in self.forms().items()}  # made once

    def form(self, data: object) -> Schema:
        kind = find_kind(data.get("ruleset")) if isinstance(data, Mapping) else None
        return self.form_schemas[(kind or RACK_O_KIND).id]

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
        other = self.racko() if isinstance(form, self.super_rack_o) else self.super_rack_o()
        out = dict(messages)
        for name in messages:
            if name in other.fields and name not in form.fields:
                out[name] = [self.misplaced(name, isinstance(other, self.racko))]
        if "ruleset" in out and "ruleset" in data and data["ruleset"] not in RULESET_IDS:
            out["ruleset"] = [tr("must be one of: {choices}", choices=", ".join(RULESET_IDS))]
        return out

    def misplaced(self, field: str, racko: bool) -> Text:
        """A field of the other form, in a whole sentence: it goes with Rack-O (`racko`) or with
        Super Rack-O, not with the form the ruleset chose."""
        if racko:
            return tr("{field} goes with a Rack-O ruleset, not with this one", field=field)
        return tr("{field} goes with ruleset {ruleset}, not with this one", field=field,
                  ruleset=SUPER_RACK_O_KIND.id)

    @classmethod
    def one_of(cls) -> dict[str, Any]:
        """The OpenAPI schema: either form, never both, told apart by the discriminator (`game`), or
        else by `ruleset` where both forms require it."""
        schema: dict[str, Any] = {"oneOf": [cls.racko, cls.super_rack_o]}
        forms = cls.forms()
        if cls.discriminator:
            mapping = {name: ref(form) for name, form in forms.items()}
            schema["discriminator"] = {"propertyName": cls.discriminator, "mapping": mapping}
        elif all("ruleset" in f().fields and f().fields["ruleset"].required for f in forms.values()):
            mapping = {rid: ref(forms[kind_of(rid).id]) for rid in RULESET_IDS}
            schema["discriminator"] = {"propertyName": "ruleset", "mapping": mapping}
        return schema


def body_doc(schema: type[ByRuleset]) -> dict[str, Any]:
    """`Blueprint.doc` keywords documenting a request body as its forms."""
    return {"requestBody": {"content": {"application/json": {"schema": schema.one_of()}}}}


def answer_doc(schema: type[ByRuleset], status: int = 200) -> dict[str, Any]:
    """`Blueprint.doc` keywords documenting an answer as its forms."""
    return {"responses": {status: {"content": {"application/json": {"schema": schema.one_of()}}}}}
