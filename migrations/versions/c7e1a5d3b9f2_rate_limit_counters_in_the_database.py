"""rate-limit counters in the database, shared by every worker and host

Revision ID: c7e1a5d3b9f2
Revises: c4e7a1d9b3f2
Create Date: 2026-12-03 10:00:00.000000

"""
import sqlalchemy as sa
from alembic import op

revision = 'c7e1a5d3b9f2'
down_revision = 'c4e7a1d9b3f2'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('rate_limit_counts',
                    sa.Column('bucket', sa.String(length=255), nullable=False),
                    sa.Column('hits', sa.Integer(), nullable=False),
                    sa.Column('expires_at', sa.Float(), nullable=False),
                    sa.PrimaryKeyConstraint('bucket'))


def downgrade():
    op.drop_table('rate_limit_counts')
