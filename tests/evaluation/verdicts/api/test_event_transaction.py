"""The verdict event's commit (docs/durability.md): asynchronous on PostgreSQL, for it alone."""
from __future__ import annotations

from typing import Any

import pytest
from django.db import connection, transaction

from core.db.fast_insert import ASYNC_COMMIT_RETURNING, insert_row
from evaluation.verdicts.models import VerdictEvent
from evaluation.verdicts.pipeline import advise_transaction


def _synchronous_commit() -> str:
    with connection.cursor() as cursor:
        cursor.execute("SHOW synchronous_commit")
        return cursor.fetchone()[0]


def _event(agent: Any) -> VerdictEvent:
    return VerdictEvent(agent=agent, session_id="s", tool_name="read_file", args_redacted={}, args_digest="d",
                        body_shape="hermes", verdict="SILENT", tiers={}, total_ms=0.1)


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_event_statement_commits_asynchronously_and_nothing_after_it_does(agent: Any) -> None:
    assert _synchronous_commit() == "on"
    with connection.execute_wrapper(lambda execute, sql, params, many, context: (
            seen.append(sql), execute(sql, params, many, context))[1]):
        seen: list[str] = []
        event = insert_row(_event(agent), asynchronous_commit=True)
    assert seen == [seen[0]] and seen[0].startswith("INSERT") and seen[0].endswith(ASYNC_COMMIT_RETURNING)
    assert VerdictEvent.objects.filter(pk=event.pk).exists()
    assert _synchronous_commit() == "on"  # the setting ended with the statement's own transaction
    # What the RETURNING does: it sets the setting for the transaction the statement runs in.
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT {ASYNC_COMMIT_RETURNING}")
        assert _synchronous_commit() == "off"
    assert _synchronous_commit() == "on"


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_caller_transactions_keep_their_durability(agent: Any) -> None:
    with transaction.atomic():
        insert_row(_event(agent), asynchronous_commit=True)
        assert _synchronous_commit() == "on"
        with advise_transaction():
            assert _synchronous_commit() == "on"
    with advise_transaction():  # its own transaction: asynchronous, SET LOCAL
        assert connection.in_atomic_block and _synchronous_commit() == "off"
    assert _synchronous_commit() == "on"


@pytest.mark.django_db(transaction=True)
def test_sqlite_event_is_one_autocommit_statement_and_an_advise_one_transaction(agent: Any) -> None:
    if connection.vendor != "sqlite":
        pytest.skip("the SQLite path")
    with connection.execute_wrapper(lambda execute, sql, params, many, context: (
            seen.append(sql), execute(sql, params, many, context))[1]):
        seen: list[str] = []
        insert_row(_event(agent), asynchronous_commit=True)
    assert len(seen) == 1 and ASYNC_COMMIT_RETURNING not in seen[0]
    with advise_transaction():
        assert connection.in_atomic_block
