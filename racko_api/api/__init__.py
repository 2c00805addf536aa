"""The HTTP layer: one blueprint module per resource, views of a few lines."""

from __future__ import annotations

from flask import Flask
from flask_smorest import Api


def register_blueprints(app: Flask, api: Api) -> None:
    from . import advice, check, deals, docs, games, health, partial, rulesets, score, scoresheets, tables
    from .auth import register_scheme
    from .schemas import polymorphic
    from .schemas.forms import FormsWritten
    from .schemas.headers import required_in_document

    register_scheme(api)
    api.ma_plugin.converter.add_parameter_attribute_function(required_in_document)
    polymorphic.register(api)  # before any schema that holds a OneOf field is documented
    written = FormsWritten()
    written.init_spec(api.spec)
    api.spec.plugins.append(written)  # a path's helpers all run before its operation helpers
    for module in (health, rulesets, score, check, partial, advice, scoresheets, tables, games, deals):
        api.register_blueprint(module.blp)
    docs.register(app)
