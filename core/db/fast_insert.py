"""One-row INSERT with SQL compiled once per model and database (issue 13 hot path).

``Model.objects.create`` compiles its INSERT anew on every call — for the
22 columns of a verdict event that is ≈ 0.2 ms, more than the database
needs to store the row. :func:`insert_row` builds the statement once per
(model, connection alias) from the model's own fields, then only prepares
the values (each field's ``pre_save`` and ``get_db_prep_save``, exactly what
the ORM would send, without its per-field layers: :mod:`core.db.fast_rows`)
and executes it. The primary key comes back by
``RETURNING`` where the database supports it (PostgreSQL, SQLite ≥ 3.35),
else from the cursor.

``asynchronous_commit=True`` (PostgreSQL, in autocommit only): the row's
own implicit transaction commits without waiting for the WAL flush — the
statement's ``RETURNING`` also evaluates ``set_config('synchronous_commit',
'off', true)``, a transaction-local setting that PostgreSQL reads when it
commits that statement, so the row costs one round trip instead of
BEGIN / SET LOCAL / INSERT / COMMIT. The setting ends with the statement's
transaction. Inside a caller's transaction it is not applied: the caller's
commit keeps its durability. On SQLite it changes nothing (WAL with
``synchronous=NORMAL`` never waits for an fsync at commit).

For append-only rows on the hot path: no ``pre_save``/``post_save`` signals
are sent and ``Model.save`` is not called — a model with receivers or save
logic must not use it (:func:`insert_row` refuses a model that has signal
receivers).
"""
from __future__ import annotations

import functools
import threading
from dataclasses import dataclass
from typing import Any, TypeVar

from django.db import connections, models, router
from django.db.models.signals import post_save, pre_save

from core.db.fast_rows import preparers

M = TypeVar("M", bound=models.Model)


@dataclass(frozen=True)
class _Compiled:
    sql: str
    fields: tuple[models.Field[Any, Any], ...]
    returning: bool
    async_sql: str | None  # PostgreSQL: the same INSERT committing asynchronously


ASYNC_COMMIT_RETURNING = "set_config('synchronous_commit', 'off', true)"
_compiled: dict[tuple[str, str], _Compiled] = {}
_lock = threading.Lock()


def _compile(model: type[models.Model], alias: str) -> _Compiled:
    meta = model._meta
    if meta.parents or not isinstance(meta.pk, models.AutoField):
        raise TypeError(f"{meta.label}: insert_row needs a model with its own auto-incremented key")
    if pre_save.has_listeners(model) or post_save.has_listeners(model):
        raise TypeError(f"{meta.label} has save signal receivers; use Model.save")
    connection = connections[alias]
    quote = connection.ops.quote_name
    fields = row_fields(model)
    returning = bool(connection.features.can_return_columns_from_insert)
    sql = (f"INSERT INTO {quote(meta.db_table)} ({', '.join(quote(str(f.column)) for f in fields)}) "
           f"VALUES ({', '.join(['%s'] * len(fields))})")
    async_sql = None
    if returning:
        sql += f" RETURNING {quote(str(meta.pk.column))}"
        if connection.vendor == "postgresql":
            async_sql = f"{sql}, {ASYNC_COMMIT_RETURNING}"
    return _Compiled(sql=sql, fields=fields, returning=returning, async_sql=async_sql)


def insert_row(instance: M, *, asynchronous_commit: bool = False) -> M:
    """INSERT ``instance`` (a new, unsaved row) and set its primary key; returns it.

    ``asynchronous_commit``: see the module doc (PostgreSQL in autocommit only).
    """
    model = type(instance)
    if instance.pk is not None:
        raise ValueError(f"{model._meta.label} row already has a key: insert_row only adds new rows")
    alias = router.db_for_write(model, instance=instance)
    key = (model._meta.label, alias)
    compiled = _compiled.get(key)
    if compiled is None:
        compiled = _compile(model, alias)
        with _lock:
            _compiled[key] = compiled
    connection = connections[alias]
    params = [prepare(field.pre_save(instance, True)) for field, prepare in
              zip(compiled.fields, preparers(compiled.fields, connection))]
    sql = compiled.sql
    if asynchronous_commit and compiled.async_sql and not connection.in_atomic_block:
        sql = compiled.async_sql
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        instance.pk = cursor.fetchone()[0] if compiled.returning else cursor.lastrowid
    instance._state.adding = False
    instance._state.db = alias
    return instance


# --- rows written later (evaluation/verdicts/journal.py): keys taken in advance, idempotent inserts ---

def allocate_ids(model: type[models.Model], count: int, alias: str) -> list[int]:
    """``count`` fresh primary keys of ``model`` that no insert will ever be given (one statement).

    PostgreSQL: ``nextval`` of the key's sequence. SQLite (``AUTOINCREMENT``, as Django
    declares its keys): ``sqlite_sequence`` is raised by ``count`` in one statement — SQLite
    numbers new rows above both it and the largest key. An empty list when the table has
    no ``sqlite_sequence`` row yet (no row was ever inserted): the caller then inserts
    the ordinary way, which creates it.
    """
    connection = connections[alias]
    table = model._meta.db_table
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SELECT nextval(pg_get_serial_sequence(%s, %s)) FROM generate_series(1, %s)",
                           [table, str(model._meta.pk.column), count])
            return [int(row[0]) for row in cursor.fetchall()]
        if connection.vendor == "sqlite":
            cursor.execute("UPDATE sqlite_sequence SET seq = seq + %s WHERE name = %s RETURNING seq",
                           [count, table])
            row = cursor.fetchone()
            if row is None:
                return []
            return list(range(int(row[0]) - count + 1, int(row[0]) + 1))
    raise NotImplementedError(f"allocate_ids: no key allocation for {connection.vendor}")


@dataclass(frozen=True)
class _CompiledKeyed:
    head: str  # INSERT INTO table (columns) VALUES
    row: str  # (%s, …) for one row
    tail: str  # ON CONFLICT (key) DO NOTHING
    fields: tuple[models.Field[Any, Any], ...]


_compiled_keyed: dict[tuple[str, str], _CompiledKeyed] = {}
MAX_ROWS_PER_STATEMENT = 500  # × 23 columns: far below SQLite's 32 766 variables


@functools.cache
def row_fields(model: type[models.Model]) -> tuple[models.Field[Any, Any], ...]:
    """The columns :func:`insert_row` and :func:`insert_rows` write besides the key, in order (once per model)."""
    return tuple(f for f in model._meta.concrete_fields if not f.primary_key)


def insert_rows(model: type[models.Model], rows: list[tuple[int, list[Any]]], alias: str, *,
                asynchronous_commit: bool = False) -> int:
    """INSERT rows whose keys came from :func:`allocate_ids`; a key already stored is skipped.

    ``rows``: ``(key, values)`` with one value per :func:`row_fields` column, as the
    model holds it (before ``get_db_prep_save``). Inserting the same rows twice adds
    nothing, so a journal may be replayed after a crash. One multi-row statement per
    :data:`MAX_ROWS_PER_STATEMENT` rows — in autocommit, one round trip and one commit.
    ``asynchronous_commit``: as for :func:`insert_row` (PostgreSQL, in autocommit only).
    Returns the rows sent.
    """
    key = (model._meta.label, alias)
    compiled = _compiled_keyed.get(key)
    connection = connections[alias]
    if compiled is None:
        quote = connection.ops.quote_name
        fields = row_fields(model)
        pk = quote(str(model._meta.pk.column))
        columns = ", ".join([pk] + [quote(str(f.column)) for f in fields])
        compiled = _CompiledKeyed(head=f"INSERT INTO {quote(model._meta.db_table)} ({columns}) VALUES ",
                                  row=f"({', '.join(['%s'] * (len(fields) + 1))})",
                                  tail=f" ON CONFLICT ({pk}) DO NOTHING", fields=fields)
        with _lock:
            _compiled_keyed[key] = compiled
    tail = compiled.tail
    if asynchronous_commit and connection.vendor == "postgresql" and not connection.in_atomic_block:
        tail += f" RETURNING {ASYNC_COMMIT_RETURNING}"
    prepare = preparers(compiled.fields, connection)
    with connection.cursor() as cursor:
        for start in range(0, len(rows), MAX_ROWS_PER_STATEMENT):
            chunk = rows[start:start + MAX_ROWS_PER_STATEMENT]
            params = []
            for key_value, values in chunk:
                params.append(key_value)
                params += [prep(value) for prep, value in zip(prepare, values)]
            cursor.execute(compiled.head + ", ".join([compiled.row] * len(chunk)) + tail, params)
    return len(rows)
