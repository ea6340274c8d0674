"""A hot-path ORM query compiled once, then run again with new values (issue 13 hot path).

Building a queryset and compiling it to SQL costs the ORM 0.3–1 ms per call
(``filter`` → ``add_q`` → ``as_sql``), several times what the database needs
to answer an indexed lookup. :func:`rows` builds the query once per database
connection and ``key`` with *sentinel* values — an int, a string or an aware
datetime no real call sends — finds each sentinel's positions among the
compiled parameters, and from then on only substitutes the call's values,
executes the SQL (a prepared statement on PostgreSQL, :mod:`core.db.prepared`)
and converts the rows with the compiler's own converters (JSON, datetimes),
exactly as iterating the queryset would.

The query must depend on its values only through parameters (filters), never
through its shape: ``key`` names one shape. When a sentinel is not found
exactly where a parameter is (a value that changes the SQL text, or a type the
backend rewrites) the query is refused for this shortcut and always runs
through the ORM, so the result is never wrong, only slower. Inside a
transaction the plain SQL runs (a statement is prepared only in autocommit,
see :mod:`core.db.prepared`).
"""
from __future__ import annotations

import hashlib
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from django.db import connections
from django.db.models import QuerySet

from core.db import prepared

Build = Callable[[Mapping[str, Any]], "QuerySet[Any]"]


@dataclass(frozen=True)
class _Compiled:
    sql: str
    params: tuple[Any, ...]
    slots: tuple[tuple[int, str], ...]  # (parameter position, value name)
    compiler: Any
    name: str  # of the prepared statement


_REFUSED = object()  # this shape runs through the ORM


def _sentinel(name: str, value: Any, index: int) -> Any:
    if isinstance(value, bool):
        raise TypeError(f"{name}: a boolean is part of the query's shape, not a value")
    if isinstance(value, int):
        return -7_340_000_000_000 - index
    if isinstance(value, str):
        return f"\x00qln-sentinel-{index}-{name}\x00"
    if isinstance(value, datetime) and value.tzinfo is not None:
        return datetime(1901, 2, 3, 4, 5, 6, 700_000 + index, tzinfo=timezone.utc)
    raise TypeError(f"{name}: {type(value).__name__} values cannot be substituted")


def _compile(build: Build, values: Mapping[str, Any], connection: Any) -> _Compiled | object:
    sentinels = {name: _sentinel(name, value, index) for index, (name, value) in enumerate(values.items())}
    queryset = build(sentinels)
    compiler = queryset.query.get_compiler(connection=connection)
    sql, params = compiler.as_sql()
    adapt = connection.ops.adapt_datetimefield_value
    wanted = {(adapt(s) if isinstance(s, datetime) else s): name for name, s in sentinels.items()}
    slots = []
    for position, param in enumerate(params):
        name = wanted.get(param) if isinstance(param, (int, str, datetime)) and not isinstance(param, bool) else None
        if name is not None:
            slots.append((position, name))
    if {name for _, name in slots} != set(values) or any(
            isinstance(s, str) and s in sql for s in sentinels.values()):
        return _REFUSED  # a value not passed as a parameter: it shapes the SQL
    digest = hashlib.sha256(sql.encode()).hexdigest()[:20]
    return _Compiled(sql=sql, params=tuple(params), slots=tuple(slots), compiler=compiler, name=f"qln_q_{digest}")


def rows(key: Hashable, build: Build, values: Mapping[str, Any], *, using: str = "default") -> list[Any]:
    """``list(build(values))`` — ``build`` returns a ``values_list`` queryset of one fixed shape per ``key``.

    ``values``: ints, strings and aware datetimes, each used only as a filter's value.
    """
    connection = connections[using]
    cache = connection.__dict__.setdefault("_qln_compiled_queries", {})
    compiled = cache.get(key)
    if compiled is None:
        compiled = cache[key] = _compile(build, values, connection)
    if compiled is _REFUSED:
        return list(build(values))
    assert isinstance(compiled, _Compiled)
    params = list(compiled.params)
    adapt = connection.ops.adapt_datetimefield_value
    for position, name in compiled.slots:
        value = values[name]
        params[position] = adapt(value) if isinstance(value, datetime) else type(compiled.params[position])(value)
    with connection.cursor() as cursor:
        if using == "default":  # core.db.prepared tracks the default connection's statements
            prepared.execute(cursor, compiled.name, compiled.sql, params)
        else:
            cursor.execute(compiled.sql, params)
        fetched = cursor.fetchall()
    return list(compiled.compiler.results_iter(results=[fetched], tuple_expected=True))
