"""Where a process reads an agent's register **generation** (split from :mod:`register.window_cache`, whose
docstring says when each is used): a counter in the process (SQLite in memory), a shared memory map beside the
SQLite file (``<db>-qlnreg``, :data:`SLOTS` slots under ``flock``), or ``NOTIFY`` on PostgreSQL read by one
listening connection per process. Each has ``current(agent_id)`` and ``bump(agent_id)``.
"""
from __future__ import annotations

import fcntl
import logging
import mmap
import os
import struct
import threading
import time
from typing import Any

from django.db import connection

logger = logging.getLogger("register.window_cache")  # the name operators already filter on

CHANNEL = "qln_register"
SLOTS = 4096
_SLOT = struct.Struct("<Q")


class LocalGenerations:
    """One process (an in-memory SQLite database): a counter per agent."""

    def __init__(self) -> None:
        self._counts: dict[int, int] = {}
        self._lock = threading.Lock()

    def current(self, agent_id: int) -> int | None:
        return self._counts.get(agent_id, 0)

    def bump(self, agent_id: int) -> None:
        with self._lock:
            self._counts[agent_id] = self._counts.get(agent_id, 0) + 1


class FileGenerations:
    """Processes on one host sharing a SQLite file: counters in a memory-mapped file beside it."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._lock = threading.Lock()  # flock does not exclude the threads of one process
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                if os.fstat(fd).st_size < SLOTS * _SLOT.size:
                    os.ftruncate(fd, SLOTS * _SLOT.size)
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)
            self._map = mmap.mmap(fd, SLOTS * _SLOT.size)
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd

    def current(self, agent_id: int) -> int | None:
        offset = (agent_id % SLOTS) * _SLOT.size
        first = _SLOT.unpack_from(self._map, offset)[0]
        # a read torn by a concurrent bump would differ from a second read: then no cache this time
        return first if _SLOT.unpack_from(self._map, offset)[0] == first else None

    def bump(self, agent_id: int) -> None:
        offset = (agent_id % SLOTS) * _SLOT.size
        with self._lock:
            fcntl.flock(self._fd, fcntl.LOCK_EX)
            try:
                _SLOT.pack_into(self._map, offset, (_SLOT.unpack_from(self._map, offset)[0] + 1) % 2**63)
            finally:
                fcntl.flock(self._fd, fcntl.LOCK_UN)

    def close(self) -> None:
        self._map.close()
        os.close(self._fd)


class NotifyGenerations:
    """PostgreSQL: counters bumped by ``NOTIFY`` through one listening connection per process."""

    RETRY_S = 1.0
    POLL_S = 0.5

    def __init__(self, connection_params: dict[str, Any]) -> None:
        self._params = connection_params
        self._seen: set[str] = set()  # markers of settle() the thread has read
        self._counts: dict[int, int] = {}
        self._epoch = 0  # moves on every (re)connection: entries of an earlier connection never match
        self._listening = False
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="qln-register-listen", daemon=True)
        self._thread.start()

    @property
    def listening(self) -> bool:
        return self._listening

    def current(self, agent_id: int) -> int | None:
        if not self._listening:
            return None
        return (self._epoch << 32) + self._counts.get(agent_id, 0)

    def bump(self, agent_id: int) -> None:
        with self._lock:
            self._counts[agent_id] = (self._counts.get(agent_id, 0) + 1) % 2**31

    def _run(self) -> None:
        import psycopg

        while not self._stop.is_set():
            try:
                with psycopg.connect(**self._params, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    with self._lock:
                        self._epoch += 1
                        self._counts.clear()
                    self._listening = True
                    while not self._stop.is_set():
                        for notice in conn.notifies(timeout=self.POLL_S):
                            if notice.channel != CHANNEL:
                                continue
                            if notice.payload.isdigit():
                                self.bump(int(notice.payload))
                            elif notice.payload.startswith("settle:"):
                                self._seen.add(notice.payload)
            except Exception as exc:  # noqa: BLE001 - any failure: stop trusting the cache, reconnect
                if not self._stop.is_set():
                    logger.warning("register window cache: listening connection lost (%s); retrying", exc)
            finally:
                self._listening = False
            self._stop.wait(self.RETRY_S)

    def settle(self, timeout: float) -> bool:
        """Wait until every notification committed before this call has been read (they arrive in
        commit order, so a marker sent now comes after them); False on timeout."""
        marker = f"settle:{os.getpid()}:{time.monotonic_ns()}"
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_notify(%s, %s)", [CHANNEL, marker])
        deadline = time.monotonic() + timeout
        while marker not in self._seen:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.002)
        self._seen.discard(marker)
        return True

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        self._thread.join(timeout)
