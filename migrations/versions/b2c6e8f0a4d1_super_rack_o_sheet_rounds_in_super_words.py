"""a Super Rack-O sheet's rounds are told in Super Rack-O words

A Super Rack-O round was stored in a Rack-O round's words: `rack_o` for who won, each player's
`points` (1 for the winner), `rack_o`, `bonus` 0, `longest_run` and `slots` null, `entries` [].
Its document and summary now say `round_winner` (`winner` is the game's), and for each player
`won` and `wins`; the downgrade tells them in the old words again. Rack-O sheets do not change.

Revision ID: b2c6e8f0a4d1
Revises: e36b7c1d2a90
Create Date: 2026-12-02 02:00:00.000000

"""
import json

import sqlalchemy as sa
from alembic import op

revision = 'b2c6e8f0a4d1'
down_revision = 'e36b7c1d2a90'
branch_labels = None
depends_on = None

sheets = sa.table('scoresheets', sa.column('id', sa.String), sa.column('game', sa.String))
rounds = sa.table('scoresheet_rounds', sa.column('sheet_id', sa.String),
                  sa.column('number', sa.Integer), sa.column('document', sa.Text),
                  sa.column('summary', sa.Text))
RACK_O_WORDS = ('rack_o', 'points', 'bonus', 'longest_run', 'slots')


def super_words(doc):
    if 'rack_o' not in doc:
        return doc
    players = [{**{k: v for k, v in p.items() if k not in RACK_O_WORDS},
                'won': p['player'] == doc['rack_o'], 'wins': p['points']} for p in doc['players']]
    return {**{k: v for k, v in doc.items() if k not in ('rack_o', 'entries')},
            'round_winner': doc['rack_o'], 'players': players}


def rack_o_words(doc, detail):
    if 'round_winner' not in doc:
        return doc
    players = []
    for p in doc['players']:
        old = {**{k: v for k, v in p.items() if k not in ('won', 'wins')},
               'points': p['wins'], 'rack_o': p['won'], 'bonus': 0}
        if detail:
            old.update(longest_run=None, slots=None)
        players.append(old)
    return {**{k: v for k, v in doc.items() if k != 'round_winner'}, 'rack_o': doc['round_winner'],
            'entries': [], 'players': players}


def _rewrite(change):
    connection = op.get_bind()
    query = sa.select(rounds.c.sheet_id, rounds.c.number, rounds.c.document, rounds.c.summary) \
        .select_from(rounds.join(sheets, sheets.c.id == rounds.c.sheet_id)) \
        .where(sheets.c.game == 'super-rack-o')
    for row in connection.execute(query).all():
        document = json.dumps(change(json.loads(row.document), True))
        summary = json.dumps(change(json.loads(row.summary), False))
        connection.execute(rounds.update()
                           .where(rounds.c.sheet_id == row.sheet_id, rounds.c.number == row.number)
                           .values(document=document, summary=summary))


def upgrade():
    _rewrite(lambda doc, detail: super_words(doc))


def downgrade():
    _rewrite(rack_o_words)
