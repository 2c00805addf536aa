"""Persistence: Flask-SQLAlchemy models and the helpers that keep writes safe."""

from . import models  # noqa: F401
