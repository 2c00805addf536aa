"""a game's seats can be claimed with single-use invitations

A game for several people answered its creator every person's seat token. A seat may now wait
for its player: it keeps the hash of a single-use invitation (`invitation_hashes`, one entry a
seat, null where there is none), and its token hash stays null until the invitation is claimed.
Games stored before keep every token they had and have no invitations.

Revision ID: a9d4e6f2c8b1
Revises: f3a8c1d6b2e7
Create Date: 2026-12-01 22:30:00.000000

"""
import sqlalchemy as sa
from alembic import op

revision = 'a9d4e6f2c8b1'
down_revision = 'f3a8c1d6b2e7'
branch_labels = None
depends_on = None

games = sa.table('games', sa.column('id', sa.String), sa.column('seats', sa.JSON),
                 sa.column('invitation_hashes', sa.JSON))


def upgrade():
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('invitation_hashes', sa.JSON(), nullable=True))
    connection = op.get_bind()
    for game_id, seats in connection.execute(sa.select(games.c.id, games.c.seats)).all():
        connection.execute(games.update().where(games.c.id == game_id)
                           .values(invitation_hashes=[None] * len(seats)))
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.alter_column('invitation_hashes', existing_type=sa.JSON(), nullable=False)


def downgrade():
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_column('invitation_hashes')
