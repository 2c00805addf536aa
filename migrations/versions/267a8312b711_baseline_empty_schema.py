"""baseline: empty schema

Revision ID: 267a8312b711
Revises: 
Create Date: 2026-11-29 15:12:24.655524

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '267a8312b711'
down_revision = None
branch_labels = None
depends_on = None


def upgrade():
    pass


def downgrade():
    pass
