"""scoresheet event logs

Phones at a table and clients follow a sheet as a stream of events (round added, corrected,
undone, game won) and resume from the last one they hold, so every write to a sheet now
appends its events, numbered from 1 per sheet; the sheet's row counts them (`event_count`), so
a write numbers its events without reading the log. Sheets written before this revision have no
events for those writes; their streams start with the next write.

Revision ID: e36b7c1d2a90
Revises: a9d4e6f2c8b1
Create Date: 2026-12-01 22:30:00.000000

"""
import sqlalchemy as sa
from alembic import op


# revision identifiers, used by Alembic.
revision = 'e36b7c1d2a90'
down_revision = 'a9d4e6f2c8b1'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('scoresheets') as batch:
        batch.add_column(sa.Column('event_count', sa.Integer(), nullable=False, server_default='0'))
    op.create_table(
        'scoresheet_events',
        sa.Column('sheet_id', sa.String(length=32), nullable=False),
        sa.Column('seq', sa.Integer(), nullable=False),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.Column('data', sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(['sheet_id'], ['scoresheets.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('sheet_id', 'seq'),
    )


def downgrade():
    op.drop_table('scoresheet_events')
    with op.batch_alter_table('scoresheets') as batch:
        batch.drop_column('event_count')
