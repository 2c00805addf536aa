"""stream leases: the open streams of each client, counted by every worker and host

Revision ID: d5f2b8e1a4c6
Revises: c7e1a5d3b9f2
Create Date: 2026-12-06 02:30:00.000000

"""
import sqlalchemy as sa
from alembic import op

revision = 'd5f2b8e1a4c6'
down_revision = 'c7e1a5d3b9f2'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('stream_leases',
                    sa.Column('id', sa.String(length=32), nullable=False),
                    sa.Column('client', sa.String(length=255), nullable=False),
                    sa.Column('expires_at', sa.Float(), nullable=False),
                    sa.PrimaryKeyConstraint('id'))
    op.create_index(op.f('ix_stream_leases_client'), 'stream_leases', ['client'], unique=False)


def downgrade():
    op.drop_index(op.f('ix_stream_leases_client'), table_name='stream_leases')
    op.drop_table('stream_leases')
