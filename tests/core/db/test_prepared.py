"""Hot-path queries as prepared statements on PostgreSQL (core.db.prepared, issue 13)."""
from __future__ import annotations

from typing import Any

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from core.db import prepared

SQL = "SELECT %s::int + %s::int, %s::text"


def run(name: str = "qln_test_sum", params: tuple[Any, ...] = (2, 3, "x")) -> tuple[Any, list[str]]:
    with CaptureQueriesContext(connection) as captured, connection.cursor() as cursor:
        prepared.execute(cursor, name, SQL, params)
        row = cursor.fetchone()
    return row, [query["sql"].split(" ", 1)[0] for query in captured.captured_queries]


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_prepares_once_per_connection_then_executes() -> None:
    connection.close()  # a fresh session
    assert run() == ((5, "x"), ["PREPARE", "EXECUTE"])
    assert run(params=(10, 20, "y")) == ((30, "y"), ["EXECUTE"])
    with connection.cursor() as cursor:  # a pooler or DISCARD ALL drops the session's statements
        cursor.execute("DEALLOCATE ALL")
    assert run() == ((5, "x"), ["EXECUTE", "PREPARE", "EXECUTE"])
    prepared._prepared.clear()  # this process forgot; the session still has it
    assert run() == ((5, "x"), ["PREPARE", "EXECUTE"])
    with transaction.atomic():  # never inside a caller's transaction: a failed EXECUTE would abort it
        assert run() == ((5, "x"), ["SELECT"])
    connection.close()


@pytest.mark.django_db(transaction=True)
def test_a_real_error_is_not_swallowed() -> None:
    with pytest.raises(Exception):
        run(name="qln_test_error", params=(1, "not a number", "x"))
    if connection.vendor == "postgresql":
        connection.close()


@pytest.mark.django_db
def test_sqlite_runs_the_plain_query() -> None:
    if connection.vendor != "sqlite":
        pytest.skip("the SQLite path")
    with connection.cursor() as cursor:
        prepared.execute(cursor, "ignored", "SELECT %s + %s, %s", (2, 3, "x"))
        assert cursor.fetchone() == (5, "x")
