"""scoresheet rounds keep the document they are served as

A round's `result` (its scores) becomes `document`, the round as the API shows it (the
entries as typed, points slot by slot, every running total), and `summary`, the round as a
sheet lists it; both JSON text served as it is. Existing rounds are converted both ways.

Revision ID: bfee007539c4
Revises: ce75950103cf
Create Date: 2026-11-29 15:38:04.315778

"""
import json

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'bfee007539c4'
down_revision = 'ce75950103cf'
branch_labels = None
depends_on = None

rounds = sa.table('scoresheet_rounds', sa.column('sheet_id', sa.String), sa.column('number', sa.Integer),
                  sa.column('entry', sa.JSON), sa.column('totals', sa.JSON),
                  sa.column('result', sa.JSON), sa.column('document', sa.Text),
                  sa.column('summary', sa.Text))
sheets = sa.table('scoresheets', sa.column('id', sa.String), sa.column('teams', sa.JSON))


def _document(number, entry, result, totals, teams):
    points = {p['player']: p['points'] for p in result['players']}
    return {
        'number': number, 'rack_o': result['rack_o'], 'entries': entry['entries'],
        'players': [{**p, 'total': totals[p['player']]} for p in result['players']],
        'teams': [{'name': ' & '.join(t), 'players': list(t), 'points': sum(points[p] for p in t),
                   'total': sum(totals[p] for p in t)} for t in teams or ()],
    }


def _summary(doc):
    fields = ('player', 'points', 'total', 'rack_o', 'bonus')
    return {'number': doc['number'], 'rack_o': doc['rack_o'], 'entries': doc['entries'],
            'players': [{k: p[k] for k in fields} for p in doc['players']], 'teams': doc['teams']}


def _text(value):
    return json.dumps(value, ensure_ascii=False, separators=(',', ':'))


def upgrade():
    with op.batch_alter_table('scoresheet_rounds', schema=None) as batch_op:
        batch_op.add_column(sa.Column('document', sa.Text(), nullable=True))
        batch_op.add_column(sa.Column('summary', sa.Text(), nullable=True))
    connection = op.get_bind()
    teams = dict(connection.execute(sa.select(sheets.c.id, sheets.c.teams)).all())
    for row in connection.execute(sa.select(rounds)).mappings().all():
        doc = _document(row['number'], row['entry'], row['result'], row['totals'], teams.get(row['sheet_id']))
        connection.execute(rounds.update()
                           .where(rounds.c.sheet_id == row['sheet_id'], rounds.c.number == row['number'])
                           .values(document=_text(doc), summary=_text(_summary(doc))))
    with op.batch_alter_table('scoresheet_rounds', schema=None) as batch_op:
        batch_op.alter_column('document', existing_type=sa.Text(), nullable=False)
        batch_op.alter_column('summary', existing_type=sa.Text(), nullable=False)
        batch_op.drop_column('result')


def downgrade():
    with op.batch_alter_table('scoresheet_rounds', schema=None) as batch_op:
        batch_op.add_column(sa.Column('result', sa.JSON(), nullable=True))
    connection = op.get_bind()
    for row in connection.execute(sa.select(rounds.c.sheet_id, rounds.c.number, rounds.c.document)).all():
        doc = json.loads(row.document)
        players = [{k: v for k, v in p.items() if k != 'total'} for p in doc['players']]
        connection.execute(rounds.update()
                           .where(rounds.c.sheet_id == row.sheet_id, rounds.c.number == row.number)
                           .values(result={'rack_o': doc['rack_o'], 'players': players}))
    with op.batch_alter_table('scoresheet_rounds', schema=None) as batch_op:
        batch_op.alter_column('result', existing_type=sa.JSON(), nullable=False)
        batch_op.drop_column('summary')
        batch_op.drop_column('document')
