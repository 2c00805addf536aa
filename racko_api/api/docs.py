"""A browsable API reference at /docs, served from the app's own copy of Swagger UI."""

from __future__ import annotations

from flask import Flask
from flask_swagger_ui import get_swaggerui_blueprint


def register(app: Flask) -> None:
    app.register_blueprint(
        get_swaggerui_blueprint("/docs", "/openapi.json", config={"app_name": "racko-api"}),
        url_prefix="/docs",
    )
