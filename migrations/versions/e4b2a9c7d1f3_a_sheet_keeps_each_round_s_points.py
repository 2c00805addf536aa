"""a sheet keeps each round's points; running totals are worked out when served

A round's row kept the running totals after it, so correcting round 1 rewrote every later row:
work that grew with the sheet. The sheet now keeps `points`, each round's points in seat order
(a few bytes a round), and the running totals of the rounds it serves are added up from them.
`scoresheet_rounds.totals` goes; downgrade puts it back from `points`.

Revision ID: e4b2a9c7d1f3
Revises: 7d3a91c4e2b6
Create Date: 2026-12-01 22:00:00.000000

"""
import json

import sqlalchemy as sa
from alembic import op

revision = 'e4b2a9c7d1f3'
down_revision = '7d3a91c4e2b6'
branch_labels = None
depends_on = None

sheets = sa.table('scoresheets', sa.column('id', sa.String), sa.column('players', sa.JSON),
                  sa.column('points', sa.JSON))
rounds = sa.table('scoresheet_rounds', sa.column('sheet_id', sa.String), sa.column('number', sa.Integer),
                  sa.column('document', sa.Text), sa.column('totals', sa.JSON))


def _rounds_by_sheet(connection):
    found = {}
    query = sa.select(rounds.c.sheet_id, rounds.c.number, rounds.c.document) \
        .order_by(rounds.c.sheet_id, rounds.c.number)
    for row in connection.execute(query):
        found.setdefault(row.sheet_id, []).append(row)
    return found


def upgrade():
    with op.batch_alter_table('scoresheets', schema=None) as batch_op:
        batch_op.add_column(sa.Column('points', sa.JSON(), nullable=True))
    connection = op.get_bind()
    by_sheet = _rounds_by_sheet(connection)
    for sheet_id, players in connection.execute(sa.select(sheets.c.id, sheets.c.players)).all():
        ledger = []
        for row in by_sheet.get(sheet_id, ()):
            points = {p['player']: p['points'] for p in json.loads(row.document)['players']}
            ledger.append([points.get(name, 0) for name in players])
        connection.execute(sheets.update().where(sheets.c.id == sheet_id).values(points=ledger))
    with op.batch_alter_table('scoresheets', schema=None) as batch_op:
        batch_op.alter_column('points', existing_type=sa.JSON(), nullable=False)
    with op.batch_alter_table('scoresheet_rounds', schema=None) as batch_op:
        batch_op.drop_column('totals')


def downgrade():
    with op.batch_alter_table('scoresheet_rounds', schema=None) as batch_op:
        batch_op.add_column(sa.Column('totals', sa.JSON(), nullable=True))
    connection = op.get_bind()
    for sheet_id, players, ledger in connection.execute(
            sa.select(sheets.c.id, sheets.c.players, sheets.c.points)).all():
        totals = dict.fromkeys(players, 0)
        for number, points in enumerate(ledger, start=1):
            totals = {name: totals[name] + p for name, p in zip(players, points, strict=True)}
            connection.execute(rounds.update()
                               .where(rounds.c.sheet_id == sheet_id, rounds.c.number == number)
                               .values(totals=totals))
    with op.batch_alter_table('scoresheet_rounds', schema=None) as batch_op:
        batch_op.alter_column('totals', existing_type=sa.JSON(), nullable=False)
    with op.batch_alter_table('scoresheets', schema=None) as batch_op:
        batch_op.drop_column('points')
