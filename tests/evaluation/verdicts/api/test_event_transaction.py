"""The verdict event's transaction (docs/durability.md): asynchronous commit on PostgreSQL, for it alone."""
from __future__ import annotations

import pytest
from django.db import connection, transaction

from evaluation.verdicts.pipeline import event_transaction


def _synchronous_commit() -> str:
    with connection.cursor() as cursor:
        cursor.execute("SHOW synchronous_commit")
        return cursor.fetchone()[0]


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_verdict_event_commits_asynchronously_and_nothing_else_does():
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL (set DATABASE_URL=postgres://…)")
    assert _synchronous_commit() == "on"
    with event_transaction(needs_atomic=False):
        assert connection.in_atomic_block
        assert _synchronous_commit() == "off"
    assert _synchronous_commit() == "on"  # SET LOCAL ended with the transaction
    with transaction.atomic():  # inside a caller's transaction its durability is left alone
        with event_transaction(needs_atomic=True):
            assert _synchronous_commit() == "on"


@pytest.mark.django_db(transaction=True)
def test_sqlite_verdict_without_advise_is_one_autocommit_statement():
    if connection.vendor != "sqlite":
        pytest.skip("the SQLite path")
    with event_transaction(needs_atomic=False):
        assert not connection.in_atomic_block
    with event_transaction(needs_atomic=True):
        assert connection.in_atomic_block
