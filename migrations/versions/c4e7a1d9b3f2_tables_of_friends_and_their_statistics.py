"""tables of friends who play together, and the rows their statistics add up

A table keeps its players under ids that stay when a player is renamed. A sheet may belong to a
table (`scoresheets.table_id`, with each seat's player id in `player_ids`); its seats and each
player's rounds are kept as rows (`sheet_seats`, `round_scores`) so a table's statistics are
aggregates over indexed columns. Sheets made before have no table and no such rows.

Revision ID: c4e7a1d9b3f2
Revises: b2c6e8f0a4d1
Create Date: 2026-12-03 10:00:00.000000

"""
import sqlalchemy as sa
from alembic import op

revision = 'c4e7a1d9b3f2'
down_revision = 'b2c6e8f0a4d1'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'tables',
        sa.Column('id', sa.String(length=32), nullable=False),
        sa.Column('name', sa.String(length=60), nullable=False),
        sa.Column('edit_token_hash', sa.String(length=64), nullable=False),
        sa.Column('player_count', sa.Integer(), nullable=False),
        sa.Column('sheet_count', sa.Integer(), nullable=False),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id'),
    )
    op.create_table(
        'table_players',
        sa.Column('table_id', sa.String(length=32), nullable=False),
        sa.Column('id', sa.Integer(), autoincrement=False, nullable=False),
        sa.Column('name', sa.String(length=40), nullable=False),
        sa.ForeignKeyConstraint(['table_id'], ['tables.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('table_id', 'id'),
        sa.UniqueConstraint('table_id', 'name', name='uq_table_players_name'),
    )
    with op.batch_alter_table('scoresheets', schema=None) as batch_op:
        batch_op.add_column(sa.Column('table_id', sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column('player_ids', sa.JSON(), nullable=True))
        batch_op.create_foreign_key('fk_scoresheets_table_id_tables', 'tables', ['table_id'], ['id'],
                                    ondelete='CASCADE')
        batch_op.create_index('ix_scoresheets_table_created', ['table_id', 'created_at'], unique=False)
    op.create_table(
        'sheet_seats',
        sa.Column('sheet_id', sa.String(length=32), nullable=False),
        sa.Column('seat', sa.Integer(), autoincrement=False, nullable=False),
        sa.Column('table_id', sa.String(length=32), nullable=False),
        sa.Column('player_id', sa.Integer(), nullable=False),
        sa.Column('won', sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(['sheet_id'], ['scoresheets.id'], ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['table_id'], ['tables.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('sheet_id', 'seat'),
    )
    op.create_index('ix_sheet_seats_table_player', 'sheet_seats', ['table_id', 'player_id'], unique=False)
    op.create_table(
        'round_scores',
        sa.Column('sheet_id', sa.String(length=32), nullable=False),
        sa.Column('number', sa.Integer(), autoincrement=False, nullable=False),
        sa.Column('seat', sa.Integer(), autoincrement=False, nullable=False),
        sa.Column('table_id', sa.String(length=32), nullable=False),
        sa.Column('player_id', sa.Integer(), nullable=False),
        sa.Column('points', sa.Integer(), nullable=True),
        sa.Column('went_out', sa.Boolean(), nullable=False),
        sa.Column('longest_run', sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(['sheet_id'], ['scoresheets.id'], ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['table_id'], ['tables.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('sheet_id', 'number', 'seat'),
    )
    op.create_index('ix_round_scores_table_player', 'round_scores',
                    ['table_id', 'player_id', 'points', 'went_out', 'longest_run'], unique=False)


def downgrade():
    op.drop_index('ix_round_scores_table_player', table_name='round_scores')
    op.drop_table('round_scores')
    op.drop_index('ix_sheet_seats_table_player', table_name='sheet_seats')
    op.drop_table('sheet_seats')
    with op.batch_alter_table('scoresheets', schema=None) as batch_op:
        batch_op.drop_index('ix_scoresheets_table_created')
        batch_op.drop_constraint('fk_scoresheets_table_id_tables', type_='foreignkey')
        batch_op.drop_column('player_ids')
        batch_op.drop_column('table_id')
    op.drop_table('table_players')
    op.drop_table('tables')
