"""Database models. The schema changes only through Alembic revisions in migrations/."""

from __future__ import annotations
