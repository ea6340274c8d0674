"""One promotion at a time (R-P-2, seed §22): a file lock in the store plus,
on PostgreSQL, a session advisory lock so promoters on several hosts sharing
the database also exclude each other. Both are released by the kernel or the
server when the process dies, so a crash never leaves a stale lock.
"""
from __future__ import annotations

import fcntl
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from django.db import connection

from promotion.exceptions import LockHeld

ADVISORY_KEY = 0x51_4C_4E_50  # "QLNP"
LOCK_FILE = ".promote.lock"


@contextmanager
def promotion_lock(root: Path) -> Iterator[None]:
    """Hold the promotion lock or raise LockHeld immediately (no waiting behind a stale decision)."""
    root.mkdir(parents=True, exist_ok=True)
    fd = os.open(root / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise LockHeld("another promotion or rollback holds the promotion lock; nothing was changed") from None
        with _advisory_lock():
            yield
    finally:
        os.close(fd)  # closing releases the flock


@contextmanager
def _advisory_lock() -> Iterator[None]:
    if connection.vendor != "postgresql":
        yield
        return
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_lock(%s)", [ADVISORY_KEY])
        (acquired,) = cursor.fetchone()
    if not acquired:
        raise LockHeld("another promoter holds the database promotion lock; nothing was changed")
    try:
        yield
    finally:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_unlock(%s)", [ADVISORY_KEY])
