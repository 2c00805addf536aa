"""client seeds no longer decide stored games

A seed given when a game was created used to decide every shuffle, so a seated player could
search seeds offline for their own rack and learn all the others. Deals are now drawn per
round from a secret seed the table commits to; a fixed seed exists only behind a test setting.
The seeds stored so far are cleared, so they decide nothing more (bots included); the engines
read the game states of before (stored form 1) and give them the new deals from the next round.
Data only: the column stays, for games made under the test setting.

Revision ID: 7d3a91c4e2b6
Revises: a7d3c2e1f0b4
Create Date: 2026-12-01 12:10:00.000000

"""
from alembic import op


# revision identifiers, used by Alembic.
revision = '7d3a91c4e2b6'
down_revision = 'a7d3c2e1f0b4'
branch_labels = None
depends_on = None


def upgrade():
    op.execute('UPDATE games SET seed = NULL WHERE seed IS NOT NULL')


def downgrade():
    pass  # the seeds are gone; games go on with secure deals
