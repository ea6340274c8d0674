"""The verdict journal's segments on disk: their lines, their replay, and the drains (issue 13 §1).

The writer is :mod:`evaluation.verdicts.journal`; this module reads what any
process of this host wrote — its own living segments, and those of stopped
processes — and inserts the rows (keys taken in advance: a row inserted twice
is skipped, :func:`core.db.fast_insert.insert_rows`).
"""
from __future__ import annotations

import fcntl
import functools
import json
import logging
import os
from datetime import datetime
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import DataError, IntegrityError, connections, models, router, transaction

from core.db.fast_insert import MAX_ROWS_PER_STATEMENT, insert_rows, row_fields

log = logging.getLogger(__name__)

SUFFIX = ".jrnl"
Row = tuple[str, int, list[Any]]  # (model label, key taken in advance, values in row_fields order)


def _encode(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    raise TypeError(f"journal: cannot store {type(value).__name__}")


def journal_line(model: type[models.Model], key: int, values: list[Any]) -> bytes:
    """One journal record: the model, the key taken in advance, the row's values (:func:`row_fields` order)."""
    return journal_line_from(model._meta.label, key, values)


def journal_line_from(label: str, key: int, values: list[Any]) -> bytes:
    return json.dumps({"m": label, "id": key, "v": values}, default=_encode, separators=(",", ":")).encode() + b"\n"


def _models() -> dict[str, type[models.Model]]:
    from evaluation.verdicts.models import VerdictEvent
    return {VerdictEvent._meta.label: VerdictEvent}


def write_rows(rows: list[Row], alias: str) -> int:
    """Insert journal rows (label, key, stored values); keys already stored are skipped.

    The usual batch — one model, up to 500 rows, no caller's transaction — is a single
    multi-row statement in autocommit: one round trip, one commit, asynchronous on PostgreSQL
    like the synchronous verdict insert (docs/durability.md). Anything else runs in one
    transaction.
    """
    by_model: dict[str, list[tuple[int, list[Any]]]] = {}
    known = _models()
    for label, key, values in rows:
        by_model.setdefault(label, []).append((key, values))
    connection = connections[alias]

    def insert(label: str, keyed: list[tuple[int, list[Any]]]) -> int:
        # a datetime read back from a line is its ISO text: the DateTimeField parses it as it prepares it
        return insert_rows(known[label], keyed, alias, asynchronous_commit=True)

    if len(by_model) == 1 and len(rows) <= MAX_ROWS_PER_STATEMENT and not connection.in_atomic_block:
        ((label, keyed),) = by_model.items()
        return insert(label, keyed)
    owns = not connection.in_atomic_block
    with transaction.atomic(using=alias):
        if owns and connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SET LOCAL synchronous_commit = off")
        return sum(insert(label, keyed) for label, keyed in by_model.items())


REJECTED = "rejected.jsonl"


def write_rows_or_set_aside(rows: list[Row], alias: str, directory: Path) -> int:
    """:func:`write_rows`; rows the database refuses for good (a constraint, bad data) are set aside.

    Such a row (say, its agent was deleted while it waited) would otherwise stop every later
    batch: it is appended to ``<directory>/rejected.jsonl`` with the database's error and
    logged, and the other rows are written one by one. A failing connection still raises.
    """
    try:
        return write_rows(rows, alias)
    except (IntegrityError, DataError):
        pass
    sent = 0
    for row in rows:
        try:
            sent += write_rows([row], alias)
        except (IntegrityError, DataError) as exc:
            label, key, values = row
            record = json.loads(journal_line_from(label, key, values))
            record["error"] = f"{type(exc).__name__}: {exc}"[:500]
            with open(directory / REJECTED, "a", encoding="utf-8") as out:
                out.write(json.dumps(record, separators=(",", ":")) + "\n")
            log.error("verdict journal: row %s set aside in %s: %s", key, REJECTED, record["error"])
    return sent


def _read_rows(path: Path) -> list[Row]:
    rows = []
    for line in path.read_bytes().split(b"\n"):
        try:
            record = json.loads(line)
            rows.append((record["m"], int(record["id"]), list(record["v"])))
        except (ValueError, KeyError, TypeError):
            continue  # empty, or torn by a kill in the middle of its write: that verdict was never answered
    return rows


def recover(directory: Path, *, alias: str = "default", own: frozenset[Path] = frozenset()) -> int:
    """Replay and remove every journal segment no living process holds; returns the rows sent."""
    sent = 0
    try:
        names = sorted(p for p in directory.iterdir() if p.name.endswith(SUFFIX) and p not in own)
    except FileNotFoundError:
        return 0
    for path in names:
        try:
            fd = os.open(path, os.O_RDWR)
        except FileNotFoundError:
            continue  # replayed by another process meanwhile
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                continue  # a living process's segment
            if not path.exists():
                continue
            rows = _read_rows(path)
            if rows:
                sent += write_rows_or_set_aside(rows, alias, directory)
            path.unlink()
            if rows:
                log.warning("verdict journal: %d rows of a stopped process replayed from %s", len(rows), path.name)
        finally:
            os.close(fd)
    return sent


def drain(alias: str = "default") -> int:
    """Insert, now and in the caller's transaction, every row a journal of this host still holds.

    For erasure and the retention purge: the rows they change must be in the table first. Every
    row not yet written is in a segment (of a living or a stopped process) until its batch
    commits; copies of them all are inserted (keys already stored are skipped) and the segments
    stay as they are until their own flush or sweep, so a caller's rollback loses nothing.
    Journals of other hosts are written by their own processes within ``QLN_VERDICT_FLUSH_MS``.
    """
    rows = _journaled_rows()
    return write_rows(rows, alias) if rows else 0


def _journaled_rows() -> list[Row]:
    """Every row a journal of this host still holds (living and stopped processes)."""
    rows = []
    for path in sorted(Path(settings.QLN_VERDICT_JOURNAL_DIR).glob(f"*{SUFFIX}")):
        try:
            rows += _read_rows(path)
        except FileNotFoundError:
            continue  # written and removed meanwhile
    return rows


def drain_history(agent_id: int, session_id: str) -> int:
    """Before a session's history is read: insert the session's replayable rows still journaled here.

    A row is in a segment from before its answer until its batch commits, so every call answered
    on this host before this one is then in the table (copies; keys already stored are skipped).
    Reads the segments only (a few small files) when nothing waits. Returns the rows sent.
    """
    if settings.QLN_VERDICT_WRITE_BEHIND != "all":
        return 0
    from evaluation.verdicts.models import VerdictEvent

    label = VerdictEvent._meta.label
    agent_at, session_at, replayable_at = _field_positions(VerdictEvent, ("agent", "session_id", "replayable"))
    rows = [row for row in _journaled_rows() if row[0] == label and row[2][agent_at] == agent_id
            and row[2][session_at] == session_id and row[2][replayable_at]]
    return write_rows(rows, router.db_for_write(VerdictEvent)) if rows else 0


@functools.cache
def _field_positions(model: type[models.Model], names: tuple[str, ...]) -> tuple[int, ...]:
    fields = row_fields(model)
    return tuple(next(i for i, f in enumerate(fields) if f.name == name) for name in names)
