"""idempotency keys stored as keyed hashes: a table for the app's secret

An Idempotency-Key was stored as its plain SHA-256, so whoever could read the database could
test guesses of a weak key against it. Keys are now stored as HMAC-SHA256 under the app's
secret: SECRET_KEY when set, else a random secret kept in `app_secrets` (made on first use).
Records stored before this revision no longer match a retry; they expire as before.

Revision ID: f3a8c1d6b2e7
Revises: e4b2a9c7d1f3
Create Date: 2026-12-01 22:10:00.000000

"""
import sqlalchemy as sa
from alembic import op

revision = 'f3a8c1d6b2e7'
down_revision = 'e4b2a9c7d1f3'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('app_secrets',
                    sa.Column('name', sa.String(length=40), nullable=False),
                    sa.Column('value', sa.String(length=128), nullable=False),
                    sa.PrimaryKeyConstraint('name'))


def downgrade():
    op.drop_table('app_secrets')
