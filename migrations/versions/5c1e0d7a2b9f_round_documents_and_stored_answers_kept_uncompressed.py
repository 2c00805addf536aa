"""round documents and stored answers kept uncompressed

A round's row (its document, 3 KB of JSON text for four players) and an idempotency record
(the stored answer, about as long) are past PostgreSQL's 2 KB threshold, so every insert
compressed them and every replay or round read decompressed them again: CPU on the busiest
write for about 2 KB of disk a row. With toast_tuple_target at its largest (8160 bytes) rows
up to a page stay inline and uncompressed; longer ones are still compressed as before.
PostgreSQL only: SQLite has no such storage parameter.

Revision ID: 5c1e0d7a2b9f
Revises: 9b890478b0bf
Create Date: 2026-11-30 09:55:00.000000

"""
from alembic import op


# revision identifiers, used by Alembic.
revision = '5c1e0d7a2b9f'
down_revision = '9b890478b0bf'
branch_labels = None
depends_on = None

TABLES = ('scoresheet_rounds', 'idempotency_keys')


def upgrade():
    if op.get_bind().dialect.name != 'postgresql':
        return
    for table in TABLES:
        op.execute(f'ALTER TABLE {table} SET (toast_tuple_target = 8160)')


def downgrade():
    if op.get_bind().dialect.name != 'postgresql':
        return
    for table in TABLES:
        op.execute(f'ALTER TABLE {table} RESET (toast_tuple_target)')
