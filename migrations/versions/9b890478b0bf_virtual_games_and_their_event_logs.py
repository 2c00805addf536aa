"""virtual games and their event logs

A game row holds the engine's stored state (every hidden card) as JSON text, the seats and
the hashes of their tokens; game_events holds the ordered log, each event with its public
part and the private part for one seat.

Revision ID: 9b890478b0bf
Revises: bfee007539c4
Create Date: 2026-11-29 16:10:00.000000

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '9b890478b0bf'
down_revision = 'bfee007539c4'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'games',
        sa.Column('id', sa.String(length=32), nullable=False),
        sa.Column('kind', sa.String(length=20), nullable=False),
        sa.Column('ruleset', sa.String(length=40), nullable=False),
        sa.Column('options', sa.JSON(), nullable=False),
        sa.Column('seats', sa.JSON(), nullable=False),
        sa.Column('token_hashes', sa.JSON(), nullable=False),
        sa.Column('seed', sa.BigInteger(), nullable=True),
        sa.Column('state', sa.Text(), nullable=False),
        sa.Column('phase', sa.String(length=20), nullable=False),
        sa.Column('event_count', sa.Integer(), nullable=False),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id'),
    )
    op.create_table(
        'game_events',
        sa.Column('game_id', sa.String(length=32), nullable=False),
        sa.Column('seq', sa.Integer(), nullable=False),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.Column('data', sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(['game_id'], ['games.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('game_id', 'seq'),
    )


def downgrade():
    op.drop_table('game_events')
    op.drop_table('games')
