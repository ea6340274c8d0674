"""Hot-path queries as server-side prepared statements on PostgreSQL (issue 13).

Django's psycopg backend binds parameters on the client, so PostgreSQL
parses and plans every query anew. For the register window query (six
scalar subqueries) planning took 0.29 ms of its 0.35 ms. :func:`execute`
runs such a query as ``EXECUTE name(…)`` of a statement ``PREPARE``\\d once
per database connection: after five executions PostgreSQL keeps a generic
plan and the query is only executed. It goes through Django's cursor, so
query logging, ``execute_wrapper`` and ``CaptureQueriesContext`` see it.

Only in autocommit: a prepared statement that vanished (a pooler in
transaction mode, ``DISCARD ALL``) is prepared again and the query retried
once, which inside a transaction would abort the caller's work — there the
plain query runs. Any other database runs the plain query.

Worth it with persistent connections (``QLN_DB_CONN_MAX_AGE`` > 0, as the
deployment's ``deploy/qlnweb.env`` sets): a connection opened per request
pays one PREPARE on its first use, a round trip small beside the connection
set-up it already pays.
"""
from __future__ import annotations

import re
import threading
import weakref
from typing import Any, Sequence

from django.db import DatabaseError, connection
from django.db.backends.utils import CursorWrapper

_prepared: weakref.WeakKeyDictionary[Any, set[str]] = weakref.WeakKeyDictionary()
_lock = threading.Lock()
_PLACEHOLDER = re.compile(r"%s")
INVALID_STATEMENT_NAME = "26000"
DUPLICATE_STATEMENT = "42P05"


def _numbered(sql: str) -> str:
    counter = iter(range(1, sql.count("%s") + 1))
    return _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)


def execute(cursor: CursorWrapper, name: str, sql: str, params: Sequence[Any]) -> None:
    """Run ``sql`` (``%s`` placeholders, no literal ``%``) with ``params``; prepared on PostgreSQL.

    ``name`` identifies the statement on the connection: one name, one SQL text.
    """
    if connection.vendor != "postgresql" or connection.in_atomic_block or "%%" in sql:
        cursor.execute(sql, params)
        return
    raw = connection.connection
    with _lock:
        names = _prepared.setdefault(raw, set())
        known = name in names
    call = f"EXECUTE {name}({', '.join(['%s'] * len(params))})" if params else f"EXECUTE {name}"
    if known:
        try:
            cursor.execute(call, params)
            return
        except DatabaseError as exc:
            if _sqlstate(exc) != INVALID_STATEMENT_NAME:
                raise
            # gone with the session state (a pooler, DISCARD ALL): prepare it again, once
    try:
        cursor.execute(f"PREPARE {name} AS {_numbered(sql)}")
    except DatabaseError as exc:
        if _sqlstate(exc) != DUPLICATE_STATEMENT:  # prepared earlier on this session, unknown here
            raise
    with _lock:
        _prepared.setdefault(raw, set()).add(name)
    cursor.execute(call, params)


def _sqlstate(exc: BaseException) -> str | None:
    return getattr(exc.__cause__, "sqlstate", None)
