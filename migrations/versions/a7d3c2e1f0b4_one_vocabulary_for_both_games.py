"""one vocabulary for both games: "rack-o" sheets, and a held card taken from the "stock" or "discard"

Scoresheets named their game "racko" while games said "rack-o"; a Super Rack-O game kept the
pile its held card came from as "draw_pile" or "discard_pile" while Rack-O says "stock" and
"discard". The stored forms move to the one vocabulary; downgrade moves them back.

Revision ID: a7d3c2e1f0b4
Revises: 5c1e0d7a2b9f
Create Date: 2026-12-01 12:30:00.000000

"""
import json

import sqlalchemy as sa
from alembic import op

revision = 'a7d3c2e1f0b4'
down_revision = '5c1e0d7a2b9f'
branch_labels = None
depends_on = None

PILES = {'draw_pile': 'stock', 'discard_pile': 'discard'}


def _rename_sheet_game(old, new):
    op.execute(sa.text('UPDATE scoresheets SET game = :new WHERE game = :old').bindparams(old=old, new=new))


def _rename_piles(names):
    bind = op.get_bind()
    rows = bind.execute(sa.text("SELECT id, state FROM games WHERE kind = 'super-rack-o'")).all()
    for game_id, text in rows:
        state = json.loads(text)
        source = state.get('hand_source')
        if source in names:
            state['hand_source'] = names[source]
            bind.execute(sa.text('UPDATE games SET state = :state WHERE id = :id'),
                         {'state': json.dumps(state, separators=(',', ':')), 'id': game_id})


def upgrade():
    _rename_sheet_game('racko', 'rack-o')
    _rename_piles(PILES)


def downgrade():
    _rename_sheet_game('rack-o', 'racko')
    _rename_piles({new: old for old, new in PILES.items()})
