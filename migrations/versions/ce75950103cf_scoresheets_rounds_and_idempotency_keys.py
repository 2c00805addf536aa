"""scoresheets, rounds and idempotency keys

Scoresheets keep a game's running totals (version column checked on every update); each
round keeps its input as typed and its computed scores; idempotency keys keep the first
answer to a POST so a retry replays it.

Revision ID: ce75950103cf
Revises: 267a8312b711
Create Date: 2026-11-29 15:20:08.650339

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'ce75950103cf'
down_revision = '267a8312b711'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('idempotency_keys',
    sa.Column('scope', sa.String(length=255), nullable=False),
    sa.Column('key_hash', sa.String(length=64), nullable=False),
    sa.Column('fingerprint', sa.String(length=64), nullable=False),
    sa.Column('status', sa.Integer(), nullable=False),
    sa.Column('headers', sa.JSON(), nullable=False),
    sa.Column('body', sa.JSON(), nullable=True),
    sa.Column('sealed', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('scope', 'key_hash')
    )
    with op.batch_alter_table('idempotency_keys', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_idempotency_keys_expires_at'), ['expires_at'], unique=False)

    op.create_table('scoresheets',
    sa.Column('id', sa.String(length=32), nullable=False),
    sa.Column('game', sa.String(length=20), nullable=False),
    sa.Column('ruleset', sa.String(length=40), nullable=False),
    sa.Column('options', sa.JSON(), nullable=False),
    sa.Column('players', sa.JSON(), nullable=False),
    sa.Column('teams', sa.JSON(), nullable=True),
    sa.Column('target', sa.Integer(), nullable=False),
    sa.Column('edit_token_hash', sa.String(length=64), nullable=False),
    sa.Column('totals', sa.JSON(), nullable=False),
    sa.Column('round_count', sa.Integer(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('scoresheet_rounds',
    sa.Column('sheet_id', sa.String(length=32), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('entry', sa.JSON(), nullable=False),
    sa.Column('result', sa.JSON(), nullable=False),
    sa.Column('totals', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['sheet_id'], ['scoresheets.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('sheet_id', 'number')
    )


def downgrade():
    op.drop_table('scoresheet_rounds')
    op.drop_table('scoresheets')
    with op.batch_alter_table('idempotency_keys', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_idempotency_keys_expires_at'))

    op.drop_table('idempotency_keys')
