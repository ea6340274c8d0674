"""Tier 1.5's window kept in memory until an output or a baseline of the agent changes (issue 13 hot path).

:func:`window_for` answers :func:`register.window_query.load_window` from a
per-process cache; an entry is valid while the agent's **generation** — a
counter every process can read without a query — has not moved since the
entry was read. Every write that can change a window bumps it once the write
commits: a stored output sample or baseline (``post_save``), and by an
explicit :func:`changed` the bulk supersede of ``register.services`` and the
erase of ``register.privacy``. Where the generation comes from depends on the database:

* **SQLite, a file** (the embedded default: every process on one host):
  a small shared memory map next to the database file, ``<db>-qlnreg``,
  4096 slots of 8 bytes (an agent uses slot ``id % 4096``). A bump is
  written under ``flock`` right after the commit, before the writer answers;
  a reader's check is two reads of the map. Strict: a verdict that starts
  after an ingest returned sees the new output.
* **SQLite in memory** (one process, tests): a counter in the process.
* **PostgreSQL** (several hosts): the write's transaction also sends
  ``NOTIFY qln_register, '<agent id>'``, which PostgreSQL delivers when it
  commits; each process keeps one listening connection in a background
  thread. Cached windows are used only while that connection is up and has
  said ``LISTEN`` — before, after a drop and until it is listening again
  (all entries are then forgotten), the window is read from the database as
  before. A verdict on another process may still see the window as it was
  for the time PostgreSQL takes to deliver a notification and the thread to
  read it: measured here from ``pg_notify`` to the bump, 0.25 ms p50 (p99
  0.36 ms) in an idle process, ≈ 5 ms (the interpreter's thread switch
  interval) while another thread of the process computes without pause. ``QLN_REGISTER_LISTEN=0`` turns the cache off on PostgreSQL (a
  pooler in transaction mode cannot ``LISTEN``).

Whatever the backend, an entry is also dropped after
:data:`MAX_AGE_S` — the bound if a change were ever missed (an
edit by raw SQL, a silently dead listening connection) — and nothing is
read or filled inside an atomic block (what a transaction reads may yet roll
back, and it should see its own writes).
"""
from __future__ import annotations

import fcntl
import logging
import mmap
import os
import struct
import threading
import time
from collections import OrderedDict
from typing import Any, Callable, Hashable

from django.db import connection, transaction

from core.conf import conf

logger = logging.getLogger(__name__)

MAX_AGE_S = 30.0
MAX_CACHED_WINDOWS = 10_000
CHANNEL = "qln_register"
SLOTS = 4096
_SLOT = struct.Struct("<Q")

clock: Callable[[], float] = time.monotonic
_windows: OrderedDict[Hashable, tuple[int, float, Any]] = OrderedDict()  # key → (generation, expires, window)
_lock = threading.Lock()


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


_generations: Any = None
_generations_pid = 0
_generations_lock = threading.Lock()
_LIBPQ_IGNORED = {"context", "cursor_factory", "prepare_threshold", "server_side_binding", "assume_role"}


def _make_generations() -> Any:
    if connection.vendor == "sqlite":
        name = str(connection.settings_dict["NAME"])
        if name == ":memory:" or "mode=memory" in name:  # as Django's sqlite3 backend tells it
            return LocalGenerations()
        return FileGenerations(f"{name}-qlnreg")
    if connection.vendor == "postgresql" and conf.QLN_REGISTER_LISTEN:
        params = {k: v for k, v in connection.get_connection_params().items() if k not in _LIBPQ_IGNORED}
        return NotifyGenerations(params)
    return None


def generations() -> Any:
    """This process's generation source (None: no cache on this database), made on first use."""
    global _generations, _generations_pid
    if _generations_pid != os.getpid():  # first use, or a forked child: its own map / listening thread
        with _generations_lock:
            if _generations_pid != os.getpid():
                _generations = _make_generations()
                _generations_pid = os.getpid()
                clear_windows()
    return _generations


def ready(timeout: float = 0.0) -> bool:
    """True when this process may answer windows from the cache (on PostgreSQL: once it listens
    and has read every notification committed before the call), waiting up to ``timeout`` seconds.

    A change bumps the generation twice on PostgreSQL — at once in the writing process, and again
    when its notification arrives — which costs at most one extra read; tests that count queries
    wait here for the second bump first."""
    source = generations()
    deadline = time.monotonic() + timeout
    while isinstance(source, NotifyGenerations) and not source.listening:
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.01)
    if isinstance(source, NotifyGenerations) and not connection.in_atomic_block:
        return source.settle(max(0.0, deadline - time.monotonic()))
    return source is not None


def stop() -> None:
    """Stop the listening thread and forget the generation source (tests; before dropping a database)."""
    global _generations, _generations_pid
    with _generations_lock:
        source, _generations, _generations_pid = _generations, None, 0
    if isinstance(source, NotifyGenerations):
        source.stop()
    elif isinstance(source, FileGenerations):
        source.close()
    clear_windows()


def clear_windows() -> None:
    with _lock:
        _windows.clear()


def window_for(key: Hashable, agent_id: int, load: Callable[[], Any]) -> Any:
    """``load()`` — the agent's window under ``key`` — from the cache while the agent's generation holds."""
    if connection.in_atomic_block:
        return load()
    source = generations()
    generation = source.current(agent_id) if source is not None else None
    if generation is None:
        return load()
    now = clock()
    with _lock:
        cached = _windows.get(key)
    if cached is not None and cached[0] == generation and cached[1] > now:
        return cached[2]
    window = load()  # read after the generation: a change committed meanwhile leaves a newer generation
    with _lock:
        _windows[key] = (generation, now + MAX_AGE_S, window)
        _windows.move_to_end(key)
        while len(_windows) > MAX_CACHED_WINDOWS:
            _windows.popitem(last=False)
    return window


def changed(agent_id: int) -> None:
    """The agent's outputs or baselines change in the current transaction: bump its generation at commit."""
    if connection.vendor == "postgresql" and conf.QLN_REGISTER_LISTEN:
        with connection.cursor() as cursor:  # delivered by PostgreSQL at commit, dropped on rollback
            cursor.execute("SELECT pg_notify(%s, %s)", [CHANNEL, str(agent_id)])

    def bump() -> None:
        source = generations()
        if source is not None:
            source.bump(agent_id)

    transaction.on_commit(bump)


def _on_row_change(sender: Any, instance: Any, **_: Any) -> None:
    agent_id = getattr(instance, "agent_id", None)
    if agent_id is not None:
        changed(agent_id)


def connect_receivers() -> None:
    """Bump on every saved output sample and baseline (called by ``RegisterConfig.ready``).

    Deletes are not received (a ``post_delete`` receiver would make every bulk delete load and
    signal each row): the one code path that deletes them, ``register.privacy.erase``, calls
    :func:`changed` itself.
    """
    from django.db.models.signals import post_save

    from register.models import OutputSample, RegisterBaseline

    for model in (OutputSample, RegisterBaseline):
        post_save.connect(_on_row_change, sender=model, dispatch_uid=f"qln-window-{model.__name__}-save")
